import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// A `flock` on an output folder itself, held by a live run and released by the kernel when
/// the run ends, however it ends. Every run that reads or writes outputs in the folder holds it
/// shared; putting back what a killed run left half done, or deleting its staged files, needs
/// it exclusive, which no one can have while another run is alive. So whether a run is alive is
/// never judged by its process id, which another PID namespace (a container sharing the
/// folder) does not see; and the lock leaves no file behind.
final class FolderLock: @unchecked Sendable {
    private let folder: FileSystem.OpenFile
    /// How long a run waits for a lock before it gives up with an error.
    static let patience = TestHooks.lockPatience

    /// The folder at `path`, opened for locking; nil when it cannot be opened (it does not
    /// exist, or cannot be read).
    init?(_ path: String) {
        guard let folder = FileSystem.OpenFile.openFolder(path) else { return nil }
        self.folder = folder
    }

    /// Takes the lock shared (`exclusive` false) or exclusive, waiting at most `seconds`.
    func lock(exclusive: Bool, waiting seconds: Double = FolderLock.patience) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            guard case .failure(let failure) = folder.tryLock(exclusive: exclusive) else { return true }
            guard failure.code == EWOULDBLOCK || failure.code == EINTR, Date() < deadline else { return false }
            usleep(5_000)
        }
    }

    /// Tries once to make the lock exclusive. Converting is not atomic: when this fails, the
    /// shared lock may be gone too, so only a run that has finished its work may try.
    func tryExclusive() -> Bool { (try? folder.tryLock(exclusive: true).get()) != nil }

    func unlock() { folder.unlock() }
}
