import HigTypeCompiler
import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Each token's Swift name (`SwiftNames.identifier` of its path), computed once per run and
/// shared by the name check and the context. The Swift template writes a token's name in two
/// places and the check compares them all; at about 20,000 instructions a name, computing it at
/// each place cost a tenth of a large build. The names are computed on first use, so a build
/// without the Swift format (and without `--templates`) never computes them; the formats render
/// on several threads, so that first use takes a lock.
final class SwiftNameTable: @unchecked Sendable {
    private let tokens: [ResolvedToken]
    private var names: [String]?
    private let lock = ThreadLock()

    /// The tokens the outputs hold, in their order; the table is indexed as they are.
    init(_ tokens: [ResolvedToken]) {
        self.tokens = tokens
    }

    /// Every token's name, in order (keywords in backticks).
    var all: [String] {
        lock.withLock {
            if let names { return names }
            let made = tokens.map { SwiftNames.identifier($0.path) }
            names = made
            return made
        }
    }

    /// Whether the names have been computed (something read them).
    var isComputed: Bool { lock.withLock { names != nil } }

    /// The name of the token at `index`.
    subscript(index: Int) -> String { all[index] }
}
