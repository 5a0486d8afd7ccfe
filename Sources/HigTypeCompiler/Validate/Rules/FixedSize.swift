import HigTypeCore
import HigTypeSpec

/// `fixed-size`: a token with a hard-coded size and no text style ignores the reader's text-size
/// setting. It must say why in `fixedSize.reason`; higtype then scales it like its nearest style.
struct FixedSize: Rule {
    let info = RuleInfo(
        id: .fixedSize, defaultSeverity: .error,
        rationale:
            "HIG, Supporting Dynamic Type: text should scale when people change the text size; a fixed size bypasses Dynamic Type for everyone who does.",
        options: [:])

    func check(_ context: RuleContext) -> [Finding] {
        context.resolved.tokens.compactMap { token in
            guard token.value.textStyle == nil, let size = token.value.fontSize,
                token.settings.fixedSizeReason == nil
            else { return nil }
            let suggestion = SuggestedStyle.suggest(
                for: token.value, settings: token.settings, platforms: context.resolved.platforms)
            let style = suggestion.style
            return Finding(
                token: token,
                "'\(token.name)' has a fixed size of \(NumberText.format(size.value)) pt and no textStyle, so it does not follow Dynamic Type (higtype would scale it with \(style.rawValue)\(suggestion.reason.map { (suggestion.isRelativeTo ? ", " : "; ") + $0 } ?? ""))",
                at: size.location,
                notes: [
                    .init(
                        "name a text style with \"textStyle\": \"\(style.rawValue)\", or justify the fixed size with $extensions[\"dev.higtype\"].fixedSize.reason"
                    )
                ])
        }
    }
}
