/// One typography token as the preview shows it: the manifest's token, and its resolved
/// values when it resolved. A typography token whose value has errors still gets a block, so
/// its error badges have somewhere to go.
struct PreviewToken {
    var token: Token
    var resolved: ResolvedToken?

    var name: String { token.name }

    /// The typography tokens of a compilation in document order: every resolved token, and every
    /// token declared as typography that did not resolve.
    static func all(in resolved: ResolvedManifest) -> [PreviewToken] {
        var byName: [String: ResolvedToken] = [:]
        for token in resolved.tokens { byName[token.name] = token }
        return resolved.manifest.tokens.compactMap { token in
            if let resolvedToken = byName[token.name] { return PreviewToken(token: token, resolved: resolvedToken) }
            return token.type == "typography" && !token.hasInvalidType ? PreviewToken(token: token, resolved: nil) : nil
        }
    }
}
