import HigTypeCompiler
import HigTypeCore
import HigTypeSpec

/// The specimen's text-scale slider: one range input that sets `--higtype-text-scale` on the
/// page, and in each platform section with size categories a panel of every token set with
/// the curves `build --css-text-scale` writes, so a designer drags the slider and watches every
/// token follow its style's curve between the categories.
///
/// The curves are the CSS output's own (`CSSTextScale`), scoped to each platform's section,
/// since iOS and watchOS place their categories at different scales. The slider needs the page's
/// one script: a listener that copies the slider's value into the custom property.
struct PreviewTextScale {
    /// Per platform with size categories: the curves and each token's size, leading and tracking.
    struct Section {
        var platform: HigTypeSpec.Platform
        var scale: CSSTextScale
        /// Token name → (font-size, line-height, letter-spacing): a curve reference or a plain length.
        var values: [String: [String]]
    }
    var platforms: [Section] = []

    init(tokens: [PreviewToken], platforms: [HigTypeSpec.Platform]) {
        for platform in platforms {
            guard let breakpoints = TextScaleBreakpoints(HIG.spec(for: platform)) else { continue }
            let scale = CSSTextScale(breakpoints: breakpoints, unit: .px)
            var values: [String: [String]] = [:]
            for token in tokens {
                guard let resolved = token.resolved, let v = resolved.values(on: platform) else { continue }
                let all = breakpoints.categories.compactMap { v[$0] }
                guard all.count == breakpoints.categories.count else { continue }
                let runs: [(String, [Double])] = [
                    ("font-size", all.map(\.fontSize)), ("line-height", all.map(\.lineHeight)),
                    ("letter-spacing", all.map(\.letterSpacing)),
                ]
                values[token.name] = runs.map { name, run in
                    scale.reference(property: name, values: run, style: v.textStyle)
                        ?? CSSNames.length(run[0], unit: .px)
                }
            }
            self.platforms.append(Section(platform: platform, scale: scale, values: values))
        }
    }

    /// The slider's range: from the smallest category's scale to the largest, over every platform.
    var range: (min: Double, max: Double)? {
        let scales = platforms.flatMap { $0.scale.breakpoints.scales }
        guard let low = scales.min(), let high = scales.max() else { return nil }
        return ((low * 100).rounded(.down) / 100, (high * 100).rounded(.up) / 100)
    }

    /// The style sheet: the scale on :root, each platform's Body-point scale and curves on its section.
    var css: String {
        guard !platforms.isEmpty else { return "" }
        var lines = [":root { --higtype-text-scale: 1; }"]
        for p in platforms {
            lines.append(".platform[data-platform=\"\(p.platform.rawValue)\"] {")
            lines.append(
                "  --\(TextScaleCurve.bodyProperty): calc(var(--higtype-text-scale) * \(NumberText.format(p.scale.breakpoints.defaultBodySize)));"
            )
            for (name, value) in p.scale.curves { lines.append("  --\(name): \(value);") }
            lines.append("}")
        }
        return lines.joined(separator: "\n")
    }

    /// Copies the slider's value into `--higtype-text-scale` and shows it beside the slider.
    static let script = """
        const slider = document.getElementById("text-scale");
        const shown = document.getElementById("text-scale-value");
        slider.addEventListener("input", () => {
          document.documentElement.style.setProperty("--higtype-text-scale", slider.value);
          shown.textContent = Number(slider.value).toFixed(2);
        });
        """
}

extension PreviewRenderer {
    /// The slider, kept in view while the page scrolls, with a tick at every category of the
    /// first platform that has categories.
    func textScaleControl(_ w: inout HTMLWriter) {
        guard let range = textScale.range, let first = textScale.platforms.first else { return }
        w.element("div", [("class", "text-scale-control")]) { w in
            w.element("label", [("for", "text-scale")], text: "Text scale")
            w.void(
                "input",
                [
                    ("type", "range"), ("id", "text-scale"), ("min", NumberText.format(range.min)),
                    ("max", NumberText.format(range.max)),
                    ("step", "any"), ("value", "1"), ("list", "text-scale-categories"),
                ])
            w.element("output", [("id", "text-scale-value"), ("for", "text-scale")], text: "1.00")
            w.element(
                "span", [("class", "text-scale-help")],
                text:
                    "sets --higtype-text-scale, as build --css-text-scale reads it: 1 is \(first.platform.displayName) Large; "
                    + "the panels \"At the text scale\" follow it")
            w.element("datalist", [("id", "text-scale-categories")]) { w in
                for (category, scale) in zip(first.scale.breakpoints.categories, first.scale.breakpoints.scales) {
                    w.void("option", [("value", CSSTextScale.scaleText(scale)), ("label", category.displayName)])
                }
            }
        }
    }

    /// Every token with values on the platform, in manifest order, one clipped line each, set
    /// with the curves: what `typography.css` built with `--css-text-scale` shows at the slider's scale.
    func textScalePanel(_ platform: HigTypeSpec.Platform, _ w: inout HTMLWriter) {
        guard let section = textScale.platforms.first(where: { $0.platform == platform }) else { return }
        let entries = tokens.filter { section.values[$0.name] != nil }
        guard !entries.isEmpty else { return }
        w.element("div", [("class", "ladder text-scale-panel")]) { w in
            w.element("h3", text: "At the text scale")
            w.element("ol") { w in
                for token in entries {
                    guard let resolved = token.resolved, let v = resolved.values(on: platform)?.defaultValues,
                        let values = section.values[token.name]
                    else { continue }
                    let family = CSSNames.fontStack(
                        resolved.fontFamily, systemTypeface: HIG.spec(for: platform).systemTypeface)
                    let style =
                        "font-family: \(family); font-size: \(values[0]); line-height: \(values[1]); "
                        + "font-weight: \(NumberText.format(v.fontWeight.number)); letter-spacing: \(values[2])"
                    w.element("li") { w in
                        w.element("a", [("href", "#" + anchor(token, platform))]) { w in
                            w.element(
                                "span",
                                [
                                    ("class", "ladder-sample scaled-sample"), ("data-token", token.name),
                                    ("style", style),
                                ],
                                text: token.name)
                        }
                    }
                }
            }
        }
    }
}
