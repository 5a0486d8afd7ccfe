import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeOutputs

/// "Recovery ends all-old or all-new, never a mix, with no litter": the debug binary is killed
/// (SIGKILL, by the `HIGTYPE_TEST_KILL_AT` hook) at every step of a commit of three outputs, and
/// while a later run recovers; a `--check` in between renames and deletes nothing, and the next
/// run leaves exactly the outputs, all old (killed before the commit point) or all new.
@Suite(.serialized, .tags(.concurrency), .slow) struct KillAtEveryStepTests {
    static let steps = OutputSession.commitSteps(count: Workspace.outputs.count)
    static let killed: Int32 = SIGKILL

    /// A workspace whose `out/` holds the old outputs, with the manifest edited so that every
    /// output changes, and the new outputs' bytes (built into `expected/`).
    private func workspace() throws -> (ws: Workspace, old: [String?], new: [String?]) {
        let ws = try Workspace()
        try ws.build()
        let old = ws.contents(Workspace.outputs)
        try ws.editManifest(replacing: "\"fontWeight\": \"semi-bold\"", with: "\"fontWeight\": \"bold\"")
        let expected = try ws.higtype("build", Workspace.manifest, "--out", "expected", "--quiet")
        try #require(expected.status == 0, "\(expected.stderr)")
        let new = ws.contents(Workspace.outputs.map { $0.replacingOccurrences(of: "out/", with: "expected/") })
        for i in old.indices { try #require(old[i] != new[i], "\(Workspace.outputs[i]) does not change") }
        return (ws, old, new)
    }

    /// Every file under `out/`, with its bytes.
    static func snapshot(_ ws: Workspace) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in ws.folder.listing() where name.hasPrefix("out/") {
            files[name] = FileManager.default.contents(atPath: ws.folder.file(name))
        }
        return files
    }

    private func run(_ ws: Workspace, killAt step: String?, _ extra: String...) throws -> ProcessResult {
        try ToolProcess.higtype(
            ["build", Workspace.manifest, "--out", "out", "--quiet"] + extra, in: ws.folder.path,
            adding: step.map { ["HIGTYPE_TEST_KILL_AT": $0] } ?? [:])
    }

    private func hasJournal(_ ws: Workspace) -> Bool {
        ws.folder.listing().contains { $0.hasPrefix("out/" + StateFile.journalPrefix) }
    }

    @Test(arguments: steps)
    func aKillAtAnyStepOfTheCommitEndsAllOldOrAllNew(step: String) throws {
        #expect(TestHooks.compiledIn, "the debug build has no test hooks, so nothing here can fail")
        let (ws, old, new) = try workspace()
        let pastTheCommitPoint =
            try #require(Self.steps.firstIndex(of: step)) >= Self.steps.firstIndex(of: "committed")!
        let expected = pastTheCommitPoint ? new : old

        let killed = try run(ws, killAt: step)
        #expect(killed.status == Self.killed, "the build was not killed at \(step): \(killed.stderr)")
        let journal = hasJournal(ws)
        #expect(journal == (step != "staged" && step != "done"), "\(step): \(ws.folder.listing())")
        if !journal { #expect(ws.contents(Workspace.outputs) == expected, "\(step) left a mix without a journal") }

        // A check renames and deletes nothing, and fails while a journal waits for recovery.
        let before = Self.snapshot(ws)
        let check = try ws.higtype("build", Workspace.manifest, "--out", "out", "--check")
        #expect(Self.snapshot(ws) == before, "--check changed the folder")
        #expect(check.status == (step == "done" ? 0 : 1), "\(check.stderr)")
        if journal {
            #expect(check.stderr.contains("a build was killed while it replaced 3 outputs"), "\(check.stderr)")
            #expect(check.stderr.contains("[output-journal]"))
        }

        // The next run recovers first; it is stopped right after, to see what recovery left.
        if journal {
            let recovery = try run(ws, killAt: "recovered")
            #expect(recovery.status == Self.killed, "\(recovery.stderr)")
            #expect(ws.contents(Workspace.outputs) == expected, "\(step): recovery left a mix")
            #expect(
                ws.folder.listing().filter { $0.hasPrefix("out/") } == Workspace.outputs.sorted(),
                "\(step): recovery left \(ws.folder.listing())")
        }

        // And a whole run then writes the new outputs and leaves nothing else behind.
        try ws.build()
        #expect(ws.contents(Workspace.outputs) == new)
        #expect(ws.folder.listing().filter { $0.hasPrefix("out/") } == Workspace.outputs.sorted(), "\(step)")
    }

    /// Recovery itself may be killed at any of its steps: the journal stays until it is done,
    /// and the run after that still ends all old (before the commit point) or all new (after it).
    @Test(arguments: [("rename-2", false), ("unbackup-1", true)])
    func aKillWhileRecoveringIsRecoveredByTheNextRun(step: String, pastTheCommitPoint: Bool) throws {
        let (ws, old, new) = try workspace()
        #expect(try run(ws, killAt: step).status == Self.killed)
        for recoveryStep in 1...Workspace.outputs.count {
            let recovery = try run(ws, killAt: "recover-\(recoveryStep)")
            #expect(recovery.status == Self.killed, "recover-\(recoveryStep): \(recovery.stderr)")
            #expect(hasJournal(ws), "the journal went before recovery was done")
        }
        let last = try run(ws, killAt: "recovered")
        #expect(last.status == Self.killed)
        #expect(ws.contents(Workspace.outputs) == (pastTheCommitPoint ? new : old))
        #expect(ws.folder.listing().filter { $0.hasPrefix("out/") } == Workspace.outputs.sorted())
    }

    /// The hooks are compiled out of release builds: the release binary that `make test` builds
    /// ignores `HIGTYPE_TEST_KILL_AT` (the debug binary obeys it, above).
    @Test(.enabled(if: ReleaseBinary.input.shouldRun, ReleaseBinary.input.skipComment))
    func theReleaseBinaryIgnoresTheKillHook() throws {
        let release = try ReleaseBinary.input.require()
        let (ws, _, new) = try workspace()
        for step in ["journal", "rename-1", "committed"] {
            try ws.editManifest(replacing: "\"fontWeight\": \"bold\"", with: "\"fontWeight\": \"semi-bold\"")
            try ws.build()
            try ws.editManifest(replacing: "\"fontWeight\": \"semi-bold\"", with: "\"fontWeight\": \"bold\"")
            let result = try ToolProcess.run(
                release, ["build", Workspace.manifest, "--out", "out", "--quiet"], in: ws.folder.path,
                environment: ProcessInfo.processInfo.environment.merging(
                    ["HIGTYPE_TEST_KILL_AT": step, "HIGTYPE_TEST_LOCK_PATIENCE": "0"]) { $1 })
            #expect(result.status == 0, "the release binary obeyed HIGTYPE_TEST_KILL_AT=\(step): \(result.stderr)")
            #expect(ws.contents(Workspace.outputs) == new)
            #expect(!hasJournal(ws))
        }
    }
}
