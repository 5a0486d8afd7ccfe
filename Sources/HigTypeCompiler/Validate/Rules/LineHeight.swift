import HigTypeCore
import HigTypeSpec

/// `line-height`: a `lineHeight` below 1 makes the leading smaller than the font size, so
/// lines of text collide. The HIG's leadings are always at least the size.
struct LineHeight: Rule {
    let info = RuleInfo(
        id: .lineHeight, defaultSeverity: .warning,
        rationale:
            "HIG, Specifications: every text style's leading is at least its point size; less makes ascenders and descenders of adjacent lines collide.",
        options: [:])

    func check(_ context: RuleContext) -> [Finding] {
        context.resolved.tokens.compactMap { token in
            guard let lineHeight = token.value.lineHeight, lineHeight.value < 1 else { return nil }
            return Finding(
                token: token.token,
                "'\(token.name)' has lineHeight \(NumberText.format(lineHeight.value)), less than its font size; lines will collide",
                at: lineHeight.location)
        }
    }
}
