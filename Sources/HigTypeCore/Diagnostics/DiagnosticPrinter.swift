/// Prints diagnostics the way compilers do, so Xcode and editors turn them into inline errors:
///
///     tokens/app.tokens.json:12:18: error: unknown text style 'bodyy' [unknown-style]
///         "textStyle": "bodyy",
///                      ^
///     tokens/app.tokens.json:12:18: note: did you mean 'body'?
public struct TextDiagnosticPrinter: Sendable {
    /// The bytes of each file by path, to quote the source line under a diagnostic.
    public var sources: [String: [UInt8]]
    /// ANSI colour, for a terminal only.
    public var colored: Bool

    public init(sources: [String: [UInt8]] = [:], colored: Bool = false) {
        self.sources = sources
        self.colored = colored
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics { out += render(diagnostic) }
        return out
    }

    public func render(_ d: Diagnostic) -> String {
        var out = header(d.location, severity: d.severity.rawValue, message: d.message, id: d.id.rawValue)
        let fixHere = d.fixIt.flatMap { Self.replacesAtDiagnostic($0, d) ? $0 : nil }
        if let location = d.location, let excerpt = excerpt(at: location) {
            out += excerpt.text
            if let fix = fixHere {
                out += excerpt.caretIndent + paint(TerminalText.safe(fix.replacement), .green) + "\n"
            }
        } else if let fix = fixHere {
            out += "    fix-it: \(TerminalText.safe(fix.replacement))\n"
        }
        if let fix = d.fixIt, fixHere == nil {
            let location = fix.range.start
            out += header(
                location, severity: "fix-it",
                message: (fix.isInsertion ? "insert " : "replace with ") + fix.replacement, id: nil)
            if location != d.location, let excerpt = excerpt(at: location) {
                out += excerpt.text
            }
        }
        for note in d.notes {
            out += header(note.location, severity: "note", message: note.message, id: nil)
            if let location = note.location, location != d.location, let excerpt = excerpt(at: location) {
                out += excerpt.text
            }
        }
        return out
    }

    /// A fix-it that replaces the text the diagnostic points at is shown under its caret; any
    /// other (an insertion, an edit elsewhere) gets a line of its own with its position.
    static func replacesAtDiagnostic(_ fix: Diagnostic.FixIt, _ d: Diagnostic) -> Bool {
        guard let location = d.location, !fix.isInsertion else { return false }
        return fix.range.file == location.file && fix.range.start.offset == location.offset
    }

    private enum Color: String {
        case red = "31"
        case magenta = "35"
        case green = "32"
        case gray = "90"
        case bold = "1"
    }

    private func paint(_ text: String, _ color: Color) -> String {
        colored ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The first line of a diagnostic or note. Names in it (a path, a token, a value) may come
    /// from the manifest, so control characters are shown, not sent to the terminal.
    private func header(_ location: SourceLocation?, severity: String, message: String, id: String?) -> String {
        let color: Color = severity == "error" ? .red : severity == "warning" ? .magenta : .gray
        let place = location.map { paint(TerminalText.safe($0.description) + ":", .bold) + " " } ?? "higtype: "
        let suffix = id.map { " [\($0)]" } ?? ""
        return place + paint(severity + ":", color) + " " + TerminalText.safe(message) + suffix + "\n"
    }

    /// The source line holding `location`, and a caret under its column.
    private func excerpt(at location: SourceLocation) -> (text: String, caretIndent: String)? {
        guard let bytes = sources[location.file], location.offset <= bytes.count else { return nil }
        // A line longer than 500 bytes (a minified file) is no help to quote, and looking for its
        // ends must not cost its whole length for each of thousands of diagnostics.
        let limit = 500
        var start = min(location.offset, bytes.count)
        let lowest = max(0, start - limit - 1)
        while start > lowest, bytes[start - 1] != 0x0A { start -= 1 }
        if start > 0, bytes[start - 1] != 0x0A { return nil }
        var end = start
        let highest = min(bytes.count, start + limit + 1)
        while end < highest, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        guard end - start <= limit else { return nil }
        // Control characters and bytes that are not UTF-8 are shown escaped; the caret goes under
        // the escaped text, and tabs stay in the indent so it lines up in a terminal.
        let pieces = TerminalText.pieces(bytes: bytes[start..<end], keepTabs: true)
        let line = pieces.joined()
        let indent = pieces.prefix(max(0, location.column - 1))
            .map { $0 == "\t" ? "\t" : String(repeating: " ", count: $0.count) }.joined()
        let caretIndent = "    " + indent
        return ("    " + line + "\n" + caretIndent + paint("^", .green) + "\n", caretIndent)
    }
}

/// Prints diagnostics as one JSON array, for tools and editors:
/// `[{"severity", "id", "message", "file", "line", "column", "notes": [...], "fixIt"}]`, where a
/// fix-it is an edit: `{"file", "start": {"line", "column", "offset"}, "end": {…}, "replacement",
/// "safe"}` (end exclusive; columns count Unicode scalars, offsets bytes). docs/integration.md
/// documents the shape.
public enum JSONDiagnosticPrinter {
    /// Each diagnostic's JSON is made as it is written, so a run of many findings holds the text,
    /// not a tree of every finding besides.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        JSONOutput.streamArray(count: diagnostics.count, indent: 0, to: &out) { json(diagnostics[$0]) }
        return out + "\n"
    }

    static func json(_ d: Diagnostic) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("severity", .string(d.severity.rawValue)), ("id", .string(d.id.rawValue)), ("message", .string(d.message)),
        ]
        members += position(d.location)
        members.append(
            ("notes", .array(d.notes.map { .object([("message", .string($0.message))] + position($0.location)) })))
        members.append(("fixIt", d.fixIt.map(json) ?? .null))
        return .object(members)
    }

    /// The edit: its file, its start and end, the text that replaces what is between them, and
    /// whether it keeps the file's meaning (what `higtype lint --fix` applies).
    public static func json(_ fix: Diagnostic.FixIt) -> JSONOutput {
        .object([
            ("file", .string(fix.range.file)), ("start", point(fix.range.start)), ("end", point(fix.range.end)),
            ("replacement", .string(fix.replacement)), ("safe", .bool(fix.isSafe)),
        ])
    }

    private static func point(_ l: SourceLocation) -> JSONOutput {
        .object([
            ("line", .number(Double(l.line))), ("column", .number(Double(l.column))),
            ("offset", .number(Double(l.offset))),
        ])
    }

    private static func position(_ l: SourceLocation?) -> [(String, JSONOutput)] {
        [
            ("file", l.map { .string($0.file) } ?? .null),
            ("line", l.map { .number(Double($0.line)) } ?? .null),
            ("column", l.map { .number(Double($0.column)) } ?? .null),
        ]
    }
}
