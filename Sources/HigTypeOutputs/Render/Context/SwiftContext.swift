import HigTypeCompiler
import HigTypeSpec
import Mustache

/// The keys the Swift template needs beyond the shared ones (TemplateContext): Swift names, and
/// how SwiftUI's and UIKit's Dynamic Type sizes map onto the size categories.
///
///     swift: Object
///       namespace: String                 — `--swift-namespace`
///       categories: [Object]              — every category any target platform has, smallest first
///         id: String                      — "xSmall"
///         name: String                    — the id as a Swift identifier (keywords in backticks)
///         dynamicTypeSize: String         — its SwiftUI `DynamicTypeSize` case
///         uiContentSizeCategory: String   — its UIKit `UIContentSizeCategory` case
///       dynamicTypeSizes: [Object]        — every iOS Dynamic Type size, and its category here
///         dynamicTypeSize, uiContentSizeCategory, category: String
///       largeCategory: String             — the category the default size, large, maps to
///       hasDefaultCategory: Bool          — whether some platform has the `default` category
///     tokens[]:
///       swiftName: String                 — the path in lowerCamelCase (keywords in backticks)
///       swift: Object
///         name: String                    — the same as `swiftName`
///         textStyle: String               — the API text style the token scales with; body if none
///         swiftUITextStyle: String        — its SwiftUI `Font.TextStyle` spelling
///         uiKitTextStyle: String          — its `UIFont.TextStyle` spelling
///         design: String                  — the system font design the stack falls back to
///         customFamily: String?           — the first family to look up by name
///         fontFamily: [Object]            — every family to look up by name, in order
///           name: String
///         hasTextStyleSize: Bool          — the size at every platform's default category is
///                                           the API text style's own there (no `fontSize` of its own)
///       platforms[]:
///         defaultSwiftWeight: String      — `Font.Weight` at the default category
///         categories[]:
///           swiftWeight: String           — `Font.Weight`: "regular", "semibold", …
///           appleFontWeight: String       — that weight's number, 100–900 (300 for a DTCG 350)
struct SwiftContext: Sendable {
    /// Every category any target platform has, smallest first.
    let categories: [SizeCategory]
    let options: RenderOptions

    init(platforms: [Platform], options: RenderOptions) {
        var categories: [SizeCategory] = []
        for platform in platforms {
            for c in HIG.spec(for: platform).sizeCategories where !categories.contains(c) { categories.append(c) }
        }
        self.categories = categories.sorted()
        self.options = options
    }

    /// The top-level `swift` object; the same for any tokens.
    func build() -> SwiftModel {
        SwiftModel(
            namespace: options.swiftNamespace,
            categories: categories.map { c in
                let names = SwiftNames.dynamicTypeNames(c)
                return SwiftCategoryModel(
                    id: c.rawValue, name: SwiftNames.escaped(c.rawValue), dynamicTypeSize: names.swiftUI,
                    uiContentSizeCategory: names.uiKit)
            },
            dynamicTypeSizes: HIG.iosCategories.map { size in
                let names = SwiftNames.dynamicTypeNames(size)
                return DynamicTypeSizeModel(
                    dynamicTypeSize: names.swiftUI, uiContentSizeCategory: names.uiKit,
                    category: category(for: size).rawValue)
            },
            largeCategory: category(for: .large).rawValue, hasDefaultCategory: categories.contains(.default))
    }

    /// The category a Dynamic Type size reads. One the targets lack (watchOS alone has no medium;
    /// macOS and tvOS only `default`) takes the nearest smaller, else the nearest larger, else
    /// `default`, as the generated `Token.metrics(at:)` falls back.
    private func category(for size: SizeCategory) -> SizeCategory {
        if categories.contains(size) { return size }
        let dynamic = categories.filter { $0 != .default }
        return dynamic.last { $0 < size } ?? dynamic.first { $0 > size } ?? .default
    }

    /// Whether the token's size at each platform's default category is that of the API text
    /// style it scales with (`SwiftNames.apiTextStyle`, Title 1 for Large Title on tvOS), to
    /// 1/100 pt: then SwiftUI can ask for the system font by text style and get the token's size.
    /// False where the platform's table lacks that API style (watchOS has no Footnote, only
    /// Footnote 1 and 2): the size SwiftUI would draw is unknown, so the token's own is used.
    static func hasTextStyleSize(_ t: ResolvedToken) -> Bool {
        guard let style = t.textStyle, let apiStyle = TextStyle(rawValue: SwiftNames.apiTextStyle(style)) else {
            return false
        }
        return t.platforms.allSatisfy { values in
            let spec = HIG.spec(for: values.platform.specPlatform)
            let drawn = values.platform.specPlatform == .tvos && apiStyle == .largeTitle ? TextStyle.title1 : apiStyle
            guard let size = spec.metrics(drawn, values.defaultCategory)?.size else { return false }
            return abs(size - values.defaultValues.fontSize) < 0.005
        }
    }

    /// A platform's `defaultSwiftWeight`, and a category's `swiftWeight`: the `Font.Weight`.
    static func weight(_ values: StyleValues) -> String { SwiftNames.weight(values.fontWeight.apple) }

    /// A category's `appleFontWeight`: the number of its Apple weight (300 for a DTCG weight of
    /// 350), which the Swift template stores, as `Font.Weight` has only nine.
    static func appleFontWeight(_ values: StyleValues) -> String { String(values.fontWeight.apple.value) }
}
