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

    /// The top-level `css` object, nil without a CSS platform. The values each token needs come
    /// from caches; tokens with equal values share them.
    func build(_ tokens: [ResolvedToken]) -> CSSModel? {
        guard let platform else { return nil }
        let spec = HIG.spec(for: platform)
        let scale =
            options.cssTextScale
            ? TextScaleBreakpoints(spec).map { CSSTextScale(breakpoints: $0, unit: options.cssUnit) } : nil
        var roots: [CSSRootTokenModel] = []
        roots.reserveCapacity(tokens.count)
        var changes = CSSChanges.Builder(categories: spec.sizeCategories, tokenCount: tokens.count)
        for token in tokens {
            guard let values = token.values(on: platform) else { continue }
            let name = CSSNames.identifier(token.path)
            var rootProperties = properties.of(values.defaultValues)
            if let scale { rootProperties = curves(of: token, values, in: scale, replacing: rootProperties) }
            roots.append(
                CSSRootTokenModel(
                    cssName: name, description: token.source.description, webkit: webkit(token, spec: spec),
                    family: CSSNames.fontStack(token.fontFamily, systemTypeface: spec.systemTypeface),
                    values: rootProperties))
            // With the text scale, every category (the default too) restates the values :root
            // sets to curves, so `data-dynamic-type` wins over the scale.
            for (category, v) in values.categories where scale != nil || category != values.defaultCategory {
                let changed =
                    scale == nil
                    ? properties.changes(from: values.defaultValues, to: v)
                    : properties.changes(from: rootProperties, to: v)
                guard let changed else { continue }
                changes.append(root: roots.count - 1, changed, at: category)
            }
        }
        let categories = changes.build(roots: roots).map { category, changes in
            CSSCategoryModel(
                id: category.rawValue,
                selector: options.cssSelector.replacingScalars(of: "{category}", with: category.rawValue),
                tokens: changes)
        }
        return CSSModel(
            platform: platform.rawValue, platformName: platform.displayName,
            defaultCategory: spec.defaultSizeCategory?.rawValue ?? "", unit: options.cssUnit.rawValue,
            textScale: scale?.model, rootTokens: roots, categories: categories)
    }

    /// The token's size, leading and tracking at :root as references to their curves, where
    /// they change with the category; the other properties as they are.
    private func curves(
        of token: ResolvedToken, _ values: PlatformValues, in scale: CSSTextScale, replacing root: [NameValueModel]
    ) -> [NameValueModel] {
        let all = scale.breakpoints.categories.compactMap { values[$0] }
        guard all.count == scale.breakpoints.categories.count else { return root }
        let runs: [String: [Double]] = [
            "font-size": all.map(\.fontSize), "line-height": all.map(\.lineHeight),
            "letter-spacing": all.map(\.letterSpacing),
        ]
        return root.map { property in
            guard let run = runs[property.name],
                let reference = scale.reference(property: property.name, values: run, style: values.textStyle)
            else { return property }
            return NameValueModel(name: property.name, value: reference)
        }
    }

    /// The WebKit text-style keyword that sizes the token from the reader's setting, when asked for.
    private func webkit(_ token: ResolvedToken, spec: PlatformSpec) -> CSSWebKitModel? {
        guard options.webKitKeywords, let style = token.textStyle(on: spec.platform),
            let keyword = WebKitKeywords.keyword(for: style, leading: token.settings.leading?.value)
        else { return nil }
        return CSSWebKitModel(
            keyword: keyword, setsFamily: !token.usesSystemFont,
            setsWeight: token.setsWeight || token.settings.emphasized?.value == true)
    }
}
