#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one door to the file system. Every file higtype opens, stats, lists, renames, links or
/// deletes goes through this type, `InputFile` (bounded reads) or `FileDoor` (the project tree's
/// rules for what a run may read and write), all three in this folder; no other source file
/// calls the system for a file (`FileAccessArchitectureTests` holds that). Each call is a thin
/// wrapper with the system's meaning, so the callers above keep their logic, and this folder is
/// the one place to read to know what higtype can do to a disk.
///
/// A call that fails returns the system's error number (`FileSystem.Failure`), read right after
/// the call that set it, never a global `errno` read later.
public enum FileSystem {
    /// A system error: its number, and its words (`strerror`).
    package struct Failure: Error, Equatable, Sendable {
        package var code: Int32
        package var reason: String { String(cString: strerror(code)) }
        package init(_ code: Int32) { self.code = code }
        static var current: Failure { Failure(errno) }
        /// What a write to a file that is not open fails with.
        package static let notOpen = Failure(EBADF)
    }

    /// What a path names.
    package enum Kind: Sendable, Equatable {
        case regular, folder, symlink, fifo, socket, characterDevice, blockDevice, other

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regular
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .symlink
            case S_IFIFO: self = .fifo
            case S_IFSOCK: self = .socket
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            default: self = .other
            }
        }

        /// The kind in words, for "it is a FIFO (named pipe), not a regular file".
        package var words: String {
            switch self {
            case .regular: "a regular file"
            case .folder: "a folder"
            case .symlink: "a symbolic link"
            case .fifo: "a FIFO (named pipe)"
            case .socket: "a socket"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .other: "a special file"
            }
        }
    }

    /// A file's status, as `stat` or `lstat` gives it.
    package struct Status: Sendable, Equatable {
        package var kind: Kind
        package var size: Int
        /// The permission bits (`mode & 0o7777`).
        package var permissions: UInt32
        package var device: UInt64
        package var inode: UInt64
        package var owner: UInt32
        /// Modification and status-change times, in nanoseconds since the epoch.
        package var modified: Int
        package var changed: Int

        init(_ info: stat) {
            kind = Kind(mode: info.st_mode)
            size = Int(info.st_size)
            permissions = UInt32(info.st_mode & 0o7777)
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            owner = UInt32(info.st_uid)
            #if canImport(Darwin)
                let (m, c) = (info.st_mtimespec, info.st_ctimespec)
            #else
                let (m, c) = (info.st_mtim, info.st_ctim)
            #endif
            modified = Int(m.tv_sec) * 1_000_000_000 + Int(m.tv_nsec)
            changed = Int(c.tv_sec) * 1_000_000_000 + Int(c.tv_nsec)
        }

        /// Whether no one may write the file by its permission bits: a read-only file a person
        /// made so. (`access` says yes to root whatever the bits, so the bits are read instead.)
        package var isReadOnly: Bool { permissions & 0o222 == 0 }
    }

    /// The status of `path`, following a final symlink unless `followingLinks` is false.
    package static func status(_ path: String, followingLinks: Bool = true) -> Result<Status, Failure> {
        var info = stat()
        let result = followingLinks ? stat(path, &info) : lstat(path, &info)
        return result == 0 ? .success(Status(info)) : .failure(.current)
    }

    /// Whether anything is at `path` (a symlink counts, whatever it points at).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The names in `folder`, unsorted, without `.` and `..`; nil when it cannot be listed.
    public static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// `path` absolute, with every symlink resolved; nil when it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Where the symlink at `path` points, as written in it; nil when `path` is no symlink.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether this process may create files in `folder` ("" or "." for the current one).
    package static func canWrite(inFolder folder: String) -> Result<Void, Failure> {
        access(folder.isEmpty ? "." : folder, W_OK) == 0 ? .success(()) : .failure(.current)
    }

    /// This process's user.
    package static var userID: UInt32 { UInt32(getuid()) }

    /// The current folder.
    public static var currentFolder: String { FileManager.default.currentDirectoryPath }

    /// Creates the folder `path` with `permissions`.
    package static func makeFolder(_ path: String, permissions: UInt32 = 0o755) -> Result<Void, Failure> {
        mkdir(path, mode_t(permissions)) == 0 ? .success(()) : .failure(.current)
    }

    /// Creates `path` and its missing parents, each with `permissions`; true when it is a folder then.
    package static func makeFolders(_ path: String, permissions: UInt32) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + part
            _ = mkdir(prefix, mode_t(permissions))
        }
        if case .success(let status) = status(path), status.kind == .folder { return true }
        return false
    }

    /// Removes the folder `path` when it is empty.
    @discardableResult
    package static func removeFolder(_ path: String) -> Bool { rmdir(path) == 0 }

    /// Removes the name `path` (a file, or a symlink itself).
    @discardableResult
    package static func remove(_ path: String) -> Bool { unlink(path) == 0 }

    /// Renames `source` over `target`, atomically; a symlink at `target` is replaced, not followed.
    package static func rename(_ source: String, over target: String) -> Result<Void, Failure> {
        renameFile(source, target) == 0 ? .success(()) : .failure(.current)
    }

    /// Gives the file `existing` a second name, `new`; a symlink at `existing` is not followed.
    package static func link(_ existing: String, as new: String) -> Result<Void, Failure> {
        linkat(AT_FDCWD, existing, AT_FDCWD, new, 0) == 0 ? .success(()) : .failure(.current)
    }

    /// A file open for reading or writing by descriptor, closed when released.
    package final class OpenFile: @unchecked Sendable {
        package private(set) var descriptor: Int32

        private init(_ descriptor: Int32) { self.descriptor = descriptor }
        deinit { if descriptor >= 0 { Glibc.close(descriptor) } }

        /// Closes the file now; a failure here can mean its bytes did not all reach the disk.
        package func close() -> Result<Void, Failure> {
            guard descriptor >= 0 else { return .success(()) }
            let result = Glibc.close(descriptor)
            descriptor = -1
            return result == 0 ? .success(()) : .failure(.current)
        }

        /// A new file at `path` with `permissions`, which must not exist (not even as a symlink).
        package static func create(_ path: String, permissions: UInt32 = 0o644) -> Result<OpenFile, Failure> {
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(permissions))
            return fd >= 0 ? .success(OpenFile(fd)) : .failure(.current)
        }

        /// The regular file at `path`, open for reading, never through a final symlink, and without
        /// waiting on a FIFO; nil when it is none.
        package static func openRegular(_ path: String) -> (file: OpenFile, status: Status)? {
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard fd >= 0 else { return nil }
            let file = OpenFile(fd)
            guard case .success(let status) = file.status(), status.kind == .regular else { return nil }
            return (file, status)
        }

        /// The folder at `path`, open so that it can be locked.
        package static func openFolder(_ path: String) -> OpenFile? {
            let fd = open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            return fd >= 0 ? OpenFile(fd) : nil
        }

        package func status() -> Result<Status, Failure> {
            var info = stat()
            return fstat(descriptor, &info) == 0 ? .success(Status(info)) : .failure(.current)
        }

        /// Reads into `buffer` from `offset`: the count read, 0 at the end, or a failure.
        package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Result<Int, Failure> {
            let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            return count >= 0 ? .success(count) : .failure(.current)
        }

        /// Writes all of `bytes` at the end.
        package func write(_ bytes: UnsafeRawBufferPointer) -> Result<Void, Failure> {
            var done = 0
            while done < bytes.count {
                let count = SystemCall.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return .failure(count < 0 ? .current : Failure(ENOSPC)) }
                done += count
            }
            return .success(())
        }

        package func write(_ bytes: [UInt8]) -> Result<Void, Failure> {
            bytes.withUnsafeBytes { write($0) }
        }

        /// Writes one byte at `offset`, over what is there.
        package func overwrite(_ byte: UInt8, at offset: Int) -> Result<Void, Failure> {
            var value = byte
            return pwrite(descriptor, &value, 1, off_t(offset)) == 1 ? .success(()) : .failure(.current)
        }

        package func sync() -> Result<Void, Failure> {
            fsync(descriptor) == 0 ? .success(()) : .failure(.current)
        }

        package func setPermissions(_ permissions: UInt32) {
            _ = fchmod(descriptor, mode_t(permissions))
        }

        /// Takes an advisory lock on the file (`flock`) without waiting: true when taken.
        package func tryLock(exclusive: Bool) -> Result<Void, Failure> {
            flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 ? .success(()) : .failure(.current)
        }

        package func unlock() { flock(descriptor, LOCK_UN) }
    }
}

/// libc's `rename`, named apart from `FileSystem.rename`.
private func renameFile(_ source: String, _ target: String) -> Int32 {
    rename(source, target)
}
