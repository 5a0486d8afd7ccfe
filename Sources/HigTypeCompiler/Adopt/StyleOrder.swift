import HigTypeCore
import HigTypeSpec

/// Keeps the team's order. A token keeps its own size at the default category and scales on its
/// style's curve elsewhere, and the curves differ: a 14 px heading on Subheadline's (12/15 at
/// xSmall) is 11.2 pt there, below a 13 px body on Footnote's (12/13), which stays 12 pt. So the
/// nearest style for each token alone can turn the team's order around, which `hierarchy` reports.
///
/// The styles are chosen as an order-preserving assignment instead: tokens smallest first, each
/// the nearest style (`NearestStyle.ranked`) with which it is at least as large as every smaller
/// token, and at most as large as every larger token that already names a style, at every size
/// category of every platform both are for. The style of the next smaller token always qualifies
/// against the smaller ones (one curve keeps an order), so a token is left on its nearest style,
/// for `hierarchy` to report, only when a token that names a style of its own leaves no room.
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
        guard chosen.count > 1 || !resolved.tokens.isEmpty else { return }
        let byName = Dictionary(resolved.tokens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let adopted = Set(chosen.map(\.token.name))
        // Tokens that name a style already: fixed points the order must respect.
        var placed: [Scales] = resolved.tokens.compactMap { token in
            guard !adopted.contains(token.name), token.textStyle != nil else { return nil }
            var scales = Scales()
            for values in token.platforms {
                let index = values.categories.firstIndex { $0.category == values.defaultCategory } ?? 0
                scales.byPlatform[values.platform] = (values.categories.map(\.values.fontSize), index)
            }
            return scales
        }
        let order = chosen.indices.sorted {
            (chosen[$0].nearest.query.size, chosen[$0].token.name) < (chosen[$1].nearest.query.size, chosen[$1].token.name)
        }
        for i in order {
            guard let token = byName[chosen[i].token.name] else { continue }
            let nearest = chosen[i].nearest
            let targets = chosen[i].token.targets(among: resolved.platforms)
            let candidates =
                [nearest]
                + NearestStyle.ranked(nearest.query, on: nearest.platform, sharedWith: targets).filter {
                    $0.style != nearest.style
                }
            var pick: (NearestStyle, Scales)?
            for candidate in candidates {
                guard let scales = scales(of: token, style: candidate.style, on: targets) else { continue }
                if placed.allSatisfy({ scales.keepsOrder(with: $0) }) {
                    pick = (candidate, scales)
                    break
                }
            }
            if let (style, scales) = pick {
                if style.style != nearest.style { chosen[i].passedOver = nearest }
                chosen[i].nearest = style
                placed.append(scales)
            } else if let scales = scales(of: token, style: nearest.style, on: targets) {
                placed.append(scales)
            }
        }
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
