import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeOutputs

/// The commit journal's format: what it writes reads back, and what higtype did not write (or
/// would not act on) is refused with the reason a diagnostic gives.
@Suite struct CommitJournalTests {
    static let run = RunID("0123456789ab")!
    static let journal = CommitJournal(
        run: run, phase: .preparing,
        entries: [
            .init(target: "typography.css", hadOld: true), .init(target: "dtcg/ios/large.tokens.json", hadOld: false),
        ])

    @Test func writesTheDocumentedFormatAndReadsItBack() throws {
        let bytes = Self.journal.encoded()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(
            text.hasPrefix(
                "higtype commit journal 1\nP\n0123456789ab\no typography.css\0n dtcg/ios/large.tokens.json\0crc32 "))
        #expect(try CommitJournal.decode(bytes).get() == Self.journal)
        // The phase byte is outside the checksum: marking a journal committed rewrites one byte.
        var committed = bytes
        committed[CommitJournal.phaseOffset] = CommitJournal.Phase.committed.rawValue
        var expected = Self.journal
        expected.phase = .committed
        #expect(try CommitJournal.decode(committed).get() == expected)
        #expect(committed == expected.encoded())
    }

    /// A checksum of zlib's CRC-32, so the format is the one documented.
    @Test func theChecksumIsCRC32() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([]) == 0)
    }

    @Test(arguments: [
        ("../.git/hooks/pre-commit", "names '../.git/hooks/pre-commit', which is not inside the output folder"),
        ("/etc/passwd", "names '/etc/passwd', which is not inside the output folder"),
        ("a//b", "names 'a//b', which is not inside the output folder"),
        ("./a", "names './a', which is not inside the output folder"),
        ("a/..", "names 'a/..', which is not inside the output folder"),
        (
            ".higtype-commit-0123456789ab",
            "names '.higtype-commit-0123456789ab', which is one of higtype's own state files"
        ),
    ])
    func refusesAPathOutsideTheFolder(path: String, reason: String) {
        let forged = CommitJournal(run: Self.run, phase: .preparing, entries: [.init(target: path, hadOld: true)])
        #expect(CommitJournal.decode(forged.encoded()) == .failure(.init(reason: reason)))
    }

    @Test func refusesWhatHigtypeDidNotWrite() {
        let bytes = Self.journal.encoded()
        func reason(_ bytes: [UInt8]) -> String? {
            if case .failure(let problem) = CommitJournal.decode(bytes) { return problem.reason }
            return nil
        }
        #expect(reason(Array("../x\0../y\0".utf8)) == "does not start with higtype's journal marker")
        #expect(reason(Array(bytes.dropLast())) == "does not end with its checksum")
        // Only a seal may follow the checksum (issue 36).
        #expect(reason(bytes + [0x0A]) == "has something after its checksum that is not its seal")
        var edited = bytes
        edited[edited.firstIndex(of: 0)! + 1] = 0x6F  // the second entry's "n" becomes "o"
        #expect(reason(edited) == "does not match its checksum")
        var phase = bytes
        phase[CommitJournal.phaseOffset] = 0x58
        #expect(reason(phase) == "has no phase line")
        #expect(reason(Array(bytes.prefix(30))) == "has no run id")
        let empty = CommitJournal(run: Self.run, phase: .preparing, entries: []).encoded()
        #expect(reason(empty) == "names no output")
        let twice = CommitJournal(
            run: Self.run, phase: .preparing,
            entries: [.init(target: "a", hadOld: true), .init(target: "a", hadOld: false)]
        ).encoded()
        #expect(reason(twice) == "names 'a' twice")
        #expect(
            reason([UInt8](repeating: 0x41, count: CommitJournal.maxSize + 1))
                == "is larger than a journal higtype writes")
    }

    @Test func stateFilesAreOneFamily() {
        #expect(StateFile.journal(Self.run) == ".higtype-commit-0123456789ab")
        #expect(StateFile.stage(Self.run, for: "typography.css") == ".higtype-stage-0123456789ab-typography.css")
        #expect(StateFile.backup(Self.run, for: "typography.css") == ".higtype-backup-0123456789ab-typography.css")
        #expect(StateFile.output(ofStageOrBackup: ".higtype-stage-0123456789ab-typography.css") == "typography.css")
        #expect(StateFile.output(ofStageOrBackup: ".higtype-backup-0123456789ab-a-b") == "a-b")
        #expect(StateFile.output(ofStageOrBackup: ".higtype-stage-short-x") == nil)
        for name in [
            StateFile.journal(Self.run), StateFile.stage(Self.run, for: "x"), StateFile.backup(Self.run, for: "x"),
            StateFile.fingerprint,
        ] {
            #expect(StateFile.isStateFile("out/" + name))
            #expect(("out/" + name).range(of: StateFile.pattern, options: .regularExpression) != nil, "\(name)")
        }
        #expect(!StateFile.isStateFile("out/.higtype.stamp"))
        #expect(RunID().text != RunID().text)
    }
}

/// An old output truncated while a build compares against it: the build reads the old file,
/// never maps it, so it sees a short file (a difference, or an error), never SIGBUS.
@Suite struct TruncatedOldOutputTests {
    @Test func aTruncationWhileComparingIsNoSignal() throws {
        let tmp = TemporaryFolder()
        let page = String(repeating: "0123456789abcdef", count: 4096)  // 64 KiB, many pages
        tmp.write("out.css", page + page)
        let stream = OutputStream(path: tmp.file("out.css"), mode: .stage)
        try stream.write(Array(page.utf8))  // agrees so far
        #expect(truncate(tmp.file("out.css"), 0) == 0)
        // The rest is compared with a file that has no bytes there any more: with a mapping, this
        // read touches pages past the end of the file.
        do {
            try stream.write(Array(page.utf8))
            let statuses = try OutputWriter.commit([stream]).get()
            #expect(statuses.map(\.status) == [.written])
            #expect(tmp.read("out.css") == page + page)
        } catch {
            #expect(error.message.contains("it changed while higtype compared it"), "\(error.message)")
            stream.discard()
            #expect(tmp.listing() == ["out.css"])
        }
    }
}
