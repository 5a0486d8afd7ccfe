/// A point in a source file: 1-based line and column, plus the byte offset it came from.
///
/// Columns count Unicode scalars, not bytes, so a caret lines up under the
/// character a person sees in a UTF-8 editor.
///
/// It takes 16 bytes: the file is a number in `SourceFileNames` (a run reads a handful of files,
/// and every node of a parsed document, every token and every field of a resolved token carries
/// a location), and the line, column and offset are 32-bit. A `String` and three `Int`s took 40.
public struct SourceLocation: Hashable, Sendable, Comparable {
    private var fileNumber: UInt32
    private var line32: Int32
    private var column32: Int32
    private var offset32: Int32

    /// The file's path as the diagnostics name it.
    public var file: String {
        get { SourceFileNames.shared.name(fileNumber) }
        set { fileNumber = SourceFileNames.shared.number(newValue) }
    }
    public var line: Int {
        get { Int(line32) }
        set { line32 = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(column32) }
        set { column32 = Int32(clamping: newValue) }
    }
    /// Byte offset into the file, used to print the source line under a diagnostic.
    public var offset: Int {
        get { Int(offset32) }
        set { offset32 = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int, column: Int, offset: Int = 0) {
        self.init(fileNumber: SourceFileNames.shared.number(file), line: line, column: column, offset: offset)
    }

    /// A location in the file `SourceFileNames.number(_:)` gave `fileNumber`: what a reader that
    /// makes a location per value uses, so the name is looked up once per file.
    init(fileNumber: UInt32, line: Int, column: Int, offset: Int) {
        self.fileNumber = fileNumber
        line32 = Int32(clamping: line)
        column32 = Int32(clamping: column)
        offset32 = Int32(clamping: offset)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        guard a.fileNumber == b.fileNumber else { return a.file < b.file }
        return (a.line32, a.column32) < (b.line32, b.column32)
    }

    /// `path:line:column`, the form editors and Xcode parse.
    public var description: String { "\(file):\(line):\(column)" }
}

/// The file names locations refer to, each kept once per process and numbered in the order first
/// seen. Equal names get equal numbers, so two locations are equal exactly when their names,
/// lines, columns and offsets are. Names are never removed: a process reads few files.
final class SourceFileNames: @unchecked Sendable {
    static let shared = SourceFileNames()

    private let lock = ThreadLock()
    private var names: [String] = []
    private var numbers: [String: UInt32] = [:]

    /// The number of `name`, numbering it if it is new.
    func number(_ name: String) -> UInt32 {
        lock.withLock {
            if let number = numbers[name] { return number }
            let number = UInt32(names.count)
            names.append(name)
            numbers[name] = number
            return number
        }
    }

    func name(_ number: UInt32) -> String { lock.withLock { names[Int(number)] } }
}
