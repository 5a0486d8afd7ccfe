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
