import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Rewrites source files in place with their fixes applied: `lint --fix` for token files,
/// `audit --fix` for Swift and CSS. The files are staged and committed through one
/// `OutputSession` over the folder that holds them all, all files or none, as a build's outputs
/// are, so a reader never sees half a file, and a fix killed while it renamed is put back by the
/// next fix of the same files (the session plans every file the run read, so its journal names
/// only files the next run plans too). A file whose bytes are no longer those the fixes were
/// computed from (an editor saved it meanwhile, or recovery put it back) is left alone with a
/// `source-changed` error: it is checked before the session begins, after it has begun, and
/// again just before the renames. A file keeps its permissions. A symbolic link is never written
/// through (a committed link could lead anywhere): a fix to a file reached by a link is refused,
/// and is made by naming the file itself. A read-only file (no write bit) is never replaced.
///
/// The journal of a commit sits in the files' common folder when it lies in the project tree.
/// Files outside the tree (the user named them) are committed folder by folder, each with its
/// journal in its own folder, so a run never writes state into a folder above the tree such as
/// `/` or the home folder.
public enum SourceRewriter {
    /// One file: its path as the diagnostics name it, the bytes read, and the bytes to write.
    public struct Rewrite: Sendable {
        public var path: String
        public var original: [UInt8]
        public var fixed: [UInt8]

        public init(path: String, original: [UInt8], fixed: [UInt8]) {
            self.path = path
            self.original = original
            self.fixed = fixed
        }
    }

    public struct Outcome: Sendable {
        /// The paths rewritten, in the order given.
        public var written: [String] = []
        /// `source-changed` for each file left alone, or the error that kept every file as it was.
        public var diagnostics: [Diagnostic] = []
    }

    /// Writes the files of `rewrites` whose bytes change. `rewrites` should hold every file the
    /// run read, changed or not: those are the files a killed run's journal may name.
    public static func write(_ rewrites: [Rewrite], tree: ProjectTree? = nil) -> Outcome {
        let tree = tree ?? ProjectTree.enclosing(rewrites.first?.path)
        var outcome = Outcome()
        var kept: [Rewrite] = []
        for rewrite in rewrites {
            if rewrite.original != rewrite.fixed,
                case .success(let status) = FileSystem.status(rewrite.path, followingLinks: false),
                status.kind == .symlink
            {
                outcome.diagnostics.append(linked(rewrite.path, tree: tree))
            } else {
                kept.append(rewrite)
            }
        }
        // One commit for the files in the tree; one per folder for the files outside it.
        var groups: [String: [Rewrite]] = [:]
        for rewrite in kept {
            let inTree = FileDoor.isInside(rewrite.path, tree) && tree.contains(rewrite.path)
            groups[inTree ? "" : "/" + PathText.folder(of: rewrite.path), default: []].append(rewrite)
        }
        for key in groups.keys.sorted() {
            let part = commit(groups[key]!)
            outcome.written += part.written
            outcome.diagnostics += part.diagnostics
        }
        outcome.written = rewrites.map(\.path).filter(Set(outcome.written).contains)
        return outcome
    }

    /// The fixes of files that share one output session, all or none.
    private static func commit(_ rewrites: [Rewrite]) -> Outcome {
        var outcome = Outcome()
        let all = rewrites.map { (rewrite: $0, target: $0.path) }
        var pending = all.filter { $0.rewrite.original != $0.rewrite.fixed }
        pending.removeAll { entry in
            guard !unchanged(entry.target, since: entry.rewrite.original) else { return false }
            outcome.diagnostics.append(changed(entry.rewrite.path))
            return true
        }
        let left = Set(outcome.diagnostics.map(\.message))
        let targets = all.map(\.target)
        let session = OutputSession(root: OutputWriter.commonFolder(targets), purpose: .build)
        // A journal is what a killed fix (or build) left: the session recovers it even when there
        // is nothing to write, and the files are then looked at again.
        let journaled = !session.journals().isEmpty
        guard !pending.isEmpty || journaled else { return outcome }
        if let problem = session.begin(targets: targets).first {
            session.end(succeeded: false)
            return Outcome(diagnostics: outcome.diagnostics + [problem])
        }
        if journaled {
            // Recovery may have put back files this run read: then they are not what it fixed.
            let recovered = all.map { changed($0.rewrite.path) }.enumerated().filter { index, diagnostic in
                !left.contains(diagnostic.message) && !unchanged(all[index].target, since: all[index].rewrite.original)
            }
            if !recovered.isEmpty || pending.isEmpty {
                session.end(succeeded: true)
                return Outcome(diagnostics: outcome.diagnostics + recovered.map(\.element))
            }
        }
        var staged: [(stream: OutputStream, rewrite: Rewrite, target: String)] = []
        for (rewrite, target) in pending {
            let stream = OutputStream(path: target, mode: .stage, session: session)
            if let mode = permissions(of: target) { stream.permissions = mode }
            do {
                try stream.write(rewrite.fixed)
            } catch {
                (staged.map(\.stream) + [stream]).forEach { $0.discard() }
                session.end(succeeded: false)
                return Outcome(diagnostics: outcome.diagnostics + [error])
            }
            staged.append((stream, rewrite, target))
        }
        // The last look before the renames.
        staged.removeAll { entry in
            guard !unchanged(entry.target, since: entry.rewrite.original) else { return false }
            entry.stream.discard()
            outcome.diagnostics.append(changed(entry.rewrite.path))
            return true
        }
        let result = session.commit(staged.map(\.stream))
        session.end(succeeded: (try? result.get()) != nil)
        switch result {
        case .success: outcome.written = staged.map(\.rewrite.path)
        case .failure(let failure): outcome.diagnostics.append(failure)
        }
        return outcome
    }

    private static func changed(_ path: String) -> Diagnostic {
        .error(
            .sourceChanged,
            "'\(path)' changed since higtype read it, so its fixes were not written; run the command again")
    }

    private static func linked(_ path: String, tree: ProjectTree) -> Diagnostic {
        let outside = FileDoor.escapes(path, from: tree, origin: .typed)
        return .error(
            outside ? .outsideProject : .writeFailed,
            "'\(path)' is a symbolic link\(outside ? " that leads outside the project tree" : ""), and higtype "
                + "writes no fix through a link; its fixes were not written"
                + (outside ? "" : ": fix the file it leads to by its own path"))
    }

    /// Whether the file at `path` still holds `bytes`.
    private static func unchanged(_ path: String, since bytes: [UInt8]) -> Bool {
        switch InputFile.read(path, limit: max(bytes.count, 1)) {
        case .success(let current): current == bytes
        case .failure: false
        }
    }

    private static func permissions(of path: String) -> UInt32? {
        guard case .success(let status) = FileSystem.status(path) else { return nil }
        return status.permissions
    }
}
