import HigTypeCore
import HigTypeSpec

/// Runs every rule over the resolved manifest and applies the manifest's `rules` settings
/// and each token's waivers. Rules run on every target platform and size category.
public enum Validator {
    /// Every rule, in documentation order.
    public static var registry: [RuleInfo] { RuleCatalogue.all }

    /// Validates `resolved`; `upstream` are the earlier stages' diagnostics, whose rule ids the
    /// configuration may re-grade. Returns the diagnostics to report.
    public static func validate(_ resolved: ResolvedManifest, upstream: [Diagnostic]) -> [Diagnostic] {
        let settings = resolved.manifest.settings
        let configuration = RuleConfiguration(settings.rules, registry: registry, locations: settings.ruleLocations)
        var out = configuration.diagnostics

        for token in resolved.manifest.tokens {
            for waiver in token.settings.waivers {
                guard let info = registry.first(where: { $0.id.rawValue == waiver.rule }) else {
                    let suggestion = Suggestions.closest(to: waiver.rule, in: registry.map(\.id.rawValue))
                    out.append(
                        .error(
                            .unknownRule,
                            "cannot waive unknown rule '\(waiver.rule)'" + Suggestions.hint(suggestion),
                            at: waiver.location))
                    continue
                }
                if !info.relaxable || !info.waivable {
                    out.append(
                        .error(.ruleConfig, "rule '\(info.id)' cannot be waived on a token", at: waiver.location))
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

        for rule in RuleCatalogue.checks {
            let info = rule.info
            let severity: Diagnostic.Severity
            switch configuration.settings[info.id] {
            case .off?: continue
            case .on(let configured)?: severity = configured
            case nil: severity = info.defaultSeverity
            }
            let context = RuleContext(resolved: resolved, options: configuration.options[info.id] ?? [:])
            for finding in rule.check(context) {
                if let token = finding.token, token.settings.waiver(for: info.id) != nil, !finding.survivesWaiver {
                    continue
                }
                out.append(finding.diagnostic(info.id, severity: severity))
            }
        }
        return out
    }
}
