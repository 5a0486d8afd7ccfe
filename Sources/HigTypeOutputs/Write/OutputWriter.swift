import Foundation
import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// Writes outputs the way a build step must: only files whose bytes change are touched
/// (so their mtime, and Make, stay quiet), each lands by an atomic rename, and if any file
/// cannot be staged none is replaced. Outputs arrive as `OutputStream`s, which compare and
/// stage while they are rendered, or as whole `OutputFile`s.
public enum OutputWriter {
    /// Compares each output with what is on disk, without writing anything.
    public static func check(_ outputs: [OutputFile]) -> [(OutputFile, OutputStatus)] {
        outputs.map { output in
            let stream = OutputStream(path: output.path, mode: .compare)
            let status = (try? stream.write(output.contents)).flatMap { try? stream.finish() } ?? .stale
            return (output, status)
        }
    }

    /// Writes every output whose bytes differ from the file on disk (see `commit`).
    public static func write(_ outputs: [OutputFile]) -> Result<[(OutputFile, OutputStatus)], Diagnostic> {
        var streams: [OutputStream] = []
        for output in outputs {
            let stream = OutputStream(path: output.path, mode: .stage)
            streams.append(stream)
            do {
                try stream.write(output.contents)
            } catch {
                streams.forEach { $0.discard() }
                return .failure(error)
            }
        }
        return commit(streams).map { statuses in zip(outputs, statuses).map { ($0, $1.status) } }
    }

    /// Finishes streamed outputs and moves the changed ones into place.
    ///
    /// Each changed output is already staged in a temporary file beside its target; only when
    /// every one has been finished are they renamed into place, all or none (`CommitJournal`).
    /// A failure leaves the old outputs as they were, deletes the staged files, and is returned
    /// as a diagnostic.
    public static func commit(_ streams: [OutputStream]) -> Result<[(path: String, status: OutputStatus)], Diagnostic> {
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
        if let failure = CommitJournal.commit(staged) { return .failure(failure) }
        removeAbandonedTemporaries(of: streams.map(\.path))
        return .success(statuses)
    }

    /// The prefix of the temporary files staged for `target`; the staging process's id and a
    /// random suffix follow it, e.g. `.typography.css.higtype-4242-a8Xk2p`.
    static func temporaryPrefix(for target: String) -> String {
        ".\(PathText.name(of: target)).higtype-"
    }

    /// Deletes temporary files left beside `targets` by runs that were killed before they could
    /// clean up: those whose process no longer exists. Another build writing the same outputs
    /// at this moment is alive, so its files stay.
    static func removeAbandonedTemporaries(of targets: [String]) {
        let byFolder = Dictionary(grouping: targets) { (PathText.folder(of: $0)) }
        for (folder, targets) in byFolder {
            let prefixes = targets.map(temporaryPrefix)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
            for name in names {
                guard let prefix = prefixes.first(where: name.hasPrefix),
                    let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid != getpid(),
                    kill(pid, 0) != 0, errno == ESRCH
                else { continue }
                unlink(folder.isEmpty ? name : folder + "/" + name)
            }
        }
    }
}
