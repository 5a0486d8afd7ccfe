/// The Swift forms matched beyond the original six (`SwiftFontFinder+MoreForms.swift`).
public enum SwiftCallForm: Hashable, Sendable {
    /// `UIFont(descriptor:size:)`, `NSFont(descriptor:size:)` with a literal size other than 0.
    case descriptor(FontSite.Framework)
    /// `.withSize(13)` on a font or a font descriptor, with a literal size.
    case withSize
    /// SwiftGen's `FontFamily.Inter.bold.font(size: 14)`.
    case swiftGen(FontSite.Framework)
    /// `self.init(name:size:)` or `self.init(descriptor:size:)` in a UIFont or NSFont initializer.
    case selfInit(FontSite.Framework)
    /// `.dynamicTypeSize(.large)`: one pinned size, not a range.
    case pinnedDynamicType
}

/// What a Swift call wrote beside its size, read so a fix-it keeps it.
public struct SwiftCallDetail: Hashable, Sendable {
    /// `SwiftUI.`, `UIKit.` or `AppKit.` written before the type; the site's text starts with it.
    public var qualifier = ""
    /// The `weight:` argument as written (`.semibold`, `weight`).
    public var weightArgument: String?
    /// The `design:` argument as written (`.rounded`), nil when absent or `.default`.
    public var design: String?
    /// `italicSystemFont`, `monospacedSystemFont`, `monospacedDigitSystemFont`: traits a text
    /// style would drop.
    public var keepsTraits = false
    /// A size written as a ternary of two literals, `compact ? 13 : 15`; the site's size is the larger.
    public var ternary: Ternary?
    /// A size written as a name or an expression whose values are known literals (`titleSize`,
    /// `UIFont.smallSystemFontSize`, `isLargeScreen() ? 20 : 17`): as written, with `sizeValues`.
    public var sizeName: String?
    /// Every value `sizeName` can have; the site's size is the largest.
    public var sizeValues: [Double] = []
    /// The site is `primary ?? fallback`, two font calls of one font (`SwiftFontFinder.mergeFallbacks`).
    public var fallback = false
    /// The form counts only with a literal size (`UIFont(descriptor:size: 0)` keeps the descriptor's size).
    var needsLiteral = false

    public struct Ternary: Hashable, Sendable {
        public var condition: String
        public var whenTrue: Double
        public var whenFalse: Double
    }

    public init() {}
}
