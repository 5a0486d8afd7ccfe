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
/// Formats render on several threads, so the count is shared under a lock.
public final class OutputBudget: @unchecked Sendable {
    /// The multiple of the input's bytes the outputs may take.
    public static let multiple = 512
    /// What the outputs may take whatever the input's size.
    public static let floor = 512 << 20

    public let limit: Int
    private let inputBytes: Int
    private let lock = ThreadLock()
    private var used = 0
    private var reported = false

    /// A budget for outputs rendered from `inputBytes` bytes of input, `permutations` times over.
    public init(inputBytes: Int, permutations: Int = 1) {
        self.inputBytes = inputBytes
        let (scaled, overflow) = inputBytes.multipliedReportingOverflow(by: Self.multiple)
        let one = overflow ? Int.max : max(Self.floor, scaled)
        let (all, overflowAll) = one.multipliedReportingOverflow(by: max(1, permutations))
        limit = overflowAll ? Int.max : all
    }

    /// A budget with an explicit limit (tests).
    public init(limit: Int) {
        self.limit = limit
        self.inputBytes = 0
    }

    /// Counts `count` more bytes of output, or throws once the outputs pass the limit.
    public func charge(_ count: Int, for path: String) throws(Diagnostic) {
        let over = lock.withLock {
            used += count
            return used > limit
        }
        if over { throw exceeded(path) }
    }

    /// Throws when the outputs are sure to pass the limit before a byte is rendered: when the
    /// text every output repeats for each token (its name, description and family names, at
    /// least `copies` times each) already passes it. So the common amplification, descriptions
    /// copied by `$extends`, fails at once instead of after hundreds of megabytes.
    public func checkAhead(_ tokens: some Sequence<ResolvedToken>, copies: Int, for path: String) throws(Diagnostic) {
        var text = 0
        for token in tokens {
            text += token.name.utf8.count + (token.source.description?.utf8.count ?? 0)
            text += token.fontFamily.reduce(0) { $0 + $1.utf8.count }
        }
        let (total, overflow) = text.multipliedReportingOverflow(by: copies)
        if overflow || total > limit { throw exceeded(path) }
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
