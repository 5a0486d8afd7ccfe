import Foundation

/// How the time of some work grows with its input, as a ratio of two timings, in place of a limit
/// in seconds: a debug build on a loaded two-core machine slows both sides alike, while work that
/// grows faster than its input (a quadratic search, a merge per repeat) shows as a ratio far above
/// the input's. Linear work at n and 10 n gives about 10, quadratic about 100.
public enum Growth {
    /// The fastest of `runs` wall-clock timings of `work`: the one least disturbed by the rest of
    /// the machine.
    public static func fastest(of runs: Int = 3, _ work: () -> Void) -> Duration {
        let clock = ContinuousClock()
        return (0..<max(runs, 1)).map { _ in clock.measure(work) }.min()!
    }

    /// How many times longer `large` takes than `small`, each timed at its fastest of `runs`.
    /// `small` is floored at a millisecond, so a ratio is not a division by next to nothing.
    public static func ratio(runs: Int = 3, small: () -> Void, large: () -> Void) -> Double {
        let smallTime = max(fastest(of: runs, small), .milliseconds(1))
        let largeTime = fastest(of: runs, large)
        return largeTime / smallTime
    }

    /// The ratio of the best CPU time of `work(10 * n)` to that of `work(n)`, on the calling
    /// thread, so other processes' time does not count. `work` gets the size and should do all its
    /// work before returning.
    public static func ratio(n: Int, runs: Int = 3, _ work: (Int) -> Void) -> Double {
        work(n)  // warm up: first-use costs (metadata, page faults of the heap) out of the measure
        let small = best(runs) { work(n) }
        let large = best(runs) { work(10 * n) }
        return large / max(small, 1e-6)
    }

    /// The bound `ratio(n:)` should stay under for linear (or n log n) work.
    public static let linearBound = 35.0

    private static func best(_ runs: Int, _ work: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = threadCPUTime()
            work()
            best = min(best, threadCPUTime() - start)
        }
        return best
    }

    /// The calling thread's CPU time in seconds.
    public static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
