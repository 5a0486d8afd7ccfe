import HigTypeCore

/// DTCG `duration`: an object with a number `value` and a `unit` of "ms" or "s"; either may be a `$ref`.
extension ValueChecker {
    mutating func duration(_ node: JSONNode, in token: Token) {
        _ = slot(node, as: .duration, in: token) { $0.durationLiteral($1, in: token) }
    }

    mutating func durationLiteral(_ node: JSONNode, in token: Token) -> Void? {
        guard case .object(let object) = node.value else {
            if case .string(let text) = node.value, let (number, unit) = ValueFix.split(text),
                ["ms", "s"].contains(unit)
            {
                let fix = "{\"value\": \(ValueFix.format(number)), \"unit\": \"\(unit)\"}"
                report(
                    .error(
                        .tokenValue, "a duration is an object, not a string; write \(fix)", at: node.location,
                        fixIt: .replaceJSON(at: node.location, with: fix, ValueFix.exactness(number))))
            } else {
                wrongKind(node, "a duration is an object like {\"value\": 200, \"unit\": \"ms\"}")
            }
            return nil
        }
        let before = diagnostics.count
        members(of: object, at: node.location, in: "a duration", required: ["value", "unit"])
        if let value = object["value"] { _ = numberPart(value, in: token, "a duration's value") }
        if let unit = object["unit"], let part = part(unit, in: token) {
            if case .string(let text) = part.node.value {
                if text != "ms" && text != "s" {
                    let lower = text.lowercased()
                    let fix = ["ms", "s"].contains(lower) ? lower : nil
                    fail(
                        part,
                        "'\(text)' is not a DTCG duration unit; DTCG 2025.10 has \"ms\" and \"s\""
                            + (fix.map { " (units are lowercase: \"\($0)\")" } ?? ""),
                        id: .unsupportedUnit, fixIt: fix.map { JSONOutput.quote($0) }, .safe)
                }
            } else {
                fail(part, "a duration's unit must be \"ms\" or \"s\", found \(Self.describe(part.node))")
            }
        }
        return diagnostics.count == before ? () : nil
    }
}
