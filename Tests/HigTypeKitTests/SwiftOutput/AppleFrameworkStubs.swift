/// Stand-ins for the parts of SwiftUI and UIKit the generated adapters use, with the
/// declarations' real signatures, so the adapters can be type-checked on Linux where neither
/// framework exists. They check names, argument labels, types and switch exhaustiveness, not
/// behaviour; a wrong signature here would hide a real error, so each is copied from Apple's
/// documentation. Built with library evolution, so `DynamicTypeSize` is a non-frozen enum
/// and `@unknown default` is checked as on Apple platforms.
enum AppleFrameworkStubs {
    static let swiftUI = """
        import Foundation

        public struct Font: Hashable, Sendable {
            public enum TextStyle: CaseIterable, Sendable {
                case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
            }
            public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
            public struct Weight: Hashable, Sendable {
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
            let description: String
            public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
                Font(description: "system")
            }
            public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
                Font(description: name)
            }
            public func weight(_ weight: Font.Weight) -> Font { self }
        }

        public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
            case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
            case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
        }
        """

    static let uiKit = """
        import Foundation

        public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
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

        open class UITraitCollection: @unchecked Sendable {}

        open class UIFontDescriptor: @unchecked Sendable {
            public struct SystemDesign: RawRepresentable, Hashable, Sendable {
                public let rawValue: String
                public init(rawValue: String) { self.rawValue = rawValue }
                public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
                public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
                public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
                public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
            }
            open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { self }
        }

        open class UIFont: @unchecked Sendable {
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
            public struct Weight: RawRepresentable, Hashable, Sendable {
                public let rawValue: CGFloat
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
            public init?(name fontName: String, size fontSize: CGFloat) { return nil }
            public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { fontDescriptor = descriptor }
            private init(systemDescriptor: UIFontDescriptor) { fontDescriptor = systemDescriptor }
            open var fontDescriptor: UIFontDescriptor
            open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
                UIFont(systemDescriptor: UIFontDescriptor())
            }
        }

        open class UIFontMetrics: @unchecked Sendable {
            public init(forTextStyle textStyle: UIFont.TextStyle) {}
            open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
        }
        """
}
