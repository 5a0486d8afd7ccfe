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
///
/// Built in one pass over the text; every question after that costs a binary search and a scan
/// of at most one block (`blockBytes`), however long the line: the count of scalars and UTF-16
/// units before each block's start is kept. A scalar starts at each byte that is not a UTF-8
/// continuation byte; one whose lead byte is 0xF0 or more is two UTF-16 units.
public struct TextLines: Sendable {
    public let bytes: [UInt8]
    /// The byte offset each line starts at.
    private let starts: [Int]
    /// Scalars, and UTF-16 units, before offset `i * blockBytes`.
    private let blockScalars: [Int]
    private let blockUnits: [Int]

    static let blockBytes = 64

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var blockScalars: [Int] = []
        var blockUnits: [Int] = []
        blockScalars.reserveCapacity(bytes.count / Self.blockBytes + 1)
        blockUnits.reserveCapacity(bytes.count / Self.blockBytes + 1)
        var scalars = 0
        var units = 0
        var i = 0
        while i < bytes.count {
            if i % Self.blockBytes == 0 {
                blockScalars.append(scalars)
                blockUnits.append(units)
            }
            let byte = bytes[i]
            if byte & 0xC0 != 0x80 {
                scalars += 1
                units += byte >= 0xF0 ? 2 : 1
            }
            if byte == 10 {
                starts.append(i + 1)
            } else if byte == 13, !(i + 1 < bytes.count && bytes[i + 1] == 10) {
                starts.append(i + 1)
            }
            i += 1
        }
        if bytes.count % Self.blockBytes == 0 {
            blockScalars.append(scalars)
            blockUnits.append(units)
        }
        self.starts = starts
        self.blockScalars = blockScalars
        self.blockUnits = blockUnits
        LSPWork.count(bytes.count)
        LSPWork.tableBuilt()
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

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// Scalars and UTF-16 units before `offset`: a block's counts, then at most a block's bytes.
    private func counts(before offset: Int) -> (scalars: Int, units: Int) {
        let block = offset / Self.blockBytes
        var scalars = blockScalars[block]
        var units = blockUnits[block]
        var i = block * Self.blockBytes
        LSPWork.count(offset - i)
        while i < offset {
            let byte = bytes[i]
            if !Self.isContinuation(byte) {
                scalars += 1
                units += byte >= 0xF0 ? 2 : 1
            }
            i += 1
        }
        return (scalars, units)
    }

    /// The last offset in `lower...upper` at a block's start or `lower` whose count (`table`'s)
    /// is at most `target`, with its counts; `lower`'s counts are given.
    private func scanStart(
        lower: Int, upper: Int, target: Int, table: [Int], lowerCounts: (scalars: Int, units: Int)
    ) -> (offset: Int, scalars: Int, units: Int) {
        // Blocks whose start lies in (lower, upper], searched for the last within the target.
        var low = lower / Self.blockBytes + 1
        var high = upper / Self.blockBytes
        guard low <= high, table[low] <= target else { return (lower, lowerCounts.scalars, lowerCounts.units) }
        while low < high {
            let mid = (low + high + 1) / 2
            if table[mid] <= target { low = mid } else { high = mid - 1 }
        }
        return (low * Self.blockBytes, blockScalars[low], blockUnits[low])
    }

    /// The LSP position of a 1-based line and scalar column; past the end of a line is its end.
    public func position(line: Int, column: Int) -> LSPPosition {
        let index = min(max(line - 1, 0), starts.count - 1)
        let start = starts[index]
        let end = lineEnd(index)
        let base = counts(before: start)
        let target = base.scalars + max(column - 1, 0)
        var (offset, scalars, units) = scanStart(
            lower: start, upper: end, target: target, table: blockScalars, lowerCounts: base)
        // A block can start inside a scalar, which is counted already; a stray continuation
        // byte is no scalar.
        while offset < end, Self.isContinuation(bytes[offset]) { offset += 1 }
        let scanFrom = offset
        while offset < end, scalars < target {
            units += bytes[offset] >= 0xF0 ? 2 : 1
            scalars += 1
            offset += 1
            while offset < end, Self.isContinuation(bytes[offset]) { offset += 1 }
        }
        LSPWork.count(offset - scanFrom)
        return LSPPosition(line: index, character: units - base.units)
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
        let start = starts[position.line]
        let end = lineEnd(position.line)
        let base = counts(before: start)
        let target = base.units + position.character
        var (offset, _, units) = scanStart(
            lower: start, upper: end, target: target, table: blockUnits, lowerCounts: base)
        while offset < end, Self.isContinuation(bytes[offset]) { offset += 1 }
        let scanFrom = offset
        while offset < end {
            let width = bytes[offset] >= 0xF0 ? 2 : 1
            if units + width > target { break }
            units += width
            offset += 1
            while offset < end, Self.isContinuation(bytes[offset]) { offset += 1 }
        }
        LSPWork.count(offset - scanFrom)
        return offset
    }

    /// The LSP position of a byte offset.
    public func position(atOffset offset: Int) -> LSPPosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: offset)
        return LSPPosition(line: line, character: counts(before: offset).units - counts(before: starts[line]).units)
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

/// Counts the bytes the server scans to answer position questions (`TextLines`) and the steps
/// it takes through alias chains, while a test has bound a counter: the hostile tests bound the
/// work per diagnostic and per completion item, which catches a return to quadratic time without
/// timing anything. Unbound (always, outside those tests), counting is a task-local read.
final class LSPWork: @unchecked Sendable {
    var lineBytes = 0
    var chainSteps = 0
    var lineTables = 0

    @TaskLocal static var current: LSPWork?

    static func count(_ bytes: Int) {
        current?.lineBytes += bytes
    }

    static func tableBuilt() { current?.lineTables += 1 }

    static func step() { current?.chainSteps += 1 }
}
