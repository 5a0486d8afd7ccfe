import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeOutputs

/// A commit journal is a file in a folder a commit can fill: the review's attack committed one
/// (`out/.higtype-commit-<pid>`, naming a dead pid and pairs of paths) and the next run, even a
/// check or a preview, moved a payload over `.git/hooks/pre-commit`. Now a journal is acted on
/// only when it is higtype's own, names only this run's outputs inside the output folder, and no
/// live run holds the folder; anything else is reported, naming the file, and left alone.
@Suite struct ForgedJournalTests {
    static let payload = "#!/bin/sh\ntouch PWNED\n"

    /// A repository-like workspace: built outputs in `out/`, a payload, an empty hooks folder,
    /// and the manifest edited so that a build would replace every output.
    private func repository() throws -> Workspace {
        let ws = try Workspace()
        try ws.build()
        ws.folder.write("payload.sh", Self.payload)
        chmod(ws.folder.file("payload.sh"), 0o755)
        try FileManager.default.createDirectory(
            atPath: ws.folder.file(".git/hooks"), withIntermediateDirectories: true)
        try ws.editManifest(replacing: "\"fontWeight\": \"semi-bold\"", with: "\"fontWeight\": \"bold\"")
        return ws
    }

    /// Every file in the workspace but the preview page, with its bytes (a symlink or FIFO as
    /// where it points or what it is, never read).
    private func snapshot(_ ws: Workspace) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in ws.folder.listing() where name != "out/specimen.html" {
            var info = stat()
            guard lstat(ws.folder.file(name), &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: files[name] = FileManager.default.contents(atPath: ws.folder.file(name))
            case S_IFLNK:
                files[name] = Data(
                    ((try? FileManager.default.destinationOfSymbolicLink(atPath: ws.folder.file(name))) ?? "").utf8)
            default: files[name] = Data("mode \(info.st_mode)".utf8)
            }
        }
        return files
    }

    /// The three commands the review ran after planting the journal: none may move or delete a
    /// file; `--check` and `build` fail naming the journal, the preview ignores it.
    private func expectNothingMoves(_ ws: Workspace, journal: String, reason: String) throws {
        let before = snapshot(ws)
        let check = try ws.higtype("build", Workspace.manifest, "--out", "out", "--check")
        #expect(check.status == 1)
        #expect(
            check.stderr.contains(
                "higtype: error: '\(journal)' is not a commit journal higtype can act on: \(reason). higtype left "
                    + "it alone and writes nothing in 'out' while it is there; look at it, then delete it [output-journal]"
            ),
            "\(check.stderr)")
        #expect(snapshot(ws) == before, "--check changed a file")

        let preview = try ws.higtype("preview", Workspace.manifest, "--out", "out/specimen.html", "--quiet")
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(snapshot(ws) == before, "preview changed a file")

        let build = try ws.higtype("build", Workspace.manifest, "--out", "out")
        #expect(build.status == 1)
        #expect(build.stderr.contains("'\(journal)' is not a commit journal higtype can act on"), "\(build.stderr)")
        #expect(build.stderr.hasSuffix("nothing was written\n"), "\(build.stderr)")
        #expect(snapshot(ws) == before, "build changed a file")
        #expect(!FileManager.default.fileExists(atPath: ws.folder.file(".git/hooks/pre-commit")))
        #expect(ws.folder.read("payload.sh") == Self.payload)
    }

    /// The attack of the review, as it was committed: the old format (NUL-separated target and
    /// backup), a pid that does not exist, paths that leave the output folder.
    @Test func theReviewsJournalMovesNothing() throws {
        let ws = try repository()
        ws.folder.write("out/.higtype-commit-4194000", "../.git/hooks/pre-commit\0../payload.sh\0")
        try expectNothingMoves(
            ws, journal: "out/.higtype-commit-4194000", reason: "it does not start with higtype's journal marker")
    }

    /// The same attack, written in the journal's real format with a valid checksum.
    @Test func aWellFormedJournalNamingAPathOutsideMovesNothing() throws {
        let ws = try repository()
        let run = try #require(RunID("abcdefghijkl"))
        let journal = CommitJournal(
            run: run, phase: .preparing, entries: [.init(target: "../.git/hooks/pre-commit", hadOld: false)])
        try Data(journal.encoded()).write(to: URL(fileURLWithPath: ws.folder.file("out/.higtype-commit-abcdefghijkl")))
        try expectNothingMoves(
            ws, journal: "out/.higtype-commit-abcdefghijkl",
            reason: "it names '../.git/hooks/pre-commit', which is not inside the output folder")
    }

    /// With the output folder at the repository's root (`--out .`, the default), `.git` is inside
    /// it; a journal naming a hook, with a "backup" beside it, is still not acted on: recovery
    /// touches only the outputs this run writes.
    @Test func aJournalNamingAFileThisRunDoesNotWriteMovesNothing() throws {
        let ws = try repository()
        let run = try #require(RunID("abcdefghijkl"))
        let journal = CommitJournal(
            run: run, phase: .preparing, entries: [.init(target: ".git/hooks/pre-commit", hadOld: true)])
        try Data(journal.encoded()).write(to: URL(fileURLWithPath: ws.folder.file(".higtype-commit-abcdefghijkl")))
        ws.folder.write(".git/hooks/.higtype-backup-abcdefghijkl-pre-commit", Self.payload)
        let before = snapshot(ws)
        let build = try ws.higtype("build", Workspace.manifest)
        #expect(build.status == 1)
        #expect(
            build.stderr.contains(
                "'.higtype-commit-abcdefghijkl' is not a commit journal higtype can act on: it names "
                    + "'.git/hooks/pre-commit', which this run does not write"), "\(build.stderr)")
        #expect(snapshot(ws) == before)
        #expect(!FileManager.default.fileExists(atPath: ws.folder.file(".git/hooks/pre-commit")))
    }

    /// A build killed mid-commit, whose next build has other `--format`s (issue 36): the journal
    /// names `typography.css`, which that build does not write. Sealed with this user's key (the
    /// one the fingerprints use), it is this user's higtype's own, and is recovered: the old CSS
    /// comes back from its backup, the journal goes, and the build runs. With a seal that does not
    /// verify, it is refused as before and nothing moves.
    @Test(arguments: [true, false])
    func aSealedJournalIsRecoveredByAnyLaterBuild(sealed: Bool) throws {
        let ws = try repository()
        let key = try #require(
            FingerprintKey.path(environment: ProcessInfo.processInfo.environment).flatMap(FingerprintKey.load))
        let run = try #require(RunID("abcdefghijkl"))
        var journal = CommitJournal(
            run: run, phase: .preparing, entries: [.init(target: "typography.css", hadOld: true)])
        journal.seal = sealed ? journal.seal(key: key) : journal.seal(key: Array(repeating: 7, count: 32))
        try Data(journal.encoded()).write(to: URL(fileURLWithPath: ws.folder.file("out/.higtype-commit-abcdefghijkl")))
        // Killed after its rename: the new CSS is in place, the old one is its backup.
        ws.folder.write("out/.higtype-backup-abcdefghijkl-typography.css", "/* old */\n")
        ws.folder.write("out/typography.css", "/* new, half a commit */\n")
        let build = try ws.higtype("build", Workspace.manifest, "--out", "out", "--format", "swift")
        if sealed {
            #expect(build.status == 0, "\(build.stderr)")
            #expect(ws.folder.read("out/typography.css") == "/* old */\n")
            #expect(ws.folder.listing().filter { $0.contains(".higtype-") } == [])
        } else {
            #expect(build.status == 1)
            #expect(
                build.stderr.contains(
                    "'out/.higtype-commit-abcdefghijkl' is not a commit journal higtype can act on: it names "
                        + "'typography.css', which this run does not write"), "\(build.stderr)")
            #expect(ws.folder.read("out/typography.css") == "/* new, half a commit */\n")
        }
    }

    /// A seal is 32 bytes written as 64 lowercase hex digits, the journal's last line; anything
    /// else after the checksum makes the journal one higtype does not act on.
    @Test func aForgedSealIsRefused() throws {
        let run = try #require(RunID("abcdefghijkl"))
        var journal = CommitJournal(run: run, phase: .preparing, entries: [.init(target: "a.css", hadOld: true)])
        let key = Array(repeating: UInt8(3), count: 32)
        journal.seal = journal.seal(key: key)
        let bytes = journal.encoded()
        #expect(String(decoding: bytes.suffix(71), as: UTF8.self).hasPrefix("\nhmac "))
        let decoded = try CommitJournal.decode(bytes).get()
        #expect(decoded == journal)
        #expect(decoded.isSealed(by: key))
        #expect(!decoded.isSealed(by: Array(repeating: 4, count: 32)))
        // The phase byte, rewritten in place at the commit point, keeps the seal.
        var committed = bytes
        committed[CommitJournal.phaseOffset] = CommitJournal.Phase.committed.rawValue
        #expect(try CommitJournal.decode(committed).get().isSealed(by: key))
        // An entry edited under a kept seal: the checksum is made to match, the seal is not.
        var edited = journal
        edited.entries[0].target = "b.css"
        edited.seal = journal.seal
        #expect(try CommitJournal.decode(edited.encoded()).get().isSealed(by: key) == false)
        for tail in ["hmac zz", "hmac " + String(repeating: "A", count: 64) + "\n", "junk\n"] {
            let forged = Array(bytes.prefix(bytes.count - 70)) + Array(tail.utf8)
            #expect(throws: CommitJournal.Problem.self) { try CommitJournal.decode(forged).get() }
        }
    }

    /// Journals that are not files, or not whole: each is reported by name and left alone, and
    /// a FIFO does not make the run wait for a writer.
    @Test(arguments: ["symlink", "fifo", "truncated", "edited", "other run"])
    func aJournalHigtypeDidNotWriteIsLeftAlone(kind: String) throws {
        let ws = try repository()
        let name = "out/.higtype-commit-abcdefghijkl"
        let run = try #require(RunID("abcdefghijkl"))
        let bytes = CommitJournal(
            run: run, phase: .preparing,
            entries: Workspace.outputs.map { .init(target: String($0.dropFirst(4)), hadOld: false) }
        ).encoded()
        let reason: String
        switch kind {
        case "symlink":
            try FileManager.default.createSymbolicLink(
                atPath: ws.folder.file(name), withDestinationPath: ws.folder.file("payload.sh"))
            reason = "it is a symlink, or a loop of them"
        case "fifo":
            #expect(mkfifo(ws.folder.file(name), 0o644) == 0)
            reason = "it is a FIFO (named pipe), not a regular file"
        case "truncated":
            try Data(bytes.dropLast(3)).write(to: URL(fileURLWithPath: ws.folder.file(name)))
            reason = "it does not end with its checksum"
        case "edited":
            var edited = bytes
            edited[edited.firstIndex(of: 0)! + 1] = 0x6F  // the second entry's "n" (new) becomes "o" (had an old one)
            try Data(edited).write(to: URL(fileURLWithPath: ws.folder.file(name)))
            reason = "it does not match its checksum"
        default:
            try Data(bytes).write(to: URL(fileURLWithPath: ws.folder.file(String(name.dropLast()) + "x")))
            reason = "it has another run's id inside"
        }
        let journal = kind == "other run" ? String(name.dropLast()) + "x" : name
        try expectNothingMoves(ws, journal: journal, reason: reason)
    }

    /// A journal is acted on only when no live run holds the folder's lock, whatever its pid:
    /// a run in another PID namespace (a container sharing the folder) holds the same lock.
    /// Here the test holds it, as a live run would; the build waits, then gives up and touches
    /// nothing. Once the lock is free, the next run puts the old outputs back from the backups.
    @Test func aLiveRunsJournalIsNotTouched() throws {
        let ws = try repository()
        let run = try #require(RunID("abcdefghijkl"))
        let journal = CommitJournal(
            run: run, phase: .preparing,
            entries: Workspace.outputs.map { .init(target: String($0.dropFirst(4)), hadOld: true) })
        try Data(journal.encoded()).write(to: URL(fileURLWithPath: ws.folder.file("out/.higtype-commit-abcdefghijkl")))
        for output in Workspace.outputs {
            let name = String(output.dropFirst(4))
            ws.folder.write("out/.higtype-backup-abcdefghijkl-\(name)", "old \(name)\n")
        }
        let before = snapshot(ws)

        let lock = try #require(FolderLock(ws.folder.file("out")))
        #expect(lock.lock(exclusive: false))
        let blocked = try ToolProcess.higtype(
            ["build", Workspace.manifest, "--out", "out"], in: ws.folder.path,
            adding: ["HIGTYPE_TEST_LOCK_PATIENCE": "1"])
        #expect(blocked.status == 1)
        #expect(blocked.stderr.contains("cannot lock the output folder 'out'"), "\(blocked.stderr)")
        #expect(snapshot(ws) == before, "a live run's journal was acted on")
        lock.unlock()

        let recovery = try ToolProcess.higtype(
            ["build", Workspace.manifest, "--out", "out"], in: ws.folder.path,
            adding: ["HIGTYPE_TEST_KILL_AT": "recovered"])
        #expect(recovery.status == SIGKILL)
        #expect(ws.contents(Workspace.outputs) == Workspace.outputs.map { "old \($0.dropFirst(4))\n" })
        #expect(ws.folder.listing().filter { $0.hasPrefix("out/") } == Workspace.outputs.sorted())
    }
}
