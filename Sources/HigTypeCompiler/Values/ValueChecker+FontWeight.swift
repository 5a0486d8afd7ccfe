import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// DTCG `fontWeight`: a number from 1 to 1000, or one of DTCG's names exactly (case-sensitive).
///
/// DTCG's meaning holds where Apple uses the same word for another weight: "thin" is 100 (Apple's
/// Ultralight) and "heavy" 900 (Apple's Black). Those two are valid and get `weight-meaning`,
/// which says how to write Apple's weight; a word that is not DTCG's ("semibold", "ultraLight",
/// "BOLD") is an error whose fix-it is the DTCG name of the weight most likely meant (`WeightWords`).
extension ValueChecker {
    /// The weight, or nil after reporting.
    mutating func fontWeight(_ node: JSONNode, in token: Token) -> DTCGWeight? {
        slot(node, as: .fontWeight, in: token, readsTokens: true) { $0.fontWeightLiteral($1) }
    }

    mutating func fontWeightLiteral(_ node: JSONNode) -> DTCGWeight? {
        switch node.value {
        case .number(let n):
            if let weight = DTCGWeight(number: n.double) { return weight }
            report(
                .error(
                    .tokenValue, "font weight \(n.text) is outside DTCG's range, 1 to 1000",
                    at: node.location,
                    fixIt: n.double.isFinite
                        ? .replaceJSON(at: node.location, with: n.double < 1 ? "1" : "1000", .suggestion) : nil)
            )
        case .string(let word):
            if let weight = DTCGWeight(name: word) {
                if let meaning = WeightWords.appleMeaning(of: word) {
                    report(
                        .warning(
                            .weightMeaning, meaning.message, at: node.location,
                            // Apple's meaning of the word is another number: a choice, not a spelling.
                            fixIt: .replaceJSON(
                                at: node.location, with: JSONOutput.quote(meaning.appleSpelling), .suggestion)))
                }
                return weight
            }
            reportUnknownWeight(word, at: node.location)
        default:
            wrongKind(node, "fontWeight must be a number from 1 to 1000 or a DTCG weight name such as \"semi-bold\"")
        }
        return nil
    }

    /// CSS's relative `font-weight` keywords.
    static let relativeWeights: Set<String> = ["lighter", "bolder"]

    private mutating func reportUnknownWeight(_ word: String, at location: SourceLocation) {
        if let number = Double(word.trimmingWhitespace(newlines: false)), DTCGWeight(number: number) != nil {
            report(
                .error(
                    .tokenValue,
                    "a font weight number is a JSON number, not a string; write \(NumberText.format(number))",
                    at: location, fixIt: .replaceJSON(at: location, with: NumberText.format(number), .safe)))
            return
        }
        if Self.relativeWeights.contains(word.lowercased()) {
            // CSS's relative keywords name no weight of their own: the weight depends on the
            // parent's, which a token does not have. No spelling is nearer; the writer must choose.
            report(
                .error(
                    .tokenValue,
                    "\"\(word)\" is a relative CSS keyword (\(word.lowercased()) than the weight inherited from the parent element), not a DTCG font weight: a token has no inherited weight to be relative to; write the weight it should have, a number from 1 to 1000 or a DTCG name such as \"bold\"",
                    at: location))
            return
        }
        let names =
            "DTCG's names are " + DTCGWeight.names.map { "\"\($0.name)\"" }.joined(separator: ", ")
            + " (case-sensitive), or write a number from 1 to 1000"
        guard let guess = WeightWords.guess(word) else {
            let suggestion = Suggestions.closest(to: word, in: DTCGWeight.names.map(\.name))
            report(
                .error(
                    .tokenValue, "unknown font weight \"\(word)\"" + Suggestions.hint(suggestion) + "; " + names,
                    at: location,
                    fixIt: suggestion.map { .replaceJSON(at: location, with: JSONOutput.quote($0), .suggestion) }))
            return
        }
        report(
            .error(
                .tokenValue, guess.message, at: location, notes: guess.notes.map { Diagnostic.Note($0) },
                // A spelling with one reading is DTCG's name for it (safe); a word Apple and DTCG
                // read as different numbers (the guess's notes say which) is a choice.
                fixIt: .replaceJSON(
                    at: location, with: JSONOutput.quote(guess.spelling), guess.notes.isEmpty ? .safe : .suggestion)))
    }
}
