/// Building precise diagnostics: what was expected, what was found, and the common mistakes.
extension JSONReader {
    mutating func syntaxError(_ message: String, at offset: Int) -> Failure {
        Failure(diagnostic: .error(.jsonSyntax, message, at: location(at: offset)))
    }

    mutating func encodingError(_ message: String, at offset: Int) -> Failure {
        Failure(
            diagnostic: .error(
                .jsonEncoding, message, at: location(at: offset), notes: [.init("JSON text must be valid UTF-8")]))
    }

    /// A comma before `]` or `}`: the fix-it deletes it, which changes nothing else.
    mutating func trailingComma(at offset: Int, before closer: UInt8) -> Failure {
        let comma = location(at: offset)
        let range = SourceRange(start: comma, end: location(at: offset + 1))
        return Failure(
            diagnostic: .error(
                .jsonSyntax, "trailing comma before '\(Character(Unicode.Scalar(closer)))'", at: comma,
                fixIt: .replace(range, with: "", .safe)))
    }

    /// The error for an unexpected byte at `position`: `expected <what>, found <description>`,
    /// unless the byte is invalid UTF-8 or a recognisable non-JSON habit such as a comment.
    mutating func unexpected(_ expected: String) -> Failure {
        let offset = position
        if let byte = byte(at: offset), byte >= 0x80, utf8Length(at: offset) == nil {
            return invalidUTF8(at: offset)
        }
        if let mistake = commonMistake(at: offset) { return syntaxError(mistake, at: offset) }
        var notes: [Diagnostic.Note] = []
        // At the end of input, or at a mismatched closing bracket, show which bracket is still open.
        let found = byte(at: offset)
        if let open = stack.last,
            found == nil || (found != open.closeBracket && [UInt8(ascii: "]"), UInt8(ascii: "}")].contains(found))
        {
            notes.append(.init("to match this '\(open.openBracket)'", at: open.openLocation))
        }
        return Failure(
            diagnostic: .error(
                .jsonSyntax, "expected \(expected), found \(describe(at: offset))", at: location(at: offset),
                notes: notes))
    }

    /// A specific message for habits from JavaScript, JSON5 and word processors.
    private func commonMistake(at offset: Int) -> String? {
        switch byte(at: offset) {
        case UInt8(ascii: "/") where [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(byte(at: offset + 1)):
            return "comments are not allowed in JSON"
        case UInt8(ascii: "'"):
            return "strings must be enclosed in double quotes, not single quotes"
        case let byte? where byte >= 0x80:
            switch decodeScalar(at: offset)?.value {
            case 0x201C, 0x201D, 0x2018, 0x2019: return "curly quotes are not allowed: use straight double quotes '\"'"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Describes the token at `offset` for an "expected …, found …" message.
    private func describe(at offset: Int) -> String {
        guard let byte = byte(at: offset) else { return "end of input" }
        switch byte {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case 0x21...0x7E: return "'\(word(at: offset).map(Self.abbreviated) ?? String(Unicode.Scalar(byte)))'"
        default:
            guard let scalar = decodeScalar(at: offset) else { return "byte 0x\(Self.hex(UInt32(byte), digits: 2))" }
            let invisible =
                scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
                || scalar.properties.generalCategory == .format
            return invisible ? Self.scalarName(scalar.value) : "'\(scalar)'"
        }
    }

    /// Shortens long words quoted in messages.
    static func abbreviated(_ word: String) -> String {
        word.count > 24 ? String(word.prefix(24)) + "…" : word
    }

    mutating func invalidUTF8(at offset: Int) -> Failure {
        encodingError("invalid UTF-8: \(utf8Problem(at: offset))", at: offset)
    }

    /// The length of the well-formed UTF-8 sequence for a non-ASCII scalar at `offset`, or nil when it is malformed
    /// (Unicode Table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF, no truncation).
    func utf8Length(at offset: Int) -> Int? { Self.utf8Length(in: bytes, at: offset) }

    /// `utf8Length(at:)` over any bytes, shared with `JSON5Reader`.
    static func utf8Length(in bytes: [UInt8], at offset: Int) -> Int? {
        guard let (length, secondRange) = Self.utf8Shape(bytes[offset]), offset + length <= bytes.count,
            secondRange.contains(bytes[offset + 1])
        else { return nil }
        for index in offset + 2..<offset + length where bytes[index] & 0xC0 != 0x80 { return nil }
        return length
    }

    /// For a UTF-8 lead byte: the sequence length and the range its second byte must fall in.
    private static func utf8Shape(_ lead: UInt8) -> (Int, ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }

    /// Why the UTF-8 sequence at `offset` is malformed, in words.
    private func utf8Problem(at offset: Int) -> String { Self.utf8Problem(in: bytes, at: offset) }

    /// `utf8Problem(at:)` over any bytes, shared with `JSON5Reader`.
    static func utf8Problem(in bytes: [UInt8], at offset: Int) -> String {
        let lead = bytes[offset]
        let leadName = "0x\(Self.hex(UInt32(lead), digits: 2))"
        switch lead {
        case 0x80...0xBF: return "continuation byte \(leadName) without a lead byte"
        case 0xC0, 0xC1: return "overlong encoding (lead byte \(leadName))"
        case 0xF5...0xFF: return "byte \(leadName) never appears in UTF-8"
        default: break
        }
        let length = Self.utf8Shape(lead)?.0 ?? 1
        for index in offset + 1..<offset + length where index >= bytes.count || bytes[index] & 0xC0 != 0x80 {
            return "truncated sequence starting with \(leadName)"
        }
        // Every byte is in place, so the second byte is out of its range.
        switch lead {
        case 0xED: return "encoded UTF-16 surrogate (U+D800–U+DFFF)"
        case 0xF4: return "code point above U+10FFFF"
        default: return "overlong encoding (lead byte \(leadName))"
        }
    }

    /// The scalar whose well-formed UTF-8 sequence starts at `offset`.
    private func decodeScalar(at offset: Int) -> Unicode.Scalar? {
        guard let byte = byte(at: offset) else { return nil }
        if byte < 0x80 { return Unicode.Scalar(byte) }
        guard let length = utf8Length(at: offset) else { return nil }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self).unicodeScalars.first
    }

    /// `U+XXXX`, the conventional name of a scalar that cannot be shown as itself.
    static func scalarName(_ value: UInt32) -> String { "U+\(hex(value, digits: 4))" }

    /// Uppercase hexadecimal, zero-padded to at least `digits` digits.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
