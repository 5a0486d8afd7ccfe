import HigTypeCore
import HigTypeSpec
import Mustache
import HigTypeCompiler

/// Builds the data every template receives. One context serves all formats; it holds plain
/// values plus the names and CSS strings each language needs, so templates only lay text out.
/// docs/templates.md documents every key.
///
/// Tokens that share a style share their values, so the per-category parts of the context are
/// built once per distinct set of values and shared (arrays and objects are copy-on-write):
/// a manifest of thousands of tokens costs little more than its distinct styles. Each shared
/// list carries a `ListMemo` key, so the renderer also renders a section over it only once.
final class TemplateContext {
    let resolved: ResolvedManifest
    /// The platform whose values the CSS carries.
    let cssPlatform: Platform?
    let options: RenderOptions

    private struct CategoriesKey: Hashable {
        var platform: Platform
        var family: String
        var values: [StyleValues]
    }
    private var platformsCache: [[CategoriesKey]: TemplateValue] = [:]
    private var numberCache: [Double: TemplateValue] = [:]
    private var cssPropertiesCache: [StyleValues: [(String, String)]] = [:]
    private var cssLengthCache: [Double: String] = [:]
    private struct Change: Hashable {
        var from: StyleValues
        var to: StyleValues
    }
    private var cssChangesCache: [Change: TemplateValue?] = [:]
    private var listMemos = 0

    /// A list the context shares between tokens, under a memo key of its own.
    private func sharedList(_ items: [TemplateValue]) -> TemplateValue {
        listMemos += 1
        return .array(items, memo: ListMemo(listMemos))
    }

    /// The CSS properties that differ between two sets of values, built once per pair; nil when none do.
    private func changes(
        from base: StyleValues, to values: StyleValues, properties: (StyleValues) -> [(String, String)]
    ) -> TemplateValue? {
        let key = Change(from: base, to: values)
        if let cached = cssChangesCache[key] { return cached }
        let changed = zip(properties(values), properties(base)).filter { $0.0.1 != $0.1.1 }.map(\.0)
        let built: TemplateValue? = changed.isEmpty
            ? nil : sharedList(changed.map { .object(["name": .string($0.0), "value": .string($0.1)]) })
        cssChangesCache[key] = built
        return built
    }

    init(resolved: ResolvedManifest, cssPlatform: Platform?, options: RenderOptions) {
        self.resolved = resolved
        self.cssPlatform = cssPlatform
        self.options = options
    }

    /// A number as templates print it (integral values without ".0"), formatted once per value.
    private func number(_ value: Double) -> TemplateValue {
        if let cached = numberCache[value] { return cached }
        let formatted = TemplateValue.string(NumberText.format(value))
        numberCache[value] = formatted
        return formatted
    }

    func build() -> TemplateValue {
        let tokens = resolved.tokens.filter { !$0.platforms.isEmpty }
        return .object([
            "generator": "higtype",
            "sources": .array(resolved.files.map { .object(["path": .string($0)]) }),
            "sourceList": .string(resolved.files.joined(separator: ", ")),
            "platforms": .array(resolved.platforms.map(platformInfo)),
            "tokens": .array(tokens.map(token)),
            "css": css(tokens),
            "swift": swift(),
        ])
    }

    // MARK: Tokens

    private func token(_ t: ResolvedToken) -> TemplateValue {
        .object([
            "name": .string(t.name),
            "path": .array(t.path.map(TemplateValue.string)),
            "description": t.source.description.map(TemplateValue.string) ?? .null,
            "textStyle": t.textStyle.map { .string($0.rawValue) } ?? .null,
            "fontFamily": .array(t.fontFamily.map { .object(["name": .string($0)]) }),
            "cssName": .string(CSSNames.identifier(t.path)),
            "swiftName": .string(SwiftNames.identifier(t.path)),
            "platforms": platforms(of: t),
            "swift": swiftToken(t),
        ])
    }

    /// What the Swift template needs to draw a token with SwiftUI and UIKit.
    private func swiftToken(_ t: ResolvedToken) -> TemplateValue {
        let face = SwiftTypeface(stack: t.fontFamily)
        let apiStyle = t.textStyle.map(SwiftNames.apiTextStyle) ?? "body"
        return .object([
            "name": .string(SwiftNames.identifier(t.path)),
            "textStyle": .string(apiStyle),
            "swiftUITextStyle": .string(SwiftNames.swiftUITextStyle(apiStyle)),
            "uiKitTextStyle": .string(apiStyle),
            "design": .string(face.design),
            "customFamily": face.customFamilies.first.map(TemplateValue.string) ?? .null,
            "fontFamily": .array(face.customFamilies.map { .object(["name": .string($0)]) }),
        ])
    }

    /// A token's values on every platform; tokens with equal values share one list.
    private func platforms(of token: ResolvedToken) -> TemplateValue {
        let keys = token.platforms.map { p in
            CategoriesKey(
                platform: p.platform, family: token.fontFamily.first ?? HIG.spec(for: p.platform).systemTypeface.rawValue,
                values: p.categories.map(\.values))
        }
        if let cached = platformsCache[keys] { return cached }
        let built = sharedList(zip(token.platforms, keys).map { values(of: $0, family: $1.family) })
        platformsCache[keys] = built
        return built
    }

    private func values(of p: PlatformValues, family: String) -> TemplateValue {
        .object([
            "id": .string(p.platform.rawValue),
            "name": .string(p.platform.displayName),
            "defaultCategory": .string(p.defaultCategory.rawValue),
            "defaultFontSize": number(p.defaultValues.fontSize),
            "defaultFontWeight": number(Double(p.defaultValues.fontWeight.value)),
            "defaultSwiftWeight": .string(SwiftNames.weight(p.defaultValues.fontWeight)),
            "categories": sharedList(p.categories.map { entry in
                .object([
                    "id": .string(entry.category.rawValue),
                    "isDefault": .bool(entry.category == p.defaultCategory),
                    "fontFamily": .string(family),
                    "fontSize": number(entry.values.fontSize),
                    "lineHeight": number(entry.values.lineHeight),
                    "fontWeight": number(Double(entry.values.fontWeight.value)),
                    "fontWeightName": .string(entry.values.fontWeight.rawValue),
                    "swiftWeight": .string(SwiftNames.weight(entry.values.fontWeight)),
                    "letterSpacing": number(entry.values.letterSpacing),
                ])
            }),
        ])
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

    // MARK: CSS

    /// `:root` properties at the default category, then per other category only the properties
    /// that differ from the default.
    private func css(_ tokens: [ResolvedToken]) -> TemplateValue {
        guard let platform = cssPlatform else { return .null }
        let spec = HIG.spec(for: platform)
        let unit = options.cssUnit
        func length(_ points: Double) -> String {
            if let cached = cssLengthCache[points] { return cached }
            let text = CSSNames.length(points, unit: unit)
            cssLengthCache[points] = text
            return text
        }
        func properties(_ v: StyleValues) -> [(String, String)] {
            if let cached = cssPropertiesCache[v] { return cached }
            let built = [
                ("font-size", length(v.fontSize)), ("line-height", length(v.lineHeight)),
                ("font-weight", String(v.fontWeight.value)), ("letter-spacing", length(v.letterSpacing)),
            ]
            cssPropertiesCache[v] = built
            return built
        }
        var rootTokens: [TemplateValue] = []
        var changesByCategory: [SizeCategory: [TemplateValue]] = [:]
        for token in tokens {
            guard let values = token.values(on: platform) else { continue }
            let name = CSSNames.identifier(token.path)
            let base = properties(values.defaultValues)
            let family = CSSNames.fontStack(token.fontFamily, systemTypeface: spec.systemTypeface)
            let keyword = options.webKitKeywords
                ? token.textStyle.flatMap { WebKitKeywords.keyword(for: $0, leading: token.settings.leading?.value) } : nil
            rootTokens.append(.object([
                "cssName": .string(name),
                "description": token.source.description.map(TemplateValue.string) ?? .null,
                "webkit": keyword.map { keyword in
                    .object([
                        "keyword": .string(keyword),
                        "setsFamily": .bool(!token.fontFamily.isEmpty && token.typeface != spec.systemTypeface),
                        "setsWeight": .bool(token.value.fontWeight != nil || token.settings.emphasized?.value == true),
                    ])
                } ?? .null,
                "properties": .array(
                    [TemplateValue.object(["name": "font-family", "value": .string(family)])]
                        + base.map { .object(["name": .string($0.0), "value": .string($0.1)]) }),
            ]))
            for (category, v) in values.categories where category != values.defaultCategory {
                guard let changed = changes(from: values.defaultValues, to: v, properties: properties) else { continue }
                changesByCategory[category, default: []].append(.object([
                    "cssName": .string(name),
                    "properties": changed,
                ]))
            }
        }
        let categories = spec.sizeCategories.compactMap { category -> TemplateValue? in
            guard let changes = changesByCategory[category] else { return nil }
            return .object([
                "id": .string(category.rawValue),
                "selector": .string(options.cssSelector.replacingOccurrences(of: "{category}", with: category.rawValue)),
                "tokens": .array(changes),
            ])
        }
        return .object([
            "platform": .string(platform.rawValue),
            "platformName": .string(platform.displayName),
            "defaultCategory": .string(spec.defaultSizeCategory?.rawValue ?? ""),
            "unit": .string(unit.rawValue),
            "rootTokens": .array(rootTokens),
            "categories": .array(categories),
        ])
    }

    // MARK: Swift

    /// The size categories of every target platform, and how each Dynamic Type size of
    /// SwiftUI and UIKit maps onto them.
    private func swift() -> TemplateValue {
        var categories: [SizeCategory] = []
        for platform in resolved.platforms {
            for c in HIG.spec(for: platform).sizeCategories where !categories.contains(c) { categories.append(c) }
        }
        categories.sort()
        // A Dynamic Type size the enum lacks (watchOS alone has no medium; macOS and tvOS only
        // `default`) takes the nearest smaller case, else the nearest larger, else `default`,
        // as Token.metrics(at:) falls back.
        func category(for size: SizeCategory) -> SizeCategory {
            if categories.contains(size) { return size }
            let dynamic = categories.filter { $0 != .default }
            return dynamic.last { $0 < size } ?? dynamic.first { $0 > size } ?? .default
        }
        let dynamicTypeSizes = HIG.iosCategories.map { size -> TemplateValue in
            let names = SwiftNames.dynamicTypeNames(size)
            return .object([
                "dynamicTypeSize": .string(names.swiftUI),
                "uiContentSizeCategory": .string(names.uiKit),
                "category": .string(category(for: size).rawValue),
            ])
        }
        return .object([
            "namespace": .string(options.swiftNamespace),
            "categories": .array(categories.map { c in
                let names = SwiftNames.dynamicTypeNames(c)
                return .object([
                    "id": .string(c.rawValue),
                    "name": .string(SwiftNames.escaped(c.rawValue)),
                    "dynamicTypeSize": .string(names.swiftUI),
                    "uiContentSizeCategory": .string(names.uiKit),
                ])
            }),
            "dynamicTypeSizes": .array(dynamicTypeSizes),
            "largeCategory": .string(category(for: .large).rawValue),
            "hasDefaultCategory": .bool(categories.contains(.default)),
        ])
    }

    /// An array whose object elements also carry `first`, `last` and `index`, so templates can
    /// place separators.
}

/// Choices that shape the outputs without changing the values.
public struct RenderOptions: Sendable {
    public enum CSSUnit: String, Sendable { case px, rem }
    public var cssUnit: CSSUnit = .px
    /// The selector for a size category's rules; `{category}` stands for the category id.
    public var cssSelector = ":root[data-dynamic-type=\"{category}\"]"
    /// Which platform's values the CSS carries; nil picks iOS if targeted, else the first platform.
    public var cssPlatform: Platform?
    /// Add WebKit's text-style keywords (`font: -apple-system-body`) for Safari, under `@supports`.
    public var webKitKeywords = false
    /// The Swift enum that holds the generated constants.
    public var swiftNamespace = "Typography"

    public init() {}
}
