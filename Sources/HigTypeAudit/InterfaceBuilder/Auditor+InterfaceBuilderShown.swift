/// Fonts in a storyboard or XIB that draw no text a reader sees, which the audit leaves alone:
///
/// - **Glyphs.** A label or button whose whole text is one or two symbol characters (`⌘`, `⎋`,
///   `↓`, `×`, an emoji, an icon font's private-use glyph: Unicode's symbol categories, no letter
///   or digit) shows an icon glyph, not words; as in Swift, an icon is not a text finding. `Pg Dn`
///   and `F1` are words.
/// - **Image-only buttons.** A button with an image and no title in any state (or an info or
///   add button of the system's) draws no title, so its font draws nothing.
/// - **Hidden views.** A view written `hidden="YES"` that no size class or binding shows, whose
///   outlets the project's Swift code never shows (`isHidden`, `alpha` …) nor passes on.
/// - **Unused prototype cells.** A storyboard prototype cell whose reuse identifier the code
///   never writes, in a project whose code dequeues its cells by identifier: the cell is never
///   made.
///
/// Each needs what the code does with the view. A view with an outlet whose class the project's
/// Swift does not declare (Objective-C, or no project index) keeps its finding, as does one whose
/// outlet the code gives text to (for glyphs and image-only buttons) or passes on.
extension Auditor {
    /// Buttons of the system's own kinds that draw an image and no title.
    static let imageButtonTypes: Set<String> = ["infoLight", "infoDark", "contactAdd", "detailDisclosure"]

    /// Whether the font's element draws no text a reader sees (see above).
    func drawsNoText(_ font: InterfaceBuilderReader.Font, _ reader: InterfaceBuilderReader) -> Bool {
        guard let element = font.parent else { return false }
        let outlets = element.value("id").flatMap { reader.outlets[$0] } ?? []
        let shown = reader.shown[element.start] ?? .init()
        let references = helpers?.references
        /// Whether code may reach the element through an outlet and use one of `members` on it.
        func reached(by members: Set<String>) -> Bool {
            guard !outlets.isEmpty else { return false }
            guard let references else { return true }
            return outlets.contains { references.touches($0.property, with: members) }
        }
        // Glyphs, and buttons that show only an image.
        let texts: [String]? =
            element.name == "label" ? element.value("text").map { [$0] } : element.name == "button" ? shown.titles : nil
        if let texts {
            let glyphs = !texts.isEmpty && texts.allSatisfy(Self.isGlyphText)
            let imageOnly =
                element.name == "button" && texts.isEmpty
                && (shown.image || Self.imageButtonTypes.contains(element.value("buttonType") ?? ""))
            if glyphs || imageOnly, !reached(by: SwiftReferences.textMembers) { return true }
        }
        guard let references else { return false }
        // A hidden view the code never shows: every outlet's class is the project's Swift.
        if element.value("hidden") == "YES", !shown.unhidden, !outlets.isEmpty,
            outlets.allSatisfy({ references.classes.contains($0.owner) }), !reached(by: SwiftReferences.showingMembers)
        {
            return true
        }
        // A prototype cell the code never dequeues.
        if let prototype = font.prototype, let controller = prototype.controller,
            references.classes.contains(controller), references.dequeues, !references.mayName(prototype.identifier)
        {
            return true
        }
        return false
    }

    /// Whether `text` (an attribute's value, its XML entities as written) is one or two symbol
    /// characters: every character is made of symbols (math, other, modifier), private-use
    /// glyphs and the marks and joiners of emoji, with at least one symbol.
    static func isGlyphText(_ text: String) -> Bool {
        let characters = Array(decodeEntities(text).filter { !$0.isWhitespace })
        guard (1...2).contains(characters.count) else { return false }
        return characters.allSatisfy { character in
            var symbol = false
            for scalar in character.unicodeScalars {
                switch scalar.properties.generalCategory {
                case .mathSymbol, .otherSymbol, .modifierSymbol, .privateUse: symbol = true
                case .nonspacingMark, .enclosingMark, .format: continue
                default: return false
                }
            }
            return symbol
        }
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;` and `&#…;` / `&#x…;` decoded; anything else kept.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [Substring: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semi = after.prefix(10).firstIndex(of: ";") else {
                out += "&"
                rest = after
                continue
            }
            let body = after[..<semi]
            var decoded = named[body]
            if decoded == nil, body.hasPrefix("#") {
                let digits = body.dropFirst()
                let value =
                    digits.hasPrefix("x") || digits.hasPrefix("X")
                    ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                decoded = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            }
            if let decoded {
                out += decoded
                rest = after[after.index(after: semi)...]
            } else {
                out += "&"
                rest = after
            }
        }
        return out + rest
    }
}
