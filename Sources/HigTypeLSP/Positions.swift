import HigTypeKit

/// A position as LSP counts it: 0-based line, and 0-based character in UTF-16 code units
/// (the protocol's default `positionEncoding`).
public struct LSPPosition: Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public var json: JSONOutput {
        .object([("line", .number(Double(line))), ("character", .number(Double(character)))])
    }

    init?(_ node: JSONNode?) {
        guard let line = node?["line"]?.int, let character = node?["character"]?.int, line >= 0, character >= 0
        else { return nil }
        self.init(line: line, character: character)
    }
}

public struct LSPRange: Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    public var json: JSONOutput { .object([("start", start.json), ("end", end.json)]) }

    init?(_ node: JSONNode?) {
        guard let start = LSPPosition(node?["start"]), let end = LSPPosition(node?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    func overlaps(_ other: LSPRange) -> Bool {
        !(end < other.start || other.end < start)
    }
}

extension LSPPosition: Comparable {
    public static func < (a: LSPPosition, b: LSPPosition) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }
}

/// A text's lines, to turn higtype's positions (1-based line, column in Unicode scalars) into
/// LSP's and back. Line breaks are LF, CRLF and a lone CR, as both higtype and LSP count them.
public struct TextLines: Sendable {
    public let bytes: [UInt8]
    /// The byte offset each line starts at.
    private let starts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 10 {
                starts.append(i + 1)
            } else if bytes[i] == 13 {
                if i + 1 < bytes.count, bytes[i + 1] == 10 { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        self.starts = starts
    }

    public var lineCount: Int { starts.count }

    /// The offset just past line `index`'s last character (before its line break).
    private func lineEnd(_ index: Int) -> Int {
        guard index + 1 < starts.count else { return bytes.count }
        var end = starts[index + 1]
        if end > 0, bytes[end - 1] == 10 { end -= 1 }
        if end > starts[index], bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The LSP position of a 1-based line and scalar column; past the end of a line is its end.
    public func position(line: Int, column: Int) -> LSPPosition {
        let index = min(max(line - 1, 0), starts.count - 1)
        var offset = starts[index]
        let end = lineEnd(index)
        var scalars = 0
        var units = 0
        while offset < end, scalars < column - 1 {
            let lead = bytes[offset]
            units += lead >= 0xF0 ? 2 : 1
            scalars += 1
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return LSPPosition(line: index, character: units)
    }

    public func position(_ location: SourceLocation) -> LSPPosition {
        position(line: location.line, column: location.column)
    }

    public func range(_ range: SourceRange) -> LSPRange {
        LSPRange(start: position(range.start), end: position(range.end))
    }

    /// The byte offset of an LSP position; a character past the line's end is its end, and one
    /// inside a surrogate pair the scalar's start.
    public func offset(of position: LSPPosition) -> Int {
        guard position.line < starts.count else { return bytes.count }
        var offset = starts[position.line]
        let end = lineEnd(position.line)
        var units = 0
        while offset < end {
            let width = bytes[offset] >= 0xF0 ? 2 : 1
            if units + width > position.character { break }
            units += width
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }

    /// The LSP position of a byte offset.
    public func position(atOffset offset: Int) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: offset)
        var i = starts[line]
        var units = 0
        while i < offset {
            units += bytes[i] >= 0xF0 ? 2 : 1
            i += 1
            while i < offset, bytes[i] & 0xC0 == 0x80 { i += 1 }
        }
        return LSPPosition(line: line, character: units)
    }

    /// The bytes of the line holding `offset`, from its start to its end.
    public func lineBounds(containing offset: Int) -> Range<Int> {
        let line = lineIndex(containing: offset)
        return starts[line]..<lineEnd(line)
    }

    /// The 0-based line that holds `offset`.
    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
