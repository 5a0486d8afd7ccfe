import HigTypeCore
import HigTypeSpec

/// Every rule, in the order `docs/rules.md` documents them (a test holds the two together).
///
/// Most rules are checks under `Rules/` that run over the resolved manifest. Four are reported
/// by earlier stages, as they read the manifest, and are listed here so that `rules` can grade
/// them: `weight-meaning` (values), `unknown-style` (resolving), `deprecated-token` (aliases)
/// and `spec-gap` (visionOS).
enum RuleCatalogue {
    /// The checks the validator runs, in documentation order.
    static let checks: [any Rule] = [
        MinimumSize(), LightWeight(), TypefaceCount(), UnavailableWeight(), WeightRounded(), PlatformStyle(),
        FixedSize(),
        Hierarchy(), TightLeading(), LineHeight(), TrackingOverride(),
    ]

    static let weightMeaning = RuleInfo(
        id: .weightMeaning, defaultSeverity: .warning,
        rationale:
            "DTCG 2025.10, Font weight: \"thin\" is 100 and \"heavy\" 900, where Apple's Thin is 200 and Heavy 800; DTCG's meaning holds.",
        options: [:])
    static let unknownStyle = RuleInfo(
        id: .unknownStyle, defaultSeverity: .error,
        rationale: "HIG, Specifications: text styles are the HIG's own set; a token must name one of them.",
        options: [:], relaxable: false)
    static let deprecatedToken = RuleInfo(
        id: .deprecatedToken, defaultSeverity: .warning,
        rationale: "DTCG: a deprecated token should not be used in new references.", options: [:])
    static let specGap = RuleInfo(
        id: .specGap, defaultSeverity: .warning,
        rationale: "higtype never invents values the HIG does not publish (visionOS sizes).", options: [:])

    /// Rules reported by earlier stages; they cannot be waived on a token.
    static let upstream: [RuleInfo] = [weightMeaning, unknownStyle, deprecatedToken, specGap]

    /// Every rule, in documentation order.
    static let all: [RuleInfo] = [
        MinimumSize().info, LightWeight().info, TypefaceCount().info, UnavailableWeight().info, WeightRounded().info,
        weightMeaning, unknownStyle,
        PlatformStyle().info, FixedSize().info, Hierarchy().info, TightLeading().info, LineHeight().info,
        TrackingOverride().info, deprecatedToken, specGap,
    ]

    static func info(_ id: DiagnosticID) -> RuleInfo? { all.first { $0.id == id } }
}
