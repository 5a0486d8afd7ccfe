import HigTypeCore

/// Counts a manifest's tokens by type, to say plainly when it holds no typography: higtype
/// generates text styles from typography tokens only, so such a build would write empty outputs
/// and succeed. A warning, so `lint --strict` fails on it, at the root of the (first) manifest.
/// It is left out after an error, which already fails the build: after a load error the
/// typography tokens may be the ones that did not load (a misspelt `$value`, an invalid name),
/// and `Resolver` asks only when resolving found no error either.
enum TokenCensus {
    /// The warning for a manifest without typography tokens, naming what it holds instead.
    static func noTypography(_ manifest: Manifest) -> Diagnostic? {
        guard !manifest.loadedWithErrors, !manifest.tokens.contains(where: { $0.type == .typography }) else {
            return nil
        }
        return .warning(
            .noTypography,
            summary(manifest.tokens)
                + "; higtype generates text styles from typography tokens only, so there is nothing to generate. Add typography tokens, or compose this file with the one that holds them",
            at: manifest.root.location)
    }

    /// "40 tokens: 32 color, 8 dimension; no typography", or "no tokens".
    static func summary(_ tokens: [Token]) -> String {
        guard !tokens.isEmpty else { return "no tokens" }
        var counts: [String: Int] = [:]
        for token in tokens { counts[token.type?.rawValue ?? "untyped", default: 0] += 1 }
        let order = ManifestLoader.dtcgTypes + ["untyped"]
        let kinds = counts.sorted { a, b in
            a.value != b.value
                ? a.value > b.value : (order.firstIndex(of: a.key) ?? 0) < (order.firstIndex(of: b.key) ?? 0)
        }
        let total = tokens.count == 1 ? "1 token" : "\(tokens.count) tokens"
        return total + ": " + kinds.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + "; no typography"
    }
}
