import HigTypeCore
import HigTypeSpec

/// Keeps the team's order. A token keeps its own size at the default category and scales on its
/// style's curve elsewhere, and the curves differ: a 14 px heading on Subheadline's (12/15 at
/// xSmall) is 11.2 pt there, below a 13 px body on Footnote's (12/13), which stays 12 pt. So the
/// nearest style for each token alone can turn the team's order around, which `hierarchy` reports.
///
/// The styles are chosen as an order-preserving assignment instead: with the tokens in size order,
/// each takes one of its styles (`NearestStyle.ranked`, nearest first) with which it is at least as
/// large as the token before it, at every size category of every platform, and keeps its order
/// with every token that already names a style; among such assignments, the one whose styles are
/// nearest in total (a dynamic program over the tokens and their styles). One style for all
/// always keeps the adopted tokens' order, so the nearest styles are left, for `hierarchy` to
/// report, only when the tokens that name a style of their own leave no room.
enum StyleOrder {
    /// One token's sizes at every category, per platform, and its size at the default category.
    private struct Scales {
        var byPlatform: [Platform: (sizes: [Double], defaultIndex: Int)] = [:]

        /// Whether `self` and `other` keep their order at the default category at every other.
        func keepsOrder(with other: Scales) -> Bool {
            for (platform, mine) in byPlatform {
                guard let theirs = other.byPlatform[platform], mine.sizes.count == theirs.sizes.count else { continue }
                let (a, b) = (mine.sizes[mine.defaultIndex], theirs.sizes[mine.defaultIndex])
                guard a != b else { continue }
                for (x, y) in zip(mine.sizes, theirs.sizes) where (a > b && x < y) || (a < b && x > y) {
                    return false
                }
            }
            return true
        }
    }

    static func arrange(_ chosen: inout [StyleChoice.Chosen], in resolved: ResolvedManifest) {
        guard !chosen.isEmpty else { return }
        let byName = Dictionary(resolved.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let adopted = Set(chosen.map(\.token.name))
        // Tokens that name a style already: fixed points the order must respect.
        let fixed: [Scales] = resolved.tokens.compactMap { token in
            guard !adopted.contains(token.name), token.textStyle != nil else { return nil }
            var scales = Scales()
            for values in token.platforms {
                let index = values.categories.firstIndex { $0.category == values.defaultCategory } ?? 0
                scales.byPlatform[values.platform] = (values.categories.map(\.values.fontSize), index)
            }
            return scales
        }
        let order = chosen.indices.sorted {
            (chosen[$0].nearest.query.size, chosen[$0].token.name) < (
                chosen[$1].nearest.query.size, chosen[$1].token.name
            )
        }
        // Each token's candidates, nearest first, that keep the order with every fixed token.
        var options: [[(style: NearestStyle, scales: Scales)]] = []
        var unfiltered: [[(style: NearestStyle, scales: Scales)]] = []
        for i in order {
            let nearest = chosen[i].nearest
            let targets = chosen[i].token.targets(among: resolved.platforms)
            let candidates =
                [nearest]
                + NearestStyle.ranked(nearest.query, on: nearest.platform, sharedWith: targets).filter {
                    $0.style != nearest.style
                }
            guard let token = byName[chosen[i].token.name] else {
                options.append([])
                unfiltered.append([])
                continue
            }
            let all = candidates.compactMap { candidate in
                scales(of: token, style: candidate.style, on: targets).map { (style: candidate, scales: $0) }
            }
            let fitting = all.filter { option in fixed.allSatisfy { option.scales.keepsOrder(with: $0) } }
            // No style of this token keeps its order with the styles the team named: the
            // adopted tokens keep theirs among themselves, and `hierarchy` reports the rest.
            options.append(fitting.isEmpty ? all : fitting)
            unfiltered.append(all)
        }
        // The assignment of least total rank (0 for the nearest) in which each token is at least
        // as large as the one before it at every category: in size order, that keeps every pair.
        // Tokens of one size are held to it too (by name), which keeps the chain transitive.
        let found = cheapestChain(options).map { ($0, options) } ?? cheapestChain(unfiltered).map { ($0, unfiltered) }
        guard let (picks, chain) = found else { return }
        for (k, i) in order.enumerated() {
            let style = chain[k][picks[k]].style
            if style.style != chosen[i].nearest.style { chosen[i].passedOver = chosen[i].nearest }
            chosen[i].nearest = style
        }
    }

    /// Dynamic programming over the tokens in size order: for each token and candidate, the least
    /// total rank of a chain that ends there. Nil when some token has no candidate, or no chain exists.
    private static func cheapestChain(_ options: [[(style: NearestStyle, scales: Scales)]]) -> [Int]? {
        guard !options.isEmpty, options.allSatisfy({ !$0.isEmpty }) else { return nil }
        var cost: [[Int?]] = [options[0].indices.map { $0 }]
        var from: [[Int]] = [options[0].map { _ in -1 }]
        for k in 1..<options.count {
            var row: [Int?] = []
            var back: [Int] = []
            for (j, option) in options[k].enumerated() {
                var best: (Int, Int)?
                for (p, previous) in options[k - 1].enumerated() {
                    guard let c = cost[k - 1][p], dominates(option.scales, previous.scales) else { continue }
                    if best == nil || c < best!.0 { best = (c, p) }
                }
                row.append(best.map { $0.0 + j })
                back.append(best?.1 ?? -1)
            }
            cost.append(row)
            from.append(back)
        }
        guard
            let last = cost[cost.count - 1].enumerated().compactMap({ e in e.element.map { (e.offset, $0) } })
                .min(by: { ($0.1, $0.0) < ($1.1, $1.0) })
        else { return nil }
        var picks = [last.0]
        for k in stride(from: options.count - 1, to: 0, by: -1) { picks.append(from[k][picks.last!]) }
        return picks.reversed()
    }

    /// Whether `upper` is at least as large as `lower` at every category of every platform both have.
    private static func dominates(_ upper: Scales, _ lower: Scales) -> Bool {
        for (platform, mine) in upper.byPlatform {
            guard let theirs = lower.byPlatform[platform], mine.sizes.count == theirs.sizes.count else { continue }
            for (x, y) in zip(mine.sizes, theirs.sizes) where x < y { return false }
        }
        return true
    }

    /// The token's sizes with `style` on each of `targets`, as the resolver computes them.
    private static func scales(of token: ResolvedToken, style: TextStyle, on targets: [Platform]) -> Scales? {
        var scales = Scales()
        for platform in targets {
            guard
                let values = StyleEvaluator.evaluate(
                    token.value, style: style, typeface: token.typeface, settings: token.settings, on: platform)
            else { continue }
            let index = values.categories.firstIndex { $0.category == values.defaultCategory } ?? 0
            scales.byPlatform[platform] = (values.categories.map(\.values.fontSize), index)
        }
        return scales.byPlatform.isEmpty ? nil : scales
    }
}
