import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// Builds the data every template receives, as typed values (`TemplateModel`): the keys all
/// formats share (below), plus the keys CSSContext and SwiftContext add. Every template gets the
/// same combined object, so a custom template of one format may use another's keys. The JSON
/// template needs only shared keys, so it has no builder of its own. docs/templates.md documents
/// every key.
///
///     generator: String               — "higtype"
///     sources: [Object]               — the manifests by file name (not the path as typed)
///       path: String
///     sourceList: String              — the same names joined with ", "
///     platforms: [Object]             — the target platforms that have HIG tables
///       id, name: String              — "ios", "iOS"
///       defaultCategory: String       — the category that holds the default sizes
///       categories: [Object]          — the platform's size categories, smallest first
///         id: String
///     tokens: [Object]                — every token with values, in manifest order
///       name: String                  — the path joined with dots
///       path: [String]
///       description: String?          — `$description`
///       deprecated: Bool              — whether the token has a `$deprecated` that is not false
///       deprecationReason: String?    — `$deprecated`'s reason, when it is a non-empty string
///       textStyle: String?            — the HIG text style the token scales with
///       fontFamily: [Object]          — the family stack as written; empty for the system font
///         name: String
///       platforms: [Object]           — the token's values per platform
///         id, name, defaultCategory: String
///         defaultFontSize, defaultFontWeight: Number
///         categories: [Object]        — one per size category of the platform
///           id: String
///           isDefault: Bool
///           fontFamily: String        — the typeface: the Apple one the stack names, else its first family Apple platforms have
///           fontSize, lineHeight, letterSpacing: Number — points
///           fontWeight: Number        — the DTCG weight, 1–1000 (100–900 for Apple's nine)
///           fontWeightName: String    — "regular": Apple's weight, the nearest for 350 or 950
///
/// Numbers are strings printed without a trailing ".0". Tokens that share a style share their
/// values: each token's `platforms` list is built once per distinct set of values and shared
/// (arrays and objects are copy-on-write), so thousands of tokens cost little more than their
/// distinct styles. Each shared list carries a `ListMemo` key, so the renderer also renders a
/// section over it only once. The `tokens` list (`TokenListModel`) makes each token's own entry
/// when a template reaches it, so the context never holds all of them at once.
final class TemplateContext {
    let resolved: ResolvedManifest
    private let tokens: [ResolvedToken]
    private let swiftNames: SwiftNameTable
    private let css: CSSContext
    private let swift: SwiftContext

    private struct CategoriesKey: Hashable {
        var platform: Platform
        var family: String
        var style: TextStyle
        var values: [StyleValues]
    }
    private var platformsCache: [[CategoriesKey]: Int] = [:]
    private var platformLists: [SharedList<TokenPlatformModel>] = []
    private var numbers = NumberCache()
    private let memos: ListMemos

    init(_ setup: RenderSetup) {
        resolved = setup.resolved
        tokens = setup.tokens
        swiftNames = setup.swiftNames
        let memos = ListMemos()
        self.memos = memos
        css = CSSContext(platform: setup.cssPlatform, options: setup.options, memos: memos)
        swift = SwiftContext(platforms: setup.resolved.platforms, options: setup.options)
    }

    /// The context as typed values, which the compiled built-in templates read.
    func model() -> TemplateModel {
        let platformIndex = tokens.map(platforms(of:))
        return TemplateModel(
            sources: resolved.sourceNames.map(SourceModel.init),
            sourceList: resolved.sourceNames.joined(separator: ", "),
            platforms: resolved.platforms.map(platformInfo),
            tokens: TokenListModel(
                tokens: tokens, swiftNames: swiftNames, platformIndex: platformIndex, platformLists: platformLists),
            css: css.build(tokens), swift: swift.build())
    }

    /// The context as the Mustache engine reads it: the model's projection.
    func build() -> TemplateValue { model().templateValue }

    /// The family a token is drawn in on a platform: the platform's system typeface when the
    /// system font draws it, else the Apple typeface its stack names, else the first family
    /// Apple platforms have (see `ResolvedToken.appleFamily`).
    static func typefaceName(of token: ResolvedToken, on platform: Platform) -> String {
        let system = HIG.spec(for: platform).systemTypeface.rawValue
        if token.usesSystemFont { return system }
        return token.typeface?.rawValue ?? token.appleFamily ?? token.fontFamily.first ?? system
    }

    /// A token's values on every platform, as an index into `platformLists`; tokens with equal
    /// values share one list.
    private func platforms(of token: ResolvedToken) -> Int {
        let keys = token.platforms.map { p in
            CategoriesKey(
                platform: p.platform, family: Self.typefaceName(of: token, on: p.platform), style: p.textStyle,
                values: p.categories.map(\.values))
        }
        if let cached = platformsCache[keys] { return cached }
        let built = SharedList(
            memo: memos.next(), items: zip(token.platforms, keys).map { values(of: $0, family: $1.family) })
        platformLists.append(built)
        platformsCache[keys] = platformLists.count - 1
        return platformLists.count - 1
    }

    /// One platform's values. What the formats add may depend only on the values, which key the cache.
    private func values(of p: PlatformValues, family: String) -> TokenPlatformModel {
        TokenPlatformModel(
            id: p.platform.rawValue, name: p.platform.displayName, textStyle: p.textStyle.rawValue,
            defaultCategory: p.defaultCategory.rawValue, defaultFontSize: numbers.format(p.defaultValues.fontSize),
            defaultFontWeight: numbers.format(p.defaultValues.fontWeight.number),
            categories: SharedList(
                memo: memos.next(),
                items: p.categories.map { entry in
                    TokenCategoryModel(
                        id: entry.category.rawValue, isDefault: entry.category == p.defaultCategory,
                        fontFamily: family, fontSize: numbers.format(entry.values.fontSize),
                        lineHeight: numbers.format(entry.values.lineHeight),
                        fontWeight: numbers.format(entry.values.fontWeight.number),
                        fontWeightName: entry.values.fontWeight.apple.rawValue,
                        letterSpacing: numbers.format(entry.values.letterSpacing),
                        swiftWeight: SwiftContext.weight(entry.values),
                        appleFontWeight: SwiftContext.appleFontWeight(entry.values))
                }),
            defaultSwiftWeight: SwiftContext.weight(p.defaultValues))
    }

    private func platformInfo(_ platform: Platform) -> PlatformModel {
        let spec = HIG.spec(for: platform)
        return PlatformModel(
            id: platform.rawValue, name: platform.displayName,
            defaultCategory: spec.defaultSizeCategory?.rawValue ?? "",
            categories: spec.sizeCategories.map { IDModel(id: $0.rawValue) })
    }
}
