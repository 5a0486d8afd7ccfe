import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The key that seals a user's build fingerprints: 32 random bytes in
/// `$XDG_CACHE_HOME/higtype/key` (else `~/.cache/higtype/key`), made on first use with mode 0600
/// in a folder of mode 0700. It lives outside every repository, so a fingerprint committed by
/// someone else, or written on another machine, never verifies. When the key cannot be read or
/// made as such (another owner, other permissions, a symlink, a read-only home), there is no
/// key, and builds run without fingerprints.
public enum FingerprintKey {
    static let length = 32

    /// The key file's path for `environment`, or nil when neither variable gives an absolute folder.
    public static func path(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return PathText.join(PathText.join(cache, "higtype"), "key")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return PathText.join(PathText.join(PathText.join(home, ".cache"), "higtype"), "key")
    }

    /// The key at `path`, made if there is none.
    public static func load(at path: String) -> [UInt8]? {
        if let key = read(path) { return key }
        _ = FileSystem.makeFolders(PathText.folder(of: path), permissions: 0o700)
        // Written whole under a name of its own, then linked into place: a run that loses the
        // race to make it reads the winner's key, never a half-written one.
        var generator = SystemRandomNumberGenerator()
        let temporary = path + "-" + String(generator.next() % 1_000_000_000_000, radix: 36)
        guard case .success(let file) = FileSystem.OpenFile.create(temporary, permissions: 0o600) else { return nil }
        let key = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        if case .success = file.write(key), case .success = file.close() { _ = FileSystem.link(temporary, as: path) }
        FileSystem.remove(temporary)
        return read(path)
    }

    /// The key, when `path` is a regular file of this user's, readable by no one else, of 32 bytes.
    private static func read(_ path: String) -> [UInt8]? {
        guard let (file, status) = FileSystem.OpenFile.openRegular(path), status.owner == FileSystem.userID,
            status.permissions & 0o077 == 0, status.size == length
        else { return nil }
        var key = [UInt8](repeating: 0, count: length)
        let count = key.withUnsafeMutableBytes { file.read(into: $0, at: 0) }
        return (try? count.get()) == length ? key : nil
    }
}

extension FileStat {
    /// `path`'s status, when it is a regular file (a symlink is not followed).
    public init?(path: String) {
        guard case .success(let status) = FileSystem.status(path, followingLinks: false), status.kind == .regular
        else { return nil }
        self.init(size: status.size, mtime: status.modified, ctime: status.changed, inode: status.inode)
    }
}
