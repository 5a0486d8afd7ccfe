#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What is at a path, as `FileManager` says after following symbolic links. One place for the
/// question because FoundationEssentials answers it with a `Bool` and Foundation with an `ObjCBool`.
public enum FileKind: Sendable, Equatable {
    case file, folder

    /// What is at `path`, or nil when nothing is (or a link leads nowhere).
    public static func of(_ path: String) -> FileKind? {
        #if canImport(FoundationEssentials)
            var isFolder = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            return isFolder ? .folder : .file
        #else
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            return isFolder.boolValue ? .folder : .file
        #endif
    }
}
