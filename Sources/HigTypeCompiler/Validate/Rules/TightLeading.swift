import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `tight-leading` rule, declared by `TightLeading`.
    public static let tightLeading = DiagnosticID("tight-leading")
}

/// `tight-leading`: tight leading on text that shows three or more lines (the `lines` hint).
struct TightLeading: Rule {
    static let lines = RuleOption.integer("lines", default: 3, "the line count from which tight leading is reported")

    static let info = RuleInfo(
        id: .tightLeading, defaultSeverity: .warning,
        summary: "Tight leading on text of three or more lines.",
        rationale:
            "HIG, Using system fonts: if you need to display three or more lines of text, avoid tight leading even where height is limited.",
        details: """
            Uses the token's `lines` hint and `leading` setting.
            """,
        options: [lines.spec],
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "summary": {
                      "$value": { "textStyle": "subheadline" },
                      "$extensions": { "dev.higtype": { "leading": "tight", "lines": 3 } }
                    }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "rowTitle": {
                      "$value": { "textStyle": "headline" },
                      "$extensions": { "dev.higtype": { "leading": "tight", "lines": 2 } }
                    }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        let limit = context[Self.lines]
        return context.resolved.tokens.compactMap { token in
            let settings = token.settings
            guard let leading = settings.leading, leading.value == .tight, let lines = settings.lines,
                lines.value >= limit
            else { return nil }
            return Finding(
                token: token,
                "'\(token.name)' has tight leading but shows \(lines.value) lines; use standard leading for \(limit) or more lines",
                at: leading.location, notes: [.init("the line count is set here", at: lines.location)])
        }
    }
}
