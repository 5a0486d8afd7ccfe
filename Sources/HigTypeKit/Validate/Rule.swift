/// A HIG rule higtype checks: a stable id, a default severity, the guidance it enforces, and its options.
public struct RuleInfo: Sendable {
    public var id: String
    public var defaultSeverity: Diagnostic.Severity
    /// One line citing the HIG guidance the rule enforces.
    public var rationale: String
    /// Option names with their defaults, as `rules` takes them: `["typeface-count", ["error", {"max": 3}]]`.
    public var options: [String: Double]
    /// False for the rules without which a token cannot be generated at all (they stay errors).
    public var relaxable: Bool = true
    /// False for rules about the whole manifest, which no single token can be exempt from.
    public var waivable: Bool = true
}

/// One check over the resolved manifest. Findings carry the rule's default severity; the
/// validator applies the manifest's configuration and each token's waivers.
protocol Rule: Sendable {
    var info: RuleInfo { get }
    func check(_ context: RuleContext) -> [Finding]
}

/// A rule failure on one token (or on the manifest, when `token` is nil), with the platform
/// and size category at which it fails when the rule knows them.
struct Finding {
    var token: Token?
    var diagnostic: Diagnostic
    var platform: Platform? = nil
    var category: SizeCategory? = nil
    /// Reported even when the token waives the rule (light-weight's display-size check).
    var survivesWaiver = false
}

/// What a rule sees: the resolved tokens and the rule's options after configuration.
struct RuleContext {
    var resolved: ResolvedManifest
    var options: [String: Double]

    func option(_ name: String) -> Double { options[name] ?? 0 }
}
