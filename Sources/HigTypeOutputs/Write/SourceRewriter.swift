import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Rewrites source files in place with their fixes applied: `lint --fix` for token files,
/// `audit --fix` for Swift and CSS. The files are staged and committed through one
/// `OutputSession` over the folder that holds them all, all files or none, as a build's outputs
/// are, so a reader never sees half a file, and a fix killed while it renamed is put back by the
/// next fix of the same files (the session plans every file the run read, so its journal names
/// only files the next run plans too). A file whose bytes are no longer those the fixes were
/// computed from (an editor saved it meanwhile, or recovery put it back) is left alone with a
/// `source-changed` error: it is checked before the session begins, after it has begun, and
/// again just before the renames. A file keeps its permissions, and a symbolic link keeps
/// pointing where it did: the file it names is rewritten.
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
    public static func write(_ rewrites: [Rewrite]) -> Outcome {
        var outcome = Outcome()
        let all = rewrites.map { (rewrite: $0, target: resolvingLinks($0.path)) }
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

    /// Whether the file at `path` still holds `bytes`.
    private static func unchanged(_ path: String, since bytes: [UInt8]) -> Bool {
        switch InputFile.read(path, limit: max(bytes.count, 1)) {
        case .success(let current): current == bytes
        case .failure: false
        }
    }

    /// The file a path names, through any symbolic links, so that the rename replaces the file
    /// and not the link.
    private static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }
}
