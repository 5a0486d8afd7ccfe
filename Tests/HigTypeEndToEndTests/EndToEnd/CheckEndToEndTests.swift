import Foundation
import HigTypeTestSupport
import Testing

/// `higtype build --check`: reports missing or stale outputs by exit status and never writes.
@Suite struct CheckEndToEndTests {
    @Test func freshOutputsPass() throws {
        let ws = try Workspace()
        try ws.build()
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--check")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "higtype: checked 3 outputs: all up to date\n")
    }

    @Test func staleOutputFailsAndIsLeftAsItIs() throws {
        let ws = try Workspace()
        try ws.build()
        let stale = "out/typography.json"
        ws.folder.write(stale, (ws.folder.read(stale) ?? "") + "\n")
        ws.age(Workspace.outputs)
        let before = ws.contents(Workspace.outputs)
        let mtimes = ws.mtimes(Workspace.outputs)

        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--check")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                higtype: error: 'out/typography.json' is out of date; run 'higtype build tokens/example.tokens.json --out out' to regenerate it [stale-output]
                higtype: checked 3 outputs: 1 missing or stale

                """)
        #expect(ws.contents(Workspace.outputs) == before)
        #expect(ws.mtimes(Workspace.outputs) == mtimes)
    }

    /// docs/integration.md's CI section shows `--check` output; it is what higtype prints.
    @Test func theIntegrationGuideShowsTheRealCheckOutput() throws {
        let guide = try String(contentsOfFile: PackageRoot.file("docs/integration.md"), encoding: .utf8)
        let shown = guide.split(separator: "\n").filter {
            $0.hasPrefix("    higtype: error: 'Generated/") || $0.hasPrefix("    higtype: checked 3 outputs: 2")
        }.map { $0.dropFirst(4) + "\n" }.joined()
        #expect(shown.split(separator: "\n").count == 3)
        let ws = try Workspace()
        ws.folder.write("tokens/app.tokens.json", ws.manifestText)
        #expect(try ws.higtype("build", "tokens/app.tokens.json", "--out", "Generated", "--quiet").status == 0)
        ws.folder.write("Generated/typography.css", "/* edited */\n")
        try FileManager.default.removeItem(atPath: ws.folder.file("Generated/typography.json"))
        let result = try ws.higtype("build", "tokens/app.tokens.json", "--out", "Generated", "--check")
        #expect(result.status == 1)
        #expect(result.stderr == shown)
    }

    @Test func missingOutputsFailAndNothingIsCreated() throws {
        let ws = try Workspace()
        let result = try ws.higtype(
            "build", Workspace.manifest, "--out", "out", "--check", "--depfile", "out/typography.d")
        #expect(result.status == 1)
        for output in Workspace.outputs {
            #expect(
                result.stderr.contains(
                    "higtype: error: '\(output)' is missing; run 'higtype build tokens/example.tokens.json --depfile out/typography.d --out out' to generate it [missing-output]\n"
                ))
        }
        #expect(result.stderr.hasSuffix("higtype: checked 3 outputs: 3 missing or stale\n"))
        #expect(ws.folder.listing() == ["tokens", "tokens/example.tokens.json"])
    }
}
