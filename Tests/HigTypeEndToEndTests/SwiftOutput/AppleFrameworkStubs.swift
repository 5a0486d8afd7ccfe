import HigTypeTestSupport

/// Stand-ins for the parts of SwiftUI, UIKit and AppKit the generated adapters use, so the
/// adapters can be type-checked on Linux where none of them exists. Each declaration is copied
/// from Apple's documentation: its signature, `@frozen` where Apple's type is frozen, `{ get }`
/// where Apple's property is read-only, every case of Apple's enums, Apple's `Sendable`
/// conformances (UIFont, UIFontDescriptor, UIFontMetrics and UITraitCollection are
/// `NS_SWIFT_SENDABLE` in UIKit's headers; NSFont and NSParagraphStyle are not) and
/// `@MainActor` isolation (`View`, `ViewModifier`; their modifiers are `nonisolated`), and Apple's `@available`, one platform list per
/// attribute as the documentation gives it. Linux ignores availability for other platforms;
/// `AdapterPlatformTests` rewrites these attributes to check them (`AvailabilityRewriter`).
/// Built with library evolution, so a non-frozen enum needs `@unknown default` as on Apple
/// platforms. Bodies are placeholders: these check names, labels, types and isolation, not
/// behaviour.
enum AppleFrameworkStubs {
    static let swiftUI = """
        import Foundation

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        @frozen public struct Font: Hashable, Sendable {
            let name: String

            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public enum TextStyle: CaseIterable, Sendable {
                @available(iOS 13.0, visionOS 1.0, *)
                @available(macOS, unavailable)
                @available(tvOS, unavailable)
                @available(watchOS, unavailable)
                case extraLargeTitle
                @available(iOS 13.0, visionOS 1.0, *)
                @available(macOS, unavailable)
                @available(tvOS, unavailable)
                @available(watchOS, unavailable)
                case extraLargeTitle2
                case largeTitle, title
                @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                case title2
                @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                case title3
                case headline, subheadline, body, callout, footnote, caption
                @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
                case caption2
                // Not synthesized: some cases are unavailable on some platforms.
                public static var allCases: [Font.TextStyle] { fatalError() }
            }

            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public enum Design: Hashable, Sendable {
                case `default`, serif, rounded, monospaced
            }

            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            @frozen public struct Weight: Hashable, Sendable {
                let value: Double
                public static let ultraLight = Weight(value: -0.8)
                public static let thin = Weight(value: -0.6)
                public static let light = Weight(value: -0.4)
                public static let regular = Weight(value: 0)
                public static let medium = Weight(value: 0.23)
                public static let semibold = Weight(value: 0.3)
                public static let bold = Weight(value: 0.4)
                public static let heavy = Weight(value: 0.56)
                public static let black = Weight(value: 0.62)
            }

            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
            public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
                Font(name: "system")
            }
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
            public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
                Font(name: "system")
            }
            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
            public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
                Font(name: name)
            }
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public static func custom(_ name: String, size: CGFloat) -> Font {
                Font(name: name)
            }
            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
            public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
                Font(name: name)
            }
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public func weight(_ weight: Font.Weight) -> Font { self }
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public func italic() -> Font { self }
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public func monospacedDigit() -> Font { self }
            // The text styles as fonts: what `audit --fix` writes.
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public static let largeTitle = Font(name: "largeTitle")
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public static let title = Font(name: "title")
            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
            public static let title2 = Font(name: "title2")
            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
            public static let title3 = Font(name: "title3")
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public static let headline = Font(name: "headline")
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public static let subheadline = Font(name: "subheadline")
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public static let body = Font(name: "body")
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public static let callout = Font(name: "callout")
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public static let footnote = Font(name: "footnote")
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public static let caption = Font(name: "caption")
            @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
            public static let caption2 = Font(name: "caption2")
        }

        @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
            case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
            case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        @MainActor @preconcurrency public protocol View {
            associatedtype Body: View
            @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        extension Never: View {
            public var body: Never { fatalError() }
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        @resultBuilder public struct ViewBuilder {
            public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        @MainActor @preconcurrency public protocol ViewModifier {
            associatedtype Body: View
            typealias Content = _ViewModifier_Content<Self>
            @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        @MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
            public var body: Never { fatalError() }
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        @frozen public struct ModifiedContent<Content, Modifier> {
            public var content: Content
            public var modifier: Modifier
            @inlinable nonisolated public init(content: Content, modifier: Modifier) {
                self.content = content
                self.modifier = modifier
            }
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
            public var body: Never { fatalError() }
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        extension View {
            @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
                ModifiedContent(content: self, modifier: modifier)
            }
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            nonisolated public func font(_ font: Font?) -> some View { self }
            @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
            nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
            @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
            nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
            nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        public struct EnvironmentValues: CustomStringConvertible {
            public init() {}
            public var description: String { "EnvironmentValues" }
            @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
            public var dynamicTypeSize: DynamicTypeSize {
                get { .large }
                set {}
            }
        }

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        @frozen @propertyWrapper public struct Environment<Value> {
            @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>
            @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
            @inlinable public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
        }
        """

    static let uiKit = """
        import Foundation

        @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
            public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
            public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
            public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
            public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
            public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
            public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
            public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
            public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
            public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
            public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
            public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
            public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
            public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
        }

        @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
        @available(watchOS, unavailable)
        open class UITraitCollection: @unchecked Sendable {
            @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
            public init(preferredContentSizeCategory: UIContentSizeCategory) {
                self.preferredContentSizeCategory = preferredContentSizeCategory
            }
            @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
            open private(set) var preferredContentSizeCategory: UIContentSizeCategory
        }

        @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
        open class UIFontDescriptor: @unchecked Sendable {
            @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            public struct AttributeName: RawRepresentable, Hashable, Sendable {
                public let rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
                public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
            }
            @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            public struct TraitKey: RawRepresentable, Hashable, Sendable {
                public let rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
            }
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            public struct SystemDesign: RawRepresentable, Hashable, Sendable {
                public let rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
                public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
                public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
                public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
            }
            @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { self }
        }

        @available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
        open class UIFont: @unchecked Sendable {
            @available(iOS 7.0, tvOS 9.0, watchOS 3.0, visionOS 1.0, *)
            public struct TextStyle: RawRepresentable, Hashable, Sendable {
                public let rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                @available(iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
                public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
                @available(iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
                public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
                @available(iOS 11.0, watchOS 5.0, visionOS 1.0, *)
                @available(tvOS, unavailable)
                public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
                @available(iOS 9.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
                public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
                @available(iOS 9.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
                public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
                @available(iOS 9.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
                public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
                public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
                public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
                public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
                @available(iOS 9.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
                public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
                public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
                public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
                public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
            }
            @available(iOS 8.2, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            public struct Weight: RawRepresentable, Hashable, Sendable {
                public let rawValue: CGFloat
                public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
                public init(rawValue: CGFloat) { self.rawValue = rawValue }
                public static let ultraLight = Weight(rawValue: -0.8)
                public static let thin = Weight(rawValue: -0.6)
                public static let light = Weight(rawValue: -0.4)
                public static let regular = Weight(rawValue: 0)
                public static let medium = Weight(rawValue: 0.23)
                public static let semibold = Weight(rawValue: 0.3)
                public static let bold = Weight(rawValue: 0.4)
                public static let heavy = Weight(rawValue: 0.56)
                public static let black = Weight(rawValue: 0.62)
            }
            @available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            public init?(name fontName: String, size fontSize: CGFloat) { return nil }
            @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { storedDescriptor = descriptor }
            @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open var fontDescriptor: UIFontDescriptor { storedDescriptor }
            @available(iOS 4.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open var lineHeight: CGFloat { 0 }
            @available(iOS 8.2, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
                UIFont(descriptor: UIFontDescriptor(), size: fontSize)
            }
            @available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open class func fontNames(forFamilyName familyName: String) -> [String] { [] }
            @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
                UIFont(descriptor: UIFontDescriptor(), size: 17)
            }
            @available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(descriptor: UIFontDescriptor(), size: fontSize) }
            @available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
                UIFont(descriptor: UIFontDescriptor(), size: fontSize)
            }
            @available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
                UIFont(descriptor: UIFontDescriptor(), size: fontSize)
            }
            @available(iOS 9.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
                UIFont(descriptor: UIFontDescriptor(), size: fontSize)
            }
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
            open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
                UIFont(descriptor: UIFontDescriptor(), size: fontSize)
            }
            @available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open var pointSize: CGFloat { 0 }
            private let storedDescriptor: UIFontDescriptor
        }

        @available(iOS 11.0, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
        open class UIFontMetrics: @unchecked Sendable {
            @available(iOS 11.0, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
            public init(forTextStyle textStyle: UIFont.TextStyle) {}
            @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
            @available(watchOS, unavailable)
            open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
            @available(iOS 11.0, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
            open func scaledFont(for font: UIFont) -> UIFont { font }
        }

        @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
        open class NSParagraphStyle {
            public init() {}
            @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open var minimumLineHeight: CGFloat { 0 }
            @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open var maximumLineHeight: CGFloat { 0 }
        }

        @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
        open class NSMutableParagraphStyle: NSParagraphStyle {
            @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open override var minimumLineHeight: CGFloat {
                get { 0 }
                set {}
            }
            @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            open override var maximumLineHeight: CGFloat {
                get { 0 }
                set {}
            }
        }

        extension NSAttributedString.Key {
            @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            public static let font = NSAttributedString.Key(rawValue: "NSFont")
            @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            public static let kern = NSAttributedString.Key(rawValue: "NSKern")
            @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
            public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
        }
        """

    /// AppKit, for the macOS-like combination: what the SwiftUI adapters measure line height with.
    static let appKit = """
        import Foundation

        @available(macOS 10.0, *)
        // Not Sendable, unlike UIFont: AppKit's header does not mark NSFont so.
        open class NSFont {
            @available(macOS 10.11, *)
            public struct Weight: RawRepresentable, Hashable, Sendable {
                public let rawValue: CGFloat
                public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
                public init(rawValue: CGFloat) { self.rawValue = rawValue }
                public static let ultraLight = Weight(rawValue: -0.8)
                public static let thin = Weight(rawValue: -0.6)
                public static let light = Weight(rawValue: -0.4)
                public static let regular = Weight(rawValue: 0)
                public static let medium = Weight(rawValue: 0.23)
                public static let semibold = Weight(rawValue: 0.3)
                public static let bold = Weight(rawValue: 0.4)
                public static let heavy = Weight(rawValue: 0.56)
                public static let black = Weight(rawValue: 0.62)
            }
            @available(macOS 11.0, *)
            public struct TextStyle: RawRepresentable, Hashable, Sendable {
                public let rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
                public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
                public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
                public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
                public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
                public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
                public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
                public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
                public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
                public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
                public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
            }
            @available(macOS 11.0, *)
            public struct TextStyleOptionKey: RawRepresentable, Hashable, Sendable {
                public let rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
            }
            private init() {}
            @available(macOS 10.0, *)
            public init?(name fontName: String, size fontSize: CGFloat) { return nil }
            @available(macOS 10.11, *)
            open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }
            @available(macOS 10.0, *)
            open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
            @available(macOS 10.0, *)
            open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
            @available(macOS 10.11, *)
            open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }
            @available(macOS 10.15, *)
            open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }
            @available(macOS 11.0, *)
            open class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]) -> NSFont { NSFont() }
            @available(macOS 10.0, *)
            open var pointSize: CGFloat { 0 }
            @available(macOS 10.0, *)
            open var ascender: CGFloat { 0 }
            @available(macOS 10.0, *)
            open var descender: CGFloat { 0 }
            @available(macOS 10.0, *)
            open var leading: CGFloat { 0 }
        }
        """
}
