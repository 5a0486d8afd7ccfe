import HigTypeCore

/// A tag as written in the template, before it joins the node tree.
struct MustacheTag {
    enum Kind: Equatable {
        case variable(escaped: Bool)
        case section
        case invertedSection
        case closeSection
        case comment
        case partial
        case setDelimiters
    }

    var kind: Kind
    /// The name between the delimiters with surrounding whitespace removed.
    var name: String
    var location: SourceLocation

    /// Tags that leave no output of their own, so a line holding only one of them is removed.
    var canStandAlone: Bool {
        if case .variable = kind { return false }
        return true
    }
}

/// Template source cut into text, line breaks and tags, each line break kept
/// separate so standalone lines can be recognised.
enum MustacheToken {
    case text(String)
    /// `"\n"` or `"\r\n"`.
    case newline(String)
    case tag(MustacheTag)
}

/// Splits template source into tokens, following set-delimiter tags as it goes.
///
/// Works on UTF-8 bytes; delimiters are byte strings, and columns are counted
/// in Unicode scalars only when a tag needs a location.
struct MustacheScanner {
    private let bytes: [UInt8]
    private let file: String
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    private var line = 1
    private var lineStart = 0

    init(source: String, file: String) {
        self.bytes = Array(source.utf8)
        self.file = file
    }

    /// The position just past the last character, for "the template ends here" errors.
    var endLocation: SourceLocation { location(of: bytes.count) }

    mutating func tokens() throws(Diagnostic) -> [MustacheToken] {
        var tokens: [MustacheToken] = []
        var textStart = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == open[0] && matches(open, at: index) {
                appendText(textStart..<index, to: &tokens)
                let (tag, end) = try scanTag(at: index)
                tokens.append(.tag(tag))
                index = end
                textStart = end
            } else if bytes[index] == newline {
                let textEnd = index > textStart && bytes[index - 1] == carriageReturn ? index - 1 : index
                appendText(textStart..<textEnd, to: &tokens)
                tokens.append(.newline(string(textEnd..<index + 1)))
                index += 1
                textStart = index
                line += 1
                lineStart = index
            } else {
                index += 1
            }
        }
        appendText(textStart..<bytes.count, to: &tokens)
        return tokens
    }

    private mutating func scanTag(at start: Int) throws(Diagnostic) -> (MustacheTag, end: Int) {
        let location = location(of: start)
        var bodyStart = start + open.count
        var terminator = close
        var kind = MustacheTag.Kind.variable(escaped: true)
        if bodyStart < bytes.count {
            switch bytes[bodyStart] {
            case UInt8(ascii: "{"):
                kind = .variable(escaped: false)
                terminator = Array("}".utf8) + close
            case UInt8(ascii: "&"): kind = .variable(escaped: false)
            case UInt8(ascii: "#"): kind = .section
            case UInt8(ascii: "^"): kind = .invertedSection
            case UInt8(ascii: "/"): kind = .closeSection
            case UInt8(ascii: "!"): kind = .comment
            case UInt8(ascii: ">"): kind = .partial
            case UInt8(ascii: "="):
                kind = .setDelimiters
                terminator = Array("=".utf8) + close
            case UInt8(ascii: "<"), UInt8(ascii: "$"):
                throw syntaxError("template inheritance ('<' and '$' tags) is not supported", at: location)
            default: break
            }
            if kind != .variable(escaped: true) { bodyStart += 1 }
        }
        guard let bodyEnd = firstIndex(of: terminator, from: bodyStart) else {
            throw syntaxError("unclosed tag: no '\(text(terminator))' before the end of the template", at: location)
        }
        let end = bodyEnd + terminator.count
        let name = string(bodyStart..<bodyEnd).trimmingMustacheWhitespace()
        for index in start..<end where bytes[index] == newline {
            line += 1
            lineStart = index + 1
        }
        let tag = MustacheTag(kind: kind, name: name, location: location)
        switch kind {
        case .comment: break
        case .setDelimiters: try setDelimiters(from: tag)
        default:
            guard !name.isEmpty else { throw syntaxError("tag has no name", at: location) }
            guard !name.contains(where: \.isMustacheWhitespace) else {
                throw syntaxError("invalid name '\(name)': names cannot contain whitespace", at: location)
            }
        }
        return (tag, end)
    }

    private mutating func setDelimiters(from tag: MustacheTag) throws(Diagnostic) {
        let parts = tag.name.split(whereSeparator: \.isMustacheWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw syntaxError(
                "invalid set-delimiter tag: expected two delimiters without whitespace or '=', as in {{=<% %>=}}",
                at: tag.location)
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    private func appendText(_ range: Range<Int>, to tokens: inout [MustacheToken]) {
        if !range.isEmpty { tokens.append(.text(string(range))) }
    }

    private func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private func firstIndex(of pattern: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The location of a byte on the current line; columns count Unicode scalars.
    private func location(of offset: Int) -> SourceLocation {
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file: file, line: line, column: column, offset: offset)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func text(_ pattern: [UInt8]) -> String {
        String(decoding: pattern, as: UTF8.self)
    }

    private func syntaxError(_ message: String, at location: SourceLocation) -> Diagnostic {
        .error(.templateSyntax, message, at: location)
    }

    private let newline = UInt8(ascii: "\n")
    private let carriageReturn = UInt8(ascii: "\r")
}

extension Character {
    /// Whitespace allowed around names inside a tag.
    var isMustacheWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r\n" || self == "\r" }
}

extension String {
    func trimmingMustacheWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isMustacheWhitespace }),
            let last = lastIndex(where: { !$0.isMustacheWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
