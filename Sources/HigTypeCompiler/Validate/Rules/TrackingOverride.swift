import HigTypeCore
import HigTypeSpec

/// `tracking-override`: an explicit `letterSpacing` on an Apple typeface replaces the tracking
/// the system applies at every size; the HIG's tracking tables are what the system fonts use.
struct TrackingOverride: Rule {
    let info = RuleInfo(
        id: .trackingOverride, defaultSeverity: .warning,
        rationale:
            "HIG, Using system fonts: the system font adjusts tracking at every point size; the tracking tables give those values.",
        options: [:])

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
