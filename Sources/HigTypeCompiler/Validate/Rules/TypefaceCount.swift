import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `typeface-count` rule, declared by `TypefaceCount`.
    public static let typefaceCount = DiagnosticID("typeface-count")
}

/// `typeface-count`: the manifest uses at most `max` typefaces (3 by default: a sans serif,
/// a serif and a monospace, as Apple's own reading apps do). The diagnostic lists every
/// typeface and where it is first used.
struct TypefaceCount: Rule {
    static let max = RuleOption.integer("max", default: 3, "the most typefaces the manifest may use")

    static let info = RuleInfo(
        id: .typefaceCount, defaultSeverity: .warning,
        summary: "More typefaces across the manifest than its budget.",
        rationale:
            "HIG, Conveying hierarchy: minimize the number of typefaces; mixing too many obscures the hierarchy and hinders readability.",
        details: """
            Counts the distinct typefaces across the manifest: each token's first family, or each target platform's system font (SF Pro; SF Compact on watchOS) when it names none. It is about the whole manifest, so it cannot be waived on a token. The default of 3 allows a sans serif, a serif and a monospace, as Apple's own reading apps use; set `max` to 2 for a stricter budget. The diagnostic lists every typeface with a note where each is first used.
            """,
        options: [max.spec],
        examples: [
            .fails(
                """
                {
                  "$extensions": { "dev.higtype": { "rules": { "typeface-count": ["warning", { "max": 2 }] } } },
                  "type": {
                    "$type": "typography",
                    "body": { "$value": { "textStyle": "body" } },
                    "article": { "$value": { "textStyle": "body", "fontFamily": "New York" } },
                    "code": { "$value": { "textStyle": "callout", "fontFamily": "SF Mono" } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "body": { "$value": { "textStyle": "body" } },
                    "article": { "$value": { "textStyle": "body", "fontFamily": "New York" } }
                  }
                }
                """),
        ], waivable: false)

    func check(_ context: RuleContext) -> [Finding] {
        let max = context[Self.max]
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
