import HigTypeCore
import HigTypeSpec

/// `platform-style`: a text style that exists, but not on a target platform (subtitle1 is
/// tvOS only, footnote1 and footnote2 watchOS only, extraLargeTitle visionOS only). The
/// token gets no values on that platform.
struct PlatformStyle: Rule {
    let info = RuleInfo(
        id: .platformStyle, defaultSeverity: .error,
        rationale: "HIG, Specifications: each platform defines its own set of text styles.",
        options: [:])

    func check(_ context: RuleContext) -> [Finding] {
        context.resolved.tokens.flatMap { token in
            token.unsupportedPlatforms.map { platform in
                let d = Resolver.platformStyleDiagnostic(
                    token.textStyle ?? .body, platform: platform,
                    at: token.value.textStyle?.location ?? token.token.settings.relativeTo?.location ?? token.token.location)
                return Finding(token: token.token, d.message, at: d.location, platform: platform)
            }
        }
    }
}
