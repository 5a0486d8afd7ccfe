import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `line-height-pixels` rule, declared by `LineHeightPixels`.
    public static let lineHeightPixels = DiagnosticID("line-height-pixels")
}

/// `line-height-pixels`: a `lineHeight` multiplier of 4 or more in a DTCG file, almost surely a
/// height in pixels exported as a plain number (Figma, Tokens Studio and CSS-first tools write
/// `"lineHeight": 22`). DTCG reads it as 22 times the size, a 374 pt line at 17 pt, and the HIG's
/// largest leading is under 1.4 times its size, so it is an error: no output writes such a line.
/// The fix-it, a suggestion, is the multiple that height is at the token's size: its
/// `fontSize`, else its style's at the default size category of the first platform it has
/// values on. A waiver keeps the multiple as written.
struct LineHeightPixels: Rule {
    /// The smallest multiplier read as pixels.
    static let pixelsFrom = 4.0

    static let info = RuleInfo(
        id: .lineHeightPixels, defaultSeverity: .error,
        summary: "A lineHeight multiple of 4 or more: a height in pixels written as a multiple.",
        rationale:
            "HIG, Specifications: every text style's leading is under 1.4 times its point size; 4 times or more is a height in pixels written as a multiple.",
        details: """
            A `lineHeight` number of 4 or more. DTCG's `lineHeight` is a multiple of the font size, and the
            HIG's leadings are all between 1 and 1.4 times it; 4 or more is almost surely a line height in
            pixels exported as a plain number (`"lineHeight": 22`, which would be a 374 pt line at Body's
            17 pt), so it is an error and nothing is written. Its fix-it, to review, is that height as a
            multiple, N / fontSize, at the value's `fontSize` or else at its style's size at the default size
            category: 22 at Body's 17 pt is `1.2941`. A waiver (`"waive": {"line-height-pixels": "reason"}`)
            keeps the multiple as written.
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "body": { "$value": { "textStyle": "body", "lineHeight": 22 } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "body": { "$value": { "textStyle": "body", "lineHeight": 1.2941 } }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.resolved.tokens.compactMap { token in
            guard let lineHeight = token.value.lineHeight, lineHeight.value >= Self.pixelsFrom else { return nil }
            return pixels(token, lineHeight)
        }
    }

    private func pixels(_ token: ResolvedToken, _ lineHeight: Located<Double>) -> Finding {
        let height = NumberText.format(lineHeight.value)
        // The size the height is meant at: the value's own, else the style's where the token has values.
        let size: (points: Double, said: String)?
        if let fontSize = token.value.fontSize?.value {
            size = (fontSize, "its fontSize, \(NumberText.format(fontSize)) px")
        } else if let values = token.platforms.first, let style = token.textStyle {
            let points = values.defaultValues.fontSize
            size = (
                points,
                "\(style.displayName)'s size at \(values.defaultCategory.displayName) on \(values.platform.displayName), \(NumberText.format(points)) pt"
            )
        } else {
            size = nil
        }
        var message =
            "'\(token.name)' has lineHeight \(height), which DTCG reads as \(height) times the font size; a multiple of \(NumberText.format(Self.pixelsFrom)) or more is almost surely a line height in pixels exported as a plain number"
        var finding = Finding(token: token, "", at: lineHeight.location)
        if let size {
            // Rounded as every computed fix-it is (ValueFix), to 4 decimals: 22 / 17 is 1.2941.
            let multiple = ValueFix.lineHeight(lineHeight.value, unit: "px", fontSize: size.points)?.value ?? 0
            message +=
                ": \(height) px at \(size.said), is \(NumberText.format(multiple)) (\(height) / \(NumberText.format(size.points))); write that multiple"
            finding.fixIt = .replaceJSON(at: lineHeight.location, with: NumberText.format(multiple), .suggestion)
        } else {
            message += "; write it divided by the font size"
        }
        finding.message = message
        return finding
    }
}
