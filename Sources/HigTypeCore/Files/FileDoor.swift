/// The project tree's rules for the files a run is named, on top of `FileSystem` and `InputFile`.
/// A repository's files are input a pull request can change, so where a path came from decides
/// what higtype may do with it:
///
/// - **A path the user typed** (a manifest, `--baseline`, `--manifest`, `--config` on the command
///   line, or a file name a hook passes) that lies outside the project tree as written is the
///   user's choice, and is read. One that lies inside the tree as written but leads outside it
///   through a symlink is a committed attack (`link.json -> /etc/passwd`), and is refused as
///   `outsideProject`, without naming the target or reading it.
/// - **A path a committed file names or a walk finds** (a `higtype.json` found in a folder, the
///   files an audit walk reaches, a config's `manifests`) must lead inside the tree.
/// - **An output** is never written over anything but a regular file or a symlink (which the
///   rename replaces, never follows), and never over a file whose permissions say that no one may
///   write it, whoever runs higtype.
package enum FileDoor {
    /// Where a path came from.
    package enum Origin: Sendable {
        /// Typed on the command line, or passed as a file name by a hook.
        case typed
        /// Named by a committed file, or found by a walk.
        case committed
    }

    /// Whether reading `path` would leave `tree` in a way its origin does not allow.
    package static func escapes(_ path: String, from tree: ProjectTree, origin: Origin) -> Bool {
        guard tree.onDisk else { return !tree.contains(path) }
        switch origin {
        case .committed: return !tree.contains(path)
        case .typed: return isInside(path, tree) && !tree.contains(path)
        }
    }

    /// Whether `path` lies inside `tree` as written: made absolute from the current folder, with
    /// `.` and `..` folded, symlinks not followed.
    package static func isInside(_ path: String, _ tree: ProjectTree) -> Bool {
        let absolute = ProjectTree.lexical(path.hasPrefix("/") ? path : PathText.join(FileSystem.currentFolder, path))
        return tree.roots.contains { ProjectTree.path(absolute, isInside: $0) }
    }

    /// The bytes of the regular file at `path`, at most `limit`, or why not: `outsideProject` when
    /// it escapes `tree` (as `escapes` says for its origin), before it is opened.
    package static func read(
        _ path: String, limit: Int, tree: ProjectTree, origin: Origin
    ) -> Result<[UInt8], InputFile.Failure> {
        if escapes(path, from: tree, origin: origin) { return .failure(.outsideProject) }
        return InputFile.read(path, limit: limit)
    }

    /// Why higtype must not rename a new file over `target`, in words that follow "cannot write
    /// 'target': ", or nil. A folder, a FIFO, a socket or a device is never replaced (as root,
    /// a rename over `/dev/null` replaces the machine's device), nor a regular file that no one may
    /// write (mode 0444): a person made it read-only, and `access` would let root past that.
    /// A read-only file counts only when `readOnly` is true: when the file is about to be
    /// replaced, not when it is an output that may turn out unchanged.
    package static func replaceProblem(_ target: String, readOnly: Bool = true) -> String? {
        guard case .success(let status) = FileSystem.status(target, followingLinks: false) else { return nil }
        switch status.kind {
        case .regular:
            guard readOnly, status.isReadOnly else { return nil }
            return "it is read-only (mode \(String(status.permissions, radix: 8))), so higtype does not replace it; "
                + "make it writable (chmod u+w) if it should be written"
        case .symlink: return nil
        case .folder: return "a folder is in the way"
        default: return "it is \(status.kind.words), not a regular file, and higtype writes nothing over it"
        }
    }
}
