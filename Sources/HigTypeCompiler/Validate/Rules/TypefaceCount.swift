import HigTypeCore
import HigTypeSpec

/// `typeface-count`: the manifest uses at most `max` typefaces (3 by default: a sans serif,
/// a serif and a monospace, as Apple's own reading apps do). The diagnostic lists every
/// typeface and where it is first used.
struct TypefaceCount: Rule {
    let info = RuleInfo(
        id: .typefaceCount, defaultSeverity: .warning,
        rationale:
            "HIG, Conveying hierarchy: minimize the number of typefaces; mixing too many obscures the hierarchy and hinders readability.",
        options: ["max": 3], waivable: false)

    func check(_ context: RuleContext) -> [Finding] {
        let max = Int(context.option("max"))
        var firstUse: [(name: String, token: ResolvedToken)] = []
        for token in context.resolved.tokens {
            // A token with no family uses each target platform's system font: SF Pro, SF Compact on watchOS.
            let names =
                (token.appleFamily ?? token.fontFamily.first).map { [token.typeface?.rawValue ?? $0] }
                ?? token.platforms.map { HIG.spec(for: $0.platform).systemTypeface.rawValue }
            for name in names where !firstUse.contains(where: { $0.name == name }) { firstUse.append((name, token)) }
        }
        guard firstUse.count > max else { return [] }
        let over = firstUse[max]
        return [
            Finding(
                token: nil,
                "the manifest uses \(firstUse.count) typefaces, more than \(max): "
                    + firstUse.map(\.name).joined(separator: ", "),
                at: over.token.value.fontFamily?.location ?? over.token.source.location,
                notes: firstUse.map {
                    .init(
                        "\($0.name) is first used by '\($0.token.name)'",
                        at: $0.token.value.fontFamily?.location ?? $0.token.source.location)
                })
        ]
    }
}
