import HigTypeCore

/// DTCG `border`: an object with a `color`, a `width` (a dimension) and a `style` (a stroke
/// style), each a value of its type or an alias to a token of that type.
extension ValueChecker {
    mutating func border(_ node: JSONNode, in token: Token) {
        _ = slot(node, as: .border, in: token) { $0.borderLiteral($1, in: token) }
    }

    mutating func borderLiteral(_ node: JSONNode, in token: Token) -> Void? {
        guard case .object(let object) = node.value else {
            wrongKind(node, "a border is an object with 'color', 'width' and 'style' (not CSS shorthand)")
            return nil
        }
        let before = diagnostics.count
        members(of: object, at: node.location, in: "a border", required: ["color", "width", "style"])
        if let color = object["color"] { self.color(color, in: token) }
        if let width = object["width"] { _ = dimension(width, in: token, use: DimensionUse(field: "a border's width")) }
        if let style = object["style"] { strokeStyle(style, in: token) }
        return diagnostics.count == before ? () : nil
    }
}
