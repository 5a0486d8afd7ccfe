/// Where a JSON value ends. The parser keeps each node's start only (a tree of a million nodes
/// would carry a million ends that only a fix-it ever reads), so a fix-it that replaces a whole
/// value finds the end from the source when it is made: one pass over that value's bytes.
///
/// It reads what both parsers accept: strict JSON, and JSON5's single-quoted strings, unquoted
/// keys, `Infinity`/`NaN`, numbers with a sign or a leading point, and comments between the
/// values of an array or object (a bracket in a comment or a string is not counted). What strict
/// JSON cannot hold never occurs in a strict document, so for one the answer is the same.
public enum JSONExtent {
    /// The offset just past the value (or object key) that starts at `offset` in a document a
    /// parser accepted: past a string's closing quote, a number's last digit, a literal or an
    /// unquoted key, or the bracket that closes an object or array. Nil when no value starts there.
    public static func end(ofValueAt offset: Int, in bytes: [UInt8]) -> Int? {
        guard offset >= 0, offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return endOfString(at: offset, in: bytes)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var i = offset
            while i < bytes.count {
                switch bytes[i] {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    guard let end = endOfString(at: i, in: bytes) else { return nil }
                    i = end
                    continue
                case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                    while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                    continue
                case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                    i += 2
                    while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) {
                        i += 1
                    }
                    i += 2
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default:
                    break
                }
                i += 1
            }
            return nil
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            return nil
        default:
            // A number, a literal, an unquoted key (an identifier, `\u` escapes included).
            guard !isDelimiter(bytes[offset]) else { return nil }
            var i = offset
            while i < bytes.count, !isDelimiter(bytes[i]) {
                if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count,
                    bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*")
                {
                    break
                }
                i += 1
            }
            return i
        }
    }

    /// Past the closing quote of the string whose opening quote (`"` or `'`) is at `offset`.
    private static func endOfString(at offset: Int, in bytes: [UInt8]) -> Int? {
        let quote = bytes[offset]
        var i = offset + 1
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\\"): i += 2
            case quote: return i + 1
            default: i += 1
            }
        }
        return nil
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"), UInt8(ascii: " "),
            UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, UInt8(ascii: "["),
            UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            true
        default: false
        }
    }
}

extension Diagnostic {
    /// The diagnostic with its fix-it's range complete: a fix-it made with `FixIt.replaceJSON`
    /// gets the end of the value it replaces, found in `source(file)`. One whose file or value
    /// cannot be found (which a parsed document never gives) becomes a note: a suggestion that
    /// is not an edit is not a fix-it.
    public func completingFixIt(in source: (String) -> [UInt8]?) -> Diagnostic {
        guard var fix = fixIt, fix.endsWithJSONValue else { return self }
        var completed = self
        let start = fix.range.start
        guard let bytes = source(start.file), let end = JSONExtent.end(ofValueAt: start.offset, in: bytes) else {
            completed.fixIt = nil
            completed.notes.append(.init("write \(fix.replacement) here", at: start))
            return completed
        }
        var locator = SourceLocator(bytes: bytes, file: start.file, from: start)
        fix.range.end = locator.location(at: end)
        fix.endsWithJSONValue = false
        completed.fixIt = fix
        return completed
    }
}

extension DiagnosticLog {
    /// Completes every fix-it's range (`Diagnostic.completingFixIt(in:)`) from the files' bytes.
    public mutating func completeFixIts(in sources: [String: [UInt8]]) {
        guard diagnostics.contains(where: { $0.fixIt?.endsWithJSONValue == true }) else { return }
        let completed = diagnostics.map { $0.completingFixIt { sources[$0] } }
        self = DiagnosticLog()
        report(contentsOf: completed)
    }
}
