import HigTypeCompiler
import HigTypeSpec
import Mustache

/// The keys the CSS template needs beyond the shared ones (TemplateContext): one platform's
/// values as ready-to-print CSS, at the default category and then per other category only what
/// changes. Values print as they are with `{{{value}}}`: lengths carry their unit, family stacks
/// are quoted as CSS needs.
///
///     css: Object?                        — null without a CSS platform
///       platform, platformName: String    — whose values the CSS carries (`--css-platform`)
///       defaultCategory: String
///       unit: String                      — `--css-unit`: "px" or "rem"
///       textScale: Object?                — with `--css-text-scale` on a platform with categories
///         default: String                 — "env(preferred-text-scale, 1)"
///         bodyProperty: String            — "higtype-text-scale-body", the scale in Body points
///         defaultBodySize: String         — Body's size at the default category, "17"
///         categories: [Object]            — each category's place on the scale
///           id, scale: String             — "xSmall", "0.823529"
///         scaleList: String               — the same as one line: "xSmall 0.823529, small 0.882353, …"
///         curves: [Object]                — each distinct curve once
///           name, value: String           — "higtype-body-font-size", "calc(14px + clamp(…) * 1px + …)"
///       rootTokens: [Object]              — every token's properties at the default category
///         cssName: String
///         description: String?
///         properties: [Object]            — font-family first, then size, line height, weight, spacing
///           name, value: String           — "font-size", "17px"; with textScale, a property that
///                                           changes with the category is "var(--<curve name>)"
///         webkit: Object?                 — with `--css-webkit-keywords`, when WebKit has a keyword
///           keyword: String               — "-apple-system-body"
///           setsFamily, setsWeight: Bool  — whether the token overrides the keyword's family, weight
///       categories: [Object]              — the other categories that change something (with
///                                           textScale, every category: they restate the curves' values)
///         id: String
///         selector: String                — `--css-selector` with the category id filled in
///         tokens: [Object]                — only tokens with a change
///           cssName: String
///           properties: [Object]          — only the properties that change
///             name, value: String
///     tokens[]:
///       cssName: String                   — the path in kebab-case, a valid CSS identifier
final class CSSContext: FormatContext {
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
    struct Keys: FormatKeys {
        func addKeys(of t: ResolvedToken, to object: inout [String: TemplateValue]) {
            object["cssName"] = .string(CSSNames.identifier(t.path))
        }
    }

    var keys: any FormatKeys { Keys() }

    /// The top-level `css` object. Its token lists are `TemplateList`s: the values each token
    /// needs come from caches up front, and each token's object is made when a template reads it.
    func build(_ tokens: [ResolvedToken]) -> TemplateValue {
        guard let platform else { return .null }
        let spec = HIG.spec(for: platform)
        let scale =
            options.cssTextScale
            ? TextScaleBreakpoints(spec).map { CSSTextScale(breakpoints: $0, unit: options.cssUnit) } : nil
        var roots: [CSSRootToken] = []
        var changesByCategory: [SizeCategory: [CSSChange]] = [:]
        for token in tokens {
            guard let values = token.values(on: platform) else { continue }
            let name = CSSNames.identifier(token.path)
            var rootProperties = properties.of(values.defaultValues)
            if let scale { rootProperties = curves(of: token, values, in: scale, replacing: rootProperties) }
            roots.append(
                CSSRootToken(
                    cssName: name, description: token.source.description, webkit: webkit(token, spec: spec),
                    family: CSSNames.fontStack(token.fontFamily, systemTypeface: spec.systemTypeface),
                    properties: rootProperties))
            // With the text scale, every category (the default too) restates the values :root
            // sets to curves, so `data-dynamic-type` wins over the scale.
            for (category, v) in values.categories where scale != nil || category != values.defaultCategory {
                let changed =
                    scale == nil
                    ? properties.changes(from: values.defaultValues, to: v)
                    : properties.changes(from: rootProperties, to: v)
                guard let changed else { continue }
                changesByCategory[category, default: []].append(CSSChange(cssName: name, properties: changed))
            }
        }
        let categories = spec.sizeCategories.compactMap { category -> TemplateValue? in
            guard let changes = changesByCategory[category] else { return nil }
            return .object([
                "id": .string(category.rawValue),
                "selector": .string(
                    options.cssSelector.replacingScalars(of: "{category}", with: category.rawValue)),
                "tokens": .list(TemplateList(count: changes.count) { changes[$0].object }),
            ])
        }
        return .object([
            "platform": .string(platform.rawValue),
            "platformName": .string(platform.displayName),
            "defaultCategory": .string(spec.defaultSizeCategory?.rawValue ?? ""),
            "unit": .string(options.cssUnit.rawValue),
            "textScale": scale?.object ?? .null,
            "rootTokens": .list(TemplateList(count: roots.count) { [roots] in roots[$0].object }),
            "categories": .array(categories),
        ])
    }

    /// The token's size, leading and tracking at :root as references to their curves, where
    /// they change with the category; the other properties as they are.
    private func curves(
        of token: ResolvedToken, _ values: PlatformValues, in scale: CSSTextScale, replacing root: [(String, String)]
    ) -> [(String, String)] {
        let all = scale.breakpoints.categories.compactMap { values[$0] }
        guard all.count == scale.breakpoints.categories.count else { return root }
        let runs: [String: [Double]] = [
            "font-size": all.map(\.fontSize), "line-height": all.map(\.lineHeight),
            "letter-spacing": all.map(\.letterSpacing),
        ]
        return root.map { name, value in
            guard let run = runs[name],
                let reference = scale.reference(property: name, values: run, style: values.textStyle)
            else { return (name, value) }
            return (name, reference)
        }
    }

    /// The WebKit text-style keyword that sizes the token from the reader's setting, when asked for.
    private func webkit(_ token: ResolvedToken, spec: PlatformSpec) -> TemplateValue {
        guard options.webKitKeywords, let style = token.textStyle(on: spec.platform),
            let keyword = WebKitKeywords.keyword(for: style, leading: token.settings.leading?.value)
        else { return .null }
        return .object([
            "keyword": .string(keyword),
            "setsFamily": .bool(!token.usesSystemFont),
            "setsWeight": .bool(token.setsWeight || token.settings.emphasized?.value == true),
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
