import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `line-height` rule, declared by `LineHeight`.
    public static let lineHeight = DiagnosticID("line-height")
}

/// `line-height`: a `lineHeight` multiplier below 1, which makes the leading smaller than the
/// font size, so lines of text collide. The HIG's leadings are always at least the size. A
/// multiplier of 4 or more is `line-height-pixels` (`LineHeightPixels`), an error.
struct LineHeight: Rule {
    static let info = RuleInfo(
        id: .lineHeight, defaultSeverity: .warning,
        summary: "A lineHeight multiple below 1.",
        rationale:
            "HIG, Specifications: every text style's leading is at least its point size; less makes ascenders and descenders of adjacent lines collide.",
        details: """
            An explicit `lineHeight` multiplier below 1. DTCG's `lineHeight` is a multiple of the font size,
            and the HIG's leadings are all between 1 and 1.4 times it: below 1, the lines of a paragraph
            overlap. A multiplier of 4 or more is `line-height-pixels`.
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "display": { "$value": { "textStyle": "largeTitle", "lineHeight": 0.9 } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "display": { "$value": { "textStyle": "largeTitle", "lineHeight": 1.05 } }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.resolved.tokens.compactMap { token in
            guard let lineHeight = token.value.lineHeight, lineHeight.value < 1 else { return nil }
            return Finding(
                token: token,
                "'\(token.name)' has lineHeight \(NumberText.format(lineHeight.value)), less than its font size; lines will collide",
                at: lineHeight.location)
        }
    }
}
