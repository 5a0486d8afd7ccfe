import Foundation
import HigTypeTestSupport
import Testing

/// `higtype build` as a process: what it writes, what it prints, and what it leaves alone.
@Suite struct BuildEndToEndTests {
    static var summary: Regex<(Substring, Substring, Substring)> {
        #/higtype: 15 tokens, 3 files \((\d) written, (\d) unchanged\) in \d+ ms\n/#
    }

    @Test func writesThreeFilesAndOneSummaryLine() throws {
        let ws = try Workspace()
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let match = try #require(try Self.summary.wholeMatch(in: result.stderr), "unexpected stderr: \(result.stderr)")
        #expect(match.1 == "3" && match.2 == "0")
        #expect(
            ws.folder.listing() == [
                "out", "out/Typography.swift", "out/typography.css", "out/typography.json", "tokens",
                "tokens/example.tokens.json",
            ])
        // The binary writes what the in-process golden test expects.
        for output in Workspace.outputs {
            let golden = FileManager.default.contents(atPath: GoldenTests.folder + "/" + output.dropFirst("out/".count))
            #expect(
                golden != nil && FileManager.default.contents(atPath: ws.folder.file(output)) == golden,
                "\(output) differs from its golden")
        }
    }

    @Test func quietPrintsNothing() throws {
        let ws = try Workspace()
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--quiet")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.isEmpty)
        #expect(ws.contents(Workspace.outputs).allSatisfy { $0 != nil })
    }

    @Test func unchangedOutputsKeepTheirModificationTimes() throws {
        let ws = try Workspace()
        try ws.build()
        ws.age(Workspace.outputs)
        let before = ws.mtimes(Workspace.outputs)
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out")
        #expect(result.status == 0)
        let match = try #require(try Self.summary.wholeMatch(in: result.stderr), "unexpected stderr: \(result.stderr)")
        #expect(match.1 == "0" && match.2 == "3")
        #expect(ws.mtimes(Workspace.outputs) == before)
        #expect(
            ws.folder.listing().filter { $0.hasPrefix("out/") } == [
                "out/Typography.swift", "out/typography.css", "out/typography.json",
            ])
    }

    /// A token's `$deprecated` appears in the JSON output but not in the CSS or Swift ones, so
    /// deprecating a token must rewrite exactly typography.json and leave the other two untouched.
    @Test func onlyOutputsWhoseBytesChangeAreRewritten() throws {
        let ws = try Workspace()
        try ws.build()
        ws.age(Workspace.outputs)
        let before = ws.mtimes(Workspace.outputs)
        let old = ws.contents(Workspace.outputs)
        try ws.editManifest(
            replacing: "\"Photo captions.\"", with: "\"Photo captions.\", \"$deprecated\": \"Use type.footnote.\"")

        let result = try ws.higtype("build", Workspace.manifest, "--out", "out")
        #expect(result.status == 0)
        let match = try #require(try Self.summary.wholeMatch(in: result.stderr), "unexpected stderr: \(result.stderr)")
        #expect(match.1 == "1" && match.2 == "2")
        let after = ws.mtimes(Workspace.outputs)
        let new = ws.contents(Workspace.outputs)
        // css and swift: untouched.
        for i in [0, 1] {
            #expect(after[i] == before[i], "\(Workspace.outputs[i]) was rewritten though its bytes did not change")
            #expect(new[i] == old[i])
        }
        // json: rewritten with the deprecation.
        #expect(Workspace.outputs[2].hasSuffix("typography.json"))
        #expect(after[2] != before[2], "typography.json was not rewritten")
        #expect(new[2]?.contains(#""deprecated": "Use type.footnote.""#) == true)
    }
}
