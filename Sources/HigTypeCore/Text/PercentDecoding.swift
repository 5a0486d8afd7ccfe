/// Percent-decoding as RFC 3986 defines it, written here so that no layer needs Foundation's
/// `removingPercentEncoding` (which FoundationEssentials lacks).
public enum PercentDecoding {
    /// `text` with every `%XX` replaced by its byte; nil when a `%` is not followed by two hex
    /// digits, or when the bytes are not UTF-8 (as Foundation's `removingPercentEncoding`).
    public static func decoded(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
                let low = hexValue(utf8[utf8.startIndex + 1])
            else { return nil }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The value of one ASCII hex digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
