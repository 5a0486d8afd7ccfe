#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Points where a test can kill the process, to show that the next run puts back what a kill
/// at that point left. Compiled only into debug builds (`HIGTYPE_TEST_HOOKS`, Package.swift):
/// in a release binary `HIGTYPE_TEST_KILL_AT` is an ordinary environment variable that nothing
/// reads, so no environment can make the installed tool kill itself.
enum TestHooks {
    #if HIGTYPE_TEST_HOOKS
        /// The step named by `HIGTYPE_TEST_KILL_AT`, read once.
        private static let killAt = ProcessInfo.processInfo.environment["HIGTYPE_TEST_KILL_AT"]
    #endif

    /// How long a run waits for the output folder's lock: `HIGTYPE_TEST_LOCK_PATIENCE` seconds
    /// in a debug build when it is set (a test holding the lock need not wait a minute), else 60.
    static let lockPatience: Double = {
        #if HIGTYPE_TEST_HOOKS
            if let text = ProcessInfo.processInfo.environment["HIGTYPE_TEST_LOCK_PATIENCE"], let seconds = Double(text)
            {
                return seconds
            }
        #endif
        return 60
    }()

    /// Whether this build has the hooks (a test of the release binary checks it has not).
    static let compiledIn: Bool = {
        #if HIGTYPE_TEST_HOOKS
            true
        #else
            false
        #endif
    }()

    /// Kills the process with SIGKILL when `HIGTYPE_TEST_KILL_AT` names `step`.
    @inline(__always)
    static func reached(_ step: @autoclosure () -> String) {
        #if HIGTYPE_TEST_HOOKS
            if let killAt, killAt == step() { kill(getpid(), SIGKILL) }
        #endif
    }
}
