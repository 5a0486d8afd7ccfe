import Foundation
import HigTypeCore

/// Rewrites source files in place with their fixes applied: `lint --fix` for token files,
/// `audit --fix` for Swift and CSS. Each file is staged beside itself and renamed over it, all
/// files or none, by the machinery that writes outputs (`OutputStream`, `CommitJournal`), so a
/// reader never sees half a file. A file whose bytes are no longer those the fixes were computed
/// from (an editor saved it meanwhile) is left alone with a `source-changed` error: it is
/// checked when staging, and again just before the renames. A file keeps its permissions, and a
/// symbolic link keeps pointing where it did: the file it names is rewritten.
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
        /// `source-changed` for each file left alone, or `write-failed` when nothing could be written.
        public var diagnostics: [Diagnostic] = []
    }

    public static func write(_ rewrites: [Rewrite]) -> Outcome {
        var outcome = Outcome()
        var staged: [(stream: OutputStream, rewrite: Rewrite, target: String)] = []
        for rewrite in rewrites where rewrite.original != rewrite.fixed {
            let target = resolvingLinks(rewrite.path)
            guard unchanged(target, since: rewrite.original) else {
                outcome.diagnostics.append(changed(rewrite.path))
                continue
            }
            let stream = OutputStream(path: target, mode: .stage)
            do {
                try stream.write(rewrite.fixed)
                _ = try stream.finish()
            } catch {
                stream.discard()
                staged.forEach { $0.stream.discard() }
                return Outcome(diagnostics: outcome.diagnostics + [error])
            }
            if let temporary = stream.temporary, let mode = permissions(of: target) { chmod(temporary, mode) }
            staged.append((stream, rewrite, target))
        }
        // The last look before the renames.
        staged.removeAll { entry in
            guard !unchanged(entry.target, since: entry.rewrite.original) else { return false }
            entry.stream.discard()
            outcome.diagnostics.append(changed(entry.rewrite.path))
            return true
        }
        let renames = staged.compactMap { entry in entry.stream.temporary.map { (temp: $0, target: entry.target) } }
        if let failure = CommitJournal.commit(renames) {
            outcome.diagnostics.append(failure)
            return outcome
        }
        outcome.written = staged.map(\.rewrite.path)
        return outcome
    }

    private static func changed(_ path: String) -> Diagnostic {
        .error(
            .sourceChanged,
            "'\(path)' changed since higtype read it, so its fixes were not written; run the command again")
    }

    /// Whether the file at `path` still holds `bytes`.
    private static func unchanged(_ path: String, since bytes: [UInt8]) -> Bool {
        FileManager.default.contents(atPath: path).map { Array($0) == bytes } ?? false
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
