import HigTypeCore
import HigTypeSpec

/// The classic CSS generic family that fits a family name higtype does not know as an Apple
/// typeface, for the end of a stack that names none: what a browser without the font should draw
/// instead. A heuristic on the name, in this order (docs/templates.md, "The CSS output"):
///
/// 1. `monospace` when a word of the name is a monospace marker (`Mono`, `Code`, `Monospace`,
///    `Console`, `Typewriter`) or the name is a well-known monospace face (Courier, Consolas,
///    Menlo, Monaco, Inconsolata): `DM Mono`, `Source Code Pro`, `JetBrains Mono`, `Fira Code`.
/// 2. `sans-serif` when a word is `Sans` (`Alegreya Sans`, `PT Sans`, `Noto Sans`).
/// 3. `serif` when a word is `Serif` or `Slab` (`Noto Serif`, `Roboto Slab`), or the name starts
///    with a well-known serif face (`Georgia`, `Fraunces`, `Merriweather`, `Times New Roman`, …).
/// 4. Else `sans-serif`, as most interface faces are.
enum CSSGenericFamily {
    static func generic(for family: String) -> String {
        let words = family.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = words.first else { return "sans-serif" }
        if words.contains(where: monospaceWords.contains) || monospaceFaces.contains(first) { return "monospace" }
        if words.contains("sans") { return "sans-serif" }
        if words.contains(where: { $0 == "serif" || $0 == "slab" }) { return "serif" }
        let name = words.joined(separator: " ")
        if serifFaces.contains(where: { name == $0 || name.hasPrefix($0 + " ") }) { return "serif" }
        return "sans-serif"
    }

    /// Words that mark a monospace family, wherever they stand in its name.
    static let monospaceWords: Set<String> = ["mono", "monospace", "monospaced", "code", "console", "typewriter"]

    /// Monospace faces by their first word.
    static let monospaceFaces: Set<String> = ["courier", "consolas", "menlo", "monaco", "inconsolata"]

    /// Well-known serif faces, by their names (or the first words of them), lowercased.
    static let serifFaces: [String] = [
        "georgia", "times", "times new roman", "fraunces", "merriweather", "playfair", "playfair display", "lora",
        "libre baskerville", "baskerville", "garamond", "eb garamond", "cormorant", "crimson", "spectral",
        "literata", "bitter", "domine", "cambria", "palatino", "book antiqua", "didot", "bodoni", "caslon",
        "libre caslon", "charter", "iowan old style", "hoefler text", "tiempos", "newsreader", "alegreya",
        "vollkorn", "cardo", "gelasio", "old standard tt", "tinos", "charis sil", "minion", "minion pro",
        "rockwell", "arvo", "petrona", "frank ruhl libre", "source serif", "sabon", "freight text", "canela",
        "gt sectra", "noto serif", "pt serif", "ibm plex serif", "dm serif", "young serif", "instrument serif",
    ]
}
