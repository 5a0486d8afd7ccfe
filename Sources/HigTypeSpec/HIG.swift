import HigTypeCore

/// The embedded HIG typography specification. Every value is compiled into the binary.
public enum HIG {
    package static let iosCategories: [SizeCategory] = [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]
    /// watchOS has no Medium category and stops at AX3.
    static let watchOSCategories: [SizeCategory] = [
        .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3,
    ]

    public static let ios = PlatformSpec(
        platform: .ios, defaultSize: 17, minimumSize: 11, supportsDynamicType: true,
        defaultSizeCategory: .large, sizeCategories: iosCategories, styles: iosStyles,
        systemTypeface: .sfPro)

    public static let watchOS = PlatformSpec(
        platform: .watchos, defaultSize: 16, minimumSize: 12, supportsDynamicType: true,
        defaultSizeCategory: .large, sizeCategories: watchOSCategories, styles: watchOSStyles,
        systemTypeface: .sfCompact)

    public static let macOS = PlatformSpec(
        platform: .macos, defaultSize: 13, minimumSize: 10, supportsDynamicType: false,
        defaultSizeCategory: .default, sizeCategories: [.default], styles: macOSStyles,
        systemTypeface: .sfPro,
        gaps: ["macOS doesn't support Dynamic Type: one table of built-in text styles."])

    public static let tvOS = PlatformSpec(
        platform: .tvos, defaultSize: 29, minimumSize: 23, supportsDynamicType: false,
        defaultSizeCategory: .default, sizeCategories: [.default], styles: tvOSStyles,
        systemTypeface: .sfPro,
        gaps: ["The HIG publishes one table of tvOS built-in text styles, not one per Dynamic Type size."])

    public static let visionOS = PlatformSpec(
        platform: .visionos, defaultSize: 17, minimumSize: 12, supportsDynamicType: true,
        defaultSizeCategory: nil, sizeCategories: [], styles: [],
        systemTypeface: .sfPro,
        gaps: [
            "The HIG publishes no visionOS Dynamic Type table: no sizes, leadings or weights per style.",
            "visionOS uses bolder versions of the body and title styles; the HIG gives no numbers for them.",
            "visionOS adds Extra Large Title 1 and Extra Large Title 2; the HIG gives no numbers for them.",
            "visionOS shares the iOS/iPadOS tracking tables (SF Pro, SF Pro Rounded, New York).",
        ])

    /// Platform specs in the order the HIG's legibility table lists them (iPadOS shares iOS's).
    public static let platforms: [PlatformSpec] = [ios, macOS, tvOS, visionOS, watchOS]

    public static func spec(for platform: Platform) -> PlatformSpec {
        switch platform.specPlatform {
        case .ios, .ipados: ios
        case .macos: macOS
        case .tvos: tvOS
        case .visionos: visionOS
        case .watchos: watchOS
        }
    }

    /// Which watch sizes default to which category (the HIG's "default 38mm" labels).
    public static let watchOSDefaultCategoryByCase: [(caseSizes: String, category: SizeCategory)] = [
        ("38mm", .small), ("40mm/41mm/42mm", .large), ("44mm/45mm/49mm", .xLarge),
    ]

    /// Styles that exist on a platform only: the reason a style can be unknown on a target.
    public static let platformOnlyStyles: [TextStyle: [Platform]] = [
        .footnote1: [.watchos], .footnote2: [.watchos], .subtitle1: [.tvos],
        .extraLargeTitle: [.visionos], .extraLargeTitle2: [.visionos],
    ]

    public static let trackingTables: [TrackingTable] = [
        .sfPro, .sfProRounded, .newYork, .macOS, .tvOS, .sfCompact, .sfCompactRounded,
    ]

    /// The tracking tables the HIG files under a platform, so a platform query shows only its own:
    /// iOS, iPadOS and visionOS share SF Pro, SF Pro Rounded and New York; watchOS has the SF Compact pair.
    public static func trackingTables(for platform: Platform) -> [TrackingTable] {
        switch platform.specPlatform {
        case .ios, .ipados, .visionos: [.sfPro, .sfProRounded, .newYork]
        case .macos: [.macOS]
        case .tvos: [.tvOS]
        case .watchos: [.sfCompact, .sfCompactRounded]
        }
    }
}
