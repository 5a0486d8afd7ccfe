import Testing

@testable import HigTypeCore

/// The unified diff `--fix --dry-run` prints: the format of `diff -u` with the path on both sides.
@Suite struct UnifiedDiffTests {
    static func diff(_ old: String, _ new: String) -> String {
        String(decoding: UnifiedDiff.render(path: "a.json", old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self)
    }

    static let lines = (1...20).map { "line \($0)\n" }

    @Test func equalFilesHaveNoDiff() {
        #expect(Self.diff("a\nb\n", "a\nb\n") == "")
    }

    @Test func oneChangedLineHasThreeLinesOfContext() {
        var new = Self.lines
        new[9] = "LINE 10\n"
        #expect(
            Self.diff(Self.lines.joined(), new.joined()) == """
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
        var new = Self.lines
        new[1] = "LINE 2\n"
        new[4] = "LINE 5\n"
        new[17] = "LINE 18\n"
        #expect(
            Self.diff(Self.lines.joined(), new.joined()) == """
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
        let old = "a\nb\nc\n"
        let new = "a\nb1\nb2\nc\n"
        #expect(
            Self.diff(old, new) == """
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
            Self.diff("a\n", "") == """
                --- a.json
                +++ a.json
                @@ -1 +0,0 @@
                -a

                """)
    }

    @Test func aLastLineWithoutNewlineIsMarked() {
        #expect(
            Self.diff("{\"a\": 1}", "{\"a\": 2}") == """
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
        var new = old
        new[100_000] = "changed\n"
        let text = Self.diff(old.joined(), new.joined())
        #expect(text.contains("@@ -99998,7 +99998,7 @@\n"))
        #expect(text.split(separator: "\n").count == 3 + 8)
    }
}
