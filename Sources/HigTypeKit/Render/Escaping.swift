/// Escapers for `{{name}}` tags, one per output language. Each makes any text safe inside a
/// string literal and a comment of its language, so token names, descriptions and family names
/// cannot break out of either, whatever quotes, newlines, `*/` or control characters they hold.
public enum Escaping {
    /// CSS strings and comments: quotes, backslashes, `*` (so `*/` cannot close a comment), `<`
    /// (so `</style>` cannot close an inline style sheet) and control characters become CSS escapes.
    public static let css: @Sendable (String) -> String = { text in
        if isPlain(text, special: cssSpecial) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            case "*", "<", ">": out += hexEscape(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += hexEscape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Swift string literals (and `///` comments, which the escaped text cannot end early:
    /// newlines become `\n`).
    public static let swift: @Sendable (String) -> String = { text in
        if isPlain(text, special: swiftSpecial) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// The inside of a JSON string.
    public static let json: @Sendable (String) -> String = { text in
        if isPlain(text, special: jsonSpecial) { return text }
        return String(JSONOutput.quote(text).dropFirst().dropLast())
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

    static func escaper(for format: OutputFormat) -> @Sendable (String) -> String {
        switch format {
        case .css: css
        case .swift: swift
        // DTCG output is built in code, not templated; it is JSON all the same.
        case .json, .dtcg: json
        }
    }
}
