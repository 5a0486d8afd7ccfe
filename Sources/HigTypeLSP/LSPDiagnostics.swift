import HigTypeKit

/// higtype's `Diagnostic` as an LSP diagnostic: severity, `code` the rule id, `source` higtype,
/// notes with a position as related information, notes without one in the message.
enum LSPDiagnostics {
    static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// Where a diagnostic is shown in its document: from its position over the JSON string,
    /// or the word, that starts there; a diagnostic without a position is on the first line.
    static func range(_ diagnostic: Diagnostic, lines: TextLines) -> LSPRange {
        guard let location = diagnostic.location else {
            return LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0))
        }
        let start = lines.position(location)
        let offset = lines.offset(of: start)
        let end = wordEnd(lines.bytes, from: offset, limit: lines.lineBounds(containing: offset).upperBound)
        return LSPRange(start: start, end: lines.position(atOffset: end))
    }

    /// The end of the quoted string or the run of name characters at `offset`, on its line.
    static func wordEnd(_ bytes: [UInt8], from offset: Int, limit: Int) -> Int {
        guard offset < limit else { return offset }
        if bytes[offset] == UInt8(ascii: "\"") {
            var i = offset + 1
            while i < limit {
                if bytes[i] == UInt8(ascii: "\\") {
                    i += 2
                    continue
                }
                if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
                i += 1
            }
            return limit
        }
        var i = offset
        while i < limit, isNameByte(bytes[i]) { i += 1 }
        return i
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"),
            UInt8(ascii: "+"):
            true
        default: byte >= 0x80
        }
    }

    static func json(
        _ diagnostic: Diagnostic, document: OpenDocument, outcome: Checker.Outcome, tables: inout LineTables
    ) -> JSONOutput {
        let lines = tables.lines(document.path, document.text)
        var message = diagnostic.message
        var related: [JSONOutput] = []
        for note in diagnostic.notes {
            guard let location = note.location else {
                message += "\nnote: " + note.message
                continue
            }
            let uri =
                location.file == document.path
                ? document.uri : document.isFile ? DocumentURI.uri(of: location.file) : document.uri
            let position = position(location, document: document, outcome: outcome, tables: &tables)
            related.append(
                .object([
                    (
                        "location",
                        .object([("uri", .string(uri)), ("range", LSPRange(start: position, end: position).json)])
                    ),
                    ("message", .string(note.message)),
                ]))
        }
        var members: [(String, JSONOutput)] = [
            ("range", range(diagnostic, lines: lines).json),
            ("severity", .number(Double(severity(diagnostic.severity)))),
            ("code", .string(diagnostic.id.rawValue)),
            ("source", .string("higtype")),
            ("message", .string(message)),
        ]
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
    }

    /// A location in any file the check read, in LSP's units; a file whose bytes are unknown is
    /// taken to be ASCII.
    static func position(
        _ location: SourceLocation, document: OpenDocument, outcome: Checker.Outcome, tables: inout LineTables
    ) -> LSPPosition {
        if location.file == document.path { return tables.lines(document.path, document.text).position(location) }
        if let bytes = outcome.sources[location.file] { return tables.lines(location.file, bytes).position(location) }
        return LSPPosition(line: max(location.line - 1, 0), character: max(location.column - 1, 0))
    }
}

/// The line tables of the files one answer reads (a publish, a request), each built once: a
/// table costs a pass over its file, and a file's diagnostics, notes and edits are many.
struct LineTables {
    private var tables: [String: TextLines] = [:]

    init() {}

    /// Starts with a table already built for `file`.
    init(_ file: String, _ lines: TextLines) { tables[file] = lines }

    /// The table of `file`, whose text is `bytes` for as long as this value lives.
    mutating func lines(_ file: String, _ bytes: [UInt8]) -> TextLines {
        if let lines = tables[file] { return lines }
        let lines = TextLines(bytes)
        tables[file] = lines
        return lines
    }
}
