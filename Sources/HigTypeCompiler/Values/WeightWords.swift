import HigTypeCore
import HigTypeSpec

/// Weight words between Apple's vocabulary and DTCG's. Apple's nine weights and DTCG's names
/// share words that mean different numbers: "thin" (DTCG 100, Apple 200), "heavy" (DTCG 900,
/// Apple 800) and "ultralight" (DTCG's "ultra-light" is 200, Apple's Ultralight 100). DTCG's
/// meaning holds in a manifest; these say what each word means and how to write Apple's weight.
enum WeightWords {
    /// How a word that is not DTCG's is read: the DTCG name to write, and why.
    struct Guess {
        var spelling: String
        var message: String
        var notes: [String]
    }

    /// The DTCG name that writes Apple's weight and means nothing else in Apple's words:
    /// "hairline" for Ultralight (DTCG's "thin" is 100 too, but reads as Apple's Thin).
    static func spelling(of weight: FontWeight) -> String {
        switch weight {
        case .ultralight: "hairline"
        case .thin: "extra-light"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semi-bold"
        case .bold: "bold"
        case .heavy: "extra-bold"
        case .black: "black"
        }
    }

    /// For a DTCG name that Apple uses for another weight ("thin", "heavy"): the warning, and
    /// the DTCG name of Apple's weight of that name.
    static func appleMeaning(of word: String) -> (message: String, appleSpelling: String)? {
        let apple: FontWeight
        switch word {
        case "thin": apple = .thin
        case "heavy": apple = .heavy
        default: return nil
        }
        guard let dtcg = DTCGWeight(name: word) else { return nil }
        let plain = word == "thin" ? "hairline" : "black"
        return (
            "\"\(word)\" is DTCG's \(NumberText.format(dtcg.number)), the weight Apple calls \(dtcg.apple.displayName); "
                + "Apple's \(apple.displayName) is \(apple.value), which DTCG writes \"\(spelling(of: apple))\". "
                + "Write \"\(plain)\" (or \(NumberText.format(dtcg.number))) to keep \(NumberText.format(dtcg.number)) without this warning",
            spelling(of: apple)
        )
    }

    /// Reads a weight word that is not DTCG's: one of Apple's names as Apple means it ("semibold"
    /// 600, "ultraLight" 100, "Thin" 200), else a DTCG name in another case or without its hyphen
    /// ("ultrabold", "BOLD", "Extra Light"). Nil for a word that is neither.
    static func guess(_ word: String) -> Guess? {
        let folded = foldName(word)
        let separated = word.contains { " -_".contains($0) }
        let rule = "DTCG's weight names are lowercase, hyphenated and case-sensitive"
        if !separated, let apple = FontWeight(rawValue: folded) {
            let spelling = spelling(of: apple)
            var notes: [String] = []
            if let dtcg = DTCGWeight.names.first(where: { foldName($0.name) == folded && $0.number != apple.value }) {
                let meaning = DTCGWeight(number: Double(dtcg.number))!.apple
                notes.append("DTCG's \"\(dtcg.name)\" is \(dtcg.number), the weight Apple calls \(meaning.displayName)")
            }
            return Guess(
                spelling: spelling,
                message:
                    "\"\(word)\" is not a DTCG font weight name (\(rule)); Apple's \(apple.displayName) is \(apple.value), which DTCG writes \"\(spelling)\"",
                notes: notes)
        }
        guard let dtcg = DTCGWeight.names.first(where: { foldName($0.name) == folded }) else { return nil }
        var notes: [String] = []
        if let apple = FontWeight(rawValue: folded), apple.value != dtcg.number {
            notes.append("Apple's \(apple.displayName) is \(apple.value), which DTCG writes \"\(spelling(of: apple))\"")
        }
        return Guess(
            spelling: dtcg.name,
            message:
                "\"\(word)\" is not a DTCG font weight name (\(rule)); DTCG writes \(dtcg.number) \"\(dtcg.name)\"",
            notes: notes)
    }
}
