import HigTypeCore
import HigTypeSpec

/// A design token as the manifest declares it, before aliases are resolved: the compiler's own
/// (internal), with its raw `$value`. Other layers see a token through `ResolvedToken` and its
/// `TokenSource`.
struct Token: Sendable {
    /// The token's path from the root, e.g. ["type", "article", "body"].
    var path: [String]
    /// `$type`, explicit or inherited from the nearest group that sets it.
    var type: DTCGType?
    /// Where an inherited `$type` is written: nil when the token sets its own (or has none).
    var typeOrigin: TypeOrigin?
    /// The token's own `$type` is not a DTCG type (already reported); nothing more is checked.
    var hasInvalidType = false
    /// The token's `$value` is null (already reported); nothing more is checked.
    var hasNullValue = false
    /// The raw `$value`, which may be or hold aliases.
    var value: JSONNode
    /// The token is written with `$ref` in place of `$value` (`value` is then that `$ref`), which
    /// may point at a whole token; a `$ref` inside a `$value` must point at a value.
    var isReference = false
    /// The token is written with `$ref` in place of `$value` and has a `$type` of its own: then it
    /// is a token of that type whose value the `$ref` gives, so the pointer must name a value
    /// (`#/a/b/$value`), not a whole token (`isReference` is false).
    var isTypedReference = false
    /// The position of the token's key, where diagnostics about the token point.
    var location: SourceLocation
    var description: String?
    /// `$deprecated`: nil when the token is current, else the reason ("" when none is given).
    var deprecation: String?
    /// `$extensions["dev.higtype"]`: the token's higtype settings.
    var settings: TokenSettings {
        get { settingsBox?.value ?? TokenSettings() }
        set { settingsBox = TokenSettings.boxed(newValue) }
    }
    /// The settings, boxed when the token has any (few do): 8 bytes a token instead of 208.
    var settingsBox: Box<TokenSettings>?
    var settingsLocation: SourceLocation?
    /// The targets the token is for, from its own settings or the nearest group's; nil for all.
    var scope: PlatformScope?

    /// Whether the token is for `platform`: its scope names it, or it has no scope.
    func isFor(_ platform: Platform) -> Bool { scope?.contains(platform) ?? true }

    /// The targets the token is for, in the order of `platforms` (the manifest's targets that
    /// have a table, as the resolver computes values for them).
    func targets(among platforms: [Platform]) -> [Platform] { platforms.filter(isFor) }

    /// The path joined with dots, as aliases and outputs name the token.
    var name: String { path.joined(separator: ".") }

    /// The group a token takes its `$type` from, and where that `$type` is written.
    struct TypeOrigin: Sendable {
        /// The group's name; nil for the root.
        var group: String?
        var location: SourceLocation
        /// The group's `$type` in an earlier file, when this one, from a later file, replaced it.
        var replaced: Located<String>?
        init(group: String?, at location: SourceLocation, replaced: Located<String>? = nil) {
            self.group = group
            self.location = location
            self.replaced = replaced
        }
    }

    /// A note for an error about the token's value when its `$type` is one a later file gave its
    /// group in place of another: composed files merge a group member by member, so the later
    /// `$type` holds for every token in the group, those written under the earlier one too. The
    /// value was likely written for the earlier type, and the file to look at is not the token's.
    var typeFromOtherFile: Diagnostic.Note? {
        guard let origin = typeOrigin, let replaced = origin.replaced, let type, origin.location.file != location.file
        else { return nil }
        let group = origin.group.map { "group '\($0)'" } ?? "the root"
        return .init(
            "'\(name)', written in \(location.file), takes $type '\(type.rawValue)' from \(group) in \(origin.location.file), which replaces the group's $type '\(replaced.value)' of \(replaced.location.file): composed files merge a group, and the last $type written for it holds for every token in it",
            at: origin.location)
    }

    /// What the outputs may know of the token's source.
    var source: TokenSource {
        TokenSource(path: path, description: description, deprecation: deprecation, location: location)
    }
}

/// What the outputs may know of a token besides its values: its name, its documentation and
/// where it is written. (The raw JSON stays with the compiler.)
public struct TokenSource: Sendable, Hashable {
    /// The token's path from the root, e.g. ["type", "article", "body"].
    public var path: [String]
    /// `$description`.
    public var description: String?
    /// `$deprecated`: nil when the token is current, else the reason ("" when none is given).
    public var deprecation: String?
    /// The position of the token's key.
    public var location: SourceLocation

    /// The path joined with dots.
    public var name: String { path.joined(separator: ".") }
}

/// Manifest-wide settings from the root `$extensions["dev.higtype"]`.
struct ManifestSettings: Sendable {
    var platforms: [Platform] = [.ios]
    var platformsLocation: SourceLocation?
    /// Per-rule settings as written (`"off"`, `"warning"`, `"error"`, or `[severity, options]`).
    var rules: [String: JSONNode] = [:]
    /// Where each rule id is written in `rules`, for diagnostics about the id itself.
    var ruleLocations: [String: SourceLocation] = [:]

    init() {}
}

/// The token tree of one or more manifest files, composed and flattened: internal to the
/// compiler, with the raw JSON `root`. The outputs read `ResolvedManifest` instead.
struct Manifest: Sendable {
    /// The manifest paths, as given on the command line, in composition order.
    var files: [String]
    /// The composed tree, with `$extends` applied: what `$ref` pointers are resolved in.
    var root: JSONNode
    var settings: ManifestSettings
    /// Tokens in document order.
    var tokens: [Token]
    /// Paths of every group, for "that is a group, not a token" diagnostics.
    var groups: Set<String>
    /// Group paths with their positions.
    var groupLocations: [String: SourceLocation]
    /// The files that are adapters `adopt` wrote (their root's `$extensions` carry its marker): a
    /// text style one of them names was chosen for the team's values, which stay the team's
    /// (`StyleEvaluator.withoutHIGValues`).
    var adapterFiles: Set<String> = []
    /// Loading reported an error, so some tokens may be missing from `tokens`.
    var loadedWithErrors = false
    /// The tree holds only the `$description`s and `tokens` is empty (`released()`): the
    /// compiler's stages are done with it.
    var isReleased = false

    private var index: [String: Int]

    init(
        files: [String], root: JSONNode, settings: ManifestSettings, tokens: [Token],
        groupLocations: [String: SourceLocation]
    ) {
        self.files = files
        self.root = root
        self.settings = settings
        self.tokens = tokens
        self.groupLocations = groupLocations
        self.groups = Set(groupLocations.keys)
        var index: [String: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (i, token) in tokens.enumerated() { index[token.name] = i }
        self.index = index
    }

    func token(named name: String) -> Token? { index[name].map { tokens[$0] } }

    /// The place in `tokens` of the token named `name` (the last, if several have that name).
    /// The stages that keep something per token key it by this number, not by the name again.
    func tokenIndex(named name: String) -> Int? { index[name] }
}
