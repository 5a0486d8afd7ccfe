/// A JSON value built for output. Objects keep their key order, so output is deterministic.
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public static func == (a: JSONOutput, b: JSONOutput) -> Bool { a.serialized() == b.serialized() }

    /// Serializes with two-space indentation (or compact), ending without a newline.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    /// Writes a pretty array of `count` items, each made by `item` only when it is written and
    /// released after, at `indent`: the bytes `.array(items).serialized()` would give there, without
    /// holding every item's tree at once (`JSONDiagnosticPrinter`, `SARIFPrinter`).
    public static func streamArray(count: Int, indent: Int, to out: inout String, item: (Int) -> JSONOutput) {
        out += "["
        guard count > 0 else {
            out += "]"
            return
        }
        let prefix = ",\n" + String(repeating: " ", count: indent + 2)
        for i in 0..<count {
            out += i == 0 ? String(prefix.dropFirst()) : prefix
            item(i).write(to: &out, indent: indent + 2)
        }
        out += "\n" + String(repeating: " ", count: indent) + "]"
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONOutput.format(n)
        case .string(let s): out += JSONOutput.quote(s)
        case .array(let items):
            writeContainer("[", "]", items.count, to: &out, indent: indent) { i, out, inner in
                items[i].write(to: &out, indent: inner)
            }
        case .object(let members):
            writeContainer("{", "}", members.count, to: &out, indent: indent) { i, out, inner in
                out += JSONOutput.quote(members[i].0)
                out += inner == nil ? ":" : ": "
                members[i].1.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer(
        _ open: String, _ close: String, _ count: Int, to out: inout String, indent: Int?,
        item: (Int, inout String, Int?) -> Void
    ) {
        out += open
        guard count > 0 else {
            out += close
            return
        }
        let inner = indent.map { $0 + 2 }
        for i in 0..<count {
            if i > 0 { out += "," }
            if let inner { out += "\n" + String(repeating: " ", count: inner) }
            item(i, &out, inner)
        }
        if let indent { out += "\n" + String(repeating: " ", count: indent) }
        out += close
    }

    /// Numbers print as templates print them (integral values without a fraction, others in
    /// their shortest round-tripping form); JSON has no infinity or NaN, so those are `null`.
    public static func format(_ n: Double) -> String {
        n.isFinite ? NumberText.format(n) : "null"
    }

    /// A JSON string literal. Escapes quotes, backslashes and every control character;
    /// also U+2028/U+2029, so the output is safe to embed in JavaScript.
    public static func quote(_ s: String) -> String {
        if Escaping.isPlain(s, special: plainQuoteTable) { return "\"" + s + "\"" }
        let body = Escaping.replacing(s) { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\u{08}": "\\b"
            case "\u{0C}": "\\f"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: scalar.value < 0x20 || scalar.value == 0x7F ? "\\u" + hex4(scalar.value) : nil
            }
        }
        return "\"" + body + "\""
    }

    private static let plainQuoteTable: [Bool] = {
        var table = (0...255).map { $0 < 0x20 || $0 >= 0x7F }
        table[Int(UInt8(ascii: "\""))] = true
        table[Int(UInt8(ascii: "\\"))] = true
        return table
    }()

    private static func hex4(_ v: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String([12, 8, 4, 0].map { digits[Int((v >> $0) & 0xF)] })
    }
}
