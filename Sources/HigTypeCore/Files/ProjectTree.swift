#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The folders a document may make higtype read: the project tree. A resolver document names
/// token files by path, and a template folder holds files that may be symlinks; none of them
/// may lead higtype to read a file outside the tree, after symlinks are resolved, because a
/// document in a repository is input like any other: a committed `"$ref": "/etc/passwd"` or a
/// symlink to a key file must not end up quoted in a CI log or copied into the outputs.
///
/// The tree is the enclosing repository: the nearest folder at or above the first input's folder
/// that holds `.git` (a folder, or a file in a worktree or submodule). Without one, it is the
/// first input's folder. `--allow-path DIR` adds folders. A monorepo's sibling folders are inside
/// its repository; `/etc`, the home folder and other checkouts are not.
public struct ProjectTree: Sendable, Equatable {
    /// The folders of the tree: absolute and with symlinks resolved on disk, or for a tree of
    /// files in memory, as written with `.` and `..` folded.
    public private(set) var roots: [String]
    /// Whether paths are files on disk, whose symlinks are resolved before they are compared;
    /// false for files in memory (the fuzz targets, the library's `compile(sources:)`).
    public let onDisk: Bool

    /// Where a path leads.
    public enum Place: Sendable, Equatable {
        /// Inside the tree, at this path (symlinks resolved on disk): the one to open.
        case inside(String)
        /// Outside the tree, at this path (symlinks resolved as far as the path exists).
        case outside(String)
    }

    /// A tree of the given folders; on disk each is made absolute with its symlinks resolved.
    public init(roots: [String], onDisk: Bool = true) {
        self.onDisk = onDisk
        self.roots = roots.map { onDisk ? Self.resolved($0) : Self.lexical($0) }
    }

    /// The tree of a run whose first input is `firstInput` (nil or `-`, standard input: the
    /// current folder's), widened by the folders in `allowed`.
    ///
    /// The search goes up the input's folder as written, not as its symlinks resolve: an input in a
    /// committed folder that is a symlink to `/etc` lies in the repository that holds the link, and
    /// leads outside it (`FileDoor`), rather than making `/etc` the tree.
    public static func enclosing(_ firstInput: String?, allowing allowed: [String] = []) -> ProjectTree {
        let folder = firstInput.flatMap { $0 == "-" ? nil : PathText.folder(of: $0) } ?? ""
        let written = folder.isEmpty ? "." : folder
        let start = lexical(written.hasPrefix("/") ? written : PathText.join(FileSystem.currentFolder, written))
        var candidate = start
        while true {
            if FileSystem.exists(PathText.join(candidate, ".git")) { break }
            let parent = PathText.folder(of: candidate)
            guard parent != candidate, !parent.isEmpty else {
                // No repository: the input's folder, or the nearest folder above it that no
                // symlink leads elsewhere.
                candidate = start
                while resolved(candidate) != candidate, PathText.folder(of: candidate) != candidate {
                    candidate = PathText.folder(of: candidate)
                }
                break
            }
            candidate = parent
        }
        return ProjectTree(roots: [candidate] + allowed)
    }

    /// A tree of files in memory under `root`, compared as written (`.` for any relative path).
    public static func memory(root: String) -> ProjectTree {
        ProjectTree(roots: [root], onDisk: false)
    }

    /// Where `path` leads: on disk, after every symlink in it is resolved (for a path that does
    /// not exist, as far as it exists); in memory, with `.` and `..` folded.
    public func place(_ path: String) -> Place {
        let target = onDisk ? Self.resolved(path) : Self.lexical(path)
        return roots.contains { Self.path(target, isInside: $0) } ? .inside(target) : .outside(target)
    }

    /// Whether `path` leads inside the tree.
    public func contains(_ path: String) -> Bool {
        if case .inside = place(path) { return true }
        return false
    }

    /// The first root, the one named in messages: the repository or the first input's folder.
    public var root: String { roots.first ?? "." }

    /// Whether `path` is `root` or lies below it, both normalized the same way.
    static func path(_ path: String, isInside root: String) -> Bool {
        if root == "/" { return path.hasPrefix("/") }
        if root == "." { return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../") }
        return path == root || path.hasPrefix(root + "/")
    }

    /// `path` absolute with every symlink resolved. When it does not exist, its longest existing
    /// ancestor is resolved and the rest appended with `.` and `..` folded, so a path that names
    /// nothing still lands where the system would look for it.
    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : PathText.join(FileSystem.currentFolder, path)
        var head = absolute
        var tail: [String] = []
        while true {
            if let real = realPath(head) {
                return lexical(tail.reversed().reduce(real) { PathText.join($0, $1) })
            }
            let parent = PathText.folder(of: head)
            guard parent != head, !parent.isEmpty else { return lexical(absolute) }
            tail.append(PathText.name(of: head))
            head = parent
        }
    }

    private static func realPath(_ path: String) -> String? { FileSystem.realPath(path) }

    /// `path` with empty and `.` segments dropped and `..` folded into the segment before it;
    /// a relative path keeps leading `..` segments, an absolute one stops at `/`.
    public static func lexical(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let body = parts.joined(separator: "/")
        return absolute ? "/" + body : (body.isEmpty ? "." : body)
    }
}
