import HigTypeCore
import HigTypeSpec

/// The DTCG form of a typography token: its HIG text style under `$extensions["dev.higtype"]`,
/// beside a `$value` that is complete DTCG and names no text style of its own, so that the file
/// is valid DTCG. (`StyleEvaluator.withoutHIGValues` then tells the HIG's values from overrides.)
enum DTCGForm {
    /// The token whose `$extensions` name the text style: the token itself, or for a token whose
    /// whole value is an alias (`"{type.title}"`), the first token down the chain that names one,
    /// since the `$value` it takes is that token's DTCG form. `AliasResolver.styleSource` walks
    /// each link once for the whole manifest, so a chain of any length costs linear time.
    static func styleSource(of token: Token, aliases: AliasResolver) -> Token {
        aliases.styleSource(of: token)
    }

    /// Takes the style into `value` and checks the `$value` object beside it: without a
    /// `textStyle` of its own. A DTCG field it lacks comes from the style, as in the short form
    /// (a brand token without `letterSpacing` takes the HIG's tracking): once a style is named,
    /// nothing is missing. That is what lets `adopt` name a style for a token it cannot edit.
    static func read(
        _ style: Located<TextStyle>, object: JSONObject, into value: inout TypographyValue
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let own = object.member("textStyle") {
            diagnostics.append(
                .error(
                    .tokenSetting,
                    "textStyle is named twice, in $value and in $extensions[\"dev.higtype\"]; keep the one in $extensions, which leaves $value valid DTCG",
                    at: own.keyLocation, notes: [.init("the text style under $extensions is here", at: style.location)])
            )
        }
        value.textStyle = style
        value.textStyleInExtensions = true
        return diagnostics
    }
}
