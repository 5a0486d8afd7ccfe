import HigTypeCore
import HigTypeSpec

/// `hierarchy`: if token A is larger than token B at the default category, A must not become
/// smaller than B at any other category (a size-category cap or an override can invert them).
/// Tokens with the same sizes at every category are checked once, so the cost stays with the
/// number of distinct size scales, not the number of tokens. The message names both tokens with
/// their text styles, and the first category where the larger one becomes the smaller.
struct Hierarchy: Rule {
    let info = RuleInfo(
        id: .hierarchy, defaultSeverity: .warning,
        rationale: "HIG, Conveying hierarchy: maintain the relative hierarchy and visual distinction of text elements when people adjust text sizes.",
        options: [:])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for platform in context.resolved.platforms {
            // The first token of each distinct size scale stands for all tokens with that scale.
            var scales: [[Double]: ResolvedToken] = [:]
            var order: [[Double]] = []
            var defaultIndex = 0
            for token in context.resolved.tokens {
                guard let values = token.values(on: platform) else { continue }
                defaultIndex = values.categories.firstIndex { $0.category == values.defaultCategory } ?? 0
                let sizes = values.categories.map(\.values.fontSize)
                if scales[sizes] == nil {
                    scales[sizes] = token
                    order.append(sizes)
                }
            }
            let categories = HIG.spec(for: platform).sizeCategories
            for a in order {
                for b in order where a[defaultIndex] > b[defaultIndex] {
                    guard let i = a.indices.first(where: { a[$0] < b[$0] }) else { continue }
                    let larger = scales[a]!, smaller = scales[b]!
                    let styles = (larger.textStyle?.rawValue ?? "no style", smaller.textStyle?.rawValue ?? "no style")
                    findings.append(Finding(token: larger.token, "'\(larger.name)' (\(styles.0)) is larger than '\(smaller.name)' (\(styles.1)) at the default size (\(NumberText.format(a[defaultIndex])) vs \(NumberText.format(b[defaultIndex])) pt) but smaller at \(categories[i].rawValue) on \(platform.displayName) (\(NumberText.format(a[i])) vs \(NumberText.format(b[i])) pt)",
                        at: larger.token.location,
                        notes: [.init("'\(smaller.name)' is here", at: smaller.token.location)],
                        platform: platform, category: categories[i]))
                }
            }
        }
        return findings
    }
}
