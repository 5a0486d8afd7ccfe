import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a run does with the commit journals it finds in its output folder. A journal is a file
/// in a folder that a commit to the repository can fill, so nothing in it is trusted until it
/// is checked: recovery acts only on a journal that
/// - is a regular file with higtype's marker, its own run id in its name, and a matching checksum;
/// - names only outputs this run was asked to write, each inside the output folder as written
///   and, after symlinks are resolved, as it lies on disk;
/// - has its staged and backup files, whose names follow from the run id, as regular files;
/// and only while no other run holds the folder's lock, so the run that wrote it is dead.
/// Anything else is reported, naming the file, and left alone; and `build --check` only reports.
extension OutputSession {
    /// Takes the folder's lock (shared) and deals with any journal in it; the diagnostics are errors.
    func takeLock() -> [Diagnostic] {
        guard let lock = FolderLock(folder) else { return [] }  // no folder yet: nothing to recover
        self.lock = lock
        guard lock.lock(exclusive: false) else { return [busy()] }
        guard purpose != .files, !journals().isEmpty else { return [] }
        // A run commits now, or one was killed while it did: only a run alone in the folder can
        // tell, so wait until the others are done.
        lock.unlock()
        guard lock.lock(exclusive: true) else { return [busy()] }
        var problems: [Diagnostic] = []
        for name in journals() {
            let path = path(of: name)
            switch trusted(name) {
            case .failure(let problem):
                problems.append(
                    .error(
                        .outputJournal,
                        "'\(path)' is not a commit journal higtype can act on: \(problem.reason). higtype left it "
                            + "alone and writes nothing in '\(root)' while it is there; look at it, then delete it"))
            case .success(let journal) where purpose == .check:
                problems.append(
                    .error(
                        .outputJournal,
                        "'\(path)': a build was killed while it replaced \(journal.entries.count) outputs, which may "
                            + "now be part old, part new; a build without --check puts them back"))
            case .success(let journal):
                recover(journal)
                FileSystem.remove(path)
            }
        }
        TestHooks.reached("recovered")
        guard lock.lock(exclusive: false) else { return problems + [busy()] }
        return problems
    }

    private func busy() -> Diagnostic {
        .error(
            .writeFailed,
            "cannot lock the output folder '\(root)': other higtype runs have held it for "
                + "\(Int(FolderLock.patience)) seconds")
    }

    /// The journal named `name`, read and checked, or why it is not one to act on.
    func trusted(_ name: String) -> Result<CommitJournal, CommitJournal.Problem> {
        func problem(_ reason: String) -> Result<CommitJournal, CommitJournal.Problem> {
            .failure(.init(reason: reason))
        }
        let path = path(of: name)
        // Never through a symlink, never waiting on a FIFO, never past the size of a real journal.
        switch InputFile.read(path, limit: CommitJournal.maxSize, followSymlinks: false) {
        case .failure(let failure): return problem(failure.reason)
        case .success(let bytes):
            let journal: CommitJournal
            switch CommitJournal.decode(bytes) {
            case .failure(let failure): return problem("it " + failure.reason)
            case .success(let decoded): journal = decoded
            }
            guard StateFile.journalRun(name) == journal.run else { return problem("it has another run's id inside") }
            let sealed = Self.journalKey.map { journal.isSealed(by: $0) } ?? false
            for entry in journal.entries {
                if let reason = entryProblem(entry, of: journal, sealed: sealed) { return problem("it " + reason) }
            }
            return .success(journal)
        }
    }

    /// Why recovery must not act on `entry`, or nil.
    /// A journal `sealed` by this user's key was written by this user's higtype: its outputs are
    /// put back whatever this run writes (a build killed with other `--format`s is recovered by
    /// the next). One without that seal must name only outputs this run writes.
    private func entryProblem(_ entry: CommitJournal.Entry, of journal: CommitJournal, sealed: Bool) -> String? {
        guard planned.contains(entry.target) || sealed else {
            return "names '\(entry.target)', which this run does not write (the run that was killed may have "
                + "had other options: run it again to put its outputs back)"
        }
        let target = path(of: entry.target)
        if let leak = leavesFolder(PathText.folder(of: target)) {
            return "names '\(entry.target)', whose folder \(leak)"
        }
        let stage = journalStagePath(entry, of: journal)
        let backup = journalBackupPath(entry, of: journal)
        for file in [target, stage, backup] {
            guard case .success(let status) = FileSystem.status(file, followingLinks: false) else { continue }
            if status.kind != .regular { return "names '\(file)', which is not a regular file" }
        }
        if !entry.hadOld, exists(backup) { return "has a backup '\(backup)' of an output that had none" }
        return nil
    }

    func journalStagePath(_ entry: CommitJournal.Entry, of journal: CommitJournal) -> String {
        let target = path(of: entry.target)
        return PathText.join(PathText.folder(of: target), StateFile.stage(journal.run, for: PathText.name(of: target)))
    }

    func journalBackupPath(_ entry: CommitJournal.Entry, of journal: CommitJournal) -> String {
        let target = path(of: entry.target)
        return PathText.join(
            PathText.folder(of: target), StateFile.backup(journal.run, for: PathText.name(of: target)))
    }

    /// Ends a killed commit: before its point of no return, every output is put back as it was;
    /// after it, only its backups are removed. Either way every output is one run's, and each
    /// step can be repeated, so a run killed while it recovers leaves a journal the next finishes.
    func recover(_ journal: CommitJournal) {
        switch journal.phase {
        case .preparing:
            rollBack(journal)
        case .committed:
            for (index, entry) in journal.entries.enumerated() {
                FileSystem.remove(journalBackupPath(entry, of: journal))
                FileSystem.remove(journalStagePath(entry, of: journal))
                TestHooks.reached("recover-\(index + 1)")
            }
        }
    }

    /// Puts back, last first, each output `journal` lists: an output not yet replaced keeps its
    /// old version and loses its staged file (and its backup, a second name of the old file);
    /// a replaced one gets its backup back, or is removed if it was new.
    func rollBack(_ journal: CommitJournal) {
        for (index, entry) in journal.entries.enumerated().reversed() {
            let target = path(of: entry.target)
            let stage = journalStagePath(entry, of: journal)
            let backup = journalBackupPath(entry, of: journal)
            if exists(stage) {
                if entry.hadOld { FileSystem.remove(backup) }
                FileSystem.remove(stage)
            } else if entry.hadOld {
                if exists(backup) { _ = FileSystem.rename(backup, over: target) }
            } else {
                FileSystem.remove(target)
            }
            TestHooks.reached("recover-\(journal.entries.count - index)")
        }
    }

    /// The key that seals this user's journals: the fingerprints' key (`FingerprintKey`), read
    /// once; nil when there is none, and then a journal is trusted only for outputs the run plans.
    static let journalKey: [UInt8]? = {
        guard let path = FingerprintKey.path(environment: ProcessInfo.processInfo.environment) else { return nil }
        return FingerprintKey.load(at: path)
    }()

    /// Whether something is at `path` (a symlink counts, whatever it points at).
    func exists(_ path: String) -> Bool { FileSystem.exists(path) }
}
