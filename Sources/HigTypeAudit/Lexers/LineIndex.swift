/// Byte offsets to 1-based lines and columns, columns counted in Unicode scalars as
/// `SourceLocation` counts them. Built once per file: the start of every line, and the number of
/// scalars before every block of `blockSize` bytes, so a column costs at most one block's scan
/// however long its line is (a minified file is one line: counting from the line's start for each
/// of its findings made the audit quadratic in the line's length).
struct LineIndex {
    static let blockSize = 1024

    private let bytes: [UInt8]
    private var starts: [Int] = [0]
    /// Scalars (bytes that do not continue a UTF-8 sequence) in `bytes[0..<k * blockSize]`.
    private var scalarsBeforeBlock: [Int] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        scalarsBeforeBlock.reserveCapacity(bytes.count / Self.blockSize + 1)
        var scalars = 0
        for (k, b) in bytes.enumerated() {
            if k % Self.blockSize == 0 { scalarsBeforeBlock.append(scalars) }
            if b == 0x0A { starts.append(k + 1) }
            if b & 0xC0 != 0x80 { scalars += 1 }
        }
        if bytes.count % Self.blockSize == 0 { scalarsBeforeBlock.append(scalars) }
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
        let end = min(max(offset, 0), bytes.count)
        return (line, scalars(before: end) - scalars(before: min(starts[line - 1], end)) + 1)
    }

    /// Scalars in `bytes[0..<offset]`: the block's count, then at most one block's bytes.
    private func scalars(before offset: Int) -> Int {
        let block = offset / Self.blockSize
        var count = scalarsBeforeBlock[block]
        var k = block * Self.blockSize
        while k < offset {
            if bytes[k] & 0xC0 != 0x80 { count += 1 }
            k += 1
        }
        return count
    }
}
