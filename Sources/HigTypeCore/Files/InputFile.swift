#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Reading one input with its size bounded before it is read. The file is opened first and
/// its size taken from the open descriptor (`fstat`), so no rename between a check and the read
/// can swap a larger file in; the read itself stops one byte past the limit, so a file that grows
/// while it is read, or standard input, which has no size, costs no more than the limit either.
/// Only regular files are read: a FIFO would block the run, and a device has no end.
public enum InputFile {
    /// Why an input was not read, in words a message can use after a colon.
    public enum Failure: Error, Sendable, Equatable {
        case missing
        case folder
        /// A FIFO, socket or device, named as such ("a FIFO (named pipe)").
        case notRegularFile(String)
        case permissionDenied
        /// Larger than the limit: the size (from `fstat`, or the bytes read so far) and the limit.
        case tooLarge(size: Int, limit: Int)
        /// Any other system error, as the system words it.
        case system(String)
        /// Inside the project tree as written, outside it through a symlink (`FileDoor`): never opened.
        case outsideProject

        public var reason: String {
            switch self {
            case .missing: "no such file"
            case .folder: "it is a folder"
            case .notRegularFile(let kind): "it is \(kind), not a regular file"
            case .permissionDenied: "permission denied"
            case .tooLarge(let size, let limit):
                size == limit + 1
                    ? "it is more than the limit of \(limit) bytes"
                    : "it is \(size) bytes, more than the limit of \(limit) bytes"
            case .system(let message): message
            case .outsideProject:
                "it lies in the project tree, but a symbolic link leads it outside, and higtype does not follow "
                    + "a committed link out of the tree"
            }
        }
    }

    /// The bytes of the regular file at `path`, refused without reading when it holds more
    /// than `limit` bytes. With `followSymlinks` false, a symlink as the last component is refused
    /// (a caller that resolved the path itself wants no link swapped in since).
    public static func read(_ path: String, limit: Int, followSymlinks: Bool = true) -> Result<[UInt8], Failure> {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        var flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
        if !followSymlinks { flags |= O_NOFOLLOW }
        let fd = open(path, flags)
        guard fd >= 0 else { return .failure(failure(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(failure(errno: errno)) }
        if let kind = kind(info.st_mode) { return .failure(kind) }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure(.tooLarge(size: size, limit: limit)) }
        return readAll(fd, expected: size, limit: limit)
    }

    /// Standard input, read to its end but never past `limit` bytes: a regular file redirected
    /// in is refused by its size before any read, a pipe once it has sent `limit` + 1 bytes.
    public static func readStandardInput(limit: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        if fstat(STDIN_FILENO, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            let size = Int(info.st_size)
            guard size <= limit else { return .failure(.tooLarge(size: size, limit: limit)) }
            return readAll(STDIN_FILENO, expected: size, limit: limit)
        }
        return readAll(STDIN_FILENO, expected: 0, limit: limit)
    }

    /// Reads `fd` to its end, or fails once it has given more than `limit` bytes.
    private static func readAll(_ fd: Int32, expected: Int, limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expected, limit) + 1)
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let wanted = min(chunk, limit + 1 - bytes.count)
            let count = buffer.withUnsafeMutableBytes { SystemCall.read(fd, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // Standard input set non-blocking by whoever started us: wait for data.
                    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                return .failure(failure(errno: errno))
            }
            if count == 0 { return .success(bytes) }
            bytes += buffer[..<count]
            if bytes.count > limit { return .failure(.tooLarge(size: bytes.count, limit: limit)) }
        }
    }

    /// What a file of mode `mode` is, when it is not a regular file.
    private static func kind(_ mode: mode_t) -> Failure? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folder
        case S_IFIFO: .notRegularFile("a FIFO (named pipe)")
        case S_IFSOCK: .notRegularFile("a socket")
        case S_IFCHR: .notRegularFile("a character device")
        case S_IFBLK: .notRegularFile("a block device")
        default: .notRegularFile("a special file")
        }
    }

    private static func failure(errno code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case EACCES, EPERM: .permissionDenied
        case EISDIR: .folder
        case ELOOP: .system("it is a symlink, or a loop of them")
        default: .system(String(cString: strerror(code)))
        }
    }
}
