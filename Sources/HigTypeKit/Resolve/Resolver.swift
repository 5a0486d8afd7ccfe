/// Resolves a manifest's typography tokens: aliases followed, fields checked, and values
/// computed for every target platform and size category.
public enum Resolver {
    public static func resolve(_ manifest: Manifest) -> (ResolvedManifest, [Diagnostic]) {
        let aliases = AliasResolver(manifest: manifest)
        var reader = TypographyReader(aliases: aliases)
        var diagnostics: [Diagnostic] = []
        let platforms = manifest.settings.platforms.filter { HIG.spec(for: $0).defaultSizeCategory != nil }
        for platform in manifest.settings.platforms where !platforms.contains(platform) {
            diagnostics.append(.warning(
                "spec-gap",
                "\(platform.displayName) is a target, but the HIG publishes no type sizes for it; no \(platform.displayName) values are generated",
                at: manifest.settings.platformsLocation,
                notes: HIG.spec(for: platform).gaps.map { Diagnostic.Note($0) }))
        }
        var tokens: [ResolvedToken] = []
        for token in manifest.tokens {
            if token.type != "typography" {
                // Other DTCG types are checked for alias errors only; higtype generates nothing from them.
                if case .failure(let d) = aliases.resolve(token.value, in: token) { diagnostics.append(d) }
                continue
            }
            guard let value = reader.read(token) else { continue }
            let family = value.fontFamily?.value ?? []
            let typeface = family.first.flatMap(Typeface.init(named:))
            var resolved = ResolvedToken(
                token: token, value: value, textStyle: value.textStyle?.value, fontFamily: family,
                typeface: typeface, platforms: [])
            for platform in platforms {
                let style = value.textStyle?.value
                    ?? value.fontSize.flatMap { StyleEvaluator.nearestStyle(to: $0.value, on: platform) }
                guard let style else { continue }
                guard HIG.spec(for: platform).supports(style) else {
                    diagnostics.append(platformStyleDiagnostic(style, platform: platform, at: value.textStyle?.location ?? token.location))
                    continue
                }
                resolved.textStyle = style
                if let values = StyleEvaluator.evaluate(value, style: style, typeface: typeface, on: platform) {
                    resolved.platforms.append(values)
                }
            }
            tokens.append(resolved)
        }
        diagnostics.append(contentsOf: reader.diagnostics)
        return (ResolvedManifest(manifest: manifest, platforms: platforms, tokens: tokens), diagnostics)
    }

    static func platformStyleDiagnostic(_ style: TextStyle, platform: Platform, at location: SourceLocation) -> Diagnostic {
        let homes = HIG.platforms.filter { $0.supports(style) }.map(\.platform.displayName)
        return .error(
            "platform-style",
            "text style '\(style.rawValue)' does not exist on \(platform.displayName)"
                + (homes.isEmpty ? "" : "; it exists on \(homes.joined(separator: ", "))"),
            at: location)
    }
}
