/// Byte offsets to 1-based lines and columns, columns counted in Unicode scalars as
/// `SourceLocation` counts them. Built once per file: the start of every line.
struct LineIndex {
    private let bytes: [UInt8]
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (k, b) in bytes.enumerated() where b == 0x0A { starts.append(k + 1) }
    }

    var lineCount: Int { bytes.last == 0x0A ? starts.count - 1 : starts.count }

    /// The 1-based line holding `offset`.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    func position(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        var column = 1
        var k = starts[line - 1]
        while k < offset, k < bytes.count {
            if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        return (line, column)
    }
}
