import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files an audit reads: each path given, and under each folder given every `.swift`,
/// `.css`, `.scss` and `.less` file, recursively, in sorted order. Build products, dependencies
/// and hidden folders are not searched, nor what an exclusion matches. A file reached by two
/// paths (a symlink, a folder given twice) is read once. A symlinked folder is not followed, as
/// the search never did: a symlink loop, or a link to `/` committed in a repository, cannot make
/// it run on.
public enum AuditFiles {
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// A path that cannot be audited: it does not exist, or it is a file of none of the audited kinds.
    public struct Problem: Error, Equatable {
        public var message: String
    }

    public static func collect(_ paths: [String], excluding exclusions: AuditExclusions = .init()) -> Result<
        [String], Problem
    > {
        var files: [String] = []
        for path in paths {
            guard let kind = FileKind.of(path) else {
                return .failure(Problem(message: "no such file or folder '\(path)'"))
            }
            if kind == .file {
                guard Auditor.Language(path: path) != nil else {
                    return .failure(Problem(message: "'\(path)' is not a .swift, .css, .scss or .less file"))
                }
                let given = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
                if !exclusions.excludes(path, relative: given) { files.append(path) }
                continue
            }
            files += search(path, exclusions)
        }
        return .success(readOnce(files))
    }

    /// One file by two paths is read once, by its real path (symlinks resolved): by the first
    /// path that is not a symlink itself, else by the first path.
    static func readOnce(_ files: [String]) -> [String] {
        let real = files.map { realPath($0) ?? $0 }
        var chosen: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            guard let earlier = chosen[real[index]] else {
                chosen[real[index]] = index
                continue
            }
            if isSymlink(files[earlier]), !isSymlink(file) { chosen[real[index]] = index }
        }
        return files.indices.filter { chosen[real[$0]] == $0 }.map { files[$0] }
    }

    private static func isSymlink(_ path: String) -> Bool {
        FileSystem.linkTarget(path) != nil
    }

    private static func search(_ folder: String, _ exclusions: AuditExclusions) -> [String] {
        var found: [String] = []
        func walk(_ path: String, _ relative: String) {
            guard let names = FileSystem.names(in: path)?.sorted() else { return }
            for name in names where !name.hasPrefix(".") {
                let child = PathText.join(path, name)
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                if FileKind.of(child) == .folder {
                    guard !skippedFolders.contains(name), !isSymlink(child),
                        !exclusions.excludes(child, relative: childRelative)
                    else { continue }
                    walk(child, childRelative)
                } else if Auditor.Language(path: name) != nil, !exclusions.excludes(child, relative: childRelative) {
                    found.append(child)
                }
            }
        }
        walk(folder, "")
        return found.sorted()
    }

    static func realPath(_ path: String) -> String? { FileSystem.realPath(path) }
}

/// What an audit leaves out: `--exclude` patterns, matched against a path relative to the
/// folder given (a file given by itself: its path as given), and a config's `audit.exclude`,
/// matched against a path relative to the config's folder. A folder that matches is left out
/// with everything in it.
public struct AuditExclusions: Sendable {
    public var globs: [AuditGlob] = []
    public var configGlobs: [AuditGlob] = []
    /// The config's folder, absolute; its patterns apply to files under it.
    public var configFolder: String?

    public init(globs: [AuditGlob] = [], configGlobs: [AuditGlob] = [], configFolder: String? = nil) {
        self.globs = globs
        self.configGlobs = configGlobs
        self.configFolder = configFolder.map {
            PathText.absolute($0.isEmpty ? "." : $0, in: FileSystem.currentFolder)
        }
    }

    public var isEmpty: Bool { globs.isEmpty && configGlobs.isEmpty }

    func excludes(_ path: String, relative: String) -> Bool {
        if globs.contains(where: { $0.matches(relative) }) { return true }
        guard let configFolder, !configGlobs.isEmpty else { return false }
        let absolute = PathText.absolute(path, in: FileSystem.currentFolder)
        let base = configFolder == "/" ? "/" : configFolder + "/"
        guard absolute.hasPrefix(base) else { return false }
        let fromConfig = String(absolute.dropFirst(base.count))
        return configGlobs.contains { $0.matches(fromConfig) }
    }
}
