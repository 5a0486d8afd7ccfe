import HigTypeCore

/// DTCG `shadow`: one shadow object, or a non-empty array of shadow objects and aliases to shadow
/// tokens. A shadow object has a `color`, four dimensions (`offsetX`, `offsetY`, `blur`,
/// `spread`) and optionally `inset`, a boolean.
extension ValueChecker {
    mutating func shadow(_ node: JSONNode, in token: Token) {
        _ = slot(node, as: .shadow, in: token) { $0.shadowLiteral($1, in: token) }
    }

    mutating func shadowLiteral(_ node: JSONNode, in token: Token) -> Void? {
        let before = diagnostics.count
        switch node.value {
        case .object: shadowObject(node, in: token)
        case .array(let items) where !items.isEmpty:
            for item in items {
                if Self.curlyAlias(item) != nil || AliasResolver.pointer(in: item) != nil {
                    // An alias in the array stands for one shadow token's value: it is not flattened.
                    shadow(item, in: token)
                } else {
                    shadowObject(item, in: token)
                }
            }
        default:
            wrongKind(
                node,
                "a shadow is an object with color, offsetX, offsetY, blur and spread, or a non-empty array of them")
        }
        return diagnostics.count == before ? () : nil
    }

    private mutating func shadowObject(_ node: JSONNode, in token: Token) {
        guard case .object(let object) = node.value else {
            wrongKind(
                node,
                "each shadow in the array is an object with color, offsetX, offsetY, blur and spread, or an alias to a shadow token"
            )
            return
        }
        guard isWellFormedReference(node) else { return }
        let lengths = ["offsetX", "offsetY", "blur", "spread"]
        members(of: object, at: node.location, in: "a shadow", required: ["color"] + lengths, optional: ["inset"])
        if let color = object["color"] { self.color(color, in: token) }
        for name in lengths {
            if let length = object[name] { _ = dimension(length, in: token, use: DimensionUse(field: name)) }
        }
        if let inset = object["inset"], let part = part(inset, in: token) {
            if case .bool = part.node.value {
            } else {
                fail(part, "inset must be true or false, found \(Self.describe(part.node))")
            }
        }
    }
}
