import HigTypeCore

/// Figma's own Variables export: DTCG-shaped tokens whose types are Figma's (`number`, `string`,
/// `boolean`, `color`), with what each variable is for in `$extensions["com.figma"].scopes`.
/// The scopes give the DTCG type: a number scoped to `FONT_SIZE` is a dimension in px (Figma
/// binds numbers in px), `LINE_HEIGHT` a line height in px, `FONT_WEIGHT` a weight, a string
/// scoped to `FONT_FAMILY` a family and to `FONT_STYLE` a style name ("Semi Bold"). Scopes that
/// say different things are an error: the variable needs one DTCG type, and the team says which.
/// A variable an exporter typed `dimension` (`"40px"`) is a length, its scope saying which kind.
enum FigmaVariablesReader {
    static func scopes(_ object: JSONObject) -> Located<[String]>? {
        guard case .object(let vendors)? = object["$extensions"]?.value else { return nil }
        let scopes: JSONNode
        if case .object(let figma)? = vendors["com.figma"]?.value, let found = figma["scopes"] {
            scopes = found
        } else if let flat = vendors["com.figma.scopes"] {
            // Some exporters flatten the key: `"com.figma.scopes": ["FONT_SIZE"]`.
            scopes = flat
        } else {
            return nil
        }
        guard case .array(let items) = scopes.value else { return nil }
        return Located(items.compactMap { if case .string(let s) = $0.value { s } else { nil } }, at: scopes.location)
    }

    static func kind(type: String, scopes: [String]) -> Result<FormatConverter.Kind, FormatFailure> {
        // An exporter that writes DTCG's `dimension` (`"40px"`) beside Figma's scopes: a length,
        // the scope saying which.
        let numeric = type == "number" || type == "float" || type == "dimension"
        let type = type == "text" ? "string" : type
        let kinds: [(String, FormatConverter.Kind)] = scopes.compactMap { scope in
            let kind: FormatConverter.Kind? =
                switch scope {
                case "FONT_SIZE", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "WIDTH_HEIGHT", "GAP", "CORNER_RADIUS",
                    "STROKE_FLOAT", "EFFECT_FLOAT":
                    numeric ? .dimension : nil
                case "LETTER_SPACING": numeric ? .letterSpacing : nil
                case "LINE_HEIGHT": numeric ? .lineHeight : nil
                case "FONT_WEIGHT", "FONT_STYLE": .fontWeight
                case "FONT_FAMILY": type == "string" ? .fontFamily : nil
                case "OPACITY": numeric ? .number : nil
                default: nil
                }
            return kind.map { (scope, $0) }
        }
        var distinct: [(String, FormatConverter.Kind)] = []
        for pair in kinds where !distinct.contains(where: { $0.1 == pair.1 }) { distinct.append(pair) }
        if distinct.count > 1 {
            return .failure(
                FormatFailure(
                    "its scopes \(distinct.map(\.0).joined(separator: " and ")) give it different DTCG types; keep one of them in Figma, or give it a DTCG $type"
                ))
        }
        if let only = distinct.first { return .success(only.1) }
        switch type {
        case "number", "float": return .success(.number)
        case "dimension": return .success(.dimension)
        case "color": return .success(.color)
        case "string", "boolean": return .success(.leftOut("a Figma \(type) variable has no DTCG type"))
        default: return .success(.same(type))
        }
    }
}
