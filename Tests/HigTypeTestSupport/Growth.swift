/// How the time of some work grows with its input, as a ratio of two timings taken side by side,
/// in place of a limit in seconds: a debug build on a loaded two-core machine slows both sides
/// alike, while work that grows faster than its input (a quadratic search, a merge per repeat)
/// shows as a ratio far above the input's.
public enum Growth {
    /// The fastest of `runs` timings of `work`: the one least disturbed by the rest of the machine.
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
}
