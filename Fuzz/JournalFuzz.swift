// libFuzzer target for the commit journal reader. Built by `make fuzz-build` against the library
// targets, compiled under the sanitizers; it uses their public and package API only. Never part
// of the package.
import Foundation
import HigTypeKit
import HigTypeOutputs

/// One input is the bytes of a commit journal found in an output folder, a file anyone who can
/// commit to the repository can write.
///
/// Each input is tried as it is and sealed with its own checksum (`CommitJournal.sealed`). Besides
/// crashing, an input fails when:
/// - it reads as a journal that does not write back to the same bytes, or that names a path
///   that is empty, absolute, has an empty, `.` or `..` part, or is a state file's;
/// - it reads, and planted as `out/.higtype-commit-<run>` beside two outputs, a staged and a
///   backup file of its run, files the run does not write and a file outside `out/`, a build's
///   recovery (`OutputSession.begin`) changes or creates any file but those two outputs and
///   the state files of the journal's run.
@_cdecl("LLVMFuzzerTestOneInput")
public func journalFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // The bytes as they are, and sealed with their own checksum, so that inputs reach the checks
    // after it without the fuzzer having to find a CRC-32.
    for candidate in [bytes, CommitJournal.sealed(bytes)] {
        guard case .success(let journal) = CommitJournal.decode(candidate) else { continue }
        guard journal.encoded() == candidate else { fatalError("a journal that does not write back as read") }
        for entry in journal.entries {
            let parts = entry.target.split(separator: "/", omittingEmptySubsequences: false)
            guard !entry.target.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
                !entry.target.split(separator: "/").last!.hasPrefix(".higtype-")
            else { fatalError("a journal naming '\(entry.target)' was read") }
        }
        // Only a journal that reads can be acted on: plant it and let a build recover.
        JournalScratch.check(candidate, run: journal.runText)
    }
    return 0
}

/// A folder of its own per process, refilled for every input.
enum JournalScratch {
    nonisolated(unsafe) static var root: String = {
        let path = NSTemporaryDirectory() + "higtype-journal-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static let outputs = ["typography.css", "Typography.swift"]

    static func check(_ bytes: [UInt8], run: String) {
        let fm = FileManager.default
        try? fm.removeItem(atPath: root + "/w")
        try? fm.createDirectory(atPath: root + "/w/out/sub", withIntermediateDirectories: true)
        let files: [String: String] = [
            "w/outside.txt": "outside", "w/out/other.txt": "other", "w/out/sub/typography.css": "sub",
            "w/out/typography.css": "css", "w/out/Typography.swift": "swift",
            "w/out/.higtype-backup-\(run)-typography.css": "old css",
            "w/out/.higtype-stage-\(run)-Typography.swift": "new swift",
        ]
        for (path, text) in files { _ = fm.createFile(atPath: root + "/" + path, contents: Data(text.utf8)) }
        _ = fm.createFile(atPath: root + "/w/out/.higtype-commit-\(run)", contents: Data(bytes))

        let session = OutputSession(root: root + "/w/out", purpose: .build)
        _ = session.begin(targets: outputs.map { root + "/w/out/" + $0 })
        session.end(succeeded: true)

        let allowed = Set(outputs.map { "w/out/" + $0 })
        for (path, text) in files where !allowed.contains(path) && !path.contains("/.higtype-") {
            guard fm.contents(atPath: root + "/" + path) == Data(text.utf8) else {
                fatalError("recovery changed \(path)")
            }
        }
        let listing = (fm.enumerator(atPath: root + "/w")?.allObjects as? [String] ?? []).filter {
            !$0.hasSuffix("/out") && $0 != "out" && $0 != "out/sub"
        }
        for path in listing where !files.keys.contains("w/" + path) && !path.contains(".higtype-commit-") {
            fatalError("recovery created \(path)")
        }
    }
}
