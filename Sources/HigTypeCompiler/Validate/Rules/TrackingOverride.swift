import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `tracking-override` rule, declared by `TrackingOverride`.
    public static let trackingOverride = DiagnosticID("tracking-override")
}

/// `tracking-override`: an explicit `letterSpacing` on an Apple typeface replaces the tracking
/// the system applies at every size; the HIG's tracking tables are what the system fonts use.
struct TrackingOverride: Rule {
    static let info = RuleInfo(
        id: .trackingOverride, defaultSeverity: .warning,
        summary: "An explicit letterSpacing on an Apple typeface.",
        rationale:
            "HIG, Using system fonts: the system font adjusts tracking at every point size; the tracking tables give those values.",
        details: """
            An explicit `letterSpacing` on a token that uses an Apple typeface and a text style replaces the HIG tracking at every size. Turn the rule off if your brand deliberately tracks differently.
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "caps": { "$value": { "textStyle": "caption1", "letterSpacing": { "value": 1, "unit": "px" } } }
                  }
                }
                """),
            .passes(
                """
                {
                  "$extensions": { "dev.higtype": { "rules": { "tracking-override": "off" } } },
                  "type": {
                    "$type": "typography",
                    "caps": { "$value": { "textStyle": "caption1", "letterSpacing": { "value": 1, "unit": "px" } } }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.resolved.tokens.compactMap { token in
            // Only where the HIG publishes tracking for the family (not SF Mono, not custom families).
            guard let spacing = token.value.letterSpacing, token.value.textStyle != nil,
                let platform = token.platforms.first?.platform,
                (token.typeface ?? (token.fontFamily.isEmpty ? HIG.spec(for: platform).systemTypeface : nil))?
                    .trackingTable(on: platform) != nil
            else { return nil }
            let family = token.typeface?.rawValue ?? "the system font"
            return Finding(
                token: token,
                "'\(token.name)' sets letterSpacing \(NumberText.format(spacing.value)) pt on \(family), replacing the HIG's tracking for its size",
                at: spacing.location,
                notes: [.init("remove letterSpacing to take the tracking table's value at every size")])
        }
    }
}
