import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `fixed-size` rule, declared by `FixedSize`.
    public static let fixedSize = DiagnosticID("fixed-size")
}

/// `fixed-size`: a token with a hard-coded size and no text style ignores the reader's text-size
/// setting. It must say why in `fixedSize.reason`; higtype then scales it like its nearest style.
struct FixedSize: Rule {
    static let info = RuleInfo(
        id: .fixedSize, defaultSeverity: .error,
        summary: "A fixed size with no text style and no reason.",
        rationale:
            "HIG, Supporting Dynamic Type: text should scale when people change the text size; a fixed size bypasses Dynamic Type for everyone who does.",
        details: """
            A token with a `fontSize` and no `textStyle` is an error unless `$extensions["dev.higtype"].fixedSize.reason` says why. Once justified, higtype still scales it, relative to `fixedSize.relativeTo` or else the nearest style (the generated code does the same with UIFontMetrics).

            `higtype audit` reports fixed sizes in app code (Swift and CSS) with this same id; there a
            comment `// higtype: allow fixed-size — <reason>` is the waiver ([audit.md](audit.md)).
            Beside it, the audit reports two warnings of its own ([audit.md](audit.md#swift)):
            `fixed-size-macos`, a fixed size in Swift that can only run on macOS (a file that imports AppKit
            and not UIKit, an `#if os(macOS)` branch, an `NSFont` form), read against the macOS table,
            since macOS has no Dynamic Type; and `read-once-size`, a size read from
            `preferredFont(forTextStyle:).pointSize`, which follows the reader's text size when the code
            runs but not later changes. The same waiver comment covers both.

            The nearest style is the HIG's at the platform's default size category (Large; the one table of
            macOS and tvOS) nearest in size, then in weight (Regular when the token names none), then in
            leading (`lineHeight` × size), a tie going to the style the table lists first: on iOS 17 pt
            Regular is Body, 17 pt Semibold Headline, 13 pt Regular Footnote, and 28 pt Bold Title 1. The
            diagnostic names that style and why — "higtype would scale it with largeTitle; 40 pt Heavy,
            44 pt leading at Large: nearest Large Title (34 pt Regular, 41 pt leading)" — and suggests it
            for `textStyle`. With several targets (the manifest's `platforms`, narrowed by the token's or its
            group's), it reads the first target's table but names only a style every one of them has, so the
            suggestion never fails `platform-style`; a nearer style a target lacks is named as the reason:
            "higtype would scale it with title1; 50 pt Bold at Large: nearest Title 1 (34 pt Regular), as
            Large Title is not on tvOS" for watchOS and tvOS. (A justified fixed size still scales on each
            platform with that platform's own nearest style.) `typography-incomplete`, on a value without
            `textStyle` that lacks DTCG fields, suggests the same style, computed the same way, and so does
            `higtype audit` for a size in app code, so a size is never told two styles.
            `higtype adopt` names that style for every such token at once, in an adapter composed after
            the token files, without an edit to them ([adopt.md](adopt.md)).
            """,
        examples: [
            .fails(
                """
                {
                  "type": {
                    "$type": "typography",
                    "wordmark": { "$value": { "fontFamily": "SF Pro Rounded", "fontSize": { "value": 40, "unit": "px" }, "fontWeight": "extra-bold", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.1 } }
                  }
                }
                """),
            .passes(
                """
                {
                  "type": {
                    "$type": "typography",
                    "wordmark": {
                      "$value": { "fontFamily": "SF Pro Rounded", "fontSize": { "value": 40, "unit": "px" }, "fontWeight": "extra-bold", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.1 },
                      "$extensions": { "dev.higtype": { "fixedSize": { "reason": "Drawn to the brand guide." } } }
                    }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.resolved.tokens.compactMap { token in
            guard token.value.textStyle == nil, let size = token.value.fontSize,
                token.settings.fixedSizeReason == nil
            else { return nil }
            // A style every target the token is for has: naming it never fails `platform-style`.
            let suggestion = SuggestedStyle.suggest(
                for: token.value, settings: token.settings, of: context.resolved.manifest.token(named: token.name),
                platforms: context.resolved.platforms)
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
