/// Where a cursor is in JSON text that is being typed and need not parse: the keys of the
/// containers around it, and the string it is inside. Read leniently in one pass from the
/// start, so a missing quote or bracket further on does not matter.
struct JSONCursor: Equatable {
    /// The key each enclosing container is the value of, outermost first (nil for the root and
    /// for a container inside an array).
    var keys: [String?] = []
    /// Whether the innermost container is an object.
    var inObject = false
    /// The offset of the opening quote of the string the cursor is inside, if it is in one
    /// (a string left open ends at its line's end).
    var stringStart: Int?
    /// Whether that string is in a key's place (after `{` or `,` in an object), not a value's.
    var isKey = false

    init(_ bytes: [UInt8], offset: Int) {
        var stack: [(isObject: Bool, key: String?)] = []
        var lastString: String?
        var pendingKey: String?
        var lastSignificant: UInt8 = 0
        let end = min(max(offset, 0), bytes.count)
        var i = 0
        while i < end {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""):
                let start = i
                var text: [UInt8] = []
                i += 1
                // A string ends at its line's end too: JSON strings hold no raw line breaks.
                while i < end, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\n") {
                    if bytes[i] == UInt8(ascii: "\\") { i += 1 } else { text.append(bytes[i]) }
                    i += 1
                }
                guard i < end else {
                    stringStart = start
                    isKey =
                        (stack.last?.isObject ?? false)
                        && (lastSignificant == UInt8(ascii: "{") || lastSignificant == UInt8(ascii: ","))
                    break
                }
                lastString = String(decoding: text, as: UTF8.self)
            case UInt8(ascii: ":"):
                pendingKey = lastString
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append((byte == UInt8(ascii: "{"), pendingKey))
                pendingKey = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                pendingKey = nil
            case UInt8(ascii: ","):
                pendingKey = nil
            default:
                break
            }
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"),
                byte != UInt8(ascii: "\t")
            {
                lastSignificant = byte
            }
            i += 1
        }
        keys = stack.map(\.key)
        inObject = stack.last?.isObject ?? false
    }

    /// Whether the cursor is in the manifest's rule settings: `$extensions` → `dev.higtype` → `rules`.
    var inRules: Bool {
        inObject && keys.count >= 3 && Array(keys.suffix(3)) == ["$extensions", "dev.higtype", "rules"]
    }
}
