import HigTypeTestSupport
import Testing

@testable import HigTypeCore

/// Fix-its applied to one file's bytes: in order of position whatever order they come in, an
/// overlapping one skipped (and which one it lost to), the same edit twice taken once.
@Suite struct FixApplicationTests {
    static let file = "f.json"

    /// A fix-it replacing `offsets` of `text` (one line, so columns are offsets + 1).
    static func fix(_ offsets: Range<Int>, _ replacement: String) -> Diagnostic.FixIt {
        func at(_ offset: Int) -> HigTypeCore.SourceLocation {
            HigTypeCore.SourceLocation(file: file, line: 1, column: offset + 1, offset: offset)
        }
        return .replace(
            SourceRange(start: at(offsets.lowerBound), end: at(offsets.upperBound)), with: replacement, .safe)
    }

    static func apply(_ fixes: [Diagnostic.FixIt], to text: String) -> (String, FixApplication) {
        let result = FixApplication.apply(fixes, to: Array(text.utf8))
        return (String(decoding: result.bytes, as: UTF8.self), result)
    }

    @Test func editsApplyByPositionWhateverTheirOrder() {
        let text = #"{"a": "x", "b": "y"}"#
        let fixes = [Self.fix(16..<19, #""Y""#), Self.fix(6..<9, #""XX""#)]
        let (forward, _) = Self.apply(fixes, to: text)
        let (backward, result) = Self.apply(fixes.reversed(), to: text)
        #expect(forward == #"{"a": "XX", "b": "Y"}"#)
        #expect(backward == forward)
        #expect(result.applied.map(\.replacement) == [#""XX""#, #""Y""#])
        #expect(result.skipped.isEmpty)
    }

    @Test func anOverlappingEditIsSkippedAndSaysWhichItLostTo() {
        let text = "0123456789"
        let first = Self.fix(2..<6, "A")
        let overlapping = Self.fix(4..<8, "B")
        let inside = Self.fix(3..<4, "C")
        for order in [[first, overlapping, inside], [inside, overlapping, first], [overlapping, inside, first]] {
            let (out, result) = Self.apply(order, to: text)
            #expect(out == "01A6789", "the earliest start wins, in any order given")
            #expect(result.applied == [first])
            #expect(
                Set(result.skipped) == [.init(fix: overlapping, conflict: first), .init(fix: inside, conflict: first)])
        }
    }

    @Test func sameStartGoesToTheShorterRangeThenTheOrderGiven() {
        let a = Self.fix(2..<4, "A")
        let b = Self.fix(2..<6, "B")
        let (out, result) = Self.apply([b, a], to: "0123456789")
        #expect(out == "01A456789")
        #expect(result.skipped == [.init(fix: b, conflict: a)])
        // Two different insertions at one point: their order is undecided, so the second waits.
        let x = Self.fix(5..<5, "X")
        let y = Self.fix(5..<5, "Y")
        let (inserted, twice) = Self.apply([x, y], to: "0123456789")
        #expect(inserted == "01234X56789")
        #expect(twice.skipped == [.init(fix: y, conflict: x)])
    }

    @Test func touchingEditsBothApply() {
        let (out, result) = Self.apply(
            [Self.fix(2..<4, "A"), Self.fix(4..<4, "+"), Self.fix(4..<6, "B"), Self.fix(0..<0, "<")], to: "0123456789")
        #expect(out == "<01A+B6789")
        #expect(result.skipped.isEmpty)
    }

    @Test func theSameEditTwiceCountsOnceAndAnEditThatChangesNothingIsNotCounted() {
        let (out, result) = Self.apply(
            [Self.fix(1..<3, "ab"), Self.fix(1..<3, "ab"), Self.fix(5..<7, "56")], to: "0123456789")
        #expect(out == "0ab3456789")
        #expect(result.applied.count == 1)
        #expect(result.skipped.isEmpty)
        let (same, nothing) = Self.apply([Self.fix(5..<7, "56")], to: "0123456789")
        #expect(same == "0123456789")
        #expect(!nothing.changed)
    }

    @Test func anEditOutsideTheFileIsSkipped() {
        let outside = Self.fix(8..<12, "x")
        let (out, result) = Self.apply([outside], to: "0123456789")
        #expect(out == "0123456789")
        #expect(result.skipped == [.init(fix: outside, conflict: outside)])
    }

    @Test func bytesOutsideTheEditsAreKeptExactly() {
        // Tabs, CRLF, a byte that is not UTF-8 and no final newline: all kept.
        let original: [UInt8] = Array("{\t\"w\":\r\n \"semibold\"".utf8) + [0xFF] + Array("}".utf8)
        let fix = Self.fix(9..<19, "\"semi-bold\"")
        let result = FixApplication.apply([fix], to: original)
        #expect(result.bytes == Array("{\t\"w\":\r\n \"semi-bold\"".utf8) + [0xFF] + Array("}".utf8))
    }

    /// n fix-its, each given twice and in reverse order, applied in n log n (issue 36): a search of
    /// every fix-it taken for one identical to each made `--fix` quadratic in a file's fix-its.
    /// The changes are the fix-its' ranges in the old bytes and in the new.
    @Test func manyFixItsApplyInNLogN() {
        let ratio = Growth.ratio(n: 4_000) { n in
            let text = [UInt8](repeating: UInt8(ascii: "a"), count: 4 * n)
            let fixes = (0..<n).map { Self.fix((4 * $0)..<(4 * $0 + 2), "bbb") }
            let result = FixApplication.apply((fixes + fixes).reversed(), to: text)
            #expect(result.applied.count == n && result.skipped.isEmpty)
            #expect(result.changes.count == n)
            #expect(result.changes.last == .init(old: (4 * n - 4)..<(4 * n - 2), new: (5 * n - 5)..<(5 * n - 2)))
        }
        #expect(ratio < Growth.linearBound, "10 × the fix-its took \(ratio) × the time")
    }
}
