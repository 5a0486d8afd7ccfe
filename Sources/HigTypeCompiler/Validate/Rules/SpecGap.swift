import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `spec-gap` rule, declared by `SpecGap`.
    public static let specGap = DiagnosticID("spec-gap")
}

/// `spec-gap`: reported by the `Resolver` for a target the HIG publishes no sizes for; declared
/// here so that `rules` can grade it.
enum SpecGap: RuleDeclaration {
    static let info = RuleInfo(
        id: .specGap, defaultSeverity: .warning,
        summary: "A target platform for which the HIG publishes no sizes.",
        rationale:
            "higtype never invents values the HIG does not publish (visionOS sizes).",
        details: """
            A target platform for which the HIG publishes no type sizes: today, visionOS. Its tokens are checked, but no values are generated for it.
            """,
        examples: [
            .fails(
                """
                {
                  "$extensions": { "dev.higtype": { "platforms": ["ios", "visionos"] } },
                  "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } }
                }
                """),
            .passes(
                """
                {
                  "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
                  "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } }
                }
                """),
        ], waivable: false)
}
