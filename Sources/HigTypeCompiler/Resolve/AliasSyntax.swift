/// DTCG's alias syntax as other layers read it, without the resolver: the language server finds
/// the token an alias string names to navigate to it.
public enum AliasSyntax {
    /// The path an alias string names (`{a.b}` names `a.b`), or nil when the string is not one alias.
    public static func target(of string: String) -> String? {
        AliasResolver.reference(in: string)
    }
}
