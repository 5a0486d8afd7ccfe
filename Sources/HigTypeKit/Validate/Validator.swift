/// Runs every rule over the resolved manifest and applies the manifest's `rules` settings
/// and each token's waivers. Rules run on every target platform and size category.
public enum Validator {
    static let rules: [any Rule] = [
        MinimumSize(), LightWeight(), TypefaceCount(), UnavailableWeight(), PlatformStyle(), FixedSize(),
        Hierarchy(), TightLeading(), LineHeight(), TrackingOverride(),
    ]

    /// Checks reported by earlier stages that the `rules` setting can also configure.
    static let upstreamRules: [RuleInfo] = [
        RuleInfo(
            id: "unknown-style", defaultSeverity: .error,
            rationale: "HIG, Specifications: text styles are the HIG's own set; a token must name one of them.",
            options: [:], relaxable: false),
        RuleInfo(
            id: "deprecated-token", defaultSeverity: .warning,
            rationale: "DTCG: a deprecated token should not be used in new references.", options: [:]),
        RuleInfo(
            id: "spec-gap", defaultSeverity: .warning,
            rationale: "higtype never invents values the HIG does not publish (visionOS sizes).", options: [:]),
    ]

    /// Every rule, in documentation order.
    public static let registry: [RuleInfo] =
        Array(rules.map(\.info).prefix(4)) + [upstreamRules[0]] + rules.map(\.info).dropFirst(4) + upstreamRules.dropFirst()

    /// Validates `resolved`; `upstream` are the earlier stages' diagnostics, whose rule ids the
    /// configuration may re-grade. Returns the diagnostics to report.
    public static func validate(_ resolved: ResolvedManifest, upstream: [Diagnostic]) -> [Diagnostic] {
        let settings = resolved.manifest.settings
        let configuration = RuleConfiguration(settings.rules, registry: registry, locations: settings.ruleLocations)
        var out = configuration.diagnostics

        for token in resolved.manifest.tokens {
            for waiver in token.settings.waivers {
                guard let info = registry.first(where: { $0.id == waiver.rule }) else {
                    let suggestion = Suggestions.closest(to: waiver.rule, in: registry.map(\.id))
                    out.append(.error(
                        "unknown-rule",
                        "cannot waive unknown rule '\(waiver.rule)'" + Suggestions.hint(suggestion),
                        at: waiver.location))
                    continue
                }
                if !info.relaxable || !info.waivable || upstreamRules.contains(where: { $0.id == info.id }) {
                    out.append(.error("rule-config", "rule '\(info.id)' cannot be waived on a token", at: waiver.location))
                }
            }
        }

        func graded(_ diagnostic: Diagnostic) -> Diagnostic? {
            switch configuration.settings[diagnostic.id] {
            case .off?: return nil
            case .on(let severity)?:
                var d = diagnostic
                d.severity = severity
                return d
            case nil: return diagnostic
            }
        }

        out += upstream.compactMap { d in registry.contains { $0.id == d.id } ? graded(d) : d }

        for rule in rules {
            let info = rule.info
            if case .off? = configuration.settings[info.id] { continue }
            let options = info.options.merging(configuration.options[info.id] ?? [:]) { _, new in new }
            for finding in rule.check(RuleContext(resolved: resolved, options: options)) {
                if let token = finding.token, token.settings.waiver(for: info.id) != nil, !finding.survivesWaiver { continue }
                var d = finding.diagnostic
                d.severity = info.defaultSeverity
                if let token = finding.token {
                    d.scope = .init(token: token.name, platform: finding.platform, category: finding.category)
                }
                if let regraded = graded(d) { out.append(regraded) }
            }
        }
        return out
    }
}
