/// Escapers for `{{name}}` tags, one per output language. Each makes any text safe inside a
/// string literal and a comment of its language, so token names, descriptions and family names
/// cannot break out of either, whatever quotes, newlines, `*/` or control characters they hold.
public enum Escaping {
    /// CSS strings and comments: quotes, backslashes, `*` (so `*/` cannot close a comment), `<`
    /// (so `</style>` cannot close an inline style sheet) and control characters become CSS escapes.
    public static let css: @Sendable (String) -> String = { text in
        if isPlain(text, special: cssSpecial) { return text }
        return replacing(text) { scalar in
            switch scalar {
            case "\"", "\\": "\\" + String(scalar)
            case "*", "<", ">": hexEscape(scalar)
            default: scalar.value < 0x20 || scalar.value == 0x7F ? hexEscape(scalar) : nil
            }
        }
    }

    /// Swift string literals (and `///` comments, which the escaped text cannot end early:
    /// newlines become `\n`).
    public static let swift: @Sendable (String) -> String = { text in
        if isPlain(text, special: swiftSpecial) { return text }
        return replacing(text) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default:
                scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}"
                    ? "\\u{" + String(scalar.value, radix: 16) + "}" : nil
            }
        }
    }

    /// The inside of a JSON string: every code point of `text`, escaped where JSON needs it.
    /// The quotes are dropped as code points, not as characters: a leading combining mark forms
    /// one character with the opening quote, and a trailing Prepend character one with the closing
    /// quote, and dropping those characters lost the mark (`"\u{301}body"` became `"body"`).
    public static let json: @Sendable (String) -> String = { text in
        if isPlain(text, special: jsonSpecial) { return text }
        let quoted = JSONOutput.quote(text).unicodeScalars
        return String(String.UnicodeScalarView(quoted.dropFirst().dropLast()))
    }

    /// `text` with each scalar for which `replacement` gives a string replaced by it.
    package static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static let cssSpecial = byteTable("\"\\*<>")
    private static let swiftSpecial = byteTable("\"\\")
    private static let jsonSpecial = byteTable("\"\\")

    /// A 256-entry table: true for the bytes that need escaping (controls, DEL, non-ASCII and `extra`).
    private static func byteTable(_ extra: String) -> [Bool] {
        var table = (0...255).map { $0 < 0x20 || $0 >= 0x7F }
        for byte in extra.utf8 { table[Int(byte)] = true }
        return table
    }

    /// True when no byte of `text` needs escaping: printable ASCII other than `special`, or
    /// non-ASCII (the slow path still checks U+2028/U+2029 and the like, so any byte ≥ 0x80
    /// also takes it). Most names and values are plain, and returning them as they are keeps
    /// large builds fast.
    static func isPlain(_ text: String, special: [Bool]) -> Bool {
        special.withUnsafeBufferPointer { table in
            text.utf8.withContiguousStorageIfAvailable { bytes in
                !bytes.contains { table[Int($0)] }
            } ?? false
        }
    }

    private static func hexEscape(_ scalar: Unicode.Scalar) -> String {
        "\\" + String(scalar.value, radix: 16) + " "
    }
}
