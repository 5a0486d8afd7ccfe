/// Turns byte offsets into line/column locations with a forward-moving cursor, so locating
/// every node of a document costs O(n) overall even when the whole file is one long line.
struct SourceLocator {
    private let bytes: [UInt8]
    private let fileNumber: UInt32
    private var offset = 0
    private var line = 1
    private var column = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        fileNumber = SourceFileNames.shared.number(file)
    }

    /// A locator that starts at `location`, a position already located in the same bytes, so
    /// finding a position after it costs only the bytes between them.
    init(bytes: [UInt8], file: String, from location: SourceLocation) {
        self.init(bytes: bytes, file: file)
        offset = min(max(location.offset, 0), bytes.count)
        line = location.line
        column = location.column
    }

    /// The location of the byte at `target` (or of the end of input when `target == bytes.count`).
    /// Moving backwards restarts from the top of the file; the parser only does that for errors.
    mutating func location(at target: Int) -> SourceLocation {
        let target = min(max(target, 0), bytes.count)
        if target < offset {
            offset = 0
            line = 1
            column = 1
        }
        while offset < target {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && !isLineFeed(at: offset + 1)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Every byte except a UTF-8 continuation byte starts a new Unicode scalar.
                column += 1
            }
            offset += 1
        }
        return SourceLocation(fileNumber: fileNumber, line: line, column: column, offset: target)
    }

    private func isLineFeed(at index: Int) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: "\n") }
}
