import Foundation

/// The files an audit reads: each path given, and under each folder given every `.swift`,
/// `.css`, `.scss` and `.less` file, recursively, in sorted order. Build products, dependencies and hidden folders
/// are not searched.
public enum AuditFiles {
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// A path that cannot be audited: it does not exist, or it is a file of none of the audited kinds.
    public struct Problem: Error, Equatable {
        public var message: String
    }

    public static func collect(_ paths: [String]) -> Result<[String], Problem> {
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else {
                return .failure(Problem(message: "no such file or folder '\(path)'"))
            }
            if !isFolder.boolValue {
                guard Auditor.Language(path: path) != nil else {
                    return .failure(Problem(message: "'\(path)' is not a .swift, .css, .scss or .less file"))
                }
                files.append(path)
                continue
            }
            files += search(path)
        }
        var seen: Set<String> = []
        return .success(files.filter { seen.insert($0).inserted })
    }

    private static func search(_ folder: String) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            if isFolder {
                if skippedFolders.contains(name) { enumerator.skipDescendants() }
                continue
            }
            guard Auditor.Language(path: name) != nil else { continue }
            let relative = url.path.hasPrefix(base.path + "/") ? String(url.path.dropFirst(base.path.count + 1)) : name
            found.append(prefix + relative)
        }
        return found.sorted()
    }
}
