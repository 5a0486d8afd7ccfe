import HigTypeCore

/// The shape of the embedded HIG typography specification. The values live in
/// `Spec/Tables/`; this file holds the types every other stage reads them through.

/// One cell of a HIG type table: a style at one size category.
public struct TextMetrics: Hashable, Sendable {
    public var weight: FontWeight
    /// Point size.
    public var size: Double
    /// Leading (line height) in points.
    public var leading: Double

    public init(_ weight: FontWeight, _ size: Double, _ leading: Double) {
        self.weight = weight
        self.size = size
        self.leading = leading
    }
}

/// One text style on one platform, across every size category of that platform.
public struct StyleSpec: Hashable, Sendable {
    public var style: TextStyle
    /// The weight the HIG gives for the emphasized variant (macOS, tvOS); nil where it gives none.
    public var emphasizedWeight: FontWeight?
    public var metrics: [SizeCategory: TextMetrics]

    public init(_ style: TextStyle, emphasized: FontWeight? = nil, metrics: [SizeCategory: TextMetrics]) {
        self.style = style
        self.emphasizedWeight = emphasized
        self.metrics = metrics
    }
}

/// Everything the HIG says about typography on one platform.
public struct PlatformSpec: Sendable {
    public var platform: Platform
    /// "Ensuring legibility": the default and minimum text sizes, in points.
    public var defaultSize: Double
    public var minimumSize: Double
    /// Whether the platform scales text with Dynamic Type (macOS does not; tvOS has one published table).
    public var supportsDynamicType: Bool
    /// The category that holds the default sizes; nil where the HIG publishes no table (visionOS).
    public var defaultSizeCategory: SizeCategory?
    /// The platform's categories, smallest first. `[.default]` for macOS and tvOS; empty for visionOS.
    public var sizeCategories: [SizeCategory]
    /// Styles in the HIG's table order.
    public var styles: [StyleSpec]
    /// The system typeface, e.g. SF Pro, or SF Compact on watchOS.
    public var systemTypeface: Typeface
    /// Plain statements of what the HIG leaves unpublished for this platform.
    public var gaps: [String]

    public init(
        platform: Platform, defaultSize: Double, minimumSize: Double, supportsDynamicType: Bool,
        defaultSizeCategory: SizeCategory?, sizeCategories: [SizeCategory], styles: [StyleSpec],
        systemTypeface: Typeface, gaps: [String] = []
    ) {
        self.platform = platform
        self.defaultSize = defaultSize
        self.minimumSize = minimumSize
        self.supportsDynamicType = supportsDynamicType
        self.defaultSizeCategory = defaultSizeCategory
        self.sizeCategories = sizeCategories
        self.styles = styles
        self.systemTypeface = systemTypeface
        self.gaps = gaps
    }

    public func style(_ style: TextStyle) -> StyleSpec? { styles.first { $0.style == style } }

    public func metrics(_ style: TextStyle, _ category: SizeCategory) -> TextMetrics? {
        self.style(style)?.metrics[category]
    }

    public func supports(_ style: TextStyle) -> Bool { self.style(style) != nil }
}
