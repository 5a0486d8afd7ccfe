import HigTypeCore
import HigTypeSpec

/// `minimum-size`: text at the platform's default category or larger must not be smaller than
/// the HIG's minimum for that platform. Categories smaller than the default are the reader's own
/// choice of smaller text (the HIG's own watchOS xSmall Footnote 2 is 10 pt, below watchOS's
/// 12 pt minimum), so they are not checked unless `checkSmallerCategories` is 1.
struct MinimumSize: Rule {
    let info = RuleInfo(
        id: .minimumSize, defaultSeverity: .error,
        rationale:
            "HIG, Ensuring legibility: follow each platform's minimum text size (iOS/iPadOS 11 pt, macOS 10, tvOS 23, visionOS 12, watchOS 12).",
        options: ["checkSmallerCategories": 0])

    func check(_ context: RuleContext) -> [Finding] {
        let checkAll = context.option("checkSmallerCategories") != 0
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
