/// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, and their
/// interpolations. In a raw string with n `#`, only `\` followed by n `#` escapes, so `\(` in
/// `#"…"#` is text and `\#(` interpolates.
extension SwiftLexer {
    /// Interpolations nest strings that nest interpolations; past this depth the rest of the
    /// input is taken as string text, so hostile input cannot exhaust the stack.
    static let maximumNesting = 64

    /// Skips a string literal starting at `i` (its first `#` or `"`), through its closing delimiter.
    mutating func skipString(hashes: Int, depth: Int = 0) {
        guard depth < Self.maximumNesting else {
            i = bytes.count
            return
        }
        i += hashes
        let multiline =
            at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
            && !(hashes > 0 && closesOnItsLine(from: i + 2, hashes: hashes))
        i += multiline ? 3 : 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\"), hashRun(at: i + 1) >= hashes {
                i += 1 + hashes
                if at(i) == UInt8(ascii: "(") {
                    i += 1
                    skipInterpolation(depth: depth + 1)
                } else if i < bytes.count, bytes[i] != 0x0A || multiline {
                    i += 1
                }
            } else if b == UInt8(ascii: "\""), closes(at: i, multiline: multiline, hashes: hashes) {
                i += (multiline ? 3 : 1) + hashes
                return
            } else if !multiline, b == 0x0A || b == 0x0D {
                return  // unterminated: the string ends at the line's end, as the compiler reports it
            } else {
                i += 1
            }
        }
    }

    /// The inside of `\(…)`, through its closing parenthesis: parentheses nest, and strings and
    /// comments inside do not count theirs.
    private mutating func skipInterpolation(depth: Int) {
        var parens = 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            } else if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                skipBlockCommentInString()
            } else if let hashes = stringOpening(at: i) {
                skipString(hashes: hashes, depth: depth)
            } else if b == UInt8(ascii: "(") {
                parens += 1
                i += 1
            } else if b == UInt8(ascii: ")") {
                parens -= 1
                i += 1
                if parens == 0 { return }
            } else {
                i += 1
            }
        }
    }

    private mutating func skipBlockCommentInString() {
        var nesting = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                nesting += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                nesting -= 1
                i += 2
                if nesting == 0 { return }
            } else {
                i += 1
            }
        }
    }

    /// Whether a `"` followed by `hashes` `#` stands between `k` and the line's end: then a raw
    /// string that starts like a multi-line one (`#"""#`, `#""""#`) is a one-line string
    /// holding quotes, as the compiler reads it.
    private func closesOnItsLine(from k: Int, hashes: Int) -> Bool {
        var j = k
        while j < bytes.count, bytes[j] != 0x0A, bytes[j] != 0x0D {
            if bytes[j] == UInt8(ascii: "\""), hashRun(at: j + 1) >= hashes { return true }
            j += 1
        }
        return false
    }

    /// How many `#` follow from `k`.
    private func hashRun(at k: Int) -> Int {
        var j = k
        while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
        return j - k
    }

    /// Whether the `"` at `k` closes the string: `"""` for a multi-line one, then the `#`s.
    private func closes(at k: Int, multiline: Bool, hashes: Int) -> Bool {
        var j = k + 1
        if multiline {
            guard at(j) == UInt8(ascii: "\""), at(j + 1) == UInt8(ascii: "\"") else { return false }
            j += 2
        }
        return hashRun(at: j) >= hashes
    }
}
