#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock for the few values the renderer's threads share (the output budget,
/// the session's staged files). Foundation's `NSLock` is not in FoundationEssentials, and the
/// standard library's `Mutex` needs macOS 15, so this wraps the platform's pthread mutex.
public final class ThreadLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }

    public func unlock() { pthread_mutex_unlock(mutex) }

    /// `body`'s result, computed while holding the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
