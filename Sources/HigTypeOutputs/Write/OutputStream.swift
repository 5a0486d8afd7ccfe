import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One output as it is rendered, a chunk at a time. Each chunk is compared with the same bytes
/// of the file already at the target; nothing is written while they agree. At the first
/// difference (or when there is no file) a staged file is created beside the target, the
/// agreeing prefix is copied into it from the old file, and every later chunk goes to it. So an
/// unchanged output is never written, a changed one is staged without holding either file in
/// memory, and the target itself is only ever replaced by `OutputSession.commit`'s rename.
/// (One thread uses a stream at a time: the one rendering it, then the one committing it.)
public final class OutputStream: @unchecked Sendable {
    public enum Mode: Sendable {
        /// Keep the bytes in memory (`contents`); touch no file.
        case collect
        /// Compare with the target and stage a temporary file when the bytes differ.
        case stage
        /// Compare with the target only (`build --check`).
        case compare
    }

    public let path: String
    public let mode: Mode
    /// The bytes, in `.collect` mode.
    public private(set) var contents: [UInt8] = []
    /// The staged file (`StateFile.stage`), once the output is known to differ (`.stage` mode).
    public private(set) var temporary: String?

    /// The session that stages and commits the output (`.stage` mode).
    public let session: OutputSession?
    /// The permissions the staged file gets: 0644 for generated files; a source file that
    /// `--fix` rewrites keeps its own.
    public var permissions: UInt32 = 0o644
    /// The old file, open for reading while it agrees with the output; nil when there is none.
    private var old: FileSystem.OpenFile?
    private var oldExists = false
    private var oldInode: UInt64?
    /// After `finish` in `.stage` mode, the inode of the file that holds exactly this output: the
    /// old file when it was unchanged, else the staged file (a rename keeps it). A later check that
    /// the target still has this inode tells whether another run has replaced it since.
    public private(set) var inode: UInt64?
    /// The bytes of the output so far.
    private var length = 0
    /// Every byte so far equals the old file's.
    private var agrees = true
    private var temp: FileSystem.OpenFile?
    private var scratch: [UInt8] = []

    /// A stream for `path`. A `.stage` stream is staged and committed through `session` (one
    /// for the file's folder, with no checks of its own, when none is given).
    public init(path: String, mode: Mode, session: OutputSession? = nil) {
        self.path = path
        self.mode = mode
        self.session = mode == .stage ? session ?? OutputSession(root: PathText.folder(of: path)) : session
        guard mode != .collect else { return }
        // The old file is read, never mapped: a file truncated while it is compared then reads
        // short (a difference, or an error) instead of raising SIGBUS. It is never followed
        // through a symlink (the commit replaces the link itself), and a FIFO planted at the
        // output's path does not make the open wait for a writer.
        if let (file, status) = FileSystem.OpenFile.openRegular(path) {
            old = file
            oldExists = true
            oldInode = status.inode
        }
        agrees = oldExists
    }

    /// Appends `bytes` to the output.
    public func write(_ bytes: [UInt8]) throws(Diagnostic) {
        if mode == .collect {
            contents.append(contentsOf: bytes)
            return
        }
        if agrees, !readOldMatches(bytes) { agrees = false }
        if !agrees, mode == .stage {
            if temp == nil { try openTemporary(copying: length) }
            try writeAll(bytes)
        }
        length += bytes.count
    }

    /// Ends the output: its status, and for `.stage` a staged temporary file when it changed.
    public func finish() throws(Diagnostic) -> OutputStatus {
        if agrees, mode != .collect {
            // Equal so far: unchanged only if the old file ends here too.
            var byte: UInt8 = 0
            let read = withUnsafeMutableBytes(of: &byte) { old?.read(into: $0, at: length) }
            if case .success(0) = read {} else { agrees = false }
        }
        defer { old = nil }
        switch mode {
        case .collect:
            return .written
        case .compare:
            return agrees ? .unchanged : (oldExists ? .stale : .missing)
        case .stage:
            if agrees {
                inode = oldInode
                return .unchanged
            }
            if temp == nil { try openTemporary(copying: length) }
            guard let file = temp else { throw Diagnostic.error(.writeFailed, "cannot write '\(path)'") }
            // Generated files are ordinary sources, readable by all, whatever the umask.
            file.setPermissions(permissions)
            inode = try? file.status().get().inode
            temp = nil
            if case .failure(let failure) = file.close() { throw self.failure("cannot write '\(path)'", failure) }
            return .written
        }
    }

    /// Deletes the staged temporary file, if any.
    public func discard() {
        temp = nil
        if let temporary { FileSystem.remove(temporary) }
        temporary = nil
    }

    /// Whether the old file holds `bytes` at the current offset.
    private func readOldMatches(_ bytes: [UInt8]) -> Bool {
        if bytes.isEmpty { return true }
        if scratch.count < bytes.count { scratch = [UInt8](repeating: 0, count: bytes.count) }
        guard let old else { return false }
        var done = 0
        while done < bytes.count {
            let read = scratch.withUnsafeMutableBytes {
                old.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[done..<bytes.count]), at: length + done)
            }
            guard case .success(let n) = read, n > 0 else { return false }
            done += n
        }
        return scratch.withUnsafeBufferPointer { bytes.elementsEqual($0.prefix(bytes.count)) }
    }

    /// Creates the staged file beside the target and copies the first `prefix` bytes of the
    /// old file into it: the part the output was found to share with it.
    private func openTemporary(copying prefix: Int) throws(Diagnostic) {
        guard let session else { throw Diagnostic.error(.writeFailed, "cannot write '\(path)': no session") }
        try session.makeFolder(for: path)
        let staged = session.stagePath(for: path)
        switch FileSystem.OpenFile.create(staged) {
        case .failure(let failure): throw self.failure("cannot write '\(path)'", failure)
        case .success(let file): temp = file
        }
        temporary = staged
        var copied = 0
        var buffer = [UInt8](repeating: 0, count: min(max(prefix, 1), 1 << 20))
        while copied < prefix {
            let wanted = min(buffer.count, prefix - copied)
            let read = buffer.withUnsafeMutableBytes {
                old?.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]), at: copied)
            }
            guard case .success(let n) = read, n > 0 else {
                throw Diagnostic.error(
                    .writeFailed, "cannot read the old '\(path)': it changed while higtype compared it with the new one"
                )
            }
            try writeAll(buffer[..<n])
            copied += n
        }
    }

    private func writeAll<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(Diagnostic) {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            temp?.write(UnsafeRawBufferPointer(buffer)) ?? .failure(.notOpen)
        }
        switch result {
        case .success?: return
        case .failure(let failure)?: throw self.failure("cannot write '\(path)'", failure)
        case nil: try writeAll(Array(bytes))
        }
    }

    private func failure(_ what: String, _ failure: FileSystem.Failure) -> Diagnostic {
        .error(.writeFailed, "\(what): \(failure.reason)")
    }
}
