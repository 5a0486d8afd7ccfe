import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// Decides where on the preview page each diagnostic goes: on the typography token whose
/// source it points into, or, when it points at no typography token (settings, rules,
/// non-typography tokens, no position at all), in the banner at the top.
///
/// A rule's finding carries its token, platform and size category (`Diagnostic.scope`) and
/// goes there. Any other diagnostic goes to the token that owns its position: a token owns
/// every position inside its own JSON (its key, the keys and values of its `$value`,
/// `$description` and `$extensions`) and the positions its resolved fields were read from. The
/// last matter when a token's whole `$value` is an alias, so both tokens own that position; it
/// goes to those the message names as `'type.article.body'` (all of them if it names none).
struct DiagnosticPlacement {
    /// A diagnostic on a token, with the platform and size category it is about, if any.
    struct Placed {
        var diagnostic: Diagnostic
        var platform: Platform?
        var category: SizeCategory?
    }

    /// Diagnostics on each typography token, by token name, in the log's sorted order.
    private(set) var byToken: [String: [Placed]] = [:]
    /// Diagnostics no typography token owns.
    private(set) var manifestLevel: [Diagnostic] = []

    /// A position without the byte offset, which some stages do not fill in.
    private struct Position: Hashable {
        var file: String
        var line: Int
        var column: Int
        init(_ location: SourceLocation) {
            file = location.file
            line = location.line
            column = location.column
        }
    }

    init(_ diagnostics: [Diagnostic], tokens: [PreviewToken], resolved: ResolvedManifest) {
        var owners: [Position: [String]] = [:]
        for token in tokens {
            for position in Set(resolved.positions(of: token.source, resolved: token.resolved).map(Position.init)) {
                owners[position, default: []].append(token.name)
            }
        }
        let names = Set(tokens.map(\.name))
        for diagnostic in diagnostics {
            if let scope = diagnostic.scope, names.contains(scope.token) {
                // A platform that is not a target with values does not narrow where the badge goes.
                let platform = scope.platform.flatMap(Platform.init(rawValue:)).flatMap {
                    resolved.platforms.contains($0) ? $0 : nil
                }
                byToken[scope.token, default: []].append(
                    Placed(
                        diagnostic: diagnostic, platform: platform,
                        category: scope.category.flatMap(SizeCategory.init(rawValue:))))
                continue
            }
            guard let location = diagnostic.location, let candidates = owners[Position(location)] else {
                manifestLevel.append(diagnostic)
                continue
            }
            let named = candidates.filter { diagnostic.message.contains("'\($0)'") }
            for name in named.isEmpty ? candidates : named {
                byToken[name, default: []].append(Placed(diagnostic: diagnostic, platform: nil, category: nil))
            }
        }
    }
}
