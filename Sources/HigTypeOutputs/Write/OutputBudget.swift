import HigTypeCompiler
import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The most bytes one run may render, in all its outputs together: `multiple` times the bytes
/// of its inputs, or `floor` when that is more, once per permutation of a resolver document. An
/// ordinary manifest renders well under it (the example about 40 times its size in all formats,
/// a synthetic manifest of 1,000 tokens on five platforms about 250 times), so only amplification
/// reaches it: `$extends` that copies large groups many times, long descriptions repeated in every
/// output and size category. Rendering stops as soon as it is reached, with an `output-limit`
/// error that says so, so the time and disk a hostile manifest can take are bounded by its size.
/// Each output (a file, the preview page) is also bounded whatever the input's size, by
/// `maxOutputBytes` (256 MiB unless `--max-output-bytes` says otherwise): a small manifest whose
/// `$extends` and long descriptions multiply stops there, with an error that names the option.
/// Formats render on several threads, so the counts are shared under a lock.
public final class OutputBudget: @unchecked Sendable {
    /// The multiple of the input's bytes the outputs may take.
    public static let multiple = 512
    /// What the outputs may take whatever the input's size.
    public static let floor = 512 << 20

    /// What one output may take unless raised (`--max-output-bytes`): 256 MiB.
    public static let defaultMaxOutputBytes = 256 << 20

    public let limit: Int
    /// The most bytes any one output may take.
    public let maxOutputBytes: Int
    private let inputBytes: Int
    private let lock = ThreadLock()
    private var used = 0
    /// The bytes counted for each output by path.
    private var usedByOutput: [String: Int] = [:]

    /// A budget for outputs rendered from `inputBytes` bytes of input, `permutations` times over,
    /// each output at most `maxOutputBytes`.
    public init(inputBytes: Int, permutations: Int = 1, maxOutputBytes: Int = defaultMaxOutputBytes) {
        self.inputBytes = inputBytes
        self.maxOutputBytes = max(0, maxOutputBytes)
        let (scaled, overflow) = inputBytes.multipliedReportingOverflow(by: Self.multiple)
        // Raising the bound on one output raises the run's floor with it.
        let one = overflow ? Int.max : max(Self.floor, scaled, self.maxOutputBytes)
        let (all, overflowAll) = one.multipliedReportingOverflow(by: max(1, permutations))
        limit = overflowAll ? Int.max : all
    }

    /// A budget with an explicit limit (tests).
    public init(limit: Int, maxOutputBytes: Int = defaultMaxOutputBytes) {
        self.limit = limit
        self.maxOutputBytes = maxOutputBytes
        self.inputBytes = 0
    }

    /// Counts `count` more bytes of output, or throws once the outputs pass the limit.
    public func charge(_ count: Int, for path: String) throws(Diagnostic) {
        let (overAll, overOne) = lock.withLock {
            used += count
            let one = usedByOutput[path, default: 0] + count
            usedByOutput[path] = one
            return (used > limit, one > maxOutputBytes)
        }
        if overOne { throw exceededOutput(path) }
        if overAll { throw exceeded(path) }
    }

    /// Throws when the outputs are sure to pass the limit before a byte is rendered: when the
    /// text every output repeats for each token (its name, description and family names, at
    /// least `copies` times each) already passes it. So the common amplification, descriptions
    /// copied by `$extends`, fails at once instead of after hundreds of megabytes. `onePage`: the
    /// copies all go into one output (the preview page), held to `maxOutputBytes` together.
    public func checkAhead(
        _ tokens: some Sequence<ResolvedToken>, copies: Int, for path: String, onePage: Bool = false
    ) throws(Diagnostic) {
        var text = 0
        for token in tokens {
            text += token.name.utf8.count + (token.source.description?.utf8.count ?? 0)
            text += token.fontFamily.reduce(0) { $0 + $1.utf8.count }
        }
        let (total, overflow) = text.multipliedReportingOverflow(by: copies)
        // One page holds every copy; each of several outputs holds the text at least once.
        if onePage, overflow || total > maxOutputBytes { throw exceededOutput(path) }
        if !onePage, text > maxOutputBytes { throw exceededOutput(path, each: true) }
        if overflow || total > limit { throw exceeded(path) }
    }

    /// The most bytes the preview page may take: the bound on one output, within the run's.
    public var pageLimit: Int { min(limit, maxOutputBytes) }

    /// The `output-limit` error for one output past `maxOutputBytes`, naming it (or with `each`,
    /// the folder of outputs that would each pass it) and the option that raises the bound.
    public func exceededOutput(_ path: String, each: Bool = false) -> Diagnostic {
        .error(
            .outputLimit,
            (each ? "each output in '\(path)'" : "'\(path)'")
                + " would be larger than \(maxOutputBytes) bytes, the most one output may take; higtype stops "
                + "there. A manifest grows this much in its outputs when $extends copies large groups many times, "
                + "or long descriptions are repeated in every output and size category; if the output is meant to be "
                + "this large, raise the bound with --max-output-bytes N")
    }

    /// The bytes counted so far.
    public var bytesUsed: Int { lock.withLock { used } }

    /// The `output-limit` error, naming the output being written.
    public func exceeded(_ path: String) -> Diagnostic {
        let basis =
            inputBytes > 0 && limit > Self.floor
            ? "\(Self.multiple) times the \(inputBytes) bytes of input"
            : "the floor for inputs of \(inputBytes) bytes"
        return .error(
            .outputLimit,
            "the outputs would be larger than \(limit) bytes (\(basis)) while writing '\(path)'; higtype stops "
                + "there. A manifest grows this much in its outputs when $extends copies large groups many times, "
                + "or long descriptions are repeated in every output and size category")
    }
}
