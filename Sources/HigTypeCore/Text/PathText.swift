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

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
