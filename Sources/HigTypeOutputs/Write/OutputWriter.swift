import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes outputs the way a build step must: only files whose bytes change are touched
/// (so their mtime, and Make, stay quiet), each lands by an atomic rename, and if any file
/// cannot be staged none is replaced. Outputs arrive as `OutputStream`s, which compare and
/// stage while they are rendered, or as whole `OutputFile`s; an `OutputSession` checks the
/// paths first and commits them.
public enum OutputWriter {
    /// Compares each output with what is on disk, without writing anything.
    public static func check(_ outputs: [OutputFile]) -> [(OutputFile, OutputStatus)] {
        outputs.map { output in
            let stream = OutputStream(path: output.path, mode: .compare)
            let status = (try? stream.write(output.contents)).flatMap { try? stream.finish() } ?? .stale
            return (output, status)
        }
    }

    /// Writes every output whose bytes differ from the file on disk, in the output folder `root`
    /// (default: the folder that holds them all); none may be one of `inputs`.
    public static func write(_ outputs: [OutputFile], root: String? = nil, inputs: [String] = []) -> Result<
        [(OutputFile, OutputStatus)], Diagnostic
    > {
        let session = OutputSession(root: root ?? commonFolder(outputs.map(\.path)))
        if let problem = session.begin(targets: outputs.map(\.path), inputs: inputs).first {
            session.end(succeeded: false)
            return .failure(problem)
        }
        var streams: [OutputStream] = []
        for output in outputs {
            let stream = OutputStream(path: output.path, mode: .stage, session: session)
            streams.append(stream)
            do {
                try stream.write(output.contents)
            } catch {
                streams.forEach { $0.discard() }
                session.end(succeeded: false)
                return .failure(error)
            }
        }
        let result = session.commit(streams)
        session.end(succeeded: (try? result.get()) != nil)
        return result.map { statuses in zip(outputs, statuses).map { ($0, $1.status) } }
    }

    /// Finishes streamed outputs and moves the changed ones into place, all or none, through
    /// their session (`OutputSession.commit`).
    public static func commit(_ streams: [OutputStream]) -> Result<[(path: String, status: OutputStatus)], Diagnostic> {
        guard let session = streams.first?.session else { return .success([]) }
        return session.commit(streams)
    }

    /// The deepest folder that holds every path ("" for the current folder).
    static func commonFolder(_ paths: [String]) -> String {
        let folders = paths.map { PathText.folder(of: $0).split(separator: "/", omittingEmptySubsequences: false) }
        guard var common = folders.first else { return "" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty && paths.first?.hasPrefix("/") == true ? "/" : joined
    }
}
