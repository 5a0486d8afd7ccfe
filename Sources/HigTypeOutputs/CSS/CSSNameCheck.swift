import HigTypeCompiler
import HigTypeCore
import HigTypeSpec

/// Finds tokens whose CSS names clash. `headlineXL` and `headline-xl` both become
/// `--type-headline-xl-*` and the class `.type-headline-xl`; in the CSS the later rule would
/// silently win over the earlier, so a clash is an error and the build writes nothing, as for
/// Swift names (`SwiftNameCheck`). Names are compared by code point, as CSS compares them.
enum CSSNameCheck {
    /// One `css-name-collision` error per token in the CSS (those with values on `platform`)
    /// whose name is already taken, at that token, with a note at the token that took it first.
    static func check(_ tokens: [ResolvedToken], platform: Platform?) -> [Diagnostic] {
        guard let platform else { return [] }
        // Keyed by the name's UTF-8 bytes, equal exactly when its code points are; the value is
        // the token's index. 100,000 tokens made 35 MB of scalar arrays and copied sources.
        var firstByName: [[UInt8]: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, token) in tokens.enumerated() where token.values(on: platform) != nil {
            let name = CSSNames.identifier(token.path)
            if let firstIndex = firstByName[Array(name.utf8)] {
                let first = tokens[firstIndex].source
                diagnostics.append(
                    .error(
                        .cssNameCollision,
                        "token '\(token.name)' becomes the CSS name '--\(name)-*' (and the class '.\(name)'), as token "
                            + "'\(first.name)' does; rename one of them",
                        at: token.source.location,
                        notes: [.init("'\(first.name)' is declared here", at: first.location)]))
            } else {
                firstByName[Array(name.utf8)] = index
            }
        }
        return diagnostics
    }
}
