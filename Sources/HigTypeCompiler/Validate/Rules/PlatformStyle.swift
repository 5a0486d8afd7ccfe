import HigTypeCore
import HigTypeSpec

extension DiagnosticID {
    /// The `platform-style` rule, declared by `PlatformStyle`.
    public static let platformStyle = DiagnosticID("platform-style")
}

/// `platform-style`: a text style that exists, but not on a target platform (subtitle1 is
/// tvOS only, footnote1 and footnote2 watchOS only, extraLargeTitle visionOS only). The
/// token gets no values on that platform. The fix-it limits the token to the platforms that
/// have its style (`PlatformScope`), when it is for any.
struct PlatformStyle: Rule {
    static let info = RuleInfo(
        id: .platformStyle, defaultSeverity: .error,
        summary: "A text style a target platform does not have.",
        rationale:
            "HIG, Specifications: each platform defines its own set of text styles.",
        details: """
            A style that exists, but not on a target platform: `subtitle1` is tvOS only, `footnote1` and `footnote2` watchOS only, `extraLargeTitle` and `extraLargeTitle2` visionOS only. The diagnostic names the platforms where the style exists, and its fix-it limits the token to the targets that have its style with `platforms` in its settings (see [Platform scoping](manifest.md#platform-scoping)); a token limited that way is not checked on the other targets. As a warning (or waived), the token simply has no values on that platform, and the generated Swift reports it unavailable there.
            """,
        examples: [
            .fails(
                """
                {
                  "$extensions": { "dev.higtype": { "platforms": ["ios", "watchos"] } },
                  "type": {
                    "$type": "typography",
                    "complication": { "$value": { "textStyle": "footnote2" } }
                  }
                }
                """),
            .passes(
                """
                {
                  "$extensions": { "dev.higtype": { "platforms": ["watchos"] } },
                  "type": {
                    "$type": "typography",
                    "complication": { "$value": { "textStyle": "footnote2" } }
                  }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.resolved.tokens.flatMap { token in
            token.unsupportedPlatforms.map { platform in
                let style = token.textStyle ?? .body
                let d = Resolver.platformStyleDiagnostic(
                    style, platform: platform,
                    at: token.value.textStyle?.location ?? token.settings.relativeTo?.location
                        ?? token.source.location)
                var finding = Finding(token: token, d.message, at: d.location, platform: platform)
                finding.fixIt = context.resolved.manifest.token(named: token.name).flatMap {
                    Self.scopeFix(
                        for: $0, style: style, targets: context.resolved.platforms, root: context.resolved.manifest.root
                    )
                }
                return finding
            }
        }
    }

    /// Limits the token to the platforms that have `style`: its own list without the others, or
    /// else a new list of the targets in its scope that have it. Nil when none has it.
    static func scopeFix(for token: Token, style: TextStyle, targets: [Platform], root: JSONNode) -> Diagnostic.FixIt? {
        let has = { (p: Platform) in HIG.spec(for: p).supports(style) }
        if let scope = token.scope, scope.isOwn {
            let kept = scope.platforms.filter(has)
            return kept.isEmpty
                ? nil : .replaceJSON(at: scope.location, with: PlatformList.json(kept), .suggestion)
        }
        let kept = token.targets(among: targets).filter(has)
        guard !kept.isEmpty, let insertion = ScopeInsertion.find(for: token, in: root) else { return nil }
        return insertion.fixIt(kept)
    }
}
