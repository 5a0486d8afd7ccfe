import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One run's work in one output folder: `--out DIR` for a build, the page's folder for a
/// preview. It holds what the run must know to write there safely and to leave nothing behind:
///
/// - `begin` checks, before anything is written, every path the run may write: no name too long
///   for the file system, no file where a folder must be, no symlink that leads out of the
///   folder, no output that is one of the run's inputs or another output. It then takes the
///   folder's lock (`FolderLock`), and if a run was killed while it replaced its outputs, puts
///   them back (`.build`) or reports them (`.check`, which never renames or deletes).
/// - Streams stage their outputs through it (`stagePath`, `makeFolder`), and `commit` moves them
///   into place, all or none (OutputSession+Commit.swift).
/// - `end` removes the folders a failed run created, and what killed runs left behind.
///
/// The files it keeps beside the outputs are the `StateFile` family.
public final class OutputSession: @unchecked Sendable {
    public enum Purpose: Sendable {
        /// Write a build's outputs; first recover what a killed build left.
        case build
        /// Only compare (`build --check`): rename and delete nothing, report what needs recovery.
        case check
        /// Write files that are no build's outputs (a preview page, `init`'s files): journals
        /// are neither acted on nor reported.
        case files

        var writes: Bool { self != .check }
    }

    /// The output folder, as given.
    public let root: String
    let purpose: Purpose
    /// This run's id, in the names of its state files.
    let run = RunID()
    /// The output folder as paths are joined to it: "." for the current folder.
    let folder: String

    /// The lock on the output folder, once it exists.
    var lock: FolderLock?
    /// The outputs this run may write, as paths inside the folder: all that recovery may touch.
    var planned: Set<String> = []
    /// The same outputs as given, for the folders they are in.
    var plannedTargets: [String] = []
    /// The folders this run created, in the order it created them.
    private var created: [String] = []
    private let mutex = ThreadLock()

    public init(root: String, purpose: Purpose = .files) {
        self.root = root
        self.purpose = purpose
        var trimmed = Substring(root)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        folder = trimmed.isEmpty || trimmed == "." ? "." : String(trimmed)
    }

    /// Checks every path the run may write (`targets`, as the streams will name them) against
    /// the file system and the run's `inputs`, then takes the folder's lock and deals with what
    /// killed runs left. Any diagnostic it returns is an error, found before anything was written.
    public func begin(targets: [String], inputs: [String] = []) -> [Diagnostic] {
        plannedTargets = targets
        planned = Set(targets.compactMap(relative))
        var problems = nameProblems(targets)
        if purpose.writes { problems += identityProblems(targets, inputs: inputs) }
        guard problems.isEmpty else { return problems }
        problems += placeProblems(targets)
        guard problems.isEmpty else { return problems }
        return takeLock()
    }

    /// `target` as a path inside the output folder (`dtcg/ios/large.tokens.json`), or nil when
    /// it is not inside it as written.
    func relative(_ target: String) -> String? {
        let rest: Substring
        if folder == "." {
            guard !target.hasPrefix("/") else { return nil }
            rest = Substring(target)
        } else if folder == "/" {
            guard target.hasPrefix("/") else { return nil }
            rest = target.dropFirst()
        } else {
            guard target.hasPrefix(folder + "/") else { return nil }
            rest = target.dropFirst(folder.count + 1)
        }
        let parts = rest.split(separator: "/").filter { $0 != "." }
        guard !parts.isEmpty, !parts.contains("..") else { return nil }
        return parts.joined(separator: "/")
    }

    /// The path of `relative` (a path inside the output folder).
    func path(of relative: String) -> String { folder == "." ? relative : PathText.join(folder, relative) }

    /// Where `target` is staged before the commit renames it into place.
    func stagePath(for target: String) -> String {
        PathText.join(PathText.folder(of: target), StateFile.stage(run, for: PathText.name(of: target)))
    }

    /// Where the old `target` is kept while the commit replaces it.
    func backupPath(for target: String) -> String {
        PathText.join(PathText.folder(of: target), StateFile.backup(run, for: PathText.name(of: target)))
    }

    /// Creates the folder `target` goes in, with its missing parents, remembering the folders
    /// it created; once the output folder exists, takes its lock. (Streams render in parallel.)
    func makeFolder(for target: String) throws(Diagnostic) {
        mutex.lock()
        defer { mutex.unlock() }
        if let problem = OutputFolder.create(PathText.folder(of: target), created: &created) { throw problem }
        if lock == nil, let opened = FolderLock(folder), opened.lock(exclusive: false) { lock = opened }
    }

    /// Ends the run: after a failure, removes the folders it created (only empty ones: its staged
    /// files are gone by then); after a write, when no other run is working in the folder,
    /// deletes what killed runs left beside this run's outputs. Then releases the lock.
    public func end(succeeded: Bool) {
        mutex.lock()
        defer { mutex.unlock() }
        if !succeeded {
            for folder in created.reversed() { FileSystem.removeFolder(folder) }
            created = []
        }
        guard let lock else { return }
        if purpose.writes, lock.tryExclusive() { removeLitter() }
        lock.unlock()
        self.lock = nil
    }

    /// The names of the journals in the output folder.
    func journals() -> [String] {
        let names = FileSystem.names(in: folder) ?? []
        return names.filter { $0.hasPrefix(StateFile.journalPrefix) }.sorted()
    }

    /// Deletes the stage and backup files of any run beside this run's outputs: called with the
    /// lock exclusive, so no run that made them is alive. Nothing is deleted while a journal is
    /// in the folder: its files are what recovery needs, or what a person must look at.
    private func removeLitter() {
        guard journals().isEmpty else { return }
        let byFolder = Dictionary(grouping: plannedTargets, by: { PathText.folder(of: $0) })
        for (folder, targets) in byFolder {
            let outputs = Set(targets.map { PathText.name(of: $0) })
            let names = FileSystem.names(in: folder) ?? []
            for name in names {
                guard let output = StateFile.output(ofStageOrBackup: name), outputs.contains(output) else { continue }
                FileSystem.remove(PathText.join(folder, name))
            }
        }
    }
}
