import HigTypeCore

/// A DTCG dimension after checking: `{"value": 17, "unit": "px"}`.
struct Dimension: Sendable {
    var value: Double
    /// The number as written ("1e999" stays "1e999").
    var text: String
    /// "px" or "rem".
    var unit: String
    /// Where the number is written (which may be inside another token, through a `$ref`).
    var valueLocation: SourceLocation

    /// In points: DTCG's px is Apple's point; 1 rem is 16 px, the default font size DTCG names.
    var points: Double { unit == "rem" ? value * 16 : value }
}

/// What a dimension is used for, so a wrong unit's fix-it can say what it means there.
struct DimensionUse {
    /// The field or member, for messages: "fontSize", "offsetX", "$value".
    var field: String
    /// The font size in px when the dimension is a typography value's `letterSpacing` and the
    /// value gives its size: what one em is.
    var emBase: Double?
}

/// DTCG `dimension`: an object with a number `value` and a `unit` of "px" or "rem"; either may be a `$ref`.
extension ValueChecker {
    mutating func dimension(_ node: JSONNode, in token: Token, use: DimensionUse) -> Dimension? {
        slot(node, as: .dimension, in: token, readsTokens: true) { $0.dimensionLiteral($1, in: token, use: use) }
    }

    mutating func dimensionLiteral(_ node: JSONNode, in token: Token, use: DimensionUse) -> Dimension? {
        guard case .object(let object) = node.value else {
            dimensionNotObject(node, use: use)
            return nil
        }
        let before = diagnostics.count
        members(of: object, at: node.location, in: "a dimension", required: ["value", "unit"])
        let amount = object["value"].flatMap { numberPart($0, in: token, "a dimension's value") }
        let unit = object["unit"].flatMap { dimensionUnit($0, amount: amount?.0, whole: node, in: token, use: use) }
        guard diagnostics.count == before, let (value, part) = amount, let unit else { return nil }
        let text = if case .number(let n) = part.node.value { n.text } else { NumberText.format(value) }
        return Dimension(
            value: value, text: text, unit: unit, valueLocation: part.pointer?.location ?? part.node.location)
    }

    /// A dimension written as a string ("16px") or a bare number: say how DTCG writes it.
    private mutating func dimensionNotObject(_ node: JSONNode, use: DimensionUse) {
        let expectation = "\(use.field) must be a dimension, an object like {\"value\": 16, \"unit\": \"px\"}"
        guard case .string(let text) = node.value, let (number, unit) = ValueFix.split(text) else {
            wrongKind(node, expectation)
            return
        }
        if ["px", "rem"].contains(unit) {
            let fix = ValueFix.dimension(number, unit)
            report(
                .error(
                    .tokenValue, "\(use.field) must be a dimension object, not a string; write \(fix)",
                    at: node.location,
                    fixIt: .replaceJSON(at: node.location, with: fix, ValueFix.exactness(number))))
        } else {
            unitProblem(number, unit, at: node.location, use: use)
        }
    }

    private mutating func dimensionUnit(
        _ node: JSONNode, amount: Double?, whole: JSONNode, in token: Token, use: DimensionUse
    ) -> String? {
        guard let part = part(node, in: token) else { return nil }
        guard case .string(let unit) = part.node.value else {
            fail(part, "a dimension's unit must be \"px\" or \"rem\", found \(Self.describe(part.node))")
            return nil
        }
        if unit == "px" || unit == "rem" { return unit }
        if part.pointer != nil || amount == nil {
            fail(
                part, "'\(unit)' is not a DTCG dimension unit; DTCG 2025.10 has \"px\" and \"rem\"",
                id: .unsupportedUnit)
        } else {
            unitProblem(amount!, unit, at: whole.location, unitLocation: node.location, use: use)
        }
        return nil
    }

    /// A unit DTCG lacks, with a fix-it to the DTCG dimension it stands for when that can be
    /// computed. The diagnostic sits on what the fix-it replaces: the unit alone when only the
    /// unit changes (pt → px), else the whole value.
    private mutating func unitProblem(
        _ number: Double, _ unit: String, at location: SourceLocation, unitLocation: SourceLocation? = nil,
        use: DimensionUse
    ) {
        var message = "'\(unit)' is not a DTCG dimension unit; DTCG 2025.10 has \"px\" and \"rem\""
        let fix = ValueFix.convert(number, unit: unit, emBase: use.emBase)
        if let fix { message += "; \(NumberText.format(number))\(unit) is \(fix.explanation)" }
        if fix == nil, unit == "em" {
            message +=
                use.field == "letterSpacing"
                ? "; an em is the font size: multiply by the size in px (or give this typography value a fontSize, and higtype computes it)"
                : "; an em is relative to a font size, which a dimension cannot name: write the length in px or rem"
        }
        if let fix, fix.value == number, let unitLocation {
            report(
                .error(
                    .unsupportedUnit, message, at: unitLocation,
                    fixIt: .replaceJSON(at: unitLocation, with: JSONOutput.quote(fix.unit), .safe)))
        } else {
            report(
                .error(
                    .unsupportedUnit, message, at: fix == nil ? (unitLocation ?? location) : location,
                    fixIt: fix.map {
                        .replaceJSON(
                            at: location, with: ValueFix.dimension($0.value, $0.unit), $0.isExact ? .safe : .suggestion)
                    }))
        }
    }
}
