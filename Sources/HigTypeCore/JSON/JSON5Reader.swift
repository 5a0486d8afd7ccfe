/// The reader behind `JSON5Parser`. It descends recursively, one call per open array or object,
/// and stops at `limits.maxDepth` (256 by default) before the call stack could matter. Positions
/// come from the same `SourceLocator` as `JSONReader`'s, so a value's line and column mean the same.
struct JSON5Reader {
    /// The one fatal error that stops parsing.
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    /// Objects with fewer members than this are searched linearly for duplicate keys.
    private static let linearKeySearchLimit = 16

    let bytes: [UInt8]
    let file: String
    let limits: JSONParser.Limits
    let reportDuplicateKeys: Bool
    var position = 0
    var locator: SourceLocator
    /// The brackets open around `position`, innermost last, for "to match this" notes.
    private var open: [(bracket: String, location: SourceLocation)] = []
    private(set) var duplicateKeys: [Diagnostic] = []
    private(set) var values = 0

    init(bytes: [UInt8], file: String, limits: JSONParser.Limits, reportDuplicateKeys: Bool) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        self.reportDuplicateKeys = reportDuplicateKeys
        locator = SourceLocator(bytes: bytes, file: file)
    }

    private var atEnd: Bool { position >= bytes.count }
    private func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
    private mutating func location(at offset: Int) -> SourceLocation { locator.location(at: offset) }

    private mutating func consume(_ expected: UInt8) -> Bool {
        guard byte(at: position) == expected else { return false }
        position += 1
        return true
    }

    /// Reads the whole input as one JSON5 value, with only whitespace and comments around it.
    mutating func readDocument() throws(Failure) -> JSONNode {
        try checkPreamble()
        try skipSpace()
        if atEnd { throw syntaxError("the file holds only whitespace and comments, no value", at: position) }
        let root = try readValue()
        try skipSpace()
        guard atEnd else { throw unexpected("end of input after the top-level value") }
        return root
    }

    /// The size limit, an empty file and UTF-16: as `JSONReader` checks them. A byte order mark
    /// is whitespace in JSON5, so it is not refused.
    private mutating func checkPreamble() throws(Failure) {
        if let error = limits.preambleError(bytes, at: location(at: 0), byteOrderMarkIsSpace: true) {
            throw Failure(diagnostic: error)
        }
    }

    /// Counts one more value; the error is `JSONReader`'s.
    private mutating func countValue() throws(Failure) {
        values += 1
        guard values > limits.maxValues else { return }
        throw Failure(diagnostic: limits.tooManyValuesError(at: location(at: position)))
    }

    // MARK: Whitespace and comments

    /// Skips JSON5 whitespace (including U+00A0, U+2028, U+2029, U+FEFF and every space
    /// separator) and `//` and `/* */` comments.
    private mutating func skipSpace() throws(Failure) {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20:
                position += 1
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "/"):
                position += 2
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
                    if bytes[position] >= 0x80, let scalar = try scalar(at: position),
                        scalar.value == 0x2028 || scalar.value == 0x2029
                    {
                        break
                    }
                    try advanceCharacter()
                }
            case UInt8(ascii: "/") where self.byte(at: position + 1) == UInt8(ascii: "*"):
                let start = position
                position += 2
                while true {
                    guard position < bytes.count else {
                        let opened = location(at: start)
                        throw Failure(
                            diagnostic: .error(
                                .jsonSyntax, "unterminated comment: '/*' is never closed with '*/'",
                                at: location(at: bytes.count), notes: [.init("the comment starts here", at: opened)]))
                    }
                    if bytes[position] == UInt8(ascii: "*"), self.byte(at: position + 1) == UInt8(ascii: "/") {
                        position += 2
                        break
                    }
                    try advanceCharacter()
                }
            case 0x80...:
                guard let scalar = try scalar(at: position), Self.isSpace(scalar) else { return }
                position += scalar.utf8.count
            default:
                return
            }
        }
    }

    /// JSON5's whitespace beyond ASCII.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0, 0x2028, 0x2029, 0xFEFF: true
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Moves past one character, refusing malformed UTF-8.
    private mutating func advanceCharacter() throws(Failure) {
        if bytes[position] < 0x80 {
            position += 1
        } else {
            guard let length = JSONReader.utf8Length(in: bytes, at: position) else { throw invalidUTF8(at: position) }
            position += length
        }
    }

    /// The scalar whose UTF-8 sequence starts at `offset`; nil past the end; an error when malformed.
    private mutating func scalar(at offset: Int) throws(Failure) -> Unicode.Scalar? {
        guard let byte = byte(at: offset) else { return nil }
        if byte < 0x80 { return Unicode.Scalar(byte) }
        guard let length = JSONReader.utf8Length(in: bytes, at: offset) else { throw invalidUTF8(at: offset) }
        return String(decoding: bytes[offset..<offset + length], as: UTF8.self).unicodeScalars.first
    }

    // MARK: Values

    private mutating func readValue() throws(Failure) -> JSONNode {
        let start = position
        switch byte(at: start) ?? 0 {
        case UInt8(ascii: "{"):
            return try readObject()
        case UInt8(ascii: "["):
            return try readArray()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            try countValue()
            let location = location(at: start)
            return JSONNode(.string(try readString()), at: location)
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try countValue()
            return try readNumber()
        default:
            guard let word = asciiWord(at: start) else { throw unexpected("a value") }
            try countValue()
            let location = location(at: start)
            position += word.utf8.count
            switch word {
            case "true": return JSONNode(.bool(true), at: location)
            case "false": return JSONNode(.bool(false), at: location)
            case "null": return JSONNode(.null, at: location)
            case "Infinity", "NaN": throw notFinite(word, at: start)
            default:
                throw syntaxError(
                    "expected a value, found '\(JSONReader.abbreviated(word))' (strings must be enclosed in quotes)",
                    at: start)
            }
        }
    }

    private mutating func notFinite(_ literal: String, at offset: Int) -> Failure {
        syntaxError(
            "'\(literal)' is not allowed: JSON5 reads it, but a token's number must be finite", at: offset)
    }

    /// Opens an array or object at `position`, enforcing the depth limit.
    private mutating func enter(_ bracket: String) throws(Failure) -> SourceLocation {
        try countValue()
        let openLocation = location(at: position)
        if open.count >= limits.maxDepth {
            throw Failure(
                diagnostic: .error(
                    .jsonDepth, "arrays and objects are nested more than \(limits.maxDepth) levels deep",
                    at: openLocation))
        }
        open.append((bracket, openLocation))
        position += 1
        return openLocation
    }

    private mutating func readArray() throws(Failure) -> JSONNode {
        let openLocation = try enter("[")
        var elements: [JSONNode] = []
        while true {
            try skipSpace()
            if consume(UInt8(ascii: "]")) { break }
            elements.append(try readValue())
            try skipSpace()
            if consume(UInt8(ascii: ",")) { continue }
            guard consume(UInt8(ascii: "]")) else { throw unexpected("',' or ']' after array element") }
            break
        }
        open.removeLast()
        return JSONNode(.array(elements), at: openLocation)
    }

    private mutating func readObject() throws(Failure) -> JSONNode {
        let openLocation = try enter("{")
        var members: [JSONObject.Member] = []
        var keyIndex: [String: SourceLocation]?
        while true {
            try skipSpace()
            if consume(UInt8(ascii: "}")) { break }
            let keyLocation = location(at: position)
            let key = try readKey(afterComma: !members.isEmpty)
            if reportDuplicateKeys {
                let first: SourceLocation?
                if members.count < Self.linearKeySearchLimit {
                    first = members.first { $0.key == key }?.keyLocation
                } else {
                    if keyIndex == nil {
                        var index: [String: SourceLocation] = [:]
                        for member in members where index[member.key] == nil { index[member.key] = member.keyLocation }
                        keyIndex = index
                    }
                    first = keyIndex?[key]
                }
                if let first {
                    duplicateKeys.append(
                        .error(
                            .duplicateKey, "duplicate key '\(key)' in object", at: keyLocation,
                            notes: [.init("first defined here", at: first)]))
                }
            }
            try skipSpace()
            guard consume(UInt8(ascii: ":")) else { throw unexpected("':' after object key") }
            try skipSpace()
            let value = try readValue()
            members.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
            if keyIndex != nil, keyIndex?[key] == nil { keyIndex?[key] = keyLocation }
            try skipSpace()
            if consume(UInt8(ascii: ",")) { continue }
            guard consume(UInt8(ascii: "}")) else { throw unexpected("',' or '}' after object member") }
            break
        }
        open.removeLast()
        return JSONNode(.object(JSONObject(members)), at: openLocation)
    }

    /// A key: a string in either quotes, or an ECMAScript identifier name.
    private mutating func readKey(afterComma: Bool) throws(Failure) -> String {
        switch byte(at: position) {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try readString()
        default:
            if let identifier = try readIdentifier() { return identifier }
            throw unexpected(afterComma ? "a key or '}' after ','" : "a key or '}'")
        }
    }

    /// The run of ASCII letters, digits, `_` and `$` at `index`, starting with a letter.
    private func asciiWord(at index: Int) -> String? {
        guard let first = byte(at: index), Self.isASCIILetter(first) else { return nil }
        var end = index + 1
        while let next = byte(at: end),
            Self.isASCIILetter(next) || Self.isDigit(next) || next == UInt8(ascii: "_")
                || next == UInt8(ascii: "$")
        {
            end += 1
        }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Identifiers

    /// Reads an ECMAScript 5.1 IdentifierName at `position`, `\uXXXX` escapes decoded; nil when
    /// none starts there.
    private mutating func readIdentifier() throws(Failure) -> String? {
        var name = String.UnicodeScalarView()
        while position < bytes.count {
            let start = position
            var scalar: Unicode.Scalar
            if bytes[position] == UInt8(ascii: "\\") {
                guard byte(at: position + 1) == UInt8(ascii: "u") else {
                    throw syntaxError("a '\\' in a key must start a '\\uXXXX' escape", at: start)
                }
                position += 2
                let value = try readHex(digits: 4, escapeAt: start, what: "'\\u'")
                guard let decoded = Unicode.Scalar(value), Self.isIdentifierPart(decoded, first: name.isEmpty) else {
                    throw syntaxError(
                        "'\\u\(JSONReader.hex(value, digits: 4))' is not a character a key may "
                            + (name.isEmpty ? "start with" : "hold") + " unquoted: quote the key", at: start)
                }
                scalar = decoded
            } else {
                guard let next = try self.scalar(at: position), Self.isIdentifierPart(next, first: name.isEmpty)
                else { break }
                scalar = next
                position += next.utf8.count
            }
            name.append(scalar)
        }
        return name.isEmpty ? nil : String(name)
    }

    /// IdentifierStart (letters, `$`, `_`) and, after it, IdentifierPart (also combining marks,
    /// digits, connector punctuation, ZWNJ and ZWJ).
    private static func isIdentifierPart(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar == "$" || scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return !first
        default:
            return !first && (scalar.value == 0x200C || scalar.value == 0x200D)
        }
    }

    // MARK: Strings

    /// Reads a string whose opening quote, `"` or `'`, is at `position`.
    private mutating func readString() throws(Failure) -> String {
        let open = position
        let quote = bytes[open]
        position += 1
        var decoded: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: decoded, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                try readEscape(into: &decoded)
            } else if byte == 0x0A || byte == 0x0D {
                throw syntaxError(
                    "line break inside a string: close the string, write it as '\\n', or end the line with '\\' to continue the string",
                    at: position)
            } else if byte < 0x80 {
                decoded.append(byte)
                position += 1
            } else {
                guard let length = JSONReader.utf8Length(in: bytes, at: position) else {
                    throw invalidUTF8(at: position)
                }
                decoded.append(contentsOf: bytes[position..<position + length])
                position += length
            }
        }
        let start = location(at: open)
        throw Failure(
            diagnostic: .error(
                .jsonSyntax, "unterminated string", at: location(at: position),
                notes: [.init("the string starts here", at: start)]))
    }

    /// Decodes the escape at `position` (its backslash) into `buffer`: JSON's escapes, `\'`,
    /// `\v`, `\0`, `\xHH`, a line continuation, or any other character standing for itself.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(Failure) {
        let backslash = position
        guard let letter = byte(at: backslash + 1) else {
            position = bytes.count
            return
        }
        position += 2
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            case UInt8(ascii: "v"): 0x0B
            default: nil
            }
        if let simple {
            buffer.append(simple)
            return
        }
        switch letter {
        case 0x0A:
            return
        case 0x0D:
            _ = consume(0x0A)
            return
        case UInt8(ascii: "0"):
            if Self.isDigit(byte(at: position)) {
                throw syntaxError("'\\0' cannot be followed by a digit: JSON5 has no octal escapes", at: backslash)
            }
            buffer.append(0)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw syntaxError(
                "'\\\(Character(Unicode.Scalar(letter)))' is not an escape: JSON5 has no octal escapes", at: backslash)
        case UInt8(ascii: "x"):
            let value = try readHex(digits: 2, escapeAt: backslash, what: "'\\x'")
            buffer.append(contentsOf: Unicode.Scalar(UInt8(value)).utf8)
        case UInt8(ascii: "u"):
            try readUnicodeEscape(at: backslash, into: &buffer)
        case 0x80...:
            position -= 1
            guard let scalar = try scalar(at: position) else { return }
            position += scalar.utf8.count
            // U+2028 and U+2029 after a backslash continue the line; any other character is itself.
            if scalar.value != 0x2028, scalar.value != 0x2029 { buffer.append(contentsOf: scalar.utf8) }
        default:
            buffer.append(letter)
        }
    }

    /// A `\uXXXX` escape, a surrogate pair as two; a lone surrogate is an error, as in `JSONReader`.
    private mutating func readUnicodeEscape(at backslash: Int, into buffer: inout [UInt8]) throws(Failure) {
        var value = try readHex(digits: 4, escapeAt: backslash, what: "'\\u'")
        if (0xDC00..<0xE000).contains(value) {
            throw encodingError(
                "unpaired low surrogate '\\u\(JSONReader.hex(value, digits: 4))' in string", at: backslash)
        }
        if (0xD800..<0xDC00).contains(value) {
            let lowEscape = position
            guard byte(at: lowEscape) == UInt8(ascii: "\\"), byte(at: lowEscape + 1) == UInt8(ascii: "u") else {
                throw encodingError(
                    "unpaired high surrogate '\\u\(JSONReader.hex(value, digits: 4))' in string", at: backslash)
            }
            position += 2
            let low = try readHex(digits: 4, escapeAt: lowEscape, what: "'\\u'")
            guard (0xDC00..<0xE000).contains(low) else {
                throw encodingError(
                    "high surrogate '\\u\(JSONReader.hex(value, digits: 4))' is not followed by a low surrogate",
                    at: backslash)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw encodingError("'\\u\(JSONReader.hex(value, digits: 4))' is not a Unicode scalar", at: backslash)
        }
        buffer.append(contentsOf: scalar.utf8)
    }

    /// Reads `digits` hex digits at `position`.
    private mutating func readHex(digits: Int, escapeAt: Int, what: String) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = byte(at: position).flatMap(Self.hexValue) else {
                throw syntaxError(
                    "\(what) must be followed by \(digits == 2 ? "two" : "four") hex digits", at: escapeAt)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    // MARK: Numbers

    /// Reads a JSON5 number. Its text is the JSON spelling of its value: the sign `+` dropped, a
    /// `0` before a leading point, a trailing point dropped, hexadecimal in decimal.
    private mutating func readNumber() throws(Failure) -> JSONNode {
        let start = position
        let location = location(at: start)
        var negative = false
        if let sign = byte(at: position), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            position += 1
        }
        if let word = asciiWord(at: position), word == "Infinity" || word == "NaN" {
            throw notFinite(String(decoding: bytes[start..<position + word.utf8.count], as: UTF8.self), at: start)
        }
        let sign = negative ? "-" : ""
        if byte(at: position) == UInt8(ascii: "0"), let x = byte(at: position + 1),
            x == UInt8(ascii: "x") || x == UInt8(ascii: "X")
        {
            position += 2
            var exact: UInt64? = 0
            var value = 0.0
            var count = 0
            while let digit = byte(at: position).flatMap(Self.hexValue) {
                value = value * 16 + Double(digit)
                if let current = exact {
                    let (shifted, overflow) = current.multipliedReportingOverflow(by: 16)
                    // A multiple of 16 plus one hex digit cannot overflow.
                    exact = overflow ? nil : shifted + UInt64(digit)
                }
                count += 1
                position += 1
            }
            guard count > 0 else { throw unexpected("a hexadecimal digit after '0x'") }
            // Past UInt64 the value is a Double's; past Double, infinite, spelt as JSON spells one.
            let text = exact.map { "\(sign)\($0)" } ?? (value.isFinite ? "\(sign)\(value)" : "\(sign)1e999")
            return JSONNode(.number(JSONNumber(text: text, double: negative ? -value : value)), at: location)
        }
        let integerStart = position
        if byte(at: position) == UInt8(ascii: "0") {
            position += 1
            if Self.isDigit(byte(at: position)) {
                throw syntaxError("numbers cannot have leading zeros", at: integerStart)
            }
        } else {
            while Self.isDigit(byte(at: position)) { position += 1 }
        }
        let integer = String(decoding: bytes[integerStart..<position], as: UTF8.self)
        var fraction = ""
        if consume(UInt8(ascii: ".")) {
            let fractionStart = position
            while Self.isDigit(byte(at: position)) { position += 1 }
            fraction = String(decoding: bytes[fractionStart..<position], as: UTF8.self)
        }
        guard !integer.isEmpty || !fraction.isEmpty else {
            throw unexpected(bytes[position - 1] == UInt8(ascii: ".") ? "a digit after the decimal point" : "a number")
        }
        var exponent = ""
        if let e = byte(at: position), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            let exponentStart = position
            position += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard Self.isDigit(byte(at: position)) else { throw unexpected("a digit in the exponent") }
            while Self.isDigit(byte(at: position)) { position += 1 }
            exponent = String(decoding: bytes[exponentStart..<position], as: UTF8.self)
        }
        let text = sign + (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction) + exponent
        let value = Double(text) ?? (negative ? -.infinity : .infinity)
        return JSONNode(.number(JSONNumber(text: text, double: value)), at: location)
    }

    // MARK: Errors

    private mutating func syntaxError(_ message: String, at offset: Int) -> Failure {
        Failure(diagnostic: .error(.jsonSyntax, message, at: location(at: offset)))
    }

    private mutating func encodingError(_ message: String, at offset: Int) -> Failure {
        Failure(
            diagnostic: .error(
                .jsonEncoding, message, at: location(at: offset), notes: [.init("JSON5 text must be valid UTF-8")]))
    }

    private mutating func invalidUTF8(at offset: Int) -> Failure {
        encodingError("invalid UTF-8: \(JSONReader.utf8Problem(in: bytes, at: offset))", at: offset)
    }

    /// `expected <what>, found <description>` at `position`, noting the open bracket at the end
    /// of input or at a closing bracket that does not match it.
    private mutating func unexpected(_ expected: String) -> Failure {
        let offset = position
        if let byte = byte(at: offset), byte >= 0x80, JSONReader.utf8Length(in: bytes, at: offset) == nil {
            return invalidUTF8(at: offset)
        }
        var notes: [Diagnostic.Note] = []
        let found = byte(at: offset)
        if let innermost = open.last {
            let closer = innermost.bracket == "{" ? UInt8(ascii: "}") : UInt8(ascii: "]")
            if found == nil || (found != closer && [UInt8(ascii: "]"), UInt8(ascii: "}")].contains(found)) {
                notes.append(.init("to match this '\(innermost.bracket)'", at: innermost.location))
            }
        }
        return Failure(
            diagnostic: .error(
                .jsonSyntax, "expected \(expected), found \(describe(at: offset))", at: location(at: offset),
                notes: notes))
    }

    private func describe(at offset: Int) -> String {
        guard let byte = byte(at: offset) else { return "end of input" }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return "a string"
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case 0x21...0x7E:
            return "'\(asciiWord(at: offset).map(JSONReader.abbreviated) ?? String(Unicode.Scalar(byte)))'"
        case 0x80...:
            let length = JSONReader.utf8Length(in: bytes, at: offset) ?? 1
            let scalar = String(decoding: bytes[offset..<offset + length], as: UTF8.self).unicodeScalars.first
            guard let scalar else { return "byte 0x\(JSONReader.hex(UInt32(byte), digits: 2))" }
            let invisible =
                scalar.properties.generalCategory == .control || scalar.properties.isWhitespace
                || scalar.properties.generalCategory == .format
            return invisible ? JSONReader.scalarName(scalar.value) : "'\(scalar)'"
        default: return JSONReader.scalarName(UInt32(byte))
        }
    }
}
