import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Moving staged outputs into place so that either every output is new or every output is old.
///
/// One output is renamed over its target: a rename is atomic by itself. Several go through a
/// journal (`CommitJournal`) in the output folder, in steps that a kill may interrupt anywhere:
///
///     1 journal     the journal lists every output, marked "preparing", and is synced
///     2 backup-N    each old output gets a second name, its backup (a hard link)
///     3 rename-N    each staged output is renamed over its target
///     4 committed   the journal is marked "committed": the point of no return
///     5 unbackup-N  the backups are removed
///     6 done        the journal is removed
///
/// If a step fails, the outputs already replaced are put back and the rest discarded. If the
/// process is killed, the next run that writes these outputs finds the journal: before step 4
/// it puts every old output back, after it it removes the backups (`OutputSession.recover`).
/// Each step's name is a `TestHooks` point, where a test kills the process to prove this.
/// Outputs outside the output folder (a depfile elsewhere) are renamed one by one at the end.
extension OutputSession {
    /// Finishes every stream and moves the changed outputs into place, all or none. A failure
    /// leaves the old outputs as they were, deletes the staged files, and is returned.
    public func commit(_ streams: [OutputStream]) -> Result<[(path: String, status: OutputStatus)], Diagnostic> {
        var statuses: [(path: String, status: OutputStatus)] = []
        for stream in streams {
            do {
                statuses.append((stream.path, try stream.finish()))
            } catch {
                streams.forEach { $0.discard() }
                return .failure(error)
            }
        }
        let staged = streams.compactMap { stream in stream.temporary.map { (temp: $0, target: stream.path) } }
        TestHooks.reached("staged")
        let inside = staged.filter { relative($0.target) != nil }
        let outside = staged.filter { relative($0.target) == nil }
        if let problem = staged.lazy.compactMap({ Self.precheck($0.target) }).first {
            staged.forEach { FileSystem.remove($0.temp) }
            return .failure(problem)
        }
        let failure =
            inside.count > 1
            ? commitJournaled(inside)
            : inside.first.flatMap { Self.move($0.temp, over: $0.target, others: []) }
        if let failure {
            outside.forEach { FileSystem.remove($0.temp) }
            return .failure(failure)
        }
        for (index, file) in outside.enumerated() {
            if let failure = Self.move(file.temp, over: file.target, others: outside[(index + 1)...].map(\.temp)) {
                return .failure(failure)
            }
        }
        return .success(statuses)
    }

    /// Renames one staged file over its target; on failure deletes it and `others`.
    private static func move(_ temp: String, over target: String, others: [String]) -> Diagnostic? {
        guard case .failure(let failure) = FileSystem.rename(temp, over: target) else { return nil }
        ([temp] + others).forEach { FileSystem.remove($0) }
        return .error(.writeFailed, "cannot move the new '\(target)' into place: \(failure.reason)")
    }

    /// A reason the target cannot be replaced, found before anything changes.
    private static func precheck(_ target: String) -> Diagnostic? {
        if let problem = OutputFolder.inTheWay(target, readOnly: true) { return problem }
        if case .failure = FileSystem.canWrite(inFolder: PathText.folder(of: target)) {
            return .error(.writeFailed, "cannot write '\(target)': its folder is not writable; nothing was written")
        }
        return nil
    }

    /// Steps 1 to 6 above for outputs inside the output folder.
    private func commitJournaled(_ staged: [(temp: String, target: String)]) -> Diagnostic? {
        let entries = staged.map { CommitJournal.Entry(target: relative($0.target)!, hadOld: exists($0.target)) }
        var journal = CommitJournal(run: run, phase: .preparing, entries: entries)
        if let key = Self.journalKey { journal.seal = journal.seal(key: key) }
        let journalPath = path(of: StateFile.journal(run))
        let bytes = journal.encoded()
        let opened = FileSystem.OpenFile.create(journalPath)
        let file: FileSystem.OpenFile
        switch opened.flatMap({ file in file.write(bytes).flatMap { file.sync() }.map { file } }) {
        case .success(let written): file = written
        case .failure(let failure):
            if case .success = opened { FileSystem.remove(journalPath) }
            staged.forEach { FileSystem.remove($0.temp) }
            return .error(.writeFailed, "cannot write the commit journal '\(journalPath)': \(failure.reason)")
        }
        TestHooks.reached("journal")

        /// Undoes what is done so far and says why.
        func abandon(_ what: String, _ failure: FileSystem.Failure) -> Diagnostic {
            rollBack(journal)
            FileSystem.remove(journalPath)
            return .error(.writeFailed, "\(what): \(failure.reason); every output was left as it was")
        }
        for (index, entry) in entries.enumerated() where entry.hadOld {
            let target = staged[index].target
            if case .failure(let failure) = FileSystem.link(target, as: backupPath(for: target)) {
                return abandon("cannot keep the old '\(target)' while replacing it", failure)
            }
            TestHooks.reached("backup-\(index + 1)")
        }
        for (index, staged) in staged.enumerated() {
            if case .failure(let failure) = FileSystem.rename(staged.temp, over: staged.target) {
                return abandon("cannot move the new '\(staged.target)' into place", failure)
            }
            TestHooks.reached("rename-\(index + 1)")
        }
        _ = file.overwrite(CommitJournal.Phase.committed.rawValue, at: CommitJournal.phaseOffset)
        _ = file.sync()
        TestHooks.reached("committed")
        for (index, entry) in entries.enumerated() where entry.hadOld {
            FileSystem.remove(backupPath(for: staged[index].target))
            TestHooks.reached("unbackup-\(index + 1)")
        }
        FileSystem.remove(journalPath)
        TestHooks.reached("done")
        return nil
    }

    /// Every step name of a commit of `count` outputs that all had old versions, in order: the
    /// points where the kill tests stop a build.
    package static func commitSteps(count: Int) -> [String] {
        let numbered = { (step: String) in (1...count).map { "\(step)-\($0)" } }
        return ["staged", "journal"] + numbered("backup") + numbered("rename") + ["committed"] + numbered("unbackup")
            + ["done"]
    }
}
