import Foundation
import HigTypeCore
import HigTypeSpec
import Mustache
import HigTypeCompiler

/// Writes outputs the way a build step must: only files whose bytes change are touched
/// (so their mtime, and Make, stay quiet), each lands by an atomic rename, and if any file
/// cannot be staged none is replaced.
public enum OutputWriter {
    /// Compares each output with what is on disk, without writing anything.
    public static func check(_ outputs: [OutputFile]) -> [(OutputFile, OutputStatus)] {
        outputs.map { output in
            guard let existing = FileManager.default.contents(atPath: output.path) else { return (output, .missing) }
            return (output, Array(existing) == output.contents ? .unchanged : .stale)
        }
    }

    /// Writes every output whose bytes differ from the file on disk.
    ///
    /// All changed files are first written to temporary files beside their targets; only when
    /// every one of them is staged are they renamed into place. A failure leaves the old
    /// outputs as they were and is returned as a diagnostic.
    public static func write(_ outputs: [OutputFile]) -> Result<[(OutputFile, OutputStatus)], Diagnostic> {
        let statuses = check(outputs)
        var staged: [(temp: String, target: String)] = []
        func discardStaged() {
            for s in staged { unlink(s.temp) }
        }
        for (output, status) in statuses where status != .unchanged {
            switch stage(output) {
            case .success(let temp): staged.append((temp, output.path))
            case .failure(let diagnostic):
                discardStaged()
                return .failure(diagnostic)
            }
        }
        for (index, s) in staged.enumerated() where rename(s.temp, s.target) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { unlink(rest.temp) }
            return .failure(.error(.writeFailed, "cannot move the new '\(s.target)' into place: \(reason)"))
        }
        removeAbandonedTemporaries(of: outputs.map(\.path))
        return .success(statuses.map { ($0.0, $0.1 == .unchanged ? .unchanged : .written) })
    }

    /// The prefix of the temporary files staged for `target`; the staging process's id and a
    /// random suffix follow it, e.g. `.typography.css.higtype-4242-a8Xk2p`.
    static func temporaryPrefix(for target: String) -> String {
        ".\((target as NSString).lastPathComponent).higtype-"
    }

    /// Deletes temporary files left beside `targets` by runs that were killed before they could
    /// clean up: those whose process no longer exists. Another build writing the same outputs
    /// at this moment is alive, so its files stay.
    static func removeAbandonedTemporaries(of targets: [String]) {
        let byFolder = Dictionary(grouping: targets) { (($0 as NSString).deletingLastPathComponent) }
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

    /// Writes `output` to a new temporary file in its target's folder and returns the temporary path.
    private static func stage(_ output: OutputFile) -> Result<String, Diagnostic> {
        let target = output.path
        let folder = (target as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return .failure(.error(.writeFailed, "cannot create folder '\(folder)' for '\(target)': \(describe(error))"))
            }
        }
        let prefix = temporaryPrefix(for: target)
        var template = Array(((folder.isEmpty ? "" : folder + "/") + prefix + "\(getpid())-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            return .failure(.error(.writeFailed, "cannot write '\(target)': \(String(cString: strerror(errno)))"))
        }
        let temp = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let ok = output.contents.withUnsafeBytes { buffer -> Bool in
            var done = 0
            while done < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n <= 0 { return false }
                done += n
            }
            return true
        }
        let reason = String(cString: strerror(errno))
        // mkstemp creates 0600; generated files are ordinary sources, readable by all.
        fchmod(fd, 0o644)
        close(fd)
        guard ok else {
            unlink(temp)
            return .failure(.error(.writeFailed, "cannot write '\(target)': \(reason)"))
        }
        return .success(temp)
    }

    private static func describe(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
