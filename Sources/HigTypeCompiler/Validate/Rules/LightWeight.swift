import HigTypeCore
import HigTypeSpec

/// `light-weight`: Ultralight, Thin and Light are hard to read at text sizes. A waiver allows
/// them, but only at display sizes: every category from the default up must be at least
/// `displaySize` points (20 by default, where SF switches to its Display optical size).
/// Each finding names every category where it applies, not only the first.
struct LightWeight: Rule {
    let info = RuleInfo(
        id: .lightWeight, defaultSeverity: .error,
        rationale:
            "HIG, Ensuring legibility: avoid Ultralight, Thin and Light weights, which can be difficult to see, especially when text is small.",
        options: ["displaySize": 20])

    func check(_ context: RuleContext) -> [Finding] {
        let displaySize = context.option("displaySize")
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
