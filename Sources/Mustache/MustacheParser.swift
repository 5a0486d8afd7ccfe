import HigTypeCore

/// Turns template source into a node tree: removes standalone lines as the spec
/// requires, then nests sections, reporting the first syntax error it meets.
struct MustacheParser {
    /// Sections may nest this deep in one template: deeper ones could not render within
    /// the default depth limit, and a shallow tree is torn down without deep recursion.
    static let maxSectionDepth = 64

    private struct OpenSection {
        var tag: MustacheTag
        var nodes: [MustacheNode] = []

        var openedHere: Diagnostic.Note { .init("section '\(tag.name)' opened here", at: tag.location) }
    }

    private var root: [MustacheNode] = []
    private var open: [OpenSection] = []

    static func parse(_ source: String, file: String) throws(Diagnostic) -> [MustacheNode] {
        var scanner = MustacheScanner(source: source, file: file)
        let tokens = try scanner.tokens()
        var parser = MustacheParser()
        try parser.addLines(of: tokens)
        if let section = parser.open.last {
            throw Diagnostic.error(
                .templateSyntax, "unclosed section '\(section.tag.name)': the template ends before its closing tag",
                at: scanner.endLocation, notes: [section.openedHere])
        }
        return parser.root
    }

    /// Feeds the tokens line by line, dropping the surrounding whitespace and line
    /// break of a line that holds nothing but one standalone tag.
    private mutating func addLines(of tokens: [MustacheToken]) throws(Diagnostic) {
        var start = 0
        while start < tokens.count {
            var end = start
            while end < tokens.count, !tokens[end].isNewline { end += 1 }
            let line = tokens[start..<end]
            if let (tag, indent) = Self.standalone(line) {
                try add(tag, indent: indent)
            } else {
                if !line.isEmpty { append(.lineStart) }
                for token in line {
                    switch token {
                    case .text(let text), .newline(let text): appendText(text)
                    case .tag(let tag): try add(tag, indent: "")
                    }
                }
                if end < tokens.count, case .newline(let text) = tokens[end] { appendText(text) }
            }
            start = end + 1
        }
    }

    /// The line's only tag and the whitespace before it, if the line is standalone.
    private static func standalone(_ line: ArraySlice<MustacheToken>) -> (MustacheTag, indent: String)? {
        var found: MustacheTag?
        var indent = ""
        for token in line {
            switch token {
            case .text(let text):
                guard text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return nil }
                if found == nil { indent += text }
            case .tag(let tag):
                guard found == nil, tag.canStandAlone else { return nil }
                found = tag
            case .newline:
                return nil
            }
        }
        return found.map { ($0, indent) }
    }

    private mutating func add(_ tag: MustacheTag, indent: String) throws(Diagnostic) {
        switch tag.kind {
        case .variable(let escaped):
            append(.variable(try path(of: tag), escaped: escaped, at: tag.location))
        case .section, .invertedSection:
            _ = try path(of: tag)
            guard open.count < Self.maxSectionDepth else {
                throw syntaxError("sections nest more than \(Self.maxSectionDepth) deep", at: tag.location)
            }
            open.append(OpenSection(tag: tag))
        case .closeSection:
            guard let section = open.popLast() else {
                throw syntaxError("closing tag '\(tag.name)' has no open section", at: tag.location)
            }
            guard section.tag.name == tag.name else {
                throw Diagnostic.error(
                    .templateSyntax,
                    "closing tag '\(tag.name)' does not match the open section '\(section.tag.name)'",
                    at: tag.location, notes: [section.openedHere])
            }
            append(
                .section(
                    try path(of: section.tag), inverted: section.tag.kind == .invertedSection, section.nodes,
                    at: section.tag.location))
        case .partial:
            append(.partial(tag.name, indent: indent, at: tag.location))
        case .comment, .setDelimiters:
            break
        }
    }

    private func path(of tag: MustacheTag) throws(Diagnostic) -> MustachePath {
        if tag.name == "." { return MustachePath(keys: []) }
        let keys = tag.name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !keys.contains(where: \.isEmpty) else {
            throw syntaxError("invalid name '\(tag.name)': a dotted name has an empty part", at: tag.location)
        }
        return MustachePath(keys: keys)
    }

    private mutating func append(_ node: MustacheNode) {
        if open.isEmpty { root.append(node) } else { open[open.count - 1].nodes.append(node) }
    }

    /// Appends text, merging it into a directly preceding text node.
    private mutating func appendText(_ text: String) {
        if open.isEmpty {
            Self.appendText(text, to: &root)
        } else {
            Self.appendText(text, to: &open[open.count - 1].nodes)
        }
    }

    private static func appendText(_ text: String, to nodes: inout [MustacheNode]) {
        if case .text(var previous)? = nodes.last {
            nodes.removeLast()  // so `previous` is the only reference and grows in place
            previous += text
            nodes.append(.text(previous))
        } else {
            nodes.append(.text(text))
        }
    }

    private func syntaxError(_ message: String, at location: SourceLocation) -> Diagnostic {
        .error(.templateSyntax, message, at: location)
    }
}

extension MustacheToken {
    fileprivate var isNewline: Bool {
        if case .newline = self { return true }
        return false
    }
}
