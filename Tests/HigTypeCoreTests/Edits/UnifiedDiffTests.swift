import HigTypeTestSupport
import Testing

@testable import HigTypeCore

/// The unified diff `--fix --dry-run` prints: the format of `diff -u` with the path on both sides,
/// written from the edits that made the new file.
@Suite struct UnifiedDiffTests {
    /// The diff of `old` and the file `edits` (byte ranges of `old`, in order) make of it.
    static func diff(_ old: String, _ edits: [(Range<Int>, String)], path: String = "a.json") -> String {
        let old = Array(old.utf8)
        var new: [UInt8] = []
        var changes: [UnifiedDiff.Change] = []
        var cursor = 0
        for (range, text) in edits {
            new += old[cursor..<range.lowerBound]
            let start = new.count
            new += Array(text.utf8)
            changes.append(.init(old: range, new: start..<new.count))
            cursor = range.upperBound
        }
        new += old[cursor...]
        return String(decoding: UnifiedDiff.render(path: path, old: old, new: new, changes: changes), as: UTF8.self)
    }

    /// The diff of `lines` with the lines at the keys (0-based) replaced by the values.
    static func diff(_ lines: [String], replacing: [Int: String]) -> String {
        var offsets = [0]
        for line in lines { offsets.append(offsets.last! + line.utf8.count) }
        return diff(
            lines.joined(),
            replacing.sorted { $0.key < $1.key }.map { (offsets[$0.key]..<offsets[$0.key + 1], $0.value) })
    }

    static let lines = (1...20).map { "line \($0)\n" }

    @Test func equalFilesHaveNoDiff() {
        #expect(Self.diff("a\nb\n", []) == "")
        #expect(Self.diff("a\nb\n", [(2..<3, "b")]) == "")
    }

    @Test func oneChangedLineHasThreeLinesOfContext() {
        #expect(
            Self.diff(Self.lines, replacing: [9: "LINE 10\n"]) == """
                --- a.json
                +++ a.json
                @@ -7,7 +7,7 @@
                 line 7
                 line 8
                 line 9
                -line 10
                +LINE 10
                 line 11
                 line 12
                 line 13

                """)
    }

    @Test func distantChangesAreSeparateHunksAndNearOnesShareOne() {
        #expect(
            Self.diff(Self.lines, replacing: [1: "LINE 2\n", 4: "LINE 5\n", 17: "LINE 18\n"]) == """
                --- a.json
                +++ a.json
                @@ -1,8 +1,8 @@
                 line 1
                -line 2
                +LINE 2
                 line 3
                 line 4
                -line 5
                +LINE 5
                 line 6
                 line 7
                 line 8
                @@ -15,6 +15,6 @@
                 line 15
                 line 16
                 line 17
                -line 18
                +LINE 18
                 line 19
                 line 20

                """)
    }

    @Test func addedAndRemovedLinesCountOnTheirSide() {
        #expect(
            Self.diff("a\nb\nc\n", [(2..<4, "b1\nb2\n")]) == """
                --- a.json
                +++ a.json
                @@ -1,3 +1,4 @@
                 a
                -b
                +b1
                +b2
                 c

                """)
        #expect(
            Self.diff("a\n", [(0..<2, "")]) == """
                --- a.json
                +++ a.json
                @@ -1 +0,0 @@
                -a

                """)
    }

    @Test func aLastLineWithoutNewlineIsMarked() {
        #expect(
            Self.diff("{\"a\": 1}", [(6..<7, "2")]) == """
                --- a.json
                +++ a.json
                @@ -1 +1 @@
                -{"a": 1}
                \\ No newline at end of file
                +{"a": 2}
                \\ No newline at end of file

                """)
    }

    @Test func aLongFileWithFewChangesIsQuick() {
        let old = (1...200_000).map { "l\($0)\n" }
        let text = Self.diff(old, replacing: [100_000: "changed\n"])
        #expect(text.contains("@@ -99998,7 +99998,7 @@\n"))
        #expect(text.split(separator: "\n").count == 3 + 8)
    }
}

/// The diff written from edits (issue 36): linear in the file however many edits, a valid patch for
/// any edits, and a file name that cannot add header lines of its own.
@Suite struct UnifiedDiffFromEditsTests {
    @Test func namesThatWouldBreakTheHeaderAreQuotedAsGitQuotesThem() {
        #expect(UnifiedDiff.quotedPath("tokens/app.tokens.json") == "tokens/app.tokens.json")
        #expect(UnifiedDiff.quotedPath("Schriftgröße.swift") == "Schriftgröße.swift")
        #expect(UnifiedDiff.quotedPath("a\n+++ victim.swift") == #""a\n+++ victim.swift""#)
        #expect(UnifiedDiff.quotedPath("a\tb\r\u{1B}]52;c;x\u{07}\u{7F}") == #""a\tb\r\033]52;c;x\a\177""#)
        #expect(UnifiedDiff.quotedPath(#"q"u\o"#) == #""q\"u\\o""#)
        #expect(UnifiedDiff.quotedPath("ä\n") == "\"ä\\n\"")
        let diff = UnifiedDiffTests.diff("a\n", [(0..<1, "b")], path: "x.swift\n+++ victim.swift")
        #expect(
            diff.hasPrefix(#"--- "x.swift\n+++ victim.swift""# + "\n" + #"+++ "x.swift\n+++ victim.swift""# + "\n@@"))
    }

    /// Edits on a line and the lines around it: an insertion at a line's start without a newline
    /// joins that line; two edits on one line are one change; whole lines an edit kept are context.
    @Test func editsBecomeWholeLines() {
        #expect(
            UnifiedDiffTests.diff("a\nb\nc\n", [(2..<2, "x")]) == """
                --- a.json
                +++ a.json
                @@ -1,3 +1,3 @@
                 a
                -b
                +xb
                 c

                """)
        #expect(
            UnifiedDiffTests.diff("a\nb\nc\n", [(2..<2, "x\n")]) == """
                --- a.json
                +++ a.json
                @@ -1,3 +1,4 @@
                 a
                +x
                 b
                 c

                """)
        #expect(
            UnifiedDiffTests.diff("abc\nd\n", [(0..<1, "A"), (2..<3, "C")]) == """
                --- a.json
                +++ a.json
                @@ -1,2 +1,2 @@
                -abc
                +AbC
                 d

                """)
        // The edit spans three lines but changes only the middle one.
        #expect(
            UnifiedDiffTests.diff("a\nb\nc\n", [(0..<6, "a\nB\nc\n")]) == """
                --- a.json
                +++ a.json
                @@ -1,3 +1,3 @@
                 a
                -b
                +B
                 c

                """)
        // Removing a last newline, and adding one.
        #expect(
            UnifiedDiffTests.diff("a\nb\n", [(3..<4, "")]) == """
                --- a.json
                +++ a.json
                @@ -1,2 +1,2 @@
                 a
                -b
                +b
                \\ No newline at end of file

                """)
        #expect(UnifiedDiffTests.diff("", [(0..<0, "a\n")]) == "--- a.json\n+++ a.json\n@@ -0,0 +1 @@\n+a\n")
    }

    /// Random files and edits, in one pass or two composed: the diff, applied as patch applies it,
    /// gives the new file, and each context and removed line is the old file's.
    @Test func anyEditsGiveAPatchThatMakesTheNewFile() throws {
        var random = SeededRandom(seed: 36)
        let pieces = ["a", "b", "\n", "\n", "xy", "\r\n", "é"]
        for round in 0..<400 {
            let old = Array((0..<random.next(60)).map { _ in random.pick(pieces) }.joined().utf8)
            var (mid, changes) = Self.edit(old, &random)
            if round % 2 == 1 {
                let second = Self.edit(mid, &random)
                mid = second.0
                changes = UnifiedDiff.compose(changes, second.1)
            }
            // Between the composed changes, the files agree.
            var cursor = (old: 0, new: 0)
            for change in changes {
                #expect(change.old.lowerBound - cursor.old == change.new.lowerBound - cursor.new)
                #expect(old[cursor.old..<change.old.lowerBound].elementsEqual(mid[cursor.new..<change.new.lowerBound]))
                cursor = (change.old.upperBound, change.new.upperBound)
            }
            #expect(old[cursor.old...].elementsEqual(mid[cursor.new...]), "round \(round)")
            let diff = UnifiedDiff.render(path: "f", old: old, new: mid, changes: changes)
            #expect(diff.isEmpty == (old == mid), "round \(round)")
            guard !diff.isEmpty else { continue }
            #expect(
                try Self.apply(diff, to: old, "\(changes) of \(old) to \(mid)") == mid,
                "round \(round): \(changes) of \(old) to \(mid): \(String(decoding: diff, as: UTF8.self))")
        }
    }

    /// Random edits of `bytes`, in order, without overlaps (two insertions never at one point,
    /// as `FixApplication` takes them): the new bytes and the changes.
    static func edit(_ bytes: [UInt8], _ random: inout SeededRandom) -> ([UInt8], [UnifiedDiff.Change]) {
        var new: [UInt8] = []
        var changes: [UnifiedDiff.Change] = []
        var cursor = 0
        while random.next(3) > 0 {
            let start = cursor + random.next(bytes.count - cursor + 1)
            let end = start + random.next(min(4, bytes.count - start) + 1)
            if start == end, let last = changes.last, last.old.isEmpty, last.old.lowerBound == start { break }
            new += bytes[cursor..<start]
            let text = Array((0..<random.next(4)).map { _ in random.pick(["q", "\n", "a"]) }.joined().utf8)
            new += text
            changes.append(.init(old: start..<end, new: (new.count - text.count)..<new.count))
            cursor = end
        }
        new += bytes[cursor...]
        return (new, changes)
    }

    /// Applies a one-file unified diff as patch does, requiring every context and removed line
    /// and every hunk's counts to be right.
    static func apply(_ diff: [UInt8], to original: [UInt8], _ comment: Comment? = nil) throws -> [UInt8] {
        func lines(_ bytes: [UInt8]) -> [[UInt8]] {
            var result: [[UInt8]] = []
            var start = 0
            for (i, byte) in bytes.enumerated() where byte == 0x0A {
                result.append(Array(bytes[start...i]))
                start = i + 1
            }
            if start < bytes.count { result.append(Array(bytes[start...])) }
            return result
        }
        let old = lines(original)
        let patch = lines(diff)
        var out: [[UInt8]] = []
        var cursor = 0
        var i = 2
        while i < patch.count {
            let header = String(decoding: patch[i], as: UTF8.self)
            // "@@ -start[,length] +start[,length] @@"
            let sides = header.split(separator: " ").dropFirst().prefix(2).map { side in
                let numbers = side.dropFirst().split(separator: ",").map { Int($0)! }
                return (numbers[0], numbers.count > 1 ? numbers[1] : 1)
            }
            let (aStart, aLength) = sides[0]
            let bLength = sides[1].1
            let first = aLength == 0 ? aStart : aStart - 1
            try #require(first >= cursor)
            out += old[cursor..<first]
            cursor = first
            i += 1
            var (seenA, seenB) = (0, 0)
            while i < patch.count, patch[i].first != UInt8(ascii: "@") {
                var body = Array(patch[i].dropFirst())
                let kind = patch[i].first
                i += 1
                if i < patch.count, patch[i].first == UInt8(ascii: "\\") {
                    body.removeLast()
                    i += 1
                }
                switch kind {
                case UInt8(ascii: " "):
                    try #require(cursor < old.count && old[cursor] == body)
                    out.append(body)
                    cursor += 1
                    seenA += 1
                    seenB += 1
                case UInt8(ascii: "-"):
                    try #require(cursor < old.count && old[cursor] == body)
                    cursor += 1
                    seenA += 1
                default:
                    out.append(body)
                    seenB += 1
                }
            }
            #expect(
                seenA == aLength && seenB == bLength,
                "\(header) in\n\(String(decoding: diff, as: UTF8.self)) \(comment ?? "")")
        }
        out += old[cursor...]
        return out.flatMap { $0 }
    }

    /// A 1 MB file of one line with an edit every 20 bytes, and a file of many short lines each
    /// edited: the diff's time grows linearly (a search for the shortest script, bounded at 2,000
    /// differing lines, took time and memory of 2,000 × the file).
    @Test func theDiffIsLinearInTheFileAndItsEdits() {
        func run(_ n: Int, lineLength: Int) {
            let old = [UInt8](repeating: UInt8(ascii: "a"), count: n).enumerated().map {
                $0.offset % lineLength == lineLength - 1 ? 0x0A : $0.element
            }
            var new: [UInt8] = []
            new.reserveCapacity(n)
            var changes: [UnifiedDiff.Change] = []
            var cursor = 0
            for start in stride(from: 5, to: n, by: 20) {
                new += old[cursor..<start]
                new.append(UInt8(ascii: "b"))
                changes.append(.init(old: start..<(start + 1), new: (new.count - 1)..<new.count))
                cursor = start + 1
            }
            new += old[cursor...]
            let diff = UnifiedDiff.render(path: "f", old: old, new: new, changes: changes)
            #expect(diff.count > n)
        }
        let oneLine = Growth.ratio(n: 100_000) { run($0, lineLength: Int.max) }
        #expect(oneLine < Growth.linearBound, "one line: 10 × the bytes took \(oneLine) × the time")
        let manyLines = Growth.ratio(n: 100_000) { run($0, lineLength: 40) }
        #expect(manyLines < Growth.linearBound, "lines of 40 bytes: 10 × the bytes took \(manyLines) × the time")
    }

    @Test func composingIsLinearInTheChanges() {
        let ratio = Growth.ratio(n: 20_000) { n in
            let first = (0..<n).map {
                UnifiedDiff.Change(old: (10 * $0)..<(10 * $0 + 2), new: (11 * $0)..<(11 * $0 + 3))
            }
            // Each deletes a byte of B: C's offsets are B's less one for each before.
            let second = (0..<n).map {
                UnifiedDiff.Change(old: (11 * $0 + 5)..<(11 * $0 + 6), new: (10 * $0 + 5)..<(10 * $0 + 5))
            }
            let composed = UnifiedDiff.compose(first, second)
            #expect(composed.count == 2 * n)
            #expect(composed.last == .init(old: (10 * n - 6)..<(10 * n - 5), new: (10 * n - 5)..<(10 * n - 5)))
        }
        #expect(ratio < Growth.linearBound, "10 × the changes took \(ratio) × the time")
    }
}
