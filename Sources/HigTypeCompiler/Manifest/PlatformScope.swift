import HigTypeCore
import HigTypeSpec

/// The platforms a token is for, when `$extensions["dev.higtype"].platforms` on the token, or on
/// a group around it, names some of the manifest's targets. The nearest setting wins: a token's
/// own list replaces its group's. On a target outside its scope the token has no values: no rule
/// checks it there, and no output carries it for that platform.
///
/// An immutable class rather than a struct: every token of a group shares its group's one
/// instance, and a token without a scope pays one nil pointer, not the list and its position
/// (100,000 tokens held 50 MB more as a struct).
public final class PlatformScope: Sendable {
    public let platforms: [Platform]
    /// Where the list is written.
    public let location: SourceLocation
    /// Written on the token itself, not inherited from a group.
    public let isOwn: Bool

    init(platforms: [Platform], location: SourceLocation, isOwn: Bool) {
        self.platforms = platforms
        self.location = location
        self.isOwn = isOwn
    }

    public func contains(_ platform: Platform) -> Bool { platforms.contains(platform) }
}

/// Where a fix-it adds `"platforms": […]` to a token that has no list of its own: just inside
/// the `{` of its `dev.higtype` settings, of its `$extensions`, or of the token itself, with
/// whatever of those objects the token still lacks around it.
public struct ScopeInsertion: Sendable, Hashable {
    var location: SourceLocation
    var prefix: String
    var suffix: String

    /// The fix-it that limits the token to `platforms`: a choice of where the token applies.
    public func fixIt(_ platforms: [Platform]) -> Diagnostic.FixIt {
        .insert(prefix + "\"platforms\": " + PlatformList.json(platforms) + suffix, at: location, .suggestion)
    }

    /// Where to insert for `token`, found in the composed tree `root` the token was read from.
    /// Looked up only when a fix-it needs it, so that tokens do not carry it.
    static func find(for token: Token, in root: JSONNode) -> ScopeInsertion? {
        var node = root
        for name in token.path {
            guard case .object(let object) = node.value, let member = object[name] else { return nil }
            node = member
        }
        guard case .object(let object) = node.value else { return nil }
        return ScopeInsertion(token: object, at: node.location)
    }

    /// Where to insert, for a token written as `object` whose `{` is at `location`.
    init(token object: JSONObject, at location: SourceLocation) {
        let key = ManifestLoader.extensionKey
        if let extensions = object["$extensions"], case .object(let vendors) = extensions.value {
            if let mine = vendors[key], case .object(let settings) = mine.value {
                self.init(location: Self.inside(mine.location), prefix: "", suffix: settings.members.isEmpty ? "" : ",")
            } else {
                self.init(
                    location: Self.inside(extensions.location), prefix: "\"\(key)\": {",
                    suffix: vendors.members.isEmpty ? "}" : "},")
            }
        } else {
            // A token always has `$value` or `$ref`, so something follows the insertion.
            self.init(location: Self.inside(location), prefix: "\"$extensions\": {\"\(key)\": {", suffix: "}},")
        }
    }

    private init(location: SourceLocation, prefix: String, suffix: String) {
        self.location = location
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The position just after the `{` at `open`.
    private static func inside(_ open: SourceLocation) -> SourceLocation {
        SourceLocation(file: open.file, line: open.line, column: open.column + 1, offset: open.offset + 1)
    }
}

extension PlatformScope {
    /// A group's `$extensions["dev.higtype"]`: it takes `platforms` only, which its tokens inherit.
    /// Other token settings are not inherited, so a group that sets one is told where it belongs.
    static func read(group object: JSONObject, diagnostics: inout [Diagnostic]) -> PlatformScope? {
        guard let (settings, _) = ManifestLoader.higtypeSettings(of: object, diagnostics: &diagnostics) else {
            return nil
        }
        var scope: PlatformScope?
        for member in settings.members {
            if member.key == "platforms" {
                scope = PlatformList.read(member.value, diagnostics: &diagnostics).map {
                    PlatformScope(platforms: $0, location: member.value.location, isOwn: false)
                }
            } else if TokenSettings.keys.contains(member.key) {
                // An object of `$`-properties only is an amendment when composed after the file that
                // declares the token; read alone it is an empty group, which the note says.
                let amendment = !object.members.contains { !$0.key.hasPrefix("$") }
                diagnostics.append(
                    .error(
                        .unknownSetting,
                        "a group's higtype settings take only 'platforms'; '\(member.key)' is a token setting, so set it on each token",
                        at: member.keyLocation,
                        notes: amendment
                            ? [
                                .init(
                                    "without $value this object is a group; if it amends a token another file declares, "
                                        + "compose it after that file (higtype lint brand.tokens.json app.tokens.json)")
                            ] : []))
            } else {
                let suggestion = Suggestions.closest(to: member.key, in: ["platforms"])
                diagnostics.append(
                    .error(
                        .unknownSetting,
                        "unknown group setting '\(member.key)'; a group's higtype settings take only 'platforms'"
                            + Suggestions.hint(suggestion),
                        at: member.keyLocation,
                        fixIt: suggestion.map { .replaceJSON(at: member.keyLocation, with: "\"\($0)\"", .suggestion) }))
            }
        }
        return scope
    }
}
