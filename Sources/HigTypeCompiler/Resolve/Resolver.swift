import HigTypeCore
import HigTypeSpec

/// Resolves a manifest's typography tokens: aliases followed, fields checked, and values
/// computed for every target platform and size category.
enum Resolver {
    static func resolve(_ manifest: Manifest) -> (ResolvedManifest, [Diagnostic]) {
        resolve(manifest, aliases: AliasResolver(manifest: manifest))
    }

    /// Resolves with `aliases`, which the caller may read afterwards (the tests count its walks).
    static func resolve(_ manifest: Manifest, aliases: AliasResolver) -> (ResolvedManifest, [Diagnostic]) {
        var reader = TypographyReader(aliases: aliases)
        var diagnostics: [Diagnostic] = []
        let platforms = manifest.settings.platforms.filter { HIG.spec(for: $0).defaultSizeCategory != nil }
        for platform in manifest.settings.platforms where !platforms.contains(platform) {
            diagnostics.append(
                .warning(
                    .specGap,
                    "\(platform.displayName) is a target, but the HIG publishes no type sizes for it; no \(platform.displayName) values are generated",
                    at: manifest.settings.platformsLocation,
                    notes: HIG.spec(for: platform).gaps.map { Diagnostic.Note($0) }))
        }
        var tokens: [ResolvedToken] = []
        // One buffer of the size it ends at: appending would double it, and a token is large.
        tokens.reserveCapacity(manifest.tokens.count { $0.type == .typography || $0.type == nil })
        var evaluated: [StyleEvaluator.Key: PlatformValues?] = [:]
        var lists: [[StyleEvaluator.Key]: [PlatformValues]] = [:]
        for token in manifest.tokens where !token.hasInvalidType && !token.hasNullValue {
            guard let type = token.type ?? inferredType(of: token, aliases: aliases) else {
                // An alias that cannot be followed is the problem to report, not the type it would give.
                if case .failure(let problem) = aliases.resolve(token.value, in: token) {
                    diagnostics.append(problem)
                    continue
                }
                diagnostics.append(
                    .error(
                        .missingType,
                        "token '\(token.name)' has no $type: set it on the token or a group that contains it",
                        at: token.location))
                continue
            }
            let mark = reader.mark
            // An error in a value whose $type another file's group gave it says where that $type is.
            defer { if let note = token.typeFromOtherFile { reader.addNote(note, toErrorsSince: mark) } }
            guard type == .typography else {
                // Other types are checked and their aliases resolved; higtype generates nothing from them.
                reader.checkValue(of: token, type: type)
                continue
            }
            guard let value = reader.read(token) else { continue }
            let resolved = resolve(
                token, value, platforms: platforms, adapters: manifest.adapterFiles, evaluated: &evaluated,
                lists: &lists)
            if let problem = vanishingValue(resolved, value) { diagnostics.append(problem) }
            tokens.append(resolved)
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        diagnostics.append(contentsOf: InclusionCycles.find(in: manifest))
        if !diagnostics.contains(where: { $0.severity == .error }), let empty = TokenCensus.noTypography(manifest) {
            diagnostics.append(empty)
        }
        return (ResolvedManifest(manifest: manifest, platforms: platforms, tokens: tokens), diagnostics)
    }

    private static func resolve(
        _ token: Token, _ value: TypographyValue, platforms: [Platform], adapters: Set<String>,
        evaluated: inout [StyleEvaluator.Key: PlatformValues?], lists: inout [[StyleEvaluator.Key]: [PlatformValues]]
    ) -> ResolvedToken {
        let family = value.fontFamily?.value ?? []
        let used = Typeface.indexUsedOnApplePlatforms(in: family).map { family[$0] }
        let typeface = used.flatMap(Typeface.init(family:))
        // SF Pro, -apple-system and their kind name whichever font the platform draws text in: SF Compact on watchOS.
        let isSystemFont = used.map(Typeface.isSystemFont) == true
        func face(on platform: Platform) -> Typeface? {
            isSystemFont ? HIG.spec(for: platform).systemTypeface : typeface
        }
        var value = value
        if value.textStyleInExtensions, let style = value.textStyle?.value,
            let platform = platforms.first(where: { HIG.spec(for: $0).supports(style) && token.isFor($0) })
        {
            // A style an adapter names was chosen for the team's values: they are compared exactly.
            let chosen = value.textStyle.map { adapters.contains($0.location.file) } ?? false
            value = StyleEvaluator.withoutHIGValues(
                value, style: style, typeface: face(on: platform), settings: token.settings, on: platform,
                exactly: chosen)
        }
        var resolved = ResolvedToken(
            source: token.source, settings: token.settings, value: value, textStyle: value.textStyle?.value,
            appleFamily: used, typeface: typeface, platforms: [])
        // The keys of the values kept: tokens with the same keys share one list (`lists`).
        var keys: [StyleEvaluator.Key] = []
        // A target outside the token's scope gets no values, and no diagnostics.
        for platform in token.targets(among: platforms) {
            let style =
                value.textStyle?.value ?? token.settings.relativeTo?.value
                ?? SuggestedStyle.nearest(for: value, on: platform)?.style
            guard let style else { continue }
            // The first target's style names the token; each platform keeps its own in its values.
            if resolved.textStyle == nil { resolved.textStyle = style }
            guard HIG.spec(for: platform).supports(style) else {
                // Reported by the platform-style rule, which the manifest can configure.
                resolved.unsupportedPlatforms.append(platform)
                continue
            }
            let face = face(on: platform)
            let key = StyleEvaluator.Key(
                value, style: style, typeface: face, settings: token.settings, platform: platform)
            let values: PlatformValues?
            if let cached = evaluated[key] {
                values = cached
            } else {
                values = StyleEvaluator.evaluate(
                    value, style: style, typeface: face, settings: token.settings, on: platform)
                evaluated[key] = values
            }
            if let values {
                resolved.platforms.append(values)
                keys.append(key)
            }
        }
        // The values follow from the keys (`evaluated`), so equal keys make equal lists.
        if let shared = lists[keys] { resolved.platforms = shared } else { lists[keys] = resolved.platforms }
        return resolved
    }

    /// An error when the token's size or leading, as the outputs write it (to 1/100 pt), is 0 or
    /// less at some size category: text that draws nothing, and outputs other tools cannot read
    /// back (a DTCG dimension must be greater than 0). A tiny `fontSize` passes the "greater than
    /// 0" check and the `minimum-size` rule can be off, so only the rounded values tell.
    static func vanishingValue(_ token: ResolvedToken, _ value: TypographyValue) -> Diagnostic? {
        for values in token.platforms {
            guard
                let (category, metrics) = values.categories.first(where: { $0.1.fontSize <= 0 || $0.1.lineHeight <= 0 })
            else { continue }
            let place = "at \(category.rawValue) on \(values.platform.displayName)"
            if metrics.fontSize <= 0 {
                let given = value.fontSize.map { " (\(NumberText.format($0.value)) pt here)" } ?? ""
                return .error(
                    .tokenValue,
                    "token '\(token.name)' would be \(NumberText.format(metrics.fontSize)) pt \(place): the outputs write "
                        + "sizes to 1/100 pt, so a fontSize this small\(given) rounds to nothing; make it larger",
                    at: value.fontSize?.location ?? token.source.location)
            }
            return .error(
                .tokenValue,
                "token '\(token.name)' would have a leading of \(NumberText.format(metrics.lineHeight)) pt \(place) "
                    + "(\(NumberText.format(metrics.fontSize)) pt text): the outputs write leadings to 1/100 pt, and text "
                    + "needs a leading greater than 0; make lineHeight (or the size) larger, or the leading setting less tight",
                at: value.lineHeight?.location ?? value.fontSize?.location ?? token.source.location)
        }
        return nil
    }

    /// DTCG lets a token without `$type` take the type of the token its value refers to.
    private static func inferredType(of token: Token, aliases: AliasResolver) -> DTCGType? {
        guard case .success(let resolved) = aliases.resolve(token.value, in: token), resolved.via != nil else {
            return nil
        }
        return resolved.type
    }

    static func platformStyleDiagnostic(_ style: TextStyle, platform: Platform, at location: SourceLocation)
        -> Diagnostic
    {
        let homes = (HIG.platformOnlyStyles[style] ?? HIG.platforms.filter { $0.supports(style) }.map(\.platform))
            .map(\.displayName)
        return .error(
            .platformStyle,
            "text style '\(style.rawValue)' does not exist on \(platform.displayName)"
                + (homes.isEmpty ? "" : "; it exists on \(homes.joined(separator: ", "))"),
            at: location)
    }
}
