import HigTypeCore

/// DTCG `number`: a JSON number, positive, negative or fractional.
extension ValueChecker {
    /// The number, with where it is written; nil after reporting a value that is not one.
    mutating func number(_ node: JSONNode, in token: Token, field: String = "a number value") -> Located<Double>? {
        slot(node, as: .number, in: token, readsTokens: true) { $0.numberLiteral($1, field: field) }
    }

    mutating func numberLiteral(_ node: JSONNode, field: String) -> Located<Double>? {
        switch node.value {
        case .number(let n):
            return Located(n.double, at: node.location)
        case .string(let text) where Double(text) != nil && Double(text)!.isFinite:
            report(
                .error(
                    .tokenValue, "\(field) must be a JSON number, not a string; write \(text)", at: node.location,
                    // A decimal numeral unquoted is the same number; other spellings Swift reads
                    // ("0x10", "nan") are a guess.
                    fixIt: .replaceJSON(
                        at: node.location, with: NumberText.format(Double(text)!),
                        text.allSatisfy { "0123456789.eE+-".contains($0) } ? .safe : .suggestion)))
        default:
            wrongKind(node, "\(field) must be a JSON number")
        }
        return nil
    }
}
