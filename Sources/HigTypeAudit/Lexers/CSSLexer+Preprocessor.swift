/// What SCSS and LESS add to CSS's lexical syntax, as far as the audit reads them: `//` line
/// comments, interpolations (`#{$name}`, LESS's `@{name}`) that hold braces, and the unquoted
/// `url(…)` whose `//` is part of an address, never a comment.
extension CSSLexer {
    enum PreprocessorKind {
        /// A `//` comment: listed with the comments, so a waiver can be written in one.
        case comment
        /// One token whose contents are never read as declarations (an interpolation, a url).
        case opaque
    }

    /// Reads the construct that starts at `k` (where `i` is), if one does, and leaves `i` after it.
    mutating func lexPreprocessor(at k: Int) -> PreprocessorKind? {
        let b = bytes[k]
        if b == UInt8(ascii: "/"), at(k + 1) == UInt8(ascii: "/") {
            while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
            return .comment
        }
        if b == UInt8(ascii: "#") || b == UInt8(ascii: "@"), at(k + 1) == UInt8(ascii: "{") {
            skipInterpolation()
            return .opaque
        }
        if b | 0x20 == UInt8(ascii: "u"), at(k + 1) | 0x20 == UInt8(ascii: "r"), at(k + 2) | 0x20 == UInt8(ascii: "l"),
            at(k + 3) == UInt8(ascii: "("), k == 0 || !Self.isNameByte(bytes[k - 1])
        {
            var j = k + 4
            while at(j) == 0x20 || at(j) == 0x09 { j += 1 }
            // A quoted address is a string the main loop reads; an unquoted one runs to `)`.
            if at(j) == UInt8(ascii: "\"") || at(j) == UInt8(ascii: "'") { return nil }
            while j < bytes.count, bytes[j] != UInt8(ascii: ")"), bytes[j] != 0x0A, bytes[j] != 0x0D { j += 1 }
            i = j < bytes.count && bytes[j] == UInt8(ascii: ")") ? j + 1 : j
            return .opaque
        }
        return nil
    }

    /// `#{…}` or `@{…}` through its closing brace: braces nest, strings inside do not count
    /// theirs; unclosed, it ends at the end of the input.
    private mutating func skipInterpolation() {
        i += 2
        var depth = 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                skipString(quote: b)
            } else if b == UInt8(ascii: "{") {
                depth += 1
                i += 1
            } else if b == UInt8(ascii: "}") {
                depth -= 1
                i += 1
                if depth == 0 { return }
            } else {
                i += 1
            }
        }
    }
}
