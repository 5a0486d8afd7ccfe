/// Escapers for `{{name}}` tags, one per output language. Each makes any text safe inside a
/// string literal and a comment of its language, so token names, descriptions and family names
/// cannot break out of either, whatever quotes, newlines, `*/` or control characters they hold.
public enum Escaping {
    /// CSS strings and comments: quotes, backslashes, `*` (so `*/` cannot close a comment), `<`
    /// (so `</style>` cannot close an inline style sheet) and control characters become CSS escapes.
    public static let css: @Sendable (String) -> String = { text in
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
        String(JSONOutput.quote(text).dropFirst().dropLast())
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
