import HigTypeCore
import HigTypeSpec

/// `light-weight`: Ultralight, Thin and Light are hard to read at text sizes. A waiver allows
/// them, but only at display sizes: every category from the default up must be at least
/// `displaySize` points (20 by default, where SF switches to its Display optical size).
struct LightWeight: Rule {
    let info = RuleInfo(
        id: .lightWeight, defaultSeverity: .error,
        rationale: "HIG, Ensuring legibility: avoid Ultralight, Thin and Light weights, which can be difficult to see, especially when text is small.",
        options: ["displaySize": 20])

    func check(_ context: RuleContext) -> [Finding] {
        let displaySize = context.option("displaySize")
        var findings: [Finding] = []
        for token in context.resolved.tokens {
            for values in token.platforms {
                guard let (category, style) = values.categories.first(where: { Typeface.lightWeights.contains($0.values.fontWeight.apple) })
                else { continue }
                findings.append(Finding(token: token.token, "'\(token.name)' uses the light weight \(style.fontWeight) at \(category.rawValue) on \(values.platform.displayName); prefer Regular, Medium, Semibold or Bold",
                    at: token.weightLocation,
                    notes: [.init("if the design needs it, waive 'light-weight' on the token with a reason; it must then stay at \(NumberText.format(displaySize)) pt or larger")],
                    platform: values.platform, category: category))
                if token.token.settings.waiver(for: info.id) != nil,
                    let (small, smallStyle) = values.categories.first(where: {
                        $0.category >= values.defaultCategory && Typeface.lightWeights.contains($0.values.fontWeight.apple)
                            && $0.values.fontSize < displaySize
                    })
                {
                    findings.append(Finding(token: token.token, "'\(token.name)' waives 'light-weight' but is \(NumberText.format(smallStyle.fontSize)) pt at \(small.rawValue) on \(values.platform.displayName); a light weight needs display sizes, \(NumberText.format(displaySize)) pt or larger",
                        at: token.sizeLocation, platform: values.platform, category: small, survivesWaiver: true))
                }
            }
        }
        return findings
    }
}
