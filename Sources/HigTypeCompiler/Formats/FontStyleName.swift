/// A weight written as a style name, as Figma and Tokens Studio write them: "Regular",
/// "Semi Bold", "SemiBold", "semi-bold", "Bold Italic", "7 Bold". The weight is the one the name's
/// standard (OpenType's usWeightClass names) gives; "Italic" or "Oblique" is a style, which
/// DTCG's typography does not hold.
struct FontStyleName: Equatable {
    var weight: Int
    /// "italic" or "oblique", when the name has it.
    var style: String?
    /// The DTCG name when the text is one exactly (`"bold"`), kept as written.
    var dtcgName: String?

    static let weights: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400,
        "normal": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "demi": 600, "bold": 700,
        "extrabold": 800,
        "ultrabold": 800, "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950,
    ]

    /// DTCG 2025.10's weight names.
    static let dtcgNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
        "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]

    static func parse(_ text: String) -> FontStyleName? {
        let trimmed = text.trimmingASCIISpaces()
        if dtcgNames.contains(trimmed) {
            return FontStyleName(weight: weights[trimmed.replacingHyphens()] ?? 400, style: nil, dtcgName: trimmed)
        }
        // A family that numbers its styles ("7 Bold", "5 Medium") writes the weight's hundreds
        // first: read when the number and the name agree.
        if let space = trimmed.firstIndex(of: " "), let digit = Int(trimmed[..<space]), (1...9).contains(digit) {
            guard let named = parse(String(trimmed[trimmed.index(after: space)...])), named.weight == digit * 100
            else { return nil }
            return FontStyleName(weight: named.weight, style: named.style)
        }
        var compact = trimmed.lowercased().replacingHyphens()
        var style: String?
        for word in ["italic", "oblique"] where compact.hasSuffix(word) {
            style = word
            compact = String(compact.dropLast(word.count))
        }
        if compact.isEmpty, style != nil { return FontStyleName(weight: 400, style: style) }
        guard let weight = weights[compact] else { return nil }
        return FontStyleName(weight: weight, style: style)
    }
}

extension String {
    /// Lowercase letters without spaces, hyphens or underscores: "Semi Bold" → "semibold".
    fileprivate func replacingHyphens() -> String {
        String(filter { $0 != " " && $0 != "-" && $0 != "_" })
    }
}
