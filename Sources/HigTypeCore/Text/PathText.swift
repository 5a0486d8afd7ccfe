/// The parts of a file path, as text. Foundation's `NSString.deletingLastPathComponent` traps
/// on Linux for a path without a slash (`"out.html"`), which a command line gives all the time,
/// so higtype splits paths here instead.
public enum PathText {
    /// The folder that holds `path`: `""` for a bare name, `"/"` for a file at the root.
    /// Trailing slashes are ignored: the folder of `"a/b/"` is `"a"`.
    public static func folder(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path`: `"b"` for `"a/b"` and for `"a/b/"`.
    public static func name(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `name` inside `folder`, with no folder part when `folder` is empty.
    public static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` as an absolute path without `.` and `..` components or repeated slashes, read
    /// against `currentDirectory` when it is relative. Lexical: symbolic links are not followed.
    public static func absolute(_ path: String, in currentDirectory: String) -> String {
        let full = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `folder`, both read against `currentDirectory` when relative:
    /// `../tokens/a.json` for `tokens/a.json` from `out`. A folder of `""` is `currentDirectory`.
    public static func relative(_ path: String, from folder: String, in currentDirectory: String) -> String {
        let target = absolute(path, in: currentDirectory).split(separator: "/")
        let base = absolute(folder.isEmpty ? "." : folder, in: currentDirectory).split(separator: "/")
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let parts = up + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
