import Testing

@testable import HigTypeCore

/// `SourceLocation` keeps its file as a number (issue 27): it must still read, compare and
/// print as the path, line and column it was made with.
@Suite struct CompactLocationTests {
    @Test func aLocationReadsComparesAndPrintsAsItsPath() {
        // Named in this order, "zz" gets the smaller number: order must follow the names.
        var later = HigTypeCore.SourceLocation(file: "zz-compact.json", line: 3, column: 7, offset: 41)
        let earlier = HigTypeCore.SourceLocation(file: "aa-compact.json", line: 9, column: 1, offset: 80)
        #expect(later.file == "zz-compact.json")
        #expect((later.line, later.column, later.offset) == (3, 7, 41))
        #expect(later.description == "zz-compact.json:3:7")
        #expect(earlier < later)
        #expect(!(later < earlier))
        later.file = "aa-compact.json"
        #expect(later < earlier)
        #expect(later == HigTypeCore.SourceLocation(file: "aa-compact.json", line: 3, column: 7, offset: 41))
        #expect(later != HigTypeCore.SourceLocation(file: "aa-compact.json", line: 3, column: 7, offset: 42))
        later.column += 2
        #expect(later.description == "aa-compact.json:3:9")
        #expect(MemoryLayout<HigTypeCore.SourceLocation>.size == 16)
    }
}
