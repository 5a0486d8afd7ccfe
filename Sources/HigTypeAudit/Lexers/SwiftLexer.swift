/// A lexer for the parts of Swift the audit must not misread: comments (line, block, nested
/// block) and string literals (plain, multi-line, raw with any number of `#`, and
/// interpolations `\(…)` that hold parentheses, strings and comments of their own).
///
/// It does not parse Swift. It turns the bytes into identifiers, numbers, one token per whole
/// string literal, and single punctuation bytes, and lists the comments apart, so a finder
/// never sees code that sits in a comment or a string. It never fails: unterminated comments
/// and strings end at the end of the input.
public struct SwiftLexer {
    /// 12 bytes: offsets are kept in 32 bits (an audited file is at most 64 MiB); the `Int`s took 24.
    public struct Token: Hashable, Sendable {
        public enum Kind: Hashable, Sendable { case identifier, number, string, punctuation }
        public var kind: Kind
        private var start32: UInt32
        private var end32: UInt32

        public init(kind: Kind, start: Int, end: Int) {
            self.kind = kind
            start32 = UInt32(clamping: start)
            end32 = UInt32(clamping: end)
        }

        /// Byte range in the source.
        public var start: Int {
            get { Int(start32) }
            set { start32 = UInt32(clamping: newValue) }
        }
        public var end: Int {
            get { Int(end32) }
            set { end32 = UInt32(clamping: newValue) }
        }
    }

    /// A comment's byte range, delimiters included.
    public struct Comment: Hashable, Sendable {
        public var start: Int
        public var end: Int
    }

    public private(set) var tokens: [Token] = []
    public private(set) var comments: [Comment] = []
    let bytes: [UInt8]
    var i = 0

    public static func lex(_ bytes: [UInt8]) -> SwiftLexer {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.run()
        return lexer
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 4)
    }

    func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

    private mutating func run() {
        while i < bytes.count {
            let start = i
            let b = bytes[i]
            if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
                i += 1
            } else if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                skipLineComment()
                comments.append(Comment(start: start, end: i))
            } else if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                skipBlockComment()
                comments.append(Comment(start: start, end: i))
            } else if let hashes = stringOpening(at: i) {
                skipString(hashes: hashes)
                tokens.append(Token(kind: .string, start: start, end: i))
            } else if Self.isIdentifierHead(b) || (b == UInt8(ascii: "#") && Self.isIdentifierHead(at(i + 1))) {
                i += 1
                while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
                tokens.append(Token(kind: .identifier, start: start, end: i))
            } else if b == UInt8(ascii: "`") {
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "`"), bytes[i] != 0x0A { i += 1 }
                if at(i) == UInt8(ascii: "`") { i += 1 }
                tokens.append(Token(kind: .identifier, start: start, end: i))
            } else if Self.isDigit(b) {
                skipNumber()
                tokens.append(Token(kind: .number, start: start, end: i))
            } else {
                i += 1
                tokens.append(Token(kind: .punctuation, start: start, end: i))
            }
        }
    }

    private mutating func skipLineComment() {
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
    }

    /// `/* … */`, nested to any depth, as Swift nests them.
    private mutating func skipBlockComment() {
        var depth = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return }
            } else {
                i += 1
            }
        }
    }

    /// The number of `#` before a `"` that opens a string at `k`, or nil when none opens there.
    func stringOpening(at k: Int) -> Int? {
        var j = k
        while j < bytes.count, bytes[j] == UInt8(ascii: "#") { j += 1 }
        return at(j) == UInt8(ascii: "\"") ? j - k : nil
    }

    private mutating func skipNumber() {
        while i < bytes.count {
            let b = bytes[i]
            if Self.isIdentifierBody(b) {
                i += 1
            } else if b == UInt8(ascii: "."), Self.isDigit(at(i + 1)) {
                i += 2
            } else if b == UInt8(ascii: "+") || b == UInt8(ascii: "-"),
                [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(at(i - 1)),
                Self.isDigit(at(i + 1))
            {
                i += 2
            } else {
                return
            }
        }
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isIdentifierHead(_ b: UInt8) -> Bool {
        (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
    }
    static func isIdentifierBody(_ b: UInt8) -> Bool { isIdentifierHead(b) || isDigit(b) }
}
