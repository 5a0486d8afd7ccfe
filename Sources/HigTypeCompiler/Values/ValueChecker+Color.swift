import HigTypeCore

/// DTCG `color`: `{"colorSpace": …, "components": [c1, c2, c3], "alpha"?: 0…1, "hex"?: "#rrggbb"}`,
/// each component a number in its color space's range or `"none"`.
extension ValueChecker {
    mutating func color(_ node: JSONNode, in token: Token) {
        _ = slot(node, as: .color, in: token) { $0.colorLiteral($1, in: token) }
    }

    mutating func colorLiteral(_ node: JSONNode, in token: Token) -> Void? {
        guard case .object(let object) = node.value else {
            if case .string(let text) = node.value, let fix = ValueFix.color(hex: text) {
                report(
                    .error(
                        .tokenValue,
                        "a DTCG color is an object with a color space and components, not a hex string; write \(fix)",
                        // The hex is kept, and the components round-trip to it: the same color.
                        at: node.location, fixIt: .replaceJSON(at: node.location, with: fix, .safe)))
            } else {
                wrongKind(
                    node,
                    "a color value is an object with 'colorSpace' and 'components', e.g. {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0]}"
                )
            }
            return nil
        }
        let before = diagnostics.count
        members(
            of: object, at: node.location, in: "a color value", required: ["colorSpace", "components"],
            optional: ["alpha", "hex"])
        let space = object["colorSpace"].flatMap { colorSpace($0, in: token) }
        if let components = object["components"] { colorComponents(components, space: space, in: token) }
        if let alpha = object["alpha"], let (value, part) = numberPart(alpha, in: token, "alpha"),
            !(0...1).contains(value)
        {
            fail(part, "alpha must be from 0 (transparent) to 1 (opaque), found \(NumberText.format(value))")
        }
        if let hex = object["hex"] { colorHex(hex, in: token) }
        return diagnostics.count == before ? () : nil
    }

    private mutating func colorSpace(_ node: JSONNode, in token: Token) -> ColorSpace? {
        guard let part = part(node, in: token) else { return nil }
        let names = ColorSpace.all.map(\.name)
        guard case .string(let name) = part.node.value else {
            fail(part, "colorSpace must be a string naming a DTCG color space, found \(Self.describe(part.node))")
            return nil
        }
        if let space = ColorSpace.named(name) { return space }
        let lowered = name.lowercased()
        // Another spelling of a DTCG space names that space (safe); a near miss is a guess.
        var suggestion: String? = ColorSpace.otherNames[lowered]
        if suggestion == nil, names.contains(lowered) { suggestion = lowered }
        let isSpelling = suggestion != nil
        if suggestion == nil { suggestion = Suggestions.closest(to: name, in: names) }
        let list: String = names.joined(separator: ", ")
        let message =
            "unknown colorSpace \"\(name)\" (DTCG's color spaces, case-sensitive: \(list))"
            + Suggestions.hint(suggestion)
        fail(part, message, fixIt: suggestion.map { JSONOutput.quote($0) }, isSpelling ? .safe : .suggestion)
        return nil
    }

    private mutating func colorComponents(_ node: JSONNode, space: ColorSpace?, in token: Token) {
        guard case .array(let items) = node.value else {
            wrongKind(node, "components must be an array of three numbers (or \"none\")")
            return
        }
        if items.count != 3 {
            let names = space.map { " (" + $0.components.map(\.name).joined(separator: ", ") + ")" } ?? ""
            report(
                .error(
                    .tokenValue,
                    "a color has three components\(names)\(space.map { " in \($0.name)" } ?? ""), found \(items.count)",
                    at: node.location))
        }
        for (index, item) in items.enumerated() {
            guard let part = part(item, in: token) else { continue }
            let component = space.flatMap { index < $0.components.count ? $0.components[index] : nil }
            let label = component.map { "the \($0.name) component" } ?? "component \(index + 1)"
            switch part.node.value {
            case .string("none"): continue
            case .number(let n):
                if let component, let space, !component.range.contains(n.double) {
                    fail(part, "\(label) in \(space.name) is \(component.range.text), found \(n.text)")
                }
            default:
                fail(part, "\(label) must be a number or \"none\", found \(Self.describe(part.node))")
            }
        }
    }

    private mutating func colorHex(_ node: JSONNode, in token: Token) {
        guard let part = part(node, in: token) else { return }
        guard case .string(let text) = part.node.value else {
            fail(part, "hex must be a string \"#rrggbb\", found \(Self.describe(part.node))")
            return
        }
        let digits = text.dropFirst()
        guard text.first != "#" || digits.count != 6 || !digits.allSatisfy(\.isHexDigit) else { return }
        var fix: String?
        var why = ""
        // #abc is #aabbcc, and six digits lack only the '#': the same color (safe). Dropping an
        // alpha from eight digits loses it: a suggestion.
        var applicability = Diagnostic.FixIt.Applicability.safe
        if text.first == "#", digits.allSatisfy(\.isHexDigit) {
            if digits.count == 3 { fix = "#" + digits.map { "\($0)\($0)" }.joined() }
            if digits.count == 8 {
                fix = "#" + digits.prefix(6)
                why = "; the alpha goes in 'alpha', not in hex"
                applicability = .suggestion
            }
        } else if text.count == 6, text.allSatisfy(\.isHexDigit) {
            fix = "#" + text
        }
        fail(
            part, "hex must be six hexadecimal digits after '#', found \"\(text)\"\(why)",
            fixIt: fix.map { JSONOutput.quote($0) }, applicability)
    }
}
