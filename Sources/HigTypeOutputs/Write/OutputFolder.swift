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
            var info = stat()
            if stat(prefix, &info) == 0 {
                if (info.st_mode & S_IFMT) != S_IFDIR { return "'\(prefix)' is a file, not a folder" }
                continue
            }
            if errno == ENOTDIR { return "'\(prefix)' lies under a file, not a folder" }
            if errno == EACCES { return "'\(prefix)' cannot be reached: permission denied" }
            let parent = PathText.folder(of: prefix)
            guard access(parent.isEmpty ? "." : parent, W_OK) == 0 else {
                return notWritable(parent, errno)
            }
            return nil  // the rest is created below a folder that can hold it
        }
        return nil
    }

    /// A folder where the output `target` must go, found before anything changes.
    static func inTheWay(_ target: String) -> Diagnostic? {
        var info = stat()
        guard lstat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return .error(.writeFailed, "cannot write '\(target)': a folder is in the way; nothing was written")
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
        var info = stat()
        // errno is read right after the call that set it (and is per thread: outputs render in parallel).
        if stat(path, &info) == 0 {
            return (info.st_mode & S_IFMT) == S_IFDIR ? nil : "'\(path)' is a file, not a folder"
        }
        if errno == ENOTDIR { return "'\(path)' lies under a file, not a folder" }
        if errno == EACCES { return "'\(path)' cannot be reached: permission denied" }
        if mkdir(path, 0o755) == 0 {
            created.append(path)
            return nil
        }
        if errno == EEXIST { return nil }
        let reason = errno
        switch reason {
        case EACCES, EPERM, EROFS:
            return notWritable(PathText.folder(of: path), reason)
        default:
            return "'\(path)': \(String(cString: strerror(reason)))"
        }
    }

    private static func notWritable(_ parent: String, _ reason: Int32) -> String {
        let container = parent.isEmpty ? "the current folder" : "'\(parent)'"
        return "\(container) is not writable (\(String(cString: strerror(reason))))"
    }
}
