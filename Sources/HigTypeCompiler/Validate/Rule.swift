import HigTypeCore
import HigTypeSpec

/// A HIG rule higtype checks: a stable id, a default severity, the guidance it enforces, and its options.
public struct RuleInfo: Sendable {
    public var id: DiagnosticID
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

/// One check over the resolved manifest. A rule states what it found; the validator gives each
/// finding its severity, from the rule's default and the manifest's configuration, and applies
/// each token's waivers.
protocol Rule: Sendable {
    var info: RuleInfo { get }
    func check(_ context: RuleContext) -> [Finding]
}

/// A rule failure on one token (or on the manifest, when `token` is nil), with the platform
/// and size category at which it fails when the rule knows them. It has no severity: that is
/// the configuration's to decide.
struct Finding {
    var token: ResolvedToken?
    var message: String
    var location: SourceLocation?
    var notes: [Diagnostic.Note] = []
    var platform: Platform? = nil
    var category: SizeCategory? = nil
    /// Reported even when the token waives the rule (light-weight's display-size check).
    var survivesWaiver = false
    var fixIt: Diagnostic.FixIt?

    init(
        token: ResolvedToken?, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = [],
        platform: Platform? = nil, category: SizeCategory? = nil, survivesWaiver: Bool = false
    ) {
        self.token = token
        self.message = message
        self.location = location
        self.notes = notes
        self.platform = platform
        self.category = category
        self.survivesWaiver = survivesWaiver
    }

    /// The diagnostic this finding reports as, with the severity the configuration gives `rule`.
    func diagnostic(_ rule: DiagnosticID, severity: Diagnostic.Severity) -> Diagnostic {
        var d = Diagnostic(severity, id: rule, message, at: location, notes: notes, fixIt: fixIt)
        if let token {
            d.scope = .init(token: token.name, platform: platform?.rawValue, category: category?.rawValue)
        }
        return d
    }
}

/// What a rule sees: the resolved tokens and the rule's options after configuration.
struct RuleContext {
    var resolved: ResolvedManifest
    var options: [String: Double]

    func option(_ name: String) -> Double { options[name] ?? 0 }
}
