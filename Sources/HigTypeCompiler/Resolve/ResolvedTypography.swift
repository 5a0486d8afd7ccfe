import HigTypeCore
import HigTypeSpec

/// One token's values at one size category, in points. This is what every generator prints.
public struct StyleValues: Hashable, Sendable {
    public var fontSize: Double
    public var lineHeight: Double
    /// The DTCG weight, exact (CSS and JSON print its number); `.apple` is the Apple weight
    /// Swift and the HIG's rules use.
    public var fontWeight: DTCGWeight
    /// Letter spacing in points: the published points column of the tracking table at this size.
    public var letterSpacing: Double
}

/// A typography token resolved for every target platform and size category.
///
/// It carries what the outputs need, each once: the resolved text style and family stack, the
/// values per platform, and of the token's source only values (its `TokenSource` and settings).
/// The token as loaded (`Token`, with its raw `$value`) stays inside the compiler.
public struct ResolvedToken: Sendable {
    /// Its name, documentation and position.
    public var source: TokenSource
    /// Its `$extensions["dev.higtype"]` settings.
    public var settings: TokenSettings {
        get { settingsBox?.value ?? TokenSettings() }
        set { settingsBox = TokenSettings.boxed(newValue) }
    }
    /// The fields as written (after aliases), each with its position: the compiler's own, for the
    /// rules and their diagnostics. The outputs read the resolved values below.
    var value: TypographyValue {
        get { valueBox.value }
        set { valueBox = Box(newValue) }
    }
    // The settings (none, for most tokens) and the fields as written are read rarely and copied
    // often: each stage that keeps the tokens, and the renderer, holds an array of them. Boxed,
    // a token is about 100 bytes instead of 480, and copies share them.
    private var settingsBox: Box<TokenSettings>?
    private var valueBox: Box<TypographyValue>
    /// The text style the token scales with: its `textStyle`, else its `fixedSize.relativeTo`,
    /// else (a fixed size) the nearest style on its first target. The nearest style can differ
    /// by platform; each platform's own is `PlatformValues.textStyle`, which outputs for one
    /// platform read (`textStyle(on:)`).
    public var textStyle: TextStyle?
    /// The family of the stack that Apple platforms use: the first that is not another system's
    /// own font (`Segoe UI` …; see `Typeface.indexUsedOnApplePlatforms`). Nil for the system font.
    public var appleFamily: String?
    /// The Apple typeface `appleFamily` names, if any; it chooses the tracking table.
    public var typeface: Typeface?
    public var platforms: [PlatformValues]
    /// Target platforms that lack the token's text style; the token has no values there.
    public var unsupportedPlatforms: [Platform] = []

    init(
        source: TokenSource, settings: TokenSettings, value: TypographyValue, textStyle: TextStyle?,
        appleFamily: String?, typeface: Typeface?, platforms: [PlatformValues]
    ) {
        self.source = source
        settingsBox = TokenSettings.boxed(settings)
        valueBox = Box(value)
        self.textStyle = textStyle
        self.appleFamily = appleFamily
        self.typeface = typeface
        self.platforms = platforms
    }

    /// The family stack as written, or empty for the platform's system font.
    public var fontFamily: [String] { value.fontFamily?.value ?? [] }
    /// The token names no text style (a fixed size): its style is `relativeTo`'s or the nearest.
    public var isFixedSize: Bool { value.textStyle == nil }
    /// The token's value sets a weight of its own, in place of its style's.
    public var setsWeight: Bool { value.fontWeight != nil }

    public var name: String { source.name }
    public var path: [String] { source.path }

    public func values(on platform: Platform) -> PlatformValues? { platforms.first { $0.platform == platform } }

    /// The style the token scales with on `platform`: that platform's own, else `textStyle`.
    public func textStyle(on platform: Platform?) -> TextStyle? {
        platform.flatMap { values(on: $0)?.textStyle } ?? textStyle
    }

    /// Whether the platform's system font draws the token (SF Compact on watchOS, else SF Pro): it names no family, or the family
    /// Apple platforms use from its stack is the system font (`SF Pro`, `SF Compact`,
    /// `-apple-system`, `system-ui` …; see `Typeface.isSystemFont`).
    public var usesSystemFont: Bool {
        guard let family = appleFamily else { return fontFamily.isEmpty }
        return Typeface.isSystemFont(family)
    }
}

/// A token's values on one platform, one entry per size category, smallest first.
public struct PlatformValues: Sendable {
    public var platform: Platform
    /// The text style the values come from on this platform: the token's, or for a fixed size
    /// the nearest style in this platform's table.
    public var textStyle: TextStyle
    public var defaultCategory: SizeCategory
    public var categories: [(category: SizeCategory, values: StyleValues)]

    public var defaultValues: StyleValues { self[defaultCategory]! }

    public subscript(category: SizeCategory) -> StyleValues? {
        categories.first { $0.category == category }?.values
    }
}

/// The manifest after resolution: the tokens the generators print.
public struct ResolvedManifest: Sendable {
    /// The manifest as loaded; the compiler's own. What the outputs need of it is below.
    var manifest: Manifest
    /// Target platforms that have tables to generate from (visionOS has none).
    public var platforms: [Platform]
    public var tokens: [ResolvedToken]

    /// The manifest paths, as given, in composition order.
    public var files: [String] { manifest.files }
    /// The manifest files by name alone, as the outputs cite them: a file's bytes must not depend
    /// on how its path was typed (`./tokens/a.json`, an absolute `$SRCROOT/…`) or on the machine.
    /// A manifest read from standard input is `stdin`, a name no output language needs to escape.
    public var sourceNames: [String] {
        files.map { $0 == Compiler.standardInputName ? "stdin" : PathText.name(of: $0) }
    }
    /// Manifest-wide settings: the target platforms as written, the rules (as raw JSON, so the
    /// compiler's own).
    var settings: ManifestSettings { manifest.settings }
    /// The root's `$description`.
    public var description: String? { groupDescription(at: []) }

    /// The `$description` of the group at `path` (the root for an empty path).
    public func groupDescription(at path: [String]) -> String? {
        guard case .object(let object)? = manifest.root.node(at: path)?.value,
            case .string(let text)? = object["$description"]?.value
        else { return nil }
        return text
    }

    /// Every token declared as typography, in document order, with its resolved values where it
    /// resolved: the preview shows the ones that did not too, to carry their errors. Once the
    /// compilation released its tree (`Compilation.releaseTree()`), the resolved ones only.
    public var typographyTokens: [(source: TokenSource, resolved: ResolvedToken?)] {
        if manifest.isReleased { return tokens.map { ($0.source, $0) } }
        var byName: [String: ResolvedToken] = [:]
        for token in tokens { byName[token.name] = token }
        return manifest.tokens.compactMap { token in
            if let resolved = byName[token.name] { return (token.source, resolved) }
            return token.type == .typography && !token.hasInvalidType ? (token.source, nil) : nil
        }
    }

    /// Every source position that belongs to the token `name`: its key, everything inside its
    /// JSON, its settings, and the positions its resolved fields were read from (which may lie in
    /// another token, when its value is an alias). The preview places diagnostics by them.
    public func positions(of source: TokenSource, resolved: ResolvedToken?) -> [SourceLocation] {
        guard let token = manifest.token(named: source.name) else { return [] }
        var out = [token.location]
        func walk(_ node: JSONNode) {
            out.append(node.location)
            switch node.value {
            case .object(let object):
                for member in object.members {
                    out.append(member.keyLocation)
                    walk(member.value)
                }
            case .array(let items): items.forEach(walk)
            default: break
            }
        }
        if let node = manifest.root.node(at: token.path) { walk(node) }
        walk(token.value)
        if let location = token.settingsLocation { out.append(location) }
        if let value = resolved?.value {
            let fields: [SourceLocation?] = [
                value.textStyle?.location, value.fontFamily?.location, value.fontWeight?.location,
                value.fontSize?.location, value.lineHeight?.location, value.letterSpacing?.location,
            ]
            out += fields.compactMap { $0 }
        }
        return out
    }
}

extension JSONNode {
    /// The value at `path` of object keys below this node, if every key is there.
    func node(at path: [String]) -> JSONNode? {
        var node = self
        for key in path {
            guard case .object(let object) = node.value, let next = object[key] else { return nil }
            node = next
        }
        return node
    }
}
