import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Creates the folder an output goes in, with its missing parents, and when it cannot, says which
/// part of the path is in the way and why, in words ("'Gen' is a file, not a folder"), rather
/// than Foundation's "NSCocoaErrorDomain error 512". `wouldFail` asks the same questions without
/// creating anything, so a run can fail before it writes.
enum OutputFolder {
    /// Creates `folder` and its missing parents, appending each folder it created to `created`;
    /// the diagnostic names the part that failed.
    static func create(_ folder: String, created: inout [String]) -> Diagnostic? {
        for prefix in prefixes(of: folder) {
            if let problem = ensure(prefix, created: &created) {
                return .error(.writeFailed, "cannot create folder '\(folder)': \(problem)")
            }
        }
        return nil
    }

    /// Why creating `folder` would fail, found without creating anything: a part of it that is a
    /// file, or cannot be reached, or the missing part's parent is not writable.
    static func wouldFail(_ folder: String) -> String? {
        for prefix in prefixes(of: folder) {
            switch FileSystem.status(prefix) {
            case .success(let status):
                if status.kind != .folder { return "'\(prefix)' is a file, not a folder" }
                continue
            case .failure(let failure) where failure.code == ENOTDIR:
                return "'\(prefix)' lies under a file, not a folder"
            case .failure(let failure) where failure.code == EACCES:
                return "'\(prefix)' cannot be reached: permission denied"
            case .failure:
                let parent = PathText.folder(of: prefix)
                if case .failure(let failure) = FileSystem.canWrite(inFolder: parent) {
                    return notWritable(parent, failure)
                }
                return nil  // the rest is created below a folder that can hold it
            }
        }
        return nil
    }

    /// A folder, a FIFO, a socket or a device where the output `target` must go, found before
    /// anything changes.
    /// A read-only file is in the way only when `readOnly` (the output is about to replace it).
    static func inTheWay(_ target: String, readOnly: Bool = false) -> Diagnostic? {
        guard let problem = FileDoor.replaceProblem(target, readOnly: readOnly) else { return nil }
        return .error(.writeFailed, "cannot write '\(target)': \(problem); nothing was written")
    }

    /// `a`, `a/b`, `a/b/c` for `a/b/c` (starting at `/` for an absolute path).
    private static func prefixes(of folder: String) -> [String] {
        guard !folder.isEmpty else { return [] }
        var prefix = folder.hasPrefix("/") ? "/" : ""
        return folder.split(separator: "/").map { component in
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            return prefix
        }
    }

    /// Makes sure `path` is a folder, creating it when it does not exist; why not, if it cannot be.
    private static func ensure(_ path: String, created: inout [String]) -> String? {
        switch FileSystem.status(path) {
        case .success(let status): return status.kind == .folder ? nil : "'\(path)' is a file, not a folder"
        case .failure(let failure) where failure.code == ENOTDIR: return "'\(path)' lies under a file, not a folder"
        case .failure(let failure) where failure.code == EACCES:
            return "'\(path)' cannot be reached: permission denied"
        case .failure: break
        }
        switch FileSystem.makeFolder(path) {
        case .success:
            created.append(path)
            return nil
        case .failure(let failure) where failure.code == EEXIST: return nil
        case .failure(let failure) where [EACCES, EPERM, EROFS].contains(failure.code):
            return notWritable(PathText.folder(of: path), failure)
        case .failure(let failure): return "'\(path)': \(failure.reason)"
        }
    }

    private static func notWritable(_ parent: String, _ failure: FileSystem.Failure) -> String {
        let container = parent.isEmpty ? "the current folder" : "'\(parent)'"
        return "\(container) is not writable (\(failure.reason))"
    }
}
