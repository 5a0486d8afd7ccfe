import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI

/// "If any output cannot be written, none is replaced": after a failed or killed build, every
/// output is the old one, whatever stopped it and wherever it stopped.
@Suite struct AllOrNothingTests {
    /// Builds, then changes the manifest so every output's bytes change.
    private func workspaceWithOldOutputs() throws -> (Workspace, [String?]) {
        let ws = try Workspace()
        try ws.build()
        let old = ws.contents(Workspace.outputs)
        try ws.editManifest(replacing: "\"fontWeight\": \"semi-bold\"", with: "\"fontWeight\": \"bold\"")
        return (ws, old)
    }

    @Test func aFolderInTheWayReplacesNothing() throws {
        let (ws, old) = try workspaceWithOldOutputs()
        let blocked = Workspace.outputs[2]
        try FileManager.default.removeItem(atPath: ws.folder.file(blocked))
        try FileManager.default.createDirectory(atPath: ws.folder.file(blocked), withIntermediateDirectories: true)
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("cannot write 'out/typography.json': a folder is in the way; nothing was written"))
        #expect(ws.contents(Array(Workspace.outputs.prefix(2))) == Array(old.prefix(2)), "an output was replaced")
        #expect(ws.folder.listing().filter { $0.contains(".higtype-") }.isEmpty, "temporary files were left")
    }

    /// Root writes anywhere, so as root (CI) the build runs as nobody (`Unprivileged`).
    @Test(.enabled(if: Unprivileged.input.shouldRun, Unprivileged.input.skipComment))
    func aReadOnlyFolderReplacesNothing() throws {
        let (ws, old) = try workspaceWithOldOutputs()
        Unprivileged.hand(ws.folder.path)
        chmod(ws.folder.file("out"), 0o555)
        defer { chmod(ws.folder.file("out"), 0o755) }
        let result = try ws.higtypeUnprivileged("build", Workspace.manifest, "--out", "out", "--quiet")
        #expect(result.status == 1)
        #expect(result.stderr.contains("out"), "\(result.stderr)")
        #expect(result.stderr.contains("[write-failed]"), "\(result.stderr)")
        #expect(ws.contents(Workspace.outputs) == old)
        #expect(ws.folder.listing().filter { $0.contains(".higtype-") }.isEmpty, "temporary files were left")
    }

    /// A read-only output file (mode 0444) that would change is not replaced behind the user's
    /// back (issue 36; before, the folder decided, as for `mv`): the build fails and every output,
    /// the writable ones too, stays as it was. Made writable, it is replaced with the others.
    @Test func aReadOnlyTargetStopsTheBuildUntilItIsWritable() throws {
        let (ws, old) = try workspaceWithOldOutputs()
        chmod(ws.folder.file(Workspace.outputs[0]), 0o444)
        let refused = try ws.higtype("build", Workspace.manifest, "--out", "out", "--quiet")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("cannot write '\(Workspace.outputs[0])': it is read-only (mode 444)"))
        #expect(ws.contents(Workspace.outputs) == old)
        chmod(ws.folder.file(Workspace.outputs[0]), 0o644)
        try ws.build()
        let new = ws.contents(Workspace.outputs)
        for i in Workspace.outputs.indices { #expect(new[i] != old[i], "\(Workspace.outputs[i]) was not replaced") }
    }

    /// A build killed between renames leaves a journal. A check reports it and changes nothing;
    /// the next build puts the old outputs back before it compares, then writes the new ones,
    /// and leaves no journal or backup. (KillAtEveryStepTests kills at every step.)
    @Test func aKillBetweenRenamesIsRecoveredByTheNextBuild() throws {
        let (ws, old) = try workspaceWithOldOutputs()
        let killed = try ToolProcess.higtype(
            ["build", Workspace.manifest, "--out", "out", "--quiet"], in: ws.folder.path,
            adding: ["HIGTYPE_TEST_KILL_AT": "rename-2"])
        #expect(killed.status == SIGKILL)
        #expect(
            ws.folder.listing().contains { $0.hasPrefix("out/.higtype-commit-") }, "the killed build left no journal")
        let mixed = ws.contents(Workspace.outputs)
        #expect(mixed != old, "the kill came before any rename")
        let check = try ws.higtype("build", Workspace.manifest, "--out", "out", "--check")
        #expect(check.status == 1)
        #expect(check.stderr.contains("[output-journal]"), "\(check.stderr)")
        #expect(ws.contents(Workspace.outputs) == mixed, "the check changed an output")
        try ws.build()
        #expect(ws.contents(Workspace.outputs).allSatisfy { $0 != nil })
        #expect(ws.contents(Workspace.outputs) != old)
        #expect(ws.folder.listing().filter { $0.contains(".higtype-") }.isEmpty, "journal or backups were left")
    }
}

/// The outputs are a function of the manifest's content and the options: however the manifest's
/// path is written, the bytes are the same, and `--check` agrees with `build`.
@Suite struct PathIndependenceTests {
    @Test func relativeDotAndAbsolutePathsGiveTheSameBytes() throws {
        let ws = try Workspace()
        var outputs: [[String?]] = []
        for (index, path) in [Workspace.manifest, "./" + Workspace.manifest, ws.folder.file(Workspace.manifest)]
            .enumerated()
        {
            let result = try ws.higtype("build", path, "--out", "out\(index)", "--quiet")
            try #require(result.status == 0, "\(result.stderr)")
            outputs.append(
                ws.contents(Workspace.outputs.map { $0.replacingOccurrences(of: "out/", with: "out\(index)/") }))
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
        #expect(outputs[0][0]?.hasPrefix("/* Generated by higtype from example.tokens.json.") == true)
        let check = try ws.higtype("build", "./" + Workspace.manifest, "--out", "out0", "--check")
        #expect(check.status == 0, "\(check.stderr)")
    }
}

/// Smaller frictions of the build-step contract.
@Suite struct BuildStepFrictionTests {
    @Test func lintAcceptsQuietAndFailedCommandsEndWithACount() throws {
        let ws = try Workspace()
        try ws.editManifest(replacing: "\"fontWeight\": \"semi-bold\"", with: "\"fontWeight\": \"semibold\"")
        let lint = try ws.higtype("lint", Workspace.manifest)
        #expect(lint.status == 1)
        #expect(
            lint.stderr.hasSuffix("higtype: lint failed: 1 file, 15 tokens: 1 error, 0 warnings\n"), "\(lint.stderr)")
        // The same closing line in JSON, on stderr; the JSON alone is on stdout.
        let json = try ws.higtype("lint", Workspace.manifest, "--diagnostics-format", "json")
        #expect(json.stderr == "higtype: lint failed: 1 file, 15 tokens: 1 error, 0 warnings\n", "\(json.stderr)")
        #expect(json.stdout.hasPrefix("["), "\(json.stdout)")
        let quiet = try ws.higtype("lint", Workspace.manifest, "--quiet")
        #expect(quiet.status == 1)
        #expect(!quiet.stderr.contains("lint failed"))
        let build = try ws.higtype("build", Workspace.manifest, "--out", "out")
        #expect(build.status == 1)
        #expect(
            build.stderr.hasSuffix("higtype: build failed: 1 error, 0 warnings; nothing was written\n"),
            "\(build.stderr)")
        #expect(!ws.folder.listing().contains("out"))
    }

    @Test func checkAdviceQuotesArgumentsForTheShell() {
        #expect(BuildCommand.shellQuoted("tokens/app.tokens.json") == "tokens/app.tokens.json")
        #expect(BuildCommand.shellQuoted("My Tokens/a b.json") == "'My Tokens/a b.json'")
        #expect(BuildCommand.shellQuoted("it's") == "'it'\\''s'")
        // A combining mark after the quote makes one character with it, but the shell still reads
        // a quote: matched by character, it would end the quoting early.
        #expect(BuildCommand.shellQuoted("it'\u{301}s") == "'it'\\''\u{301}s'")
    }
}
