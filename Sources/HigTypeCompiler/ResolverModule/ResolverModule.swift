import HigTypeCore

/// The DTCG Resolver Module 2025.10 as input: a resolver document names token files and inline
/// tokens in sets and modifiers, and `resolutionOrder` says in which order they merge. higtype
/// reads one (`ResolverReader`), checks where its references lead (`ResolverReferences`), checks
/// an input against it (`ResolverDocument.select`), and for that selection produces the token
/// documents in merge order (`ResolverOrdering`) for the compose stage. `ResolverPermutations`
/// lists every selection, for a build of each.
public enum ResolverModule {
    /// Whether a parsed input is a resolver document rather than a token manifest: its name ends
    /// in `.resolver.json`, or it has a top-level `resolutionOrder`.
    public static func isResolver(path: String, root: JSONNode?) -> Bool {
        if path.hasSuffix(".resolver.json") { return true }
        guard case .object(let object)? = root?.value else { return false }
        return object.member("resolutionOrder") != nil
    }

    /// A resolver document, read and with its references checked, ready to select contexts from.
    public struct Loaded: Sendable {
        public var document: ResolverDocument
        var references: ResolverReferences
    }

    /// Reads the resolver document `root`, parsed from `path`: its syntax, then its references.
    /// The result is nil when the document has errors, since its sources could not be trusted.
    public static func read(_ root: JSONNode, path: String) -> (Loaded?, [Diagnostic]) {
        let (document, readDiagnostics) = ResolverReader.read(root, path: path)
        guard let document else { return (nil, readDiagnostics) }
        let syntaxErrors = readDiagnostics.contains { $0.severity == .error }
        let references = ResolverReferences.check(document, reportUnused: !syntaxErrors)
        let diagnostics = readDiagnostics + references.diagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        return (Loaded(document: document, references: references), diagnostics)
    }

    /// The token documents `selection` picks from `loaded`, in merge order, reading files through `store`.
    static func documents(_ loaded: Loaded, selection: ResolverSelection, store: inout SourceStore)
        -> ResolverOrdering.Output
    {
        ResolverOrdering.documents(loaded.document, selection: selection, references: loaded.references, store: &store)
    }
}
