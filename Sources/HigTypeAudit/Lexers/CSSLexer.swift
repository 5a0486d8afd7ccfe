/// A lexer for CSS as far as the audit needs it: comments and strings are set apart (never
/// read as declarations), numbers keep their unit, identifiers keep their escapes. It never
/// fails: an unterminated comment ends at the end of the input, an unterminated string at the
/// end of its line, as CSS parsers treat them.
///
/// In the `.scss` and `.less` dialects it also reads `//` line comments, an interpolation
/// (`#{…}`, and LESS's `@{…}`) as one token, so its braces never open a block, and an unquoted
/// `url(…)` as one token, so the `//` of `url(//cdn…)` is not a comment.
public struct CSSLexer {
    /// The syntax the bytes are read in.
    public enum Dialect: Sendable {
        case css, scss, less
    }

    /// 16 bytes: offsets are kept in 32 bits (an audited file is at most 64 MiB), since a
    /// minified style sheet has a token every few bytes (the `Int`s and the kind's payload took 32).
    public struct Token: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case identifier, string, punctuation
            /// A number with its unit (`17px`, `1.5`, `50%`): `unitStart` is where the unit begins.
            case dimension(unitStart: Int)
        }
        private var start32: UInt32
        private var end32: UInt32
        private var unitStart32: UInt32
        /// 0 identifier, 1 string, 2 punctuation, 3 dimension.
        private var tag: UInt8

        public init(kind: Kind, start: Int, end: Int) {
            start32 = UInt32(clamping: start)
            end32 = UInt32(clamping: end)
            unitStart32 = 0
            tag = 0
            self.kind = kind
        }

        public var kind: Kind {
            get {
                switch tag {
                case 0: .identifier
                case 1: .string
                case 2: .punctuation
                default: .dimension(unitStart: Int(unitStart32))
                }
            }
            set {
                switch newValue {
                case .identifier: tag = 0
                case .string: tag = 1
                case .punctuation: tag = 2
                case .dimension(let unitStart):
                    tag = 3
                    unitStart32 = UInt32(clamping: unitStart)
                }
            }
        }
        public var start: Int {
            get { Int(start32) }
            set { start32 = UInt32(clamping: newValue) }
        }
        public var end: Int {
            get { Int(end32) }
            set { end32 = UInt32(clamping: newValue) }
        }
    }

    public struct Comment: Hashable, Sendable {
        public var start: Int
        public var end: Int
    }

    public private(set) var tokens: [Token] = []
    public private(set) var comments: [Comment] = []
    let bytes: [UInt8]
    let dialect: Dialect
    var i = 0

    public static func lex(_ bytes: [UInt8], dialect: Dialect = .css) -> CSSLexer {
        var lexer = CSSLexer(bytes: bytes, dialect: dialect)
        lexer.run()
        return lexer
    }

    private init(bytes: [UInt8], dialect: Dialect) {
        self.bytes = bytes
        self.dialect = dialect
        tokens.reserveCapacity(bytes.count / 4)
    }

    func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

    private mutating func run() {
        while i < bytes.count {
            let start = i
            let b = bytes[i]
            if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0C {
                i += 1
            } else if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) { i += 1 }
                i = min(i + 2, bytes.count)
                comments.append(Comment(start: start, end: i))
            } else if dialect != .css, let kind = lexPreprocessor(at: start) {
                if kind == .comment {
                    comments.append(Comment(start: start, end: i))
                } else {
                    tokens.append(Token(kind: .string, start: start, end: i))
                }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                skipString(quote: b)
                tokens.append(Token(kind: .string, start: start, end: i))
            } else if startsNumber(at: i) {
                skipNumber()
                let unitStart = i
                if at(i) == UInt8(ascii: "%") {
                    i += 1
                } else if startsIdentifier(at: i) {
                    skipIdentifier()
                }
                tokens.append(Token(kind: .dimension(unitStart: unitStart), start: start, end: i))
            } else if startsIdentifier(at: i) {
                skipIdentifier()
                tokens.append(Token(kind: .identifier, start: start, end: i))
            } else {
                i += 1
                tokens.append(Token(kind: .punctuation, start: start, end: i))
            }
        }
    }

    mutating func skipString(quote: UInt8) {
        i += 1
        while i < bytes.count {
            let b = bytes[i]
            if b == quote {
                i += 1
                return
            } else if b == UInt8(ascii: "\\") {
                i += 2
            } else if b == 0x0A || b == 0x0D || b == 0x0C {
                return
            } else {
                i += 1
            }
        }
        i = min(i, bytes.count)
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isNameByte(_ b: UInt8) -> Bool {
        (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
            || b >= 0x80
    }

    private func startsNumber(at k: Int) -> Bool {
        var j = k
        if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
        if at(j) == UInt8(ascii: ".") { j += 1 }
        return Self.isDigit(at(j))
    }

    private mutating func skipNumber() {
        if at(i) == UInt8(ascii: "+") || at(i) == UInt8(ascii: "-") { i += 1 }
        while Self.isDigit(at(i)) { i += 1 }
        if at(i) == UInt8(ascii: "."), Self.isDigit(at(i + 1)) {
            i += 1
            while Self.isDigit(at(i)) { i += 1 }
        }
        if at(i) | 0x20 == UInt8(ascii: "e"),
            Self.isDigit(at(i + 1)) || (at(i + 1) == UInt8(ascii: "-") && Self.isDigit(at(i + 2)))
        {
            i += 2
            while Self.isDigit(at(i)) { i += 1 }
        }
    }

    private func startsIdentifier(at k: Int) -> Bool {
        let b = at(k)
        if b == UInt8(ascii: "\\") { return k + 1 < bytes.count && at(k + 1) != 0x0A }
        if b == UInt8(ascii: "-") {
            return at(k + 1) == UInt8(ascii: "-") || (Self.isNameByte(at(k + 1)) && !Self.isDigit(at(k + 1)))
        }
        return Self.isNameByte(b) && !Self.isDigit(b)
    }

    private mutating func skipIdentifier() {
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] != 0x0A {
                i += 2
            } else if Self.isNameByte(bytes[i]) {
                i += 1
            } else {
                return
            }
        }
    }
}
