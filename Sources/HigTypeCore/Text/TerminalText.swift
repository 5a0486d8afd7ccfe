/// Text made safe to print on a terminal. A manifest is outside input: a name or a source line
/// quoted under a diagnostic may hold ESC, BEL or other control characters that a terminal would
/// obey (clear the screen, set the window title, hide text) and bytes that are not UTF-8. Every
/// such character is shown instead: `\u{1B}` for a control, bidirectional or invisible character,
/// `\xNN` for a byte that is not UTF-8. The JSON diagnostics are not affected: JSON escapes them.
public enum TerminalText {
    /// `text` with every character a terminal would act on written as `\u{…}`. Tabs are kept
    /// when `keepTabs` (a quoted source line keeps its indentation).
    public static func safe(_ text: String, keepTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepTabs: keepTabs) }) else { return text }
        return safe(bytes: text.utf8, keepTabs: keepTabs)
    }

    /// `bytes` decoded as UTF-8 with each invalid byte written `\xNN`, then made safe as `safe` does.
    public static func safe(bytes: some Collection<UInt8>, keepTabs: Bool = false) -> String {
        pieces(bytes: bytes, keepTabs: keepTabs).joined()
    }

    /// What `safe(bytes:)` prints for each scalar or invalid byte of `bytes`, in order: a caret
    /// under column n (counted in scalars) goes under the first n − 1 pieces.
    public static func pieces(bytes: some Collection<UInt8>, keepTabs: Bool = false) -> [String] {
        var pieces: [String] = []
        var rest = Array(bytes)[...]
        while !rest.isEmpty {
            var iterator = rest.makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                pieces.append(
                    needsEscape(scalar, keepTabs: keepTabs)
                        ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar))
                rest = rest.dropFirst(UTF8.width(scalar))
            } else {
                let byte = rest.first!
                pieces.append("\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true))
                rest = rest.dropFirst()
            }
        }
        return pieces
    }

    /// C0 and C1 controls, DEL, every bidirectional control (the embeddings, overrides and
    /// isolates, and the marks LRM, RLM and ALM), which can make a line read in another order
    /// than it holds, and the invisible characters, which can hide that two names differ: zero-width
    /// space, non-joiner and joiner, word joiner and the invisible operators, the zero-width
    /// no-break space (BOM), the Mongolian vowel separator, the soft hyphen, and the line and
    /// paragraph separators, which some terminals break lines at, and the tag characters
    /// (U+E0000 to U+E007F), invisible letters that can carry a hidden message.
    static func needsEscape(_ scalar: Unicode.Scalar, keepTabs: Bool) -> Bool {
        switch scalar.value {
        case 0x09: !keepTabs
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true  // bidirectional controls
        case 0x200B...0x200D, 0x2060...0x2064, 0xFEFF, 0x180E, 0x00AD: true  // invisible
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0xE0000...0xE007F: true  // tag characters, invisible, which can smuggle text past a reader
        default: false
        }
    }
}
