import HigTypeCore
import HigTypeSpec

/// A HIG rule higtype checks, as its file under `Rules/` declares it: a stable id, a default
/// severity, the guidance it enforces, its options, its documentation and its examples. The
/// catalogue, the rules section of `docs/rules.md` and the manifest schema's `rules` settings all
/// follow from it (`RuleReference`, `make generate`).
public struct RuleInfo: Sendable {
    public var id: DiagnosticID
    public var defaultSeverity: Diagnostic.Severity
    /// One line on what the rule finds, for the table of rules.
    package var summary: String
    /// One line citing the HIG guidance the rule enforces: its source, a colon, the guidance.
    public var rationale: String
    /// The documentation under the rationale: Markdown paragraphs, separated by blank lines.
    package var details: String
    /// The options `rules` takes for it, as in `["typeface-count", ["error", {"max": 3}]]`.
    package var options: [RuleOptionSpec] = []
    /// Examples that the rule fails (each reports exactly this rule) and passes (each reports nothing).
    package var examples: [RuleExample]
    /// False for the rules without which a token cannot be generated at all (they stay errors).
    public var relaxable: Bool = true
    /// False for rules no single token can be exempt from: those about the whole manifest, and
    /// those an earlier stage reports as it reads the manifest.
    public var waivable: Bool = true

    package init(
        id: DiagnosticID, defaultSeverity: Diagnostic.Severity, summary: String, rationale: String,
        details: String, options: [RuleOptionSpec] = [], examples: [RuleExample], relaxable: Bool = true,
        waivable: Bool = true
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.details = details
        self.options = options
        self.examples = examples
        self.relaxable = relaxable
        self.waivable = waivable
    }

    /// Where the rationale comes from: its words before the first colon, else all of it.
    package var source: String {
        rationale.firstRange(of: ": ").map { String(rationale[..<$0.lowerBound]) } ?? rationale
    }
}

/// A small manifest that a rule fails or passes: `docs/rules.md` shows it, and a test compiles
/// it and requires exactly the rule's id (failing) or no diagnostic at all (passing).
package struct RuleExample: Sendable, Equatable {
    package var fails: Bool
    package var json: String

    /// A manifest on which the rule reports, and nothing else does.
    package static func fails(_ json: String) -> RuleExample { RuleExample(fails: true, json: json) }
    /// A manifest on which nothing is reported.
    package static func passes(_ json: String) -> RuleExample { RuleExample(fails: false, json: json) }
}

/// A rule as its file declares it. Rules that an earlier stage reports, as it reads the manifest,
/// are only declarations; the rest are `Rule`s, checks the validator runs.
protocol RuleDeclaration: Sendable {
    static var info: RuleInfo { get }
}

/// One check over the resolved manifest. A rule states what it found; the validator gives each
/// finding its severity, from the rule's default and the manifest's configuration, and applies
/// each token's waivers.
protocol Rule: RuleDeclaration {
    init()
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    var info: RuleInfo { Self.info }
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
    /// The options the manifest set, by name; the others take their defaults.
    var options: [String: RuleOptionValue] = [:]

    /// The value of `option`: the manifest's, checked against its type, or else its default.
    subscript<Value>(_ option: RuleOption<Value>) -> Value {
        option.read(options[option.spec.name] ?? option.spec.defaultValue)
    }
}
