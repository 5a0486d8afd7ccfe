import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `unknown-style` rule, declared by `UnknownStyle`.
    public static let unknownStyle = DiagnosticID("unknown-style")
}

/// `unknown-style`: reported as a `textStyle` is read, in a value (`TypographyReader`) or in a
/// token's settings (`TokenSettings`); declared here so that `rules` can grade it.
enum UnknownStyle: RuleDeclaration {
    static let info = RuleInfo(
        id: .unknownStyle, defaultSeverity: .error,
        summary: "A textStyle that names no HIG text style.",
        rationale:
            "HIG, Specifications: text styles are the HIG's own set; a token must name one of them.",
        details: """
            A `textStyle` that names no style on any platform, with a suggestion.
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "body": { "$value": { "textStyle": "bdoy" } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "body": { "$value": { "textStyle": "body" } }
                  }
                }
                """),
        ], relaxable: false, waivable: false)
}
