/// A point in a source file: 1-based line and column, plus the byte offset it came from.
///
/// Columns count Unicode scalars, not bytes, so a caret lines up under the
/// character a person sees in a UTF-8 editor.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int
    /// Byte offset into the file, used to print the source line under a diagnostic.
    public var offset: Int

    public init(file: String, line: Int, column: Int, offset: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    /// `path:line:column`, the form editors and Xcode parse.
    public var description: String { "\(file):\(line):\(column)" }
}
