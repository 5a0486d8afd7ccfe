import HigTypeSpec
import Mustache
import HigTypeCompiler

/// The keys the CSS template needs beyond the shared ones (TemplateContext): one platform's
/// values as ready-to-print CSS, at the default category and then per other category only what
/// changes. Values print as they are with `{{{value}}}`: lengths carry their unit, family stacks
/// are quoted as CSS needs.
///
///     css: Object?                        — null without a CSS platform
///       platform, platformName: String    — whose values the CSS carries (`--css-platform`)
///       defaultCategory: String
///       unit: String                      — `--css-unit`: "px" or "rem"
///       rootTokens: [Object]              — every token's properties at the default category
///         cssName: String
///         description: String?
///         properties: [Object]            — font-family first, then size, line height, weight, spacing
///           name, value: String           — "font-size", "17px"
///         webkit: Object?                 — with `--css-webkit-keywords`, when WebKit has a keyword
///           keyword: String               — "-apple-system-body"
///           setsFamily, setsWeight: Bool  — whether the token overrides the keyword's family, weight
///       categories: [Object]              — the other categories that change something
///         id: String
///         selector: String                — `--css-selector` with the category id filled in
///         tokens: [Object]                — only tokens with a change
///           cssName: String
///           properties: [Object]          — only the properties that change
///             name, value: String
///     tokens[]:
///       cssName: String                   — the path in kebab-case, a valid CSS identifier
final class CSSContext {
    /// The platform whose values the CSS carries.
    let platform: Platform?
    let options: RenderOptions
    private let properties: CSSProperties

    init(platform: Platform?, options: RenderOptions, memos: ListMemos) {
        self.platform = platform
        self.options = options
        properties = CSSProperties(unit: options.cssUnit, memos: memos)
    }

    /// A token's `cssName`.
    static func addKeys(of t: ResolvedToken, to object: inout [String: TemplateValue]) {
        object["cssName"] = .string(CSSNames.identifier(t.path))
    }

    /// The top-level `css` object. Its token lists are `TemplateList`s: the values each token
    /// needs come from caches up front, and each token's object is made when a template reads it.
    func build(_ tokens: some Sequence<ResolvedToken>) -> TemplateValue {
        guard let platform else { return .null }
        let spec = HIG.spec(for: platform)
        var roots: [CSSRootToken] = []
        var changesByCategory: [SizeCategory: [CSSChange]] = [:]
        for token in tokens {
            guard let values = token.values(on: platform) else { continue }
            let name = CSSNames.identifier(token.path)
            roots.append(CSSRootToken(
                cssName: name, description: token.source.description, webkit: webkit(token, spec: spec),
                family: CSSNames.fontStack(token.fontFamily, systemTypeface: spec.systemTypeface),
                properties: properties.of(values.defaultValues)))
            for (category, v) in values.categories where category != values.defaultCategory {
                guard let changed = properties.changes(from: values.defaultValues, to: v) else { continue }
                changesByCategory[category, default: []].append(CSSChange(cssName: name, properties: changed))
            }
        }
        let categories = spec.sizeCategories.compactMap { category -> TemplateValue? in
            guard let changes = changesByCategory[category] else { return nil }
            return .object([
                "id": .string(category.rawValue),
                "selector": .string(options.cssSelector.replacingOccurrences(of: "{category}", with: category.rawValue)),
                "tokens": .list(TemplateList(count: changes.count) { changes[$0].object }),
            ])
        }
        return .object([
            "platform": .string(platform.rawValue),
            "platformName": .string(platform.displayName),
            "defaultCategory": .string(spec.defaultSizeCategory?.rawValue ?? ""),
            "unit": .string(options.cssUnit.rawValue),
            "rootTokens": .list(TemplateList(count: roots.count) { [roots] in roots[$0].object }),
            "categories": .array(categories),
        ])
    }

    /// The WebKit text-style keyword that sizes the token from the reader's setting, when asked for.
    private func webkit(_ token: ResolvedToken, spec: PlatformSpec) -> TemplateValue {
        guard options.webKitKeywords, let style = token.textStyle,
            let keyword = WebKitKeywords.keyword(for: style, leading: token.settings.leading?.value)
        else { return .null }
        return .object([
            "keyword": .string(keyword),
            "setsFamily": .bool(!token.usesSystemFont),
            "setsWeight": .bool(token.value.fontWeight != nil || token.settings.emphasized?.value == true),
        ])
    }
}

/// One token's entry in `css.rootTokens`, kept as plain values until a template reads it.
private struct CSSRootToken: Sendable {
    var cssName: String
    var description: String?
    var webkit: TemplateValue
    var family: String
    var properties: [(String, String)]

    var object: TemplateValue {
        .object([
            "cssName": .string(cssName),
            "description": .optional(description),
            "webkit": webkit,
            "properties": .array(
                [TemplateValue.object(["name": "font-family", "value": .string(family)])]
                    + properties.map { .object(["name": .string($0.0), "value": .string($0.1)]) }),
        ])
    }
}

/// One token's entry in a category's `tokens`: its name and the shared list of what changes.
private struct CSSChange: Sendable {
    var cssName: String
    var properties: TemplateValue

    var object: TemplateValue { .object(["cssName": .string(cssName), "properties": properties]) }
}
