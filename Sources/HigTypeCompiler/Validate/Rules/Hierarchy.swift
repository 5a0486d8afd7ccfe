import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `hierarchy` rule, declared by `Hierarchy`.
    public static let hierarchy = DiagnosticID("hierarchy")
}

/// `hierarchy`: if token A is larger than token B at the default category, A must not become
/// smaller than B at any other category (a size-category cap or an override can invert them).
/// Tokens with the same sizes at every category are checked once, and the distinct scales are
/// compared in one sorted sweep per category, so the cost grows as n log n in distinct scales.
/// The message names both tokens with their text styles, and the first category where the
/// larger one becomes the smaller.
struct Hierarchy: Rule {
    static let info = RuleInfo(
        id: .hierarchy, defaultSeverity: .warning,
        summary: "A larger token that becomes the smaller at some size category.",
        rationale:
            "HIG, Conveying hierarchy: maintain the relative hierarchy and visual distinction of text elements when people adjust text sizes.",
        details: """
            If token A is larger than token B at the default category, A must not become smaller than B at any other category — a size-category cap is the usual cause. The warning names both tokens with their text styles and the first category where they cross: "'type.sectionTitle' (title3) is larger than 'type.body' (body) at the default size (20 vs 17 pt) but smaller at xxLarge on iOS (20 vs 21 pt)", with a note at the other token. Tokens with identical size scales are compared once, so the check stays fast on large manifests.
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "sectionTitle": {
                      "$value": { "textStyle": "title3" },
                      "$extensions": { "dev.higtype": { "sizeCategories": { "max": "large" } } }
                    },
                    "body": { "$value": { "textStyle": "body" } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "timestamp": {
                      "$value": { "textStyle": "caption1" },
                      "$extensions": { "dev.higtype": { "sizeCategories": { "max": "xxxLarge" } } }
                    },
                    "body": { "$value": { "textStyle": "body" } }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for platform in context.resolved.platforms {
            // The first token of each distinct size scale stands for all tokens with that scale.
            var scales: [[Double]: Int] = [:]
            var order: [[Double]] = []
            var holders: [ResolvedToken] = []
            var defaultIndex = 0
            for token in context.resolved.tokens {
                guard let values = token.values(on: platform) else { continue }
                defaultIndex = values.categories.firstIndex { $0.category == values.defaultCategory } ?? 0
                let sizes = values.categories.map(\.values.fontSize)
                if scales[sizes] == nil {
                    scales[sizes] = order.count
                    order.append(sizes)
                    holders.append(token)
                }
            }
            let categories = HIG.spec(for: platform).sizeCategories
            for (a, crossing) in Self.crossings(order, defaultIndex: defaultIndex) {
                let (b, i) = crossing
                let larger = holders[a]
                let smaller = holders[b]
                let sa = order[a]
                let sb = order[b]
                let styles = (larger.textStyle?.rawValue ?? "no style", smaller.textStyle?.rawValue ?? "no style")
                findings.append(
                    Finding(
                        token: larger,
                        "'\(larger.name)' (\(styles.0)) is larger than '\(smaller.name)' (\(styles.1)) at the default size (\(NumberText.format(sa[defaultIndex])) vs \(NumberText.format(sb[defaultIndex])) pt) but smaller at \(categories[i].rawValue) on \(platform.displayName) (\(NumberText.format(sa[i])) vs \(NumberText.format(sb[i])) pt)",
                        at: larger.source.location,
                        notes: [.init("'\(smaller.name)' is here", at: smaller.source.location)],
                        platform: platform, category: categories[i]))
            }
        }
        return findings
    }

    /// For each scale that is larger than another at the default category but smaller at some
    /// category, the first such category and the scale it falls below there: the largest of
    /// those smaller at the default. Scales are sorted once by default size and swept once per
    /// category, so the cost is O(n log n + n × categories), however many pairs cross; each
    /// crossing scale is reported once, against the scale it falls furthest below first.
    static func crossings(_ scales: [[Double]], defaultIndex: Int) -> [(Int, (Int, Int))] {
        guard let count = scales.first?.count, scales.count > 1 else { return [] }
        let sorted = scales.indices.sorted { (scales[$0][defaultIndex], $0) < (scales[$1][defaultIndex], $1) }
        var first: [Int: (partner: Int, category: Int)] = [:]
        for category in 0..<count {
            // The largest value at `category` among scales strictly smaller at the default.
            var best: Int?
            var groupStart = 0
            while groupStart < sorted.count {
                var groupEnd = groupStart
                let size = scales[sorted[groupStart]][defaultIndex]
                while groupEnd < sorted.count, scales[sorted[groupEnd]][defaultIndex] == size { groupEnd += 1 }
                if let best {
                    for a in sorted[groupStart..<groupEnd] where scales[a][category] < scales[best][category] {
                        if first[a] == nil { first[a] = (best, category) }
                    }
                }
                for b in sorted[groupStart..<groupEnd]
                where best == nil || scales[b][category] > scales[best!][category] {
                    best = b
                }
                groupStart = groupEnd
            }
        }
        return first.keys.sorted().map { ($0, (first[$0]!.partner, first[$0]!.category)) }
    }
}
