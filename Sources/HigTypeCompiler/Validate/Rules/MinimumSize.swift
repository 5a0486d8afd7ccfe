import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `minimum-size` rule, declared by `MinimumSize`.
    public static let minimumSize = DiagnosticID("minimum-size")
}

/// `minimum-size`: text at the platform's default category or larger must not be smaller than
/// the HIG's minimum for that platform. Categories smaller than the default are the reader's own
/// choice of smaller text (the HIG's own watchOS xSmall Footnote 2 is 10 pt, below watchOS's
/// 12 pt minimum), so they are not checked unless `checkSmallerCategories` is true.
struct MinimumSize: Rule {
    static let checkSmallerCategories = RuleOption.boolean(
        "checkSmallerCategories", default: false, "check the size categories smaller than the default too")

    static let info = RuleInfo(
        id: .minimumSize, defaultSeverity: .error,
        summary: "Text below the platform's minimum size at its default size category or larger.",
        rationale:
            "HIG, Ensuring legibility: follow each platform's minimum text size (iOS/iPadOS 11 pt, macOS 10, tvOS 23, visionOS 12, watchOS 12).",
        details: """
            A token is checked at its platform's default category and every larger one. Categories smaller than the default are the reader's own choice of smaller text, and the HIG's own tables go below the minimum there (watchOS xSmall Footnote 2 is 10 pt against a 12 pt minimum), so they are not checked unless `checkSmallerCategories` is true. The diagnostic names the first failing category.
            """,
        options: [checkSmallerCategories.spec],
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "legal": { "$value": { "textStyle": "caption2", "fontSize": { "value": 9, "unit": "px" } } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "legal": { "$value": { "textStyle": "caption2" } }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let checkAll = context[Self.checkSmallerCategories]
        var findings: [Finding] = []
        for token in context.resolved.tokens {
            for values in token.platforms {
                let spec = HIG.spec(for: values.platform)
                let first = values.categories.first { entry in
                    (checkAll || entry.category >= values.defaultCategory) && entry.values.fontSize < spec.minimumSize
                }
                guard let (category, style) = first else { continue }
                findings.append(
                    Finding(
                        token: token,
                        "'\(token.name)' is \(NumberText.format(style.fontSize)) pt at \(category.rawValue) on \(values.platform.displayName), below the \(values.platform.displayName) minimum of \(NumberText.format(spec.minimumSize)) pt",
                        at: token.sizeLocation, platform: values.platform, category: category))
            }
        }
        return findings
    }
}

extension ResolvedToken {
    /// Where the token's size comes from: its fontSize, else its textStyle, else the token.
    var sizeLocation: SourceLocation { value.fontSize?.location ?? value.textStyle?.location ?? source.location }
    /// Where the token's weight comes from.
    var weightLocation: SourceLocation {
        value.fontWeight?.location ?? settings.emphasized?.location ?? value.textStyle?.location ?? source.location
    }
}
