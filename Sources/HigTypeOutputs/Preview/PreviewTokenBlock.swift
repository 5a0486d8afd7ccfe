import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// One token's block in a platform's section: name, text style and family; its badges; a
/// large sample at the default category with the numbers; and a table of every size category,
/// each row with its numbers and a sample line at the category's true size.
///
/// Samples are never scaled: the page's pixels are the token's points (1 px = 1 pt), so two
/// tokens, or two categories, compare on screen as they will on a device. The largest
/// accessibility sizes reach 60 px or more; the table's sample lines stay one line and are
/// clipped with an ellipsis instead, which keeps every row's height equal to its line height.
extension PreviewRenderer {
    func block(_ token: PreviewToken, on platform: Platform, _ w: inout HTMLWriter) {
        let placed = (placement.byToken[token.name] ?? []).filter { entry in
            entry.platform == nil || entry.platform == platform
        }
        let values = token.resolved?.values(on: platform)
        var classes = ["token"]
        if placed.contains(where: { $0.diagnostic.severity == .error }) {
            classes.append("has-errors")
        } else if placed.contains(where: { $0.diagnostic.severity == .warning }) {
            classes.append("has-warnings")
        }
        if values == nil { classes.append("no-values") }
        let attributes: [HTMLWriter.Attribute] = [
            ("class", classes.joined(separator: " ")), ("id", anchor(token, platform)), ("data-token", token.name),
            ("data-platform", platform.rawValue),
        ]
        w.element("article", attributes) { w in
            w.element("header", [("class", "token-head")]) { w in
                w.element("h3", [("class", "token-name")], text: token.name)
                if let resolved = token.resolved {
                    w.element("p", [("class", "token-kind")], text: kind(resolved, values, platform))
                }
            }
            badges(placed, &w)
            // The samples show the description; a token without values shows it here instead.
            if values == nil, let description = token.source.description, !description.isEmpty {
                w.element("p", [("class", "description")], text: description)
            }
            guard let resolved = token.resolved else {
                w.element(
                    "p", [("class", "missing")], text: "No values: the token's value has errors, so it did not resolve."
                )
                return
            }
            guard let values else {
                let style = resolved.textStyle.map { "text style \($0.displayName)" } ?? "the token's text style"
                w.element(
                    "p", [("class", "missing")],
                    text: "No \(platform.displayName) values: \(platform.displayName) has no \(style).")
                return
            }
            hero(token, resolved, values, platform, &w)
            scale(resolved, values, platform, flagged: placed, &w)
        }
    }

    /// "Body · New York, Georgia, serif", naming a fixed-size token's nearest style as such.
    private func kind(_ resolved: ResolvedToken, _ values: PlatformValues?, _ platform: Platform) -> String {
        var parts: [String] = []
        if let style = resolved.textStyle {
            parts.append(resolved.isFixedSize ? "fixed size, near \(style.displayName)" : style.displayName)
        }
        parts.append(family(resolved, platform))
        return parts.joined(separator: " · ")
    }

    private func family(_ resolved: ResolvedToken, _ platform: Platform) -> String {
        resolved.fontFamily.isEmpty
            ? "system font (\(HIG.spec(for: platform).systemTypeface.rawValue))"
            : resolved.fontFamily.joined(separator: ", ")
    }

    /// The default category's sample, large, over a leading guide, with its numbers beside it.
    private func hero(
        _ token: PreviewToken, _ resolved: ResolvedToken, _ values: PlatformValues, _ platform: Platform,
        _ w: inout HTMLWriter
    ) {
        let v = values.defaultValues
        w.element("div", [("class", "hero")]) { w in
            w.element("div", [("class", "hero-sample-box")]) { w in
                let label =
                    values.categories.count > 1 ? "\(values.defaultCategory.displayName), the default" : "All sizes"
                w.element("p", [("class", "hero-label")], text: label)
                w.element(
                    "p",
                    [
                        ("class", "hero-sample"), ("data-category", values.defaultCategory.rawValue),
                        ("style", style(resolved, v, platform)),
                    ],
                    text: sampleText(token))
            }
            w.element("dl", [("class", "numbers")]) { w in
                func fact(_ term: String, _ value: String) {
                    w.element("div") { w in
                        w.element("dt", text: term)
                        w.element("dd", text: value)
                    }
                }
                fact("Size / leading", "\(NumberText.format(v.fontSize)) / \(NumberText.format(v.lineHeight)) pt")
                fact(
                    "Weight",
                    v.fontWeight.isAppleWeight
                        ? "\(v.fontWeight.apple.displayName) \(v.fontWeight.apple.value)" : v.fontWeight.description)
                fact("Tracking", "\(NumberText.format(v.letterSpacing)) pt")
                fact(
                    "Text style",
                    resolved.textStyle.map {
                        resolved.isFixedSize ? "\($0.displayName) (nearest)" : $0.displayName
                    } ?? "none")
                fact("Family", family(resolved, platform))
                fact(
                    "CSS stack",
                    CSSNames.fontStack(resolved.fontFamily, systemTypeface: HIG.spec(for: platform).systemTypeface))
            }
        }
    }

    /// A row per size category: numbers, then a one-line sample at the true size. The default
    /// category's row is highlighted; a row a finding names is marked.
    private func scale(
        _ resolved: ResolvedToken, _ values: PlatformValues, _ platform: Platform,
        flagged: [DiagnosticPlacement.Placed],
        _ w: inout HTMLWriter
    ) {
        guard values.categories.count > 1 else { return }
        let sample = sampleText(PreviewToken(source: resolved.source, resolved: resolved))
        w.element("table", [("class", "scale")]) { w in
            w.element("thead") { w in
                w.element("tr") { w in
                    for heading in [
                        "Category", "Size / leading (pt)", "Weight", "Tracking (pt)", "Sample at true size",
                    ] {
                        w.element("th", [("scope", "col")], text: heading)
                    }
                }
            }
            w.element("tbody") { w in
                for (category, v) in values.categories {
                    let findings = flagged.filter { $0.category == category }
                    var classes: [String] = []
                    if category == values.defaultCategory { classes.append("default") }
                    if let worst = findings.map(\.diagnostic.severity).max() {
                        classes.append("flagged " + worst.rawValue)
                    }
                    let attributes: [HTMLWriter.Attribute] = [
                        ("class", classes.isEmpty ? nil : classes.joined(separator: " ")),
                        ("data-category", category.rawValue),
                        (
                            "title",
                            findings.isEmpty
                                ? nil
                                : findings.map { "\($0.diagnostic.id): \($0.diagnostic.message)" }.joined(
                                    separator: "\n")
                        ),
                    ]
                    w.element("tr", attributes) { w in
                        w.element("th", [("scope", "row")]) { w in
                            w.element("span", [("class", "category")], text: category.displayName)
                            if category == values.defaultCategory {
                                w.element("span", [("class", "tag")], text: "default")
                            }
                            for finding in findings {
                                w.element("span", [("class", "flag")], text: finding.diagnostic.id.rawValue)
                            }
                        }
                        w.element(
                            "td", [("class", "num")],
                            text: "\(NumberText.format(v.fontSize)) / \(NumberText.format(v.lineHeight))")
                        w.element("td", [("class", "num")], text: NumberText.format(v.fontWeight.number))
                        w.element("td", [("class", "num")], text: NumberText.format(v.letterSpacing))
                        w.element("td", [("class", "cell")]) { w in
                            w.element(
                                "p",
                                [
                                    ("class", "sample"), ("data-category", category.rawValue),
                                    ("style", style(resolved, v, platform)),
                                ],
                                text: sample)
                        }
                    }
                }
            }
        }
    }

    /// The token's description, or the pangram when it has none.
    private func sampleText(_ token: PreviewToken) -> String {
        guard let description = token.source.description, !description.isEmpty else { return PreviewPage.pangram }
        return description
    }
}
