import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `deprecated-token` rule, declared by `DeprecatedToken`.
    public static let deprecatedToken = DiagnosticID("deprecated-token")
}

/// `deprecated-token`: reported by the value checker as it follows a reference
/// (`ValueChecker+References`); declared here so that `rules` can grade it.
enum DeprecatedToken: RuleDeclaration {
    static let info = RuleInfo(
        id: .deprecatedToken, defaultSeverity: .warning,
        summary: "A reference to a deprecated token.",
        rationale:
            "DTCG: a deprecated token should not be used in new references.",
        details: """
            A reference (alias or `$ref`) to a token marked `$deprecated`.
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "old": { "$value": { "textStyle": "body" }, "$deprecated": "Use type.body." },
                    "body": { "$value": "{type.old}" }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "old": { "$value": { "textStyle": "body" }, "$deprecated": "Use type.body." },
                    "body": { "$value": { "textStyle": "body" } }
                  }
                }
                """),
        ], waivable: false)
}
