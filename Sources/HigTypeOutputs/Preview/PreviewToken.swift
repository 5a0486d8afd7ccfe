import HigTypeCompiler
import HigTypeSpec
import Mustache

/// One typography token as the preview shows it: where the manifest declares it, and its
/// resolved values when it resolved. A typography token whose value has errors still gets a
/// block, so its error badges have somewhere to go.
struct PreviewToken {
    var source: TokenSource
    var resolved: ResolvedToken?

    var name: String { source.name }

    /// The typography tokens of a compilation in document order: every resolved token, and every
    /// token declared as typography that did not resolve.
    static func all(in resolved: ResolvedManifest) -> [PreviewToken] {
        resolved.typographyTokens.map { PreviewToken(source: $0.source, resolved: $0.resolved) }
    }
}
