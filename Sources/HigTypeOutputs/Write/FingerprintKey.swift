import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
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
        let folder = PathText.folder(of: path)
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        // Written whole under a name of its own, then linked into place: a run that loses the
        // race to make it reads the winner's key, never a half-written one.
        var generator = SystemRandomNumberGenerator()
        let temporary = path + "-" + String(generator.next() % 1_000_000_000_000, radix: 36)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        let key = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let written = key.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        if written == length { _ = link(temporary, path) }
        unlink(temporary)
        return read(path)
    }

    /// The key, when `path` is a regular file of this user's, readable by no one else, of 32 bytes.
    private static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid(),
            info.st_mode & 0o077 == 0, info.st_size == length
        else { return nil }
        var key = [UInt8](repeating: 0, count: length)
        let count = key.withUnsafeMutableBytes { SystemCall.read(fd, $0.baseAddress, length) }
        return count == length ? key : nil
    }
}

extension FileStat {
    /// `path`'s status, when it is a regular file (a symlink is not followed).
    public init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
            let (m, c) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (m, c) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            size: Int(info.st_size), mtime: Int(m.tv_sec) * 1_000_000_000 + Int(m.tv_nsec),
            ctime: Int(c.tv_sec) * 1_000_000_000 + Int(c.tv_nsec), inode: UInt64(info.st_ino))
    }
}
