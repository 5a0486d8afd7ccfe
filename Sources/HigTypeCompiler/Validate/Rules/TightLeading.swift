import HigTypeCore
import HigTypeSpec

/// `tight-leading`: tight leading on text that shows three or more lines (the `lines` hint).
struct TightLeading: Rule {
    let info = RuleInfo(
        id: .tightLeading, defaultSeverity: .warning,
        rationale:
            "HIG, Using system fonts: if you need to display three or more lines of text, avoid tight leading even where height is limited.",
        options: ["lines": 3])

    func check(_ context: RuleContext) -> [Finding] {
        let limit = context.option("lines")
        return context.resolved.tokens.compactMap { token in
            let settings = token.settings
            guard let leading = settings.leading, leading.value == .tight, let lines = settings.lines,
                Double(lines.value) >= limit
            else { return nil }
            return Finding(
                token: token,
                "'\(token.name)' has tight leading but shows \(lines.value) lines; use standard leading for \(NumberText.format(limit)) or more lines",
                at: leading.location, notes: [.init("the line count is set here", at: lines.location)])
        }
    }
}
