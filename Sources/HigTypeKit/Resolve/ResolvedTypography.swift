/// One token's values at one size category, in points. This is what every generator prints.
public struct StyleValues: Hashable, Sendable {
    public var fontSize: Double
    public var lineHeight: Double
    public var fontWeight: FontWeight
    /// Letter spacing in points: the published points column of the tracking table at this size.
    public var letterSpacing: Double
}

/// A typography token resolved for every target platform and size category.
public struct ResolvedToken: Sendable {
    public var token: Token
    public var value: TypographyValue
    /// The text style the token scales with: its `textStyle`, or for a fixed-size token the nearest style.
    public var textStyle: TextStyle?
    /// The family stack as written, or empty for the platform's system font.
    public var fontFamily: [String]
    /// The Apple typeface the first family names, if any; it chooses the tracking table.
    public var typeface: Typeface?
    public var platforms: [PlatformValues]
    /// Target platforms that lack the token's text style; the token has no values there.
    public var unsupportedPlatforms: [Platform] = []

    public var name: String { token.name }
    public var path: [String] { token.path }

    public func values(on platform: Platform) -> PlatformValues? { platforms.first { $0.platform == platform } }
}

/// A token's values on one platform, one entry per size category, smallest first.
public struct PlatformValues: Sendable {
    public var platform: Platform
    public var defaultCategory: SizeCategory
    public var categories: [(category: SizeCategory, values: StyleValues)]

    public var defaultValues: StyleValues { self[defaultCategory]! }

    public subscript(category: SizeCategory) -> StyleValues? {
        categories.first { $0.category == category }?.values
    }
}

/// The manifest after resolution: the tokens the generators print.
public struct ResolvedManifest: Sendable {
    public var manifest: Manifest
    /// Target platforms that have tables to generate from (visionOS has none).
    public var platforms: [Platform]
    public var tokens: [ResolvedToken]
}
