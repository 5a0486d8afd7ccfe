import HigTypeTestSupport
import Testing

@testable import HigTypeLSP

/// higtype counts columns in Unicode scalars; LSP counts characters in UTF-16 code units.
@Suite struct PositionTests {
    // Line 2 holds an emoji (one scalar, two UTF-16 units) and é (one scalar, one unit, two bytes).
    let lines = TextLines(Array("{\r\n  \"😀é\": x\n\rlast".utf8))

    @Test func columnsAfterAnEmojiCountTwoUnitsForIt() {
        #expect(lines.position(line: 2, column: 3) == LSPPosition(line: 1, character: 2))
        #expect(lines.position(line: 2, column: 4) == LSPPosition(line: 1, character: 3))
        #expect(lines.position(line: 2, column: 5) == LSPPosition(line: 1, character: 5))
        #expect(lines.position(line: 2, column: 9) == LSPPosition(line: 1, character: 9))
        // Past the line's end is its end; CRLF, LF and a lone CR each end a line.
        #expect(lines.position(line: 1, column: 40) == LSPPosition(line: 0, character: 1))
        #expect(lines.position(line: 3, column: 1) == LSPPosition(line: 2, character: 0))
        #expect(lines.position(line: 4, column: 3) == LSPPosition(line: 3, character: 2))
        #expect(lines.lineCount == 4)
    }

    @Test func offsetsRoundTrip() {
        // "  \"" is 3 bytes after the line start at 3; the emoji is 4 bytes, é 2.
        #expect(lines.offset(of: LSPPosition(line: 1, character: 3)) == 6)
        #expect(lines.offset(of: LSPPosition(line: 1, character: 5)) == 10)
        // Inside the surrogate pair: the emoji's start.
        #expect(lines.offset(of: LSPPosition(line: 1, character: 4)) == 6)
        #expect(lines.offset(of: LSPPosition(line: 1, character: 99)) == 16)
        #expect(lines.position(atOffset: 12) == LSPPosition(line: 1, character: 6))
        #expect(lines.position(atOffset: 10) == LSPPosition(line: 1, character: 5))
        #expect(lines.lineBounds(containing: 8) == 3..<16)
    }
}

/// `TextLines` answers from block counts (issue 36): the same answers as a scan of the line, on
/// texts with long lines, multi-byte scalars, emoji across block edges and every line break.
@Suite struct PositionBlockTests {
    /// The answers of a plain scan from the line's start, as the table gave them before.
    struct Scan {
        let bytes: [UInt8]
        var starts: [Int] {
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
            return starts
        }
        func end(_ line: Int, _ starts: [Int]) -> Int {
            guard line + 1 < starts.count else { return bytes.count }
            var end = starts[line + 1]
            if end > 0, bytes[end - 1] == 10 { end -= 1 }
            if end > starts[line], bytes[end - 1] == 13 { end -= 1 }
            return end
        }
        func position(line: Int, column: Int) -> LSPPosition {
            let starts = starts
            let index = min(max(line - 1, 0), starts.count - 1)
            var offset = starts[index]
            let end = end(index, starts)
            var scalars = 0
            var units = 0
            while offset < end, scalars < column - 1 {
                units += bytes[offset] >= 0xF0 ? 2 : 1
                scalars += 1
                offset += 1
                while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            }
            return LSPPosition(line: index, character: units)
        }
        func offset(of position: LSPPosition) -> Int {
            let starts = starts
            guard position.line < starts.count else { return bytes.count }
            var offset = starts[position.line]
            let end = end(position.line, starts)
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
        func position(atOffset offset: Int) -> LSPPosition {
            let starts = starts
            let line = (starts.lastIndex { $0 <= offset }) ?? 0
            var i = starts[line]
            var units = 0
            while i < offset {
                units += bytes[i] >= 0xF0 ? 2 : 1
                i += 1
                while i < offset, bytes[i] & 0xC0 == 0x80 { i += 1 }
            }
            return LSPPosition(line: line, character: units)
        }
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func blockCountsAnswerAsAScanDoes(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let pieces = ["a", "é", "😀", "中", "\n", "\r\n", "\r", " ", "\"", "{", String(repeating: "x", count: 63)]
        var text = ""
        for _ in 0..<(random.next(300) + 1) { text += random.pick(pieces) }
        let bytes = Array(text.utf8)
        let lines = TextLines(bytes)
        let scan = Scan(bytes: bytes)
        let lineCount = scan.starts.count
        #expect(lines.lineCount == lineCount)
        for line in 1...lineCount + 1 {
            for column in [0, 1, 2, 3, 30, 63, 64, 65, 66, 100, 130, 200, 1000] {
                #expect(lines.position(line: line, column: column) == scan.position(line: line, column: column))
            }
        }
        for line in 0...lineCount {
            for character in [0, 1, 2, 31, 62, 63, 64, 65, 66, 127, 128, 129, 500] {
                let position = LSPPosition(line: line, character: character)
                #expect(lines.offset(of: position) == scan.offset(of: position))
            }
        }
        for offset in 0...bytes.count {
            #expect(lines.position(atOffset: offset) == scan.position(atOffset: offset))
        }
    }
}
