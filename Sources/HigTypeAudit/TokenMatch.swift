import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// The manifest's tokens by their default-category size and weight on the audited platform,
/// so a finding can name the token that already holds its values, by its generated names.
public struct TokenMatch: Sendable {
    public struct Entry: Hashable, Sendable {
        /// The token's dotted name, as diagnostics name it.
        public var name: String
        /// `Typography.typeListRowTitle`: the constant in the generated Typography.swift.
        public var swiftName: String
        /// `type-list-row-title`: the stem of its custom properties in the generated typography.css.
        public var cssName: String
        public var size: Double
        public var weight: FontWeight
    }

    public private(set) var entries: [Entry] = []

    /// Each token's values at the platform's default category. A token with no values on the
    /// platform (limited to others, or its style is not published there) is left out: its
    /// generated names give nothing on this platform. `namespace` is the generated Swift's enum
    /// (`--swift-namespace`, a config's `namespace`).
    public init(_ manifest: ResolvedManifest, platform: Platform, namespace: String = "Typography") {
        for token in manifest.tokens {
            guard let values = token.values(on: platform)?.defaultValues else { continue }
            entries.append(
                Entry(
                    name: token.name, swiftName: namespace + "." + SwiftNames.identifier(token.path),
                    cssName: CSSNames.identifier(token.path), size: values.fontSize, weight: values.fontWeight.apple))
        }
    }

    /// The tokens whose size and weight are these, in manifest order.
    public func tokens(points: Double, weight: FontWeight) -> [Entry] {
        entries.filter { abs($0.size - points) < 0.005 && $0.weight == weight }
    }
}
