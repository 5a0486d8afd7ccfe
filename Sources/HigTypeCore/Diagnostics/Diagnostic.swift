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

    /// A suggested edit: replace the text in `range` of its file with `replacement` (an empty
    /// range inserts). Every fix-it is an edit a tool can apply without reading the message; a
    /// suggestion that cannot be written as one is a note instead.
    public struct FixIt: Hashable, Sendable {
        /// Whether applying the edit keeps the file's meaning.
        public enum Applicability: String, Hashable, Sendable {
            /// The meaning is unchanged: a spelling DTCG requires, an exact conversion, `$ref`
            /// syntax. `higtype lint --fix` applies these.
            case safe
            /// A choice someone should review: a guessed name, a text style, a clamped value.
            /// Shown, and applied only where asked for (`higtype audit --fix`, an editor's action).
            case suggestion
        }

        public var range: SourceRange
        public var replacement: String
        public var applicability: Applicability
        /// Set while the range's end is still to be found: the edit replaces the whole JSON value
        /// (or key) that starts at `range.start`, whose end the parser does not keep. The compiler
        /// finds it from the source before its diagnostics leave it (`completingFixIt(in:)`).
        package var endsWithJSONValue = false

        public init(range: SourceRange, replacement: String, applicability: Applicability) {
            self.range = range
            self.replacement = replacement
            self.applicability = applicability
        }

        public var isSafe: Bool { applicability == .safe }
        /// Nothing is replaced: the text goes in at `range.start`.
        public var isInsertion: Bool { range.isEmpty && !endsWithJSONValue }

        /// Text to insert at `location`.
        public static func insert(_ text: String, at location: SourceLocation, _ applicability: Applicability)
            -> FixIt
        {
            FixIt(range: SourceRange(at: location), replacement: text, applicability: applicability)
        }

        /// A replacement for the text in `range`.
        public static func replace(_ range: SourceRange, with text: String, _ applicability: Applicability)
            -> FixIt
        {
            FixIt(range: range, replacement: text, applicability: applicability)
        }

        /// A replacement for the whole JSON value, or object key, that starts at `location`: a
        /// string with its quotes, a number, an object or array with everything inside it.
        public static func replaceJSON(at location: SourceLocation, with text: String, _ applicability: Applicability)
            -> FixIt
        {
            var fix = FixIt(range: SourceRange(at: location), replacement: text, applicability: applicability)
            fix.endsWithJSONValue = true
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

    /// Takes the fix-it off each diagnostic `matches` picks: one whose edit would not fit its file.
    public mutating func removeFixIts(where matches: (Diagnostic) -> Bool) {
        for i in diagnostics.indices where diagnostics[i].fixIt != nil && matches(diagnostics[i]) {
            diagnostics[i].fixIt = nil
        }
        seen = Set(diagnostics)
    }

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
