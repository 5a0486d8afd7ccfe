import Foundation
import HigTypeCore

/// Moves staged outputs into place so that either every output is new or every output is old.
///
/// 1. Before the first rename, each target is checked: a folder in the way, or a folder the
///    process may not write, fails the commit while nothing has changed.
/// 2. A journal beside the first target lists every target, and each old output is kept as a
///    hard link (a backup) before its new version is renamed over it.
/// 3. If a rename fails, the outputs already replaced are put back from their backups (and
///    those that did not exist before are removed), so every output is old again.
/// 4. If the process is killed between renames, the next run that writes or checks these
///    outputs finds the journal of a process that no longer exists and rolls it back first.
/// When every rename has succeeded, the backups and the journal are deleted.
struct CommitJournal {
    struct Entry {
        var temp: String
        var target: String
        /// The hard link to the old output, or nil when there was none.
        var backup: String?
    }

    /// The journal's name in the first target's folder: `.higtype-commit-<pid>`.
    static let prefix = ".higtype-commit-"

    /// Renames every staged file over its target, all or none.
    static func commit(_ staged: [(temp: String, target: String)]) -> Diagnostic? {
        guard !staged.isEmpty else { return nil }
        if let problem = staged.lazy.compactMap({ precheck($0.target) }).first {
            staged.forEach { unlink($0.temp) }
            return problem
        }
        var entries: [Entry] = []
        for s in staged {
            var entry = Entry(temp: s.temp, target: s.target, backup: nil)
            if FileManager.default.fileExists(atPath: s.target) {
                let backup = backupPath(for: s.target)
                unlink(backup)
                guard link(s.target, backup) == 0 else {
                    let reason = String(cString: strerror(errno))
                    entries.forEach { if let b = $0.backup { unlink(b) } }
                    staged.forEach { unlink($0.temp) }
                    return .error(.writeFailed, "cannot keep the old '\(s.target)' while replacing it: \(reason)")
                }
                entry.backup = backup
            }
            entries.append(entry)
        }
        let journal = journalPath(beside: staged[0].target)
        write(entries, to: journal)
        for (index, entry) in entries.enumerated() where rename(entry.temp, entry.target) != 0 {
            let reason = String(cString: strerror(errno))
            rollBack(Array(entries[..<index]))
            for rest in entries[index...] {
                unlink(rest.temp)
                if let backup = rest.backup { unlink(backup) }
            }
            unlink(journal)
            return .error(
                .writeFailed,
                "cannot move the new '\(entry.target)' into place: \(reason); every output was left as it was")
        }
        // Test hook: a kill between renames, which the next run must roll back.
        if ProcessInfo.processInfo.environment["HIGTYPE_TEST_KILL_BEFORE_COMMIT_ENDS"] == "1" {
            kill(getpid(), SIGKILL)
        }
        entries.forEach { if let backup = $0.backup { unlink(backup) } }
        unlink(journal)
        return nil
    }

    /// A reason the target cannot be replaced, found before anything changes.
    private static func precheck(_ target: String) -> Diagnostic? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
            return .error(.writeFailed, "cannot write '\(target)': a folder is in the way; nothing was written")
        }
        let folder = PathText.folder(of: target)
        if access(folder.isEmpty ? "." : folder, W_OK) != 0 {
            return .error(.writeFailed, "cannot write '\(target)': its folder is not writable; nothing was written")
        }
        return nil
    }

    /// Puts back what `entries` replaced: each old output from its backup, and each output that
    /// did not exist before removed.
    private static func rollBack(_ entries: [Entry]) {
        for entry in entries.reversed() {
            if let backup = entry.backup {
                rename(backup, entry.target)
            } else {
                unlink(entry.target)
            }
        }
    }

    /// Rolls back the commit of any process that died with its journal beside `targets`.
    static func recover(beside targets: [String]) {
        let folders = Set(targets.map { PathText.folder(of: $0) })
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            for name in names where name.hasPrefix(prefix) {
                guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
                else { continue }
                let path = PathText.join(folder, name)
                rollBack(read(path))
                unlink(path)
            }
        }
    }

    private static func journalPath(beside target: String) -> String {
        let folder = PathText.folder(of: target)
        return PathText.join(folder, prefix + "\(getpid())")
    }

    private static func backupPath(for target: String) -> String {
        let folder = PathText.folder(of: target)
        return PathText.join(folder, ".\(PathText.name(of: target)).higtype-backup-\(getpid())")
    }

    /// Each entry as its target and its backup (empty when none), every path ended by a NUL,
    /// the one byte a POSIX path cannot hold.
    private static func write(_ entries: [Entry], to path: String) {
        var bytes: [UInt8] = []
        for entry in entries {
            bytes += Array(entry.target.utf8) + [0] + Array((entry.backup ?? "").utf8) + [0]
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        _ = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress!, $0.count) }
        fsync(fd)
        close(fd)
    }

    private static func read(_ path: String) -> [Entry] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let fields = Array(data).split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        return stride(from: 0, to: fields.count - 1, by: 2).compactMap { i in
            fields[i].isEmpty
                ? nil : Entry(temp: "", target: fields[i], backup: fields[i + 1].isEmpty ? nil : fields[i + 1])
        }
    }
}
