import Foundation
import Testing

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
        #expect(result.stderr.contains("cannot write 'out/typography.json': a folder is in the way; nothing was written"))
        #expect(ws.contents(Array(Workspace.outputs.prefix(2))) == Array(old.prefix(2)), "an output was replaced")
        #expect(ws.folder.listing().filter { $0.contains(".higtype-") }.isEmpty, "temporary files were left")
    }

    @Test func aReadOnlyFolderReplacesNothing() throws {
        guard getuid() != 0 else { return }  // root writes anywhere; the folder-in-the-way case covers the same path
        let (ws, old) = try workspaceWithOldOutputs()
        chmod(ws.folder.file("out"), 0o555)
        defer { chmod(ws.folder.file("out"), 0o755) }
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--quiet")
        #expect(result.status == 1)
        #expect(ws.contents(Workspace.outputs) == old)
    }

    /// A read-only output file is replaced like any other (the folder decides, as for `mv`).
    @Test func aReadOnlyTargetIsReplacedWithTheOthers() throws {
        let (ws, old) = try workspaceWithOldOutputs()
        chmod(ws.folder.file(Workspace.outputs[0]), 0o444)
        try ws.build()
        let new = ws.contents(Workspace.outputs)
        for i in Workspace.outputs.indices { #expect(new[i] != old[i], "\(Workspace.outputs[i]) was not replaced") }
    }

    /// A build killed after its first rename leaves a journal; the next run (here a check) puts
    /// the old outputs back before it looks at them, so they are all old again.
    @Test func aKillBetweenRenamesIsRolledBackByTheNextRun() throws {
        let (ws, old) = try workspaceWithOldOutputs()
        let killed = try ToolProcess.higtype(
            ["build", Workspace.manifest, "--out", "out", "--quiet"], in: ws.folder.path,
            adding: ["HIGTYPE_TEST_KILL_BEFORE_COMMIT_ENDS": "1"])
        #expect(killed.status != 0)
        #expect(ws.folder.listing().contains { $0.hasPrefix("out/.higtype-commit-") }, "the killed build left no journal")
        #expect(ws.contents(Workspace.outputs) != old, "the kill came before any rename")
        let check = try ws.higtype("build", Workspace.manifest, "--out", "out", "--check")
        #expect(check.status == 1)
        #expect(ws.contents(Workspace.outputs) == old, "the next run did not roll the killed build back")
        #expect(ws.folder.listing().filter { $0.contains(".higtype-") }.isEmpty, "journal or backups were left")
        try ws.build()
        #expect(ws.contents(Workspace.outputs) != old)
    }
}
