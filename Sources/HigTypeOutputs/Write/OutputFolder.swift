import Foundation
import HigTypeCore

/// Creates the folder an output goes in, with its missing parents, and when it cannot, says which
/// part of the path is in the way and why, in words ("'Gen' is a file, not a folder"), rather
/// than Foundation's "NSCocoaErrorDomain error 512".
enum OutputFolder {
    /// Creates `folder` and its missing parents; the diagnostic names the part that failed.
    static func create(_ folder: String) -> Diagnostic? {
        guard !folder.isEmpty else { return nil }
        var prefix = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if let problem = ensure(prefix) {
                return .error(.writeFailed, "cannot create folder '\(folder)': \(problem)")
            }
        }
        return nil
    }

    /// Makes sure `path` is a folder, creating it when it does not exist; why not, if it cannot be.
    private static func ensure(_ path: String) -> String? {
        var info = stat()
        // errno is read right after the call that set it (and is per thread: outputs render in parallel).
        if stat(path, &info) == 0 {
            return (info.st_mode & S_IFMT) == S_IFDIR ? nil : "'\(path)' is a file, not a folder"
        }
        if errno == ENOTDIR { return "'\(path)' lies under a file, not a folder" }
        if errno == EACCES { return "'\(path)' cannot be reached: permission denied" }
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return nil }
        let reason = errno
        let parent = PathText.folder(of: path)
        switch reason {
        case EACCES, EPERM, EROFS:
            let container = parent.isEmpty ? "the current folder" : "'\(parent)'"
            return "\(container) is not writable (\(String(cString: strerror(reason))))"
        default:
            return "'\(path)': \(String(cString: strerror(reason)))"
        }
    }
}
