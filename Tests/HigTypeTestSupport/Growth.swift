import Foundation

/// How a piece of work grows with its input: the CPU time of the calling thread at `n` and at
/// `10 n`, the best of a few runs each, and their ratio. Linear work gives about 10, quadratic
/// about 100, so a bound of 35 catches a return to quadratic on a loaded machine without timing
/// anything against the clock: the machine's speed divides out, and the thread's own CPU time does
/// not count the time other processes take.
public enum Growth {
    /// The ratio of the best time of `work(10 * n)` to that of `work(n)`. `work` gets the size
    /// and should do all its work before returning (keep what it makes alive with `keep`).
    public static func ratio(n: Int, runs: Int = 3, _ work: (Int) -> Void) -> Double {
        work(n)  // warm up: first-use costs (metadata, page faults of the heap) out of the measure
        let small = best(runs) { work(n) }
        let large = best(runs) { work(10 * n) }
        return large / max(small, 1e-6)
    }

    /// The bound `ratio` should stay under for linear (or n log n) work.
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
