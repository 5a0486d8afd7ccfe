/// Style Dictionary's legacy format: `value`, `type`, `comment`, aliases with a `.value` suffix
/// and spaces inside the braces (`FormatReader.normalizedPath`, `FormatIndex.entry`). What is its
/// own: a file without types, whose tokens' roles are in their names, as its category/type/item
/// convention puts them (`size.font.base`, `font.family.body`, `lineHeight.tight`), or as a role's
/// own group under a typographic category (`font.headline.size`, `font.headline.weight`).
enum StyleDictionaryReader {
    /// Types that name a category, not a kind of value: on a token of one string or number, the
    /// field its name says is its type.
    static let categoryTypes: Set<String> = ["typography", "text", "string", "font"]

    /// The type a token's path names, or nil when its name says no role.
    static func inferredType(_ path: [String]) -> String? {
        let words = path.map { $0.lowercased() }
        let joined = words.joined(separator: ".")
        let compact = String(joined.filter { $0 != "-" && $0 != "_" })
        func has(_ needles: String...) -> Bool { needles.contains { compact.contains($0) } }
        if has("fontsize", "size.font", "font.size", "textsize") { return "fontSize" }
        if has("lineheight", "leading") { return "lineHeight" }
        if has("fontweight", "font.weight") { return "fontWeight" }
        if has("fontfamily", "font.family", "typeface") { return "fontFamily" }
        if has("letterspacing", "tracking") { return "letterSpacing" }
        // A role's own group under a typographic category: `font.headline.size`,
        // `typography.body.weight`, `text.caption.family`.
        let typographic = ["font", "fonts", "typography", "text", "type"]
        if words.dropLast().contains(where: typographic.contains), let last = words.last {
            switch last {
            case "size": return "fontSize"
            case "weight": return "fontWeight"
            case "family": return "fontFamily"
            default: break
            }
        }
        if words.contains(where: { $0.contains("color") || $0.contains("colour") }) { return "color" }
        if has("spacing", "space.", "radius", "size.") { return "dimension" }
        return nil
    }
}
