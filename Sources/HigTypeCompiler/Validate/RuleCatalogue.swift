import HigTypeCore
import HigTypeSpec

/// Every rule, in the order `docs/rules.md` documents them: the one list a new rule's type joins.
/// Everything else about a rule is in its own file under `Rules/`.
///
/// Most rules are checks (`Rule`) that run over the resolved manifest. Four are reported by
/// earlier stages, as they read the manifest, and are declared (`RuleDeclaration`) so that
/// `rules` can grade them: `weight-meaning` (values), `unknown-style` (resolving),
/// `deprecated-token` (aliases) and `spec-gap` (visionOS).
enum RuleCatalogue {
    /// Every rule's type, in documentation order.
    static let types: [any RuleDeclaration.Type] = [
        MinimumSize.self, LightWeight.self, TypefaceCount.self, UnavailableWeight.self, WeightRounded.self,
        WeightMeaning.self, UnknownStyle.self, PlatformStyle.self, FixedSize.self, Hierarchy.self,
        TightLeading.self, LineHeight.self, LineHeightPixels.self, TrackingOverride.self, DeprecatedToken.self,
        SpecGap.self,
    ]

    /// Every rule, in documentation order.
    static let all: [RuleInfo] = types.map { $0.info }

    /// The checks the validator runs, in documentation order.
    static let checks: [any Rule] = types.compactMap { ($0 as? any Rule.Type)?.init() }

    /// Rules reported by earlier stages; they cannot be waived on a token.
    static let upstream: [RuleInfo] = types.filter { !($0 is any Rule.Type) }.map { $0.info }

    static func info(_ id: DiagnosticID) -> RuleInfo? { all.first { $0.id == id } }
}
