/// The one diagnostic type every stage of higtype reports with: JSON scanning,
/// manifest loading, alias resolution, rule validation, template rendering and writing.
public struct Diagnostic: Error, Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A secondary message with its own position, e.g. "first defined here".
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// A suggested edit: by default a replacement for the text at the diagnostic's location.
    /// A fix that belongs elsewhere (a setting the token lacks) names its own `location`, and
    /// `isInsertion` says the text goes in before that position rather than replacing what is there.
    public struct FixIt: Hashable, Sendable {
        public var replacement: String
        /// Where the edit applies, when it is not the diagnostic's location.
        public var location: SourceLocation?
        /// The text is inserted at `location`; nothing there is replaced.
        public var isInsertion: Bool

        public init(replacement: String) {
            self.replacement = replacement
            self.location = nil
            self.isInsertion = false
        }

        /// Text to insert at `location`.
        public static func insert(_ text: String, at location: SourceLocation) -> FixIt {
            var fix = FixIt(replacement: text)
            fix.location = location
            fix.isInsertion = true
            return fix
        }

        /// A replacement for the text at `location`, elsewhere than the diagnostic.
        public static func replace(at location: SourceLocation, with text: String) -> FixIt {
            var fix = FixIt(replacement: text)
            fix.location = location
            return fix
        }
    }

    public var severity: Severity
    /// Stable id, e.g. `json-syntax`, `duplicate-key`, `minimum-size`.
    public var id: DiagnosticID
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]
    public var fixIt: FixIt?

    /// What a rule finding is about, so tools can place it (the preview marks the token's
    /// section and row): the token, and where set, the platform and size category at which the
    /// rule failed. The printers leave it out; the message says the same in words.
    public struct Scope: Hashable, Sendable {
        public var token: String
        /// The platform's id (`ios`), where the finding is about one.
        public var platform: String?
        /// The size category's id (`accessibility3`), where the finding is about one.
        public var category: String?

        public init(token: String, platform: String? = nil, category: String? = nil) {
            self.token = token
            self.platform = platform
            self.category = category
        }
    }
    public var scope: Scope?

    public init(
        _ severity: Severity, id: DiagnosticID, _ message: String, at location: SourceLocation? = nil,
        notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
    }

    public static func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation? = nil, notes: [Note] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.error, id: id, message, at: location, notes: notes, fixIt: fixIt)
    }

    public static func warning(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation? = nil, notes: [Note] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, id: id, message, at: location, notes: notes, fixIt: fixIt)
    }
}

/// Collects diagnostics from every stage of one run, in the order they were found.
public struct DiagnosticLog: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    public init() {}

    /// Adds a diagnostic; one identical to a diagnostic already reported is dropped, since
    /// several tokens can reach the same problem (a cycle, a missing target) through aliases.
    public mutating func report(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    public mutating func report(contentsOf other: [Diagnostic]) { other.forEach { report($0) } }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }

    /// Diagnostics sorted by file position; diagnostics without a position keep their order at the end.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (let x?, let y?): return x == y ? a.offset < b.offset : x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }
}
