import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `weight-meaning` rule, declared by `WeightMeaning`.
    public static let weightMeaning = DiagnosticID("weight-meaning")
}

/// `weight-meaning`: reported by the value checker as it reads a `fontWeight`
/// (`ValueChecker+FontWeight`); declared here so that `rules` can grade it.
enum WeightMeaning: RuleDeclaration {
    static let info = RuleInfo(
        id: .weightMeaning, defaultSeverity: .warning,
        summary: "A DTCG weight name Apple uses for another weight: thin, heavy.",
        rationale:
            "DTCG 2025.10, Font weight: \"thin\" is 100 and \"heavy\" 900, where Apple's Thin is 200 and Heavy 800; DTCG's meaning holds.",
        details: """
            The two DTCG weight names that Apple uses for another weight. higtype reads them as DTCG does (so another DTCG tool reads the file the same way) and says how to write Apple's weight: Apple's Thin is "extra-light" (200) and Apple's Heavy "extra-bold" (800). To keep DTCG's weight without the warning, write "hairline" or 100 for thin, "black" or 900 for heavy. It is reported where the word is written, also in a `fontWeight` token; it can be configured per manifest, not waived per token. (Apple's other words that are not DTCG names, such as "semibold" or "ultraLight", are errors with a fix-it: see [manifest.md](manifest.md#values).)
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "poster": { "$value": { "textStyle": "largeTitle", "fontWeight": "heavy" } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "poster": { "$value": { "textStyle": "largeTitle", "fontWeight": "extra-bold" } }
                  }
                }
                """),
        ], waivable: false)
}
