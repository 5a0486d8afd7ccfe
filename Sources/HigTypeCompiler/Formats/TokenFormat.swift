import HigTypeCore

/// The token formats higtype reads: DTCG 2025.10 itself, and the formats other tools keep, which
/// `FormatReader` converts into a DTCG-shaped tree whose nodes keep their positions in the
/// original file.
public enum TokenFormat: String, Sendable, Hashable, CaseIterable {
    case dtcg
    /// Tokens Studio for Figma, its legacy format: `value`, `type`, `description`, its type names.
    case tokensStudioLegacy
    /// Tokens Studio for Figma, its W3C DTCG token format: `$value`, `$type`, with its type names.
    case tokensStudioW3C
    /// A Tokens Studio file that holds no tokens: `$themes.json` or `$metadata.json`.
    case tokensStudioThemes
    /// Style Dictionary's legacy format: `value`, `type`, `comment`, `{a.b.value}` aliases.
    case styleDictionary
    /// Figma's own Variables export: DTCG-shaped, types from `$extensions["com.figma"].scopes`.
    case figmaVariables
    /// The Figma plugin "Design Tokens", in its legacy (`value`) or its W3C (`$value`) format.
    case figmaPlugin

    /// The name the `foreign-format` note gives: "read as Tokens Studio (legacy)".
    public var displayName: String {
        switch self {
        case .dtcg: "DTCG 2025.10"
        case .tokensStudioLegacy: "Tokens Studio (legacy)"
        case .tokensStudioW3C: "Tokens Studio (W3C DTCG format)"
        case .tokensStudioThemes: "Tokens Studio (themes and metadata)"
        case .styleDictionary: "Style Dictionary (legacy)"
        case .figmaVariables: "Figma Variables export"
        case .figmaPlugin: "Figma plugin \"Design Tokens\" export"
        }
    }

    /// Whether a unitless number in a length means px (every format but DTCG's).
    var unitlessIsPx: Bool { self != .dtcg }

    /// Whether an alias may end in `.value` (Style Dictionary's `{color.red.value}`).
    var valueSuffixAliases: Bool { self == .styleDictionary || self == .figmaPlugin || self == .tokensStudioLegacy }
}
