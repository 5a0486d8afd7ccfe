import Foundation
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

    @Test func missingOutputsFailAndNothingIsCreated() throws {
        let ws = try Workspace()
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--check", "--depfile", "out/typography.d")
        #expect(result.status == 1)
        for output in Workspace.outputs {
            #expect(result.stderr.contains(
                "higtype: error: '\(output)' is missing; run 'higtype build tokens/example.tokens.json --depfile out/typography.d --out out' to generate it [missing-output]\n"))
        }
        #expect(result.stderr.hasSuffix("higtype: checked 3 outputs: 3 missing or stale\n"))
        #expect(ws.folder.listing() == ["tokens", "tokens/example.tokens.json"])
    }
}
