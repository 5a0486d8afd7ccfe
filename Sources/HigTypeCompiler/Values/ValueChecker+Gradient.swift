import HigTypeCore

/// DTCG `gradient`: a non-empty array of stops and aliases to gradient tokens. A stop has a
/// `color` and a `position`, a number (or an alias to a number token) from 0 to 1; DTCG reads a
/// position outside that range as clamped to it, so that is a warning (`position-clamped`).
extension ValueChecker {
    mutating func gradient(_ node: JSONNode, in token: Token) {
        _ = slot(node, as: .gradient, in: token) { $0.gradientLiteral($1, in: token) }
    }

    mutating func gradientLiteral(_ node: JSONNode, in token: Token) -> Void? {
        guard case .array(let items) = node.value, !items.isEmpty else {
            wrongKind(node, "a gradient is a non-empty array of stops, each {\"color\": …, \"position\": 0…1}")
            return nil
        }
        let before = diagnostics.count
        for item in items {
            if Self.curlyAlias(item) != nil || AliasResolver.pointer(in: item) != nil {
                // An alias in the array stands for one gradient token's value, or a `$ref` for one
                // stop of another gradient: it is not flattened.
                _ = slot(item, as: .gradient, in: token) { checker, reached in
                    if case .object = reached.value { return checker.gradientStop(reached, in: token) }
                    return checker.gradientLiteral(reached, in: token)
                }
            } else {
                _ = gradientStop(item, in: token)
            }
        }
        return diagnostics.count == before ? () : nil
    }

    private mutating func gradientStop(_ node: JSONNode, in token: Token) -> Void? {
        guard case .object(let stop) = node.value else {
            wrongKind(
                node,
                "each gradient stop is an object {\"color\": …, \"position\": 0…1}, or an alias to a gradient token")
            return nil
        }
        guard isWellFormedReference(node) else { return nil }
        let before = diagnostics.count
        members(of: stop, at: node.location, in: "a gradient stop", required: ["color", "position"])
        if let color = stop["color"] { self.color(color, in: token) }
        if let position = stop["position"],
            let value = number(position, in: token, field: "a gradient stop's position"),
            !(0...1).contains(value.value), value.location == position.location
        {
            let clamped = min(max(value.value, 0), 1)
            report(
                .warning(
                    .positionClamped,
                    "a gradient stop's position is from 0 to 1; DTCG reads \(NumberText.format(value.value)) as \(NumberText.format(clamped)) (and the DTCG schema rejects it)",
                    at: position.location,
                    // DTCG reads the position as the clamped number: writing it changes nothing.
                    fixIt: .replaceJSON(at: position.location, with: NumberText.format(clamped), .safe)))
        }
        return diagnostics.count == before ? () : nil
    }
}
