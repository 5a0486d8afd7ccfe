import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// One platform's section: a heading with the platform's facts, the scale at a glance, then a
/// block per typography token.
extension PreviewRenderer {
    func section(_ platform: Platform, _ w: inout HTMLWriter) {
        let spec = HIG.spec(for: platform)
        w.element(
            "section",
            [("class", "platform"), ("id", "platform-" + platform.rawValue), ("data-platform", platform.rawValue)]
        ) { w in
            w.element("header", [("class", "platform-head")]) { w in
                w.element("h2", text: platform.displayName)
                var facts = [plural(spec.sizeCategories.count, "size category", "size categories")]
                if let category = spec.defaultSizeCategory, spec.sizeCategories.count > 1 {
                    facts.append("default \(category.displayName)")
                }
                facts.append("minimum \(NumberText.format(spec.minimumSize)) pt")
                facts.append("system font \(spec.systemTypeface.rawValue)")
                w.element("p", [("class", "platform-facts")], text: facts.joined(separator: " · "))
            }
            ladder(platform, &w)
            textScalePanel(platform, &w)
            for token in tokens {
                guard w.html.utf8.count <= limit else { return }
                block(token, on: platform, &w)
            }
        }
    }

    /// Every token with values on the platform at its default category, largest first, one
    /// clipped line each: the hierarchy as a reader sees it by default.
    private func ladder(_ platform: Platform, _ w: inout HTMLWriter) {
        let entries = tokens.enumerated().compactMap { index, token -> (Int, PreviewToken, PlatformValues)? in
            guard let values = token.resolved?.values(on: platform) else { return nil }
            return (index, token, values)
        }.sorted { a, b in
            let x = a.2.defaultValues.fontSize
            let y = b.2.defaultValues.fontSize
            return x != y ? x > y : a.0 < b.0
        }
        guard !entries.isEmpty else { return }
        let category = entries[0].2.defaultCategory
        w.element("div", [("class", "ladder")]) { w in
            w.element("h3", text: category == .default ? "The scale" : "The scale at \(category.displayName)")
            w.element("ol") { w in
                for (_, token, values) in entries {
                    let v = values.defaultValues
                    w.element("li") { w in
                        w.element("a", [("href", "#" + anchor(token, platform))]) { w in
                            w.element(
                                "span", [("class", "ladder-numbers")],
                                text: "\(NumberText.format(v.fontSize))/\(NumberText.format(v.lineHeight))")
                            w.element(
                                "span", [("class", "ladder-sample"), ("style", style(token.resolved!, v, platform))],
                                text: token.name)
                        }
                    }
                }
            }
        }
    }

    /// The CSS declarations that set a sample in the token's values: the family stack and the
    /// size, line height, weight and letter spacing in px (1 px = 1 pt). `--lh` draws the
    /// leading guide behind the sample.
    func style(_ token: ResolvedToken, _ v: StyleValues, _ platform: Platform) -> String {
        let family = CSSNames.fontStack(token.fontFamily, systemTypeface: HIG.spec(for: platform).systemTypeface)
        let lineHeight = CSSNames.length(v.lineHeight, unit: .px)
        return
            "font-family: \(family); font-size: \(CSSNames.length(v.fontSize, unit: .px)); line-height: \(lineHeight); "
            + "font-weight: \(NumberText.format(v.fontWeight.number)); letter-spacing: \(CSSNames.length(v.letterSpacing, unit: .px)); --lh: \(lineHeight)"
    }
}
