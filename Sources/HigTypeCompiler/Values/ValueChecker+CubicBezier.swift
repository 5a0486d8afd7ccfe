import HigTypeCore

/// DTCG `cubicBezier`: four numbers [P1x, P1y, P2x, P2y], the x coordinates from 0 to 1 and the y
/// coordinates any number; each may be a `$ref`.
extension ValueChecker {
    mutating func cubicBezier(_ node: JSONNode, in token: Token) {
        _ = slot(node, as: .cubicBezier, in: token) { $0.cubicBezierLiteral($1, in: token) }
    }

    mutating func cubicBezierLiteral(_ node: JSONNode, in token: Token) -> Void? {
        guard case .array(let items) = node.value else {
            if case .string(let text) = node.value, let points = ValueFix.cubicBezier(text) {
                let fix = "[" + points.map(ValueFix.format).joined(separator: ", ") + "]"
                report(
                    .error(
                        .tokenValue,
                        "a cubic Bézier is an array of four numbers, not a CSS timing function; \"\(text)\" is \(fix)",
                        at: node.location,
                        fixIt: .replaceJSON(at: node.location, with: fix, ValueFix.exactness(points))))
            } else {
                wrongKind(node, "a cubic Bézier is an array of four numbers [P1x, P1y, P2x, P2y]")
            }
            return nil
        }
        let before = diagnostics.count
        if items.count != 4 {
            report(
                .error(
                    .tokenValue, "a cubic Bézier has four numbers [P1x, P1y, P2x, P2y], found \(items.count)",
                    at: node.location))
        }
        let names = ["P1x", "P1y", "P2x", "P2y"]
        for (index, item) in items.prefix(4).enumerated() {
            guard let (value, part) = numberPart(item, in: token, names[index]) else { continue }
            if index % 2 == 0, !(0...1).contains(value) {
                fail(
                    part,
                    "\(names[index]) is an x coordinate, which must be from 0 to 1, found \(NumberText.format(value))")
            }
        }
        return diagnostics.count == before ? () : nil
    }
}
