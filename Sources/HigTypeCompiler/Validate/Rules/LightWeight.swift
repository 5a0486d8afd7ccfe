import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `light-weight` rule, declared by `LightWeight`.
    public static let lightWeight = DiagnosticID("light-weight")
}

/// `light-weight`: Ultralight, Thin and Light are hard to read at text sizes. A waiver allows
/// them, but only at display sizes: every category from the default up must be at least
/// `displaySize` points (20 by default, where SF switches to its Display optical size).
/// Each finding names every category where it applies, not only the first.
struct LightWeight: Rule {
    static let displaySize = RuleOption.number(
        "displaySize", default: 20, "with a waiver, the smallest size allowed from the default category up")

    static let info = RuleInfo(
        id: .lightWeight, defaultSeverity: .error,
        summary: "An Ultralight, Thin or Light weight at text sizes.",
        rationale:
            "HIG, Ensuring legibility: avoid Ultralight, Thin and Light weights, which can be difficult to see, especially when text is small.",
        details: """
            Ultralight, Thin and Light (100–300; DTCG's "hairline", "extra-light" and "light") are errors, and so is a DTCG weight below 400 that Apple's fonts draw with one of them (350 is drawn as Light; see `weight-rounded`). A waiver (`"waive": {"light-weight": "reason"}`) allows them, but the token must then stay at display sizes — `displaySize` points or more at the default category and above — since the HIG asks for larger sizes when a weight is thin. 20 pt is where SF switches to its Display optical size.

            The diagnostic names every size category where it applies, not only the first: "'type.caption' uses the light weight Light (300) at every size category (xSmall to accessibility5) on iOS", or with a waiver "… is below 20 pt at large to xxxLarge on iOS (13 pt at large)".
            """,
        options: [displaySize.spec],
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "caption": { "$value": { "textStyle": "footnote", "fontWeight": "light" } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "heroNumber": {
                      "$value": { "textStyle": "largeTitle", "fontWeight": "extra-light" },
                      "$extensions": { "dev.higtype": { "waive": { "light-weight": "Dashboard hero figure, 34 pt and up." } } }
                    }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let displaySize = context[Self.displaySize]
        var findings: [Finding] = []
        for token in context.resolved.tokens {
            for values in token.platforms {
                let all = values.categories.map(\.category)
                let light = values.categories.filter { Typeface.lightWeights.contains($0.values.fontWeight.apple) }
                guard let first = light.first else { continue }
                var weights: [DTCGWeight] = []
                for entry in light where !weights.contains(entry.values.fontWeight) {
                    weights.append(entry.values.fontWeight)
                }
                let named = weights.map(\.description).joined(separator: " and ")
                let noun = weights.count == 1 ? "the light weight" : "the light weights"
                let at = CategoryList.describe(light.map(\.category), among: all)
                findings.append(
                    Finding(
                        token: token,
                        "'\(token.name)' uses \(noun) \(named) at \(at) on \(values.platform.displayName); prefer Regular, Medium, Semibold or Bold",
                        at: token.weightLocation,
                        notes: [
                            .init(
                                "if the design needs it, waive 'light-weight' on the token with a reason; it must then stay at \(NumberText.format(displaySize)) pt or larger"
                            )
                        ],
                        platform: values.platform, category: first.category))
                guard token.settings.waiver(for: info.id) != nil else { continue }
                let small = light.filter { $0.category >= values.defaultCategory && $0.values.fontSize < displaySize }
                guard let smallest = small.first else { continue }
                let sizes =
                    small.count == 1
                    ? "" : " (\(NumberText.format(smallest.values.fontSize)) pt at \(smallest.category.rawValue))"
                let size =
                    small.count == 1
                    ? "\(NumberText.format(smallest.values.fontSize)) pt" : "below \(NumberText.format(displaySize)) pt"
                findings.append(
                    Finding(
                        token: token,
                        "'\(token.name)' waives 'light-weight' but is \(size) at \(CategoryList.describe(small.map(\.category), among: all)) on \(values.platform.displayName)\(sizes); a light weight needs display sizes, \(NumberText.format(displaySize)) pt or larger",
                        at: token.sizeLocation, platform: values.platform, category: smallest.category,
                        survivesWaiver: true))
            }
        }
        return findings
    }
}
