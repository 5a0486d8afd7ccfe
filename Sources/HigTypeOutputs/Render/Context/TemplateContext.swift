import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// Builds the data every template receives: the keys all formats share (below), plus the keys
/// CSSContext and SwiftContext add. Every template gets the same combined object, so a custom
/// template of one format may use another's keys. The JSON template needs only shared keys, so it
/// has no builder of its own. docs/templates.md documents every key.
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
/// section over it only once. The `tokens` list is a `TemplateList`: each token's own object is
/// made when a template reaches it, so the context never holds all of them at once.
final class TemplateContext {
    let resolved: ResolvedManifest
    /// Every format's part of the context, by the format's name, in `OutputFormat.all`'s order.
    private let parts: [(name: String, context: any FormatContext)]
    private let keys: [any FormatKeys]

    private struct CategoriesKey: Hashable {
        var platform: Platform
        var family: String
        var style: TextStyle
        var values: [StyleValues]
    }
    private var platformsCache: [[CategoriesKey]: TemplateValue] = [:]
    private var numbers = NumberCache()
    private let memos: ListMemos

    init(_ setup: RenderSetup) {
        resolved = setup.resolved
        let memos = ListMemos()
        self.memos = memos
        parts = OutputFormat.all.compactMap { format in
            format.kind.context(setup, memos: memos).map { (format.name, $0) }
        }
        keys = parts.map(\.context.keys)
    }

    func build() -> TemplateValue {
        let tokens = resolved.tokens.filter { !$0.platforms.isEmpty }
        var object: [String: TemplateValue] = [
            "generator": "higtype",
            "sources": .array(resolved.sourceNames.map { .object(["path": .string($0)]) }),
            "sourceList": .string(resolved.sourceNames.joined(separator: ", ")),
            "platforms": .array(resolved.platforms.map(platformInfo)),
            "tokens": TokenObjects(tokens: tokens, platforms: tokens.map(platforms(of:)), keys: keys).list,
        ]
        for part in parts { object[part.name] = part.context.build(tokens) }
        return .object(object)
    }

    /// The family a token is drawn in on a platform: the platform's system typeface when the
    /// system font draws it, else the Apple typeface its stack names, else the first family
    /// Apple platforms have (see `ResolvedToken.appleFamily`).
    static func typefaceName(of token: ResolvedToken, on platform: Platform) -> String {
        let system = HIG.spec(for: platform).systemTypeface.rawValue
        if token.usesSystemFont { return system }
        return token.typeface?.rawValue ?? token.appleFamily ?? token.fontFamily.first ?? system
    }

    /// A token's values on every platform; tokens with equal values share one list.
    private func platforms(of token: ResolvedToken) -> TemplateValue {
        let keys = token.platforms.map { p in
            CategoriesKey(
                platform: p.platform, family: Self.typefaceName(of: token, on: p.platform), style: p.textStyle,
                values: p.categories.map(\.values))
        }
        if let cached = platformsCache[keys] { return cached }
        let built = memos.shared(zip(token.platforms, keys).map { values(of: $0, family: $1.family) })
        platformsCache[keys] = built
        return built
    }

    /// One platform's values. What the formats add may depend only on the values, which key the cache.
    private func values(of p: PlatformValues, family: String) -> TemplateValue {
        var object: [String: TemplateValue] = [
            "id": .string(p.platform.rawValue),
            "name": .string(p.platform.displayName),
            "textStyle": .string(p.textStyle.rawValue),
            "defaultCategory": .string(p.defaultCategory.rawValue),
            "defaultFontSize": numbers.format(p.defaultValues.fontSize),
            "defaultFontWeight": numbers.format(p.defaultValues.fontWeight.number),
            "categories": memos.shared(
                p.categories.map { entry in
                    var category: [String: TemplateValue] = [
                        "id": .string(entry.category.rawValue),
                        "isDefault": .bool(entry.category == p.defaultCategory),
                        "fontFamily": .string(family),
                        "fontSize": numbers.format(entry.values.fontSize),
                        "lineHeight": numbers.format(entry.values.lineHeight),
                        "fontWeight": numbers.format(entry.values.fontWeight.number),
                        "fontWeightName": .string(entry.values.fontWeight.apple.rawValue),
                        "letterSpacing": numbers.format(entry.values.letterSpacing),
                    ]
                    for format in keys { format.addKeys(of: entry.values, to: &category) }
                    return .object(category)
                }),
        ]
        for format in keys { format.addKeys(of: p, to: &object) }
        return .object(object)
    }

    private func platformInfo(_ platform: Platform) -> TemplateValue {
        let spec = HIG.spec(for: platform)
        return .object([
            "id": .string(platform.rawValue),
            "name": .string(platform.displayName),
            "defaultCategory": .string(spec.defaultSizeCategory?.rawValue ?? ""),
            "categories": .array(spec.sizeCategories.map { .object(["id": .string($0.rawValue)]) }),
        ])
    }
}

/// The `tokens` list: each token's object, made from immutable parts when a section reads it.
/// The shared `platforms` lists are built up front (they come from caches); the rest is a few
/// names per token, cheaper to make twice than to keep for every token of a large manifest.
private struct TokenObjects: Sendable {
    let tokens: [ResolvedToken]
    let platforms: [TemplateValue]
    let keys: [any FormatKeys]

    /// Several templates read `tokens`: a small manifest builds each object once and keeps it,
    /// a large one makes each when it is read, so memory stays flat.
    var list: TemplateValue {
        if tokens.count < 500 { return .array(tokens.indices.map(object)) }
        return .list(TemplateList(count: tokens.count) { [self] index in object(index) })
    }

    func object(_ index: Int) -> TemplateValue {
        let t = tokens[index]
        var object: [String: TemplateValue] = [
            "name": .string(t.name),
            "path": .array(t.path.map(TemplateValue.string)),
            "description": .optional(t.source.description),
            "deprecated": .bool(t.source.deprecation != nil),
            "deprecationReason": .optional(t.source.deprecation.flatMap { $0.isEmpty ? nil : $0 }),
            "textStyle": .optional(t.textStyle?.rawValue),
            "fontFamily": .array(t.fontFamily.map { .object(["name": .string($0)]) }),
            "platforms": platforms[index],
        ]
        for format in keys { format.addKeys(of: t, to: &object) }
        return .object(object)
    }
}
