/// Scanning of strings, numbers and the literals `true`, `false` and `null`.
extension JSONReader {
    /// Reads the scalar value that starts at `position`.
    mutating func readScalar() throws(Failure) -> JSONNode {
        let start = position
        // Past the end reads as NUL, which no case accepts, so it reaches the error paths.
        switch byte(at: start) ?? 0 {
        case UInt8(ascii: "\""):
            let location = location(at: start)
            return JSONNode(.string(try readString()), at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try readNumber()
        case UInt8(ascii: "+"):
            throw syntaxError("numbers cannot start with '+'", at: start)
        case UInt8(ascii: "."):
            throw syntaxError("numbers need a digit before the decimal point", at: start)
        default:
            guard let word = word(at: start) else { throw unexpected("a value") }
            let location = location(at: start)
            position += word.utf8.count
            switch word {
            case "true": return JSONNode(.bool(true), at: location)
            case "false": return JSONNode(.bool(false), at: location)
            case "null": return JSONNode(.null, at: location)
            default: throw syntaxError(Self.explainBareWord(word), at: start)
            }
        }
    }

    /// The identifier-like run of ASCII letters, digits, `_` and `$` starting with a letter, `_` or `$` at `index`.
    func word(at index: Int) -> String? {
        func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                true
            default: false
            }
        }
        guard let first = byte(at: index), isWordByte(first), !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return nil }
        var end = index + 1
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    /// Explains a bare word in value position, catching the usual non-JSON spellings.
    private static func explainBareWord(_ word: String) -> String {
        switch word.lowercased() {
        case "nan", "infinity", "inf":
            "'\(word)' is not allowed: JSON numbers must be finite"
        case "true", "false", "null":
            "'\(word)' is not valid JSON: literals are lowercase ('\(word.lowercased())')"
        case "none", "nil", "undefined":
            "'\(word)' is not valid JSON: use 'null'"
        default:
            "expected a value, found '\(Self.abbreviated(word))' (strings must be enclosed in double quotes)"
        }
    }

    /// Reads a number per RFC 8259 §6, keeping its literal text.
    private mutating func readNumber() throws(Failure) -> JSONNode {
        let start = position
        let location = location(at: start)
        _ = consume(UInt8(ascii: "-"))
        let intStart = position
        switch byte(at: intStart) ?? 0 {
        case UInt8(ascii: "0"):
            position += 1
            switch byte(at: position) ?? 0 {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                throw syntaxError("numbers cannot have leading zeros", at: intStart)
            case UInt8(ascii: "x"), UInt8(ascii: "X"):
                throw syntaxError("hexadecimal numbers are not allowed in JSON", at: start)
            default: break
            }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            skipDigits()
        default:
            if let word = word(at: intStart), ["infinity", "inf"].contains(word.lowercased()) {
                throw syntaxError("'-\(word)' is not allowed: JSON numbers must be finite", at: start)
            }
            throw unexpected("a digit after '-'")
        }
        if consume(UInt8(ascii: ".")) {
            guard isDigit(at: position) else { throw unexpected("a digit after the decimal point") }
            skipDigits()
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard isDigit(at: position) else { throw unexpected("a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // The grammar above only admits literals Double can read; huge ones become ±infinity.
        let value = Double(text) ?? (bytes[start] == UInt8(ascii: "-") ? -.infinity : .infinity)
        return JSONNode(.number(JSONNumber(text: text, double: value)), at: location)
    }

    private func isDigit(at index: Int) -> Bool {
        guard let byte = byte(at: index) else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while isDigit(at: position) { position += 1 }
    }

    /// Reads a string whose opening quote is at `position` and decodes its escapes.
    mutating func readString() throws(Failure) -> String {
        let open = position
        position += 1
        var runStart = position
        // Only strings with escapes fill this scratch buffer; plain ones decode straight from the input.
        var decoded: [UInt8] = []
        var hasEscapes = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let run = bytes[runStart..<position]
                position += 1
                guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
                decoded.append(contentsOf: run)
                return String(decoding: decoded, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                decoded.append(contentsOf: bytes[runStart..<position])
                try readEscape(into: &decoded)
                runStart = position
            } else if byte < 0x20 {
                throw syntaxError(Self.explainControlCharacter(byte), at: position)
            } else if byte < 0x80 {
                position += 1
            } else {
                guard let length = utf8Length(at: position) else { throw invalidUTF8(at: position) }
                position += length
            }
        }
        // Locate the opening quote first so the locator only moves forward.
        let start = location(at: open)
        throw Failure(
            diagnostic: .error(
                .jsonSyntax, "unterminated string", at: location(at: position),
                notes: [.init("the string starts here", at: start)]))
    }

    private static func explainControlCharacter(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            "line break inside a string: close the string with '\"' or write it as '\\n'"
        case UInt8(ascii: "\t"):
            "tab character inside a string: write it as '\\t'"
        default:
            "control character \(Self.scalarName(UInt32(byte))) inside a string: write it as '\\u\(Self.hex(UInt32(byte), digits: 4))'"
        }
    }

    /// Decodes the escape sequence at `position` (its backslash) into `buffer` as UTF-8.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(Failure) {
        let backslash = position
        guard let letter = byte(at: backslash + 1) else {
            position = bytes.count
            return
        }
        position += 2
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            buffer.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            if letter < 0x20 || letter >= 0x80 {
                throw syntaxError("a backslash must be followed by an escape letter", at: backslash)
            }
            let shown = Character(Unicode.Scalar(letter))
            throw syntaxError(
                "invalid escape '\\\(shown)' in string (valid escapes: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                at: backslash)
        }
        var scalarValue = try readHexQuad(escapeAt: backslash)
        if (0xDC00..<0xE000).contains(scalarValue) {
            throw encodingError(
                "unpaired low surrogate '\\u\(Self.hex(scalarValue, digits: 4))' in string", at: backslash)
        }
        if (0xD800..<0xDC00).contains(scalarValue) {
            let lowEscape = position
            guard byte(at: lowEscape) == UInt8(ascii: "\\"), byte(at: lowEscape + 1) == UInt8(ascii: "u") else {
                throw encodingError(
                    "unpaired high surrogate '\\u\(Self.hex(scalarValue, digits: 4))' in string", at: backslash)
            }
            position += 2
            let low = try readHexQuad(escapeAt: lowEscape)
            guard (0xDC00..<0xE000).contains(low) else {
                throw encodingError(
                    "high surrogate '\\u\(Self.hex(scalarValue, digits: 4))' is not followed by a low surrogate",
                    at: backslash)
            }
            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw encodingError("'\\u\(Self.hex(scalarValue, digits: 4))' is not a Unicode scalar", at: backslash)
        }
        buffer.append(contentsOf: scalar.utf8)
    }

    /// Reads the four hex digits after a `\u` whose backslash is at `escapeAt`.
    private mutating func readHexQuad(escapeAt: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32
            switch byte(at: position) {
            case let b? where b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case let b? where b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"):
                digit = UInt32(b - UInt8(ascii: "a")) + 10
            case let b? where b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"):
                digit = UInt32(b - UInt8(ascii: "A")) + 10
            default: throw syntaxError("'\\u' must be followed by four hex digits", at: escapeAt)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
