import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The checks `OutputSession.begin` makes before anything is written, so that a build that
/// cannot write every output fails with nothing written and no folder created.
extension OutputSession {
    /// Names the file system cannot hold (a part longer than 255 bytes, counting what the staged
    /// and backup files add to an output's name), and names of higtype's own state files.
    func nameProblems(_ targets: [String]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var reported = Set<String>()
        for target in targets {
            let parts = target.split(separator: "/").map(String.init)
            for (index, part) in parts.enumerated() {
                let isName = index == parts.count - 1
                let limit = StateFile.nameMax - (isName ? StateFile.overhead : 0)
                guard part.utf8.count > limit, reported.insert(part).inserted else { continue }
                let what = isName ? "cannot write '\(target)'" : "cannot create folder '\(PathText.folder(of: target))'"
                let extra = isName ? ", less the \(StateFile.overhead) its staged copy adds" : ""
                problems.append(
                    .error(
                        .writeFailed,
                        "\(what): the name '\(Self.shortened(part))' is \(part.utf8.count) bytes long, and the file "
                            + "system allows \(StateFile.nameMax)\(extra)"))
            }
            if StateFile.isStateFile(target) {
                problems.append(
                    .error(
                        .writeFailed,
                        "cannot write '\(target)': names starting with '\(StateFile.prefix)' are kept for higtype's "
                            + "own state files"))
            }
        }
        return problems
    }

    /// Outputs that are one of the run's inputs, or the same file as another output, compared by
    /// what they are on disk (device and inode, after symlinks), not by how they are written.
    func identityProblems(_ targets: [String], inputs: [String]) -> [Diagnostic] {
        var inputIDs: [FileID: String] = [:]
        for input in inputs {
            if let id = FileID(existing: input), inputIDs[id] == nil { inputIDs[id] = input }
        }
        var problems: [Diagnostic] = []
        var outputIDs: [FileID: String] = [:]
        for target in targets {
            if let id = FileID(existing: target), let input = inputIDs[id] {
                problems.append(
                    .error(
                        .outputIsInput,
                        "cannot write '\(target)': it is the input '\(input)', which the output would overwrite; "
                            + "choose another output path"))
                continue
            }
            let id = FileID(existing: target) ?? FileID(planned: target)
            if let other = outputIDs[id] {
                problems.append(
                    .error(
                        .outputIsInput,
                        "cannot write '\(target)': it is the same file as the output '\(other)'; "
                            + "choose another output path"))
            } else {
                outputIDs[id] = target
            }
        }
        return problems
    }

    /// Folders that cannot be created (a file in the way, a parent that is not writable) and
    /// symlinks inside the output folder that lead out of it. A check (`.check`) writes nothing,
    /// so for it only the symlinks count.
    func placeProblems(_ targets: [String]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen = Set<String>()
        for target in targets {
            let folder = PathText.folder(of: target)
            guard seen.insert(folder).inserted else { continue }
            if relative(target) != nil, let leak = leavesFolder(folder) {
                problems.append(
                    .error(
                        .outputOutsideFolder,
                        "cannot write '\(target)': \(leak); higtype does not write through it"))
                continue
            }
            if purpose.writes, let problem = OutputFolder.wouldFail(folder) {
                problems.append(.error(.writeFailed, "cannot create folder '\(folder)': \(problem)"))
            }
            if purpose.writes, let problem = OutputFolder.inTheWay(target) {
                problems.append(problem)
            }
        }
        return problems
    }

    /// How the existing part of `folder` (a folder inside the output folder, as a path) leads
    /// out of the output folder through a symlink, or nil when it stays inside.
    func leavesFolder(_ folder: String) -> String? {
        guard let inside = relative(PathText.join(folder.isEmpty ? "." : folder, "x")), inside.contains("/"),
            let base = FileSystem.realPath(self.folder)
        else { return nil }
        var current = self.folder
        for part in inside.split(separator: "/").dropLast() {
            current = current == "." ? String(part) : PathText.join(current, String(part))
            guard case .success(let status) = FileSystem.status(current, followingLinks: false) else { return nil }
            guard status.kind == .symlink else { continue }
            let resolved = FileSystem.realPath(current) ?? "a path that does not exist"
            if resolved == base || resolved.hasPrefix(base == "/" ? "/" : base + "/") { continue }
            return "'\(current)' is a symbolic link to '\(resolved)', outside the output folder '\(root)'"
        }
        return nil
    }

    /// A name shortened for a message: its first and last 20 characters.
    static func shortened(_ name: String) -> String {
        name.count <= 48 ? name : name.prefix(20) + "…" + name.suffix(20)
    }
}

/// A file's identity: its device and inode when it exists, else its path made absolute with
/// its folder's symlinks resolved.
struct FileID: Hashable {
    private var device: UInt64 = 0
    private var inode: UInt64 = 0
    private var path = ""

    init?(existing path: String) {
        guard case .success(let status) = FileSystem.status(path) else { return nil }
        device = status.device
        inode = status.inode
    }

    init(planned path: String) {
        let folder = PathText.folder(of: path)
        let base = folder.isEmpty ? "." : folder
        if let resolved = FileSystem.realPath(base) {
            self.path = PathText.join(resolved, PathText.name(of: path))
        } else {
            self.path = URL(fileURLWithPath: path).standardizedFileURL.path
        }
    }
}
