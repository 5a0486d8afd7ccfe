/// A span of one source file: from `start` up to, not including, `end`. Both ends carry line,
/// column and byte offset, so a tool can apply an edit by offsets and an editor place it by line
/// and column. An empty range (`start == end`) is a point, where an insertion goes.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    /// The first position after the range.
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// The empty range at `location`.
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }

    public var file: String { start.file }
    public var isEmpty: Bool { start.offset == end.offset }
    /// The byte offsets, `start.offset..<end.offset`.
    public var offsets: Range<Int> { start.offset..<end.offset }

    /// `path:line:column-line:column`, end exclusive.
    public var description: String { "\(start.description)-\(end.line):\(end.column)" }
}
