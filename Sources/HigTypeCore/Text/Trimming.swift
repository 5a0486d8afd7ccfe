extension StringProtocol {
    /// The text without the Unicode white space at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` removes, or with `newlines: false`,
    /// `.whitespaces` (spaces and tabs, no line breaks). Written here so that no layer needs
    /// Foundation's `CharacterSet`, which FoundationEssentials lacks.
    public func trimmingWhitespace(newlines: Bool = true) -> String {
        trimming { Self.isSpace($0) || newlines && Self.isLineBreak($0) }
    }

    /// The text without the scalars at either end for which `isTrimmed` holds.
    public func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }

    /// Foundation's `CharacterSet.whitespaces`: tab, the space separators, and zero width space.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Foundation's `CharacterSet.newlines`.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
