import HigTypeCore
import HigTypeSpec

/// The HIG text style `adopt` names for each typography token that has none: the spec's
/// `NearestStyle` to the token's own size, weight and leading at the default size category of
/// the first target platform the token is for, among the styles every platform it is for has
/// (the answer `fixed-size` and `typography-incomplete` give too, through `SuggestedStyle`).
/// A token is left alone when it names a style, justifies a fixed size (`fixedSize.reason`), or
/// takes its whole value from another token by an alias (it takes that token's style along). A token with no size adopt can read gets `adopt-unconvertible` instead
/// of a guess, saying what to write, and is left out (`skipped`), with the token its em size is from.
enum StyleChoice {
    struct Chosen {
        var token: Token
        /// The style named (the nearest, unless the team's order asks for another: `StyleOrder`).
        var nearest: NearestStyle
        /// The nearest style, when the team's order asked for another.
        var passedOver: NearestStyle?
    }

    /// What the choice found: the styles, and the tokens it could not choose for.
    struct Result {
        var chosen: [Chosen] = []
        var diagnostics: [Diagnostic] = []
        /// Diagnostics of the compiler that `diagnostics` say better, by position and id: the
        /// `unsupported-unit` of an em size, the `typography-incomplete` of its token.
        var superseded: Set<Superseded> = []
        /// The tokens left out for those diagnostics: the typography token, and the token it
        /// takes an em size from.
        var skipped: [Adoption.Skipped] = []
    }

    struct Superseded: Hashable {
        var id: DiagnosticID
        var location: SourceLocation
    }

    static func choose(in compilation: Compiler.Compilation) -> Result {
        var result = Result()
        guard let manifest = compilation.manifest, let resolved = compilation.resolved else { return result }
        let aliases = AliasResolver(manifest: manifest)
        for token in resolved.tokens {
            guard let source = manifest.token(named: token.name), token.value.textStyle == nil,
                source.settings.fixedSizeReason == nil,
                ValueChecker.curlyAlias(source.value) == nil, AliasResolver.pointer(in: source.value) == nil,
                case let targets = source.targets(among: resolved.platforms), let platform = targets.first
            else { continue }
            // A style every target has: one a target lacks would fail `platform-style` in the adapter.
            guard token.value.fontSize != nil,
                let nearest = SuggestedStyle.nearest(for: token.value, on: platform, sharedWith: targets)
            else {
                if let problem = unconvertible(source, aliases: aliases) {
                    result.diagnostics.append(problem.diagnostic)
                    result.superseded.formUnion(problem.superseded)
                    let reason = "adopt-unconvertible: " + problem.diagnostic.message
                    for name in [source.name] + problem.owners {
                        result.skipped.append(.init(name: name, reason: reason, location: problem.diagnostic.location))
                    }
                }
                continue
            }
            result.chosen.append(Chosen(token: source, nearest: nearest))
        }
        StyleOrder.arrange(&result.chosen, in: resolved)
        return result
    }

    /// Why `token` has no size to choose a style by, and what to write: nil when its size is
    /// wrong for a reason the compiler reports already (a missing alias …).
    private static func unconvertible(_ token: Token, aliases: AliasResolver)
        -> (diagnostic: Diagnostic, superseded: [Superseded], owners: [String])?
    {
        guard case .object(let object) = token.value.value else { return nil }
        let incomplete = Superseded(id: .typographyIncomplete, location: token.value.location)
        let style = "or name its text style under $extensions[\"\(ManifestLoader.extensionKey)\"].textStyle"
        guard let field = object["fontSize"] else {
            return (
                .warning(
                    .adoptUnconvertible,
                    "'\(token.name)' names no text style and no fontSize, so adopt has no size to choose a style by: "
                        + "give it a fontSize in a file composed after the sources and adopt again, \(style)",
                    at: token.value.location), [incomplete], []
            )
        }
        guard case .success(let found) = aliases.resolve(field, in: token), let em = emLength(found.node) else {
            return nil
        }
        let owner = found.via.flatMap { found.viaPointer ? nil : aliases.token(named: $0) }
        let written = "\(NumberText.format(em))em"
        let size = NumberText.format((em * 16 * 1000).rounded() / 1000)
        let target = owner?.name ?? token.name
        let example =
            owner.map {
                nested(
                    $0.path,
                    "{ \($0.type.map { "\"$type\": \(JSONOutput.quote($0.rawValue)), " } ?? "")\"$value\": { \"value\": \(size), \"unit\": \"px\" } }"
                )
            }
            ?? "a fontSize of { \"value\": \(size), \"unit\": \"px\" }"
        let message =
            "'\(token.name)' has a fontSize of \(written)\(owner.map { " (from '\($0.name)')" } ?? ""), relative to the "
            + "size of the text around it, which the sources do not name: adopt does not guess it. Give '\(target)' "
            + "a size in px or rem in a file composed after the sources, e.g. \(example) (\(written) of 16 px text, "
            + "the browsers' default; use the size of the text it sits in); then give that file to adopt after the "
            + "sources, and to build before the adapter. Or name the token's style under "
            + "$extensions[\"\(ManifestLoader.extensionKey)\"].textStyle"
        return (
            .warning(
                .adoptUnconvertible, message, at: found.node.location,
                notes: found.via == nil
                    ? [] : [.init("'\(token.name)' takes its fontSize from there", at: field.location)]),
            [incomplete, Superseded(id: .unsupportedUnit, location: found.node.location)], owner.map { [$0.name] } ?? []
        )
    }

    /// The number of ems of a dimension written in em, as a string ("0.9285em") or an object.
    private static func emLength(_ node: JSONNode) -> Double? {
        switch node.value {
        case .string(let text):
            guard let (number, unit) = ValueFix.split(text), unit == "em" else { return nil }
            return number
        case .object(let object):
            guard case .number(let n)? = object["value"]?.value, case .string("em")? = object["unit"]?.value else {
                return nil
            }
            return n.double
        default: return nil
        }
    }

    /// `inner` nested under `path`: `{ "a": { "b": inner } }`.
    private static func nested(_ path: [String], _ inner: String) -> String {
        path.reversed().reduce(inner) { "{ \(JSONOutput.quote($1)): \($0) }" }
    }
}
