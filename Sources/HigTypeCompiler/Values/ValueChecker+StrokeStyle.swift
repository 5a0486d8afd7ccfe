import HigTypeCore

/// DTCG `strokeStyle`: one of CSS's line-style keywords, or an object with a `dashArray` of
/// dimensions (or aliases to dimension tokens) and a `lineCap` of "round", "butt" or "square".
extension ValueChecker {
    static let strokeKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    mutating func strokeStyle(_ node: JSONNode, in token: Token) {
        _ = slot(node, as: .strokeStyle, in: token) { $0.strokeStyleLiteral($1, in: token) }
    }

    mutating func strokeStyleLiteral(_ node: JSONNode, in token: Token) -> Void? {
        switch node.value {
        case .string(let keyword):
            if Self.strokeKeywords.contains(keyword) { return () }
            let suggestion = Suggestions.closest(to: keyword, in: Self.strokeKeywords)
            report(
                .error(
                    .tokenValue,
                    "unknown stroke style \"\(keyword)\"" + Suggestions.hint(suggestion) + "; the keywords are "
                        + Self.strokeKeywords.map { "\"\($0)\"" }.joined(separator: ", ")
                        + ", or an object with dashArray and lineCap",
                    at: node.location,
                    fixIt: suggestion.map { .replaceJSON(at: node.location, with: JSONOutput.quote($0), .suggestion) }))
            return nil
        case .object(let object):
            let before = diagnostics.count
            members(of: object, at: node.location, in: "a stroke style object", required: ["dashArray", "lineCap"])
            if let dashes = object["dashArray"] {
                if case .array(let items) = dashes.value, !items.isEmpty {
                    for item in items { _ = dimension(item, in: token, use: DimensionUse(field: "a dashArray entry")) }
                } else {
                    wrongKind(dashes, "dashArray must be a non-empty array of dimensions")
                }
            }
            if let cap = object["lineCap"] {
                _ = wordPart(cap, in: token, "lineCap", from: ["round", "butt", "square"])
            }
            return diagnostics.count == before ? () : nil
        default:
            wrongKind(node, "a stroke style is a keyword such as \"solid\" or an object with dashArray and lineCap")
            return nil
        }
    }
}
