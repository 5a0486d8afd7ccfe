import HigTypeCore
import HigTypeSpec

/// Reads a typography token's `$value` into a `TypographyValue`, following aliases in the
/// value and in each field, and checking each field's type. Reports every bad field.
struct TypographyReader {
    let aliases: AliasResolver
    var diagnostics: [Diagnostic] = []

    init(aliases: AliasResolver) { self.aliases = aliases }

    mutating func read(_ token: Token) -> TypographyValue? {
        guard let resolved = follow(token.value, in: token, expecting: "typography") else { return nil }
        guard case .object(let object) = resolved.value else {
            report(.error(
                .tokenValue, "a typography value must be an object, found \(resolved.value.typeName)",
                at: resolved.location))
            return nil
        }
        var value = TypographyValue()
        for member in object.members {
            let node = member.value
            switch member.key {
            case "textStyle": value.textStyle = textStyle(node, in: token)
            case "fontFamily": value.fontFamily = fontFamily(node, in: token)
            case "fontWeight": value.fontWeight = fontWeight(node, in: token)
            case "fontSize": value.fontSize = dimension(node, in: token, field: "fontSize")
            case "letterSpacing": value.letterSpacing = dimension(node, in: token, field: "letterSpacing")
            case "lineHeight": value.lineHeight = number(node, in: token, field: "lineHeight")
            default:
                let suggestion = Suggestions.closest(to: member.key, in: TypographyValue.fieldNames)
                report(.error(
                    .unknownProperty,
                    "unknown typography field '\(member.key)'" + Suggestions.hint(suggestion),
                    at: member.keyLocation, fixIt: suggestion.map { .init(replacement: "\"\($0)\"") }))
            }
        }
        // Its fields are checked above; without the style it names, there is nothing to resolve
        // (and asking for a text style or a reason for its fixed size would repeat the error).
        let styled = DTCGForm.styleSource(of: token, aliases: aliases)
        if styled.settings.hasInvalidTextStyle { return nil }
        if let style = styled.settings.textStyle {
            DTCGForm.read(style, object: object, at: resolved.location, into: &value).forEach { report($0) }
        } else if object.member("textStyle") == nil {
            // A textStyle that is written but wrong is reported above; asking for every DTCG field as well
            // would only repeat that error.
            let missing = TypographyValue.dtcgRequired.filter { object.member($0) == nil }
            if !missing.isEmpty {
                report(.error(
                    .typographyIncomplete,
                    "typography value names no 'textStyle', so it needs every DTCG field; missing "
                        + missing.map { "'\($0)'" }.joined(separator: ", "),
                    at: resolved.location,
                    notes: [.init(SuggestedStyle.advice(for: value, of: token, platforms: aliases.manifest.settings.platforms))]))
            }
        }
        return value
    }

    /// Checks the value of a token of a non-typography type higtype understands.
    mutating func checkValue(of token: Token, type: String) {
        switch type {
        case "dimension": _ = dimension(token.value, in: token, field: "$value")
        case "number": _ = number(token.value, in: token, field: "$value")
        case "fontFamily": _ = fontFamily(token.value, in: token)
        case "fontWeight": _ = fontWeight(token.value, in: token)
        default: checkAliases(in: token.value, of: token)
        }
    }

    /// Resolves every alias in a value of a type higtype does not read (color, shadow, border …),
    /// including those inside composite values, so missing targets, cycles and deprecated
    /// references are reported for the whole file.
    private mutating func checkAliases(in node: JSONNode, of token: Token) {
        if AliasResolver.reference(in: { if case .string(let s) = node.value { s } else { "" } }()) != nil
            || AliasResolver.pointer(in: node) != nil
        {
            _ = follow(node, in: token, expecting: nil)
            return
        }
        switch node.value {
        case .array(let items): items.forEach { checkAliases(in: $0, of: token) }
        case .object(let object): object.members.forEach { checkAliases(in: $0.value, of: token) }
        default: break
        }
    }

    private mutating func report(_ d: Diagnostic) { diagnostics.append(d) }

    /// Follows an alias and checks that the target has the expected `$type` (any, when nil).
    private mutating func follow(_ node: JSONNode, in token: Token, expecting type: String?) -> JSONNode? {
        switch aliases.resolve(node, in: token) {
        case .failure(let d):
            report(d)
            return nil
        case .success(let resolved):
            if let first = resolved.via, let target = aliases.token(named: first), let reason = target.deprecation {
                report(.warning(
                    .deprecatedToken,
                    "'\(first)' is deprecated" + (reason.isEmpty ? "" : ": \(reason)"), at: node.location,
                    notes: [.init("'\(first)' is declared here", at: target.location)]))
            }
            if let type, let found = resolved.type, resolved.via != nil, found != type {
                report(.error(
                    .aliasType,
                    "alias '{\(resolved.via ?? "")}' has type '\(found)', but this field needs '\(type)'",
                    at: node.location))
                return nil
            }
            return resolved.node
        }
    }

    private mutating func textStyle(_ node: JSONNode, in token: Token) -> Located<TextStyle>? {
        guard case .string(let name) = node.value else {
            report(.error(.tokenValue, "textStyle must be a string naming a HIG text style", at: node.location))
            return nil
        }
        guard let style = TextStyle(named: name) else {
            let suggestion = Suggestions.closest(to: name, in: TextStyle.allCases.map(\.rawValue))
            report(.error(
                .unknownStyle,
                "unknown text style '\(name)'" + Suggestions.hint(suggestion),
                at: node.location, fixIt: suggestion.map { .init(replacement: "\"\($0)\"") }))
            return nil
        }
        return Located(style, at: node.location)
    }

    private mutating func fontFamily(_ node: JSONNode, in token: Token) -> Located<[String]>? {
        guard let value = follow(node, in: token, expecting: "fontFamily") else { return nil }
        switch value.value {
        case .string(let family) where !family.isEmpty:
            guard FontStack.isStack(family) else { return Located([family], at: node.location) }
            let stack = FontStack.read(family, at: value.location)
            report(stack.diagnostic)
            return stack.families.map { Located($0, at: node.location) }
        case .array(let items) where !items.isEmpty:
            var families: [String] = []
            for item in items {
                guard case .string(let family) = item.value, !family.isEmpty else {
                    report(.error(.tokenValue, "a font family stack holds non-empty strings only", at: item.location))
                    return nil
                }
                families.append(family)
            }
            return Located(families, at: node.location)
        default:
            report(.error(
                .tokenValue, "fontFamily must be a family name or a non-empty array of names", at: value.location))
            return nil
        }
    }

    private mutating func fontWeight(_ node: JSONNode, in token: Token) -> Located<FontWeight>? {
        guard let value = follow(node, in: token, expecting: "fontWeight") else { return nil }
        switch value.value {
        case .number(let n):
            if let weight = FontWeight(value: Int(exactly: n.double) ?? -1) { return Located(weight, at: node.location) }
            report(.error(
                .tokenValue, "font weight \(n.text) is not one of 100, 200, … 900, the weights Apple's fonts have",
                at: value.location))
        case .string(let name):
            if let weight = FontWeight(named: name) { return Located(weight, at: node.location) }
            let suggestion = Suggestions.closest(to: name, in: FontWeight.allCases.map(\.rawValue))
            report(.error(
                .tokenValue,
                "unknown font weight '\(name)'" + Suggestions.hint(suggestion),
                at: value.location, fixIt: suggestion.map { .init(replacement: "\"\($0)\"") }))
        default:
            report(.error(.tokenValue, "fontWeight must be a number or a weight name", at: value.location))
        }
        return nil
    }

    /// A DTCG dimension, `{"value": 17, "unit": "px"}`, in points (1 px = 1 pt; 1 rem = 16 pt).
    private mutating func dimension(_ node: JSONNode, in token: Token, field: String) -> Located<Double>? {
        guard let value = follow(node, in: token, expecting: "dimension") else { return nil }
        guard case .object(let object) = value.value, let amount = object["value"], let unit = object["unit"],
            case .number(let n) = amount.value, case .string(let u) = unit.value
        else {
            report(.error(
                .tokenValue, "\(field) must be a dimension like {\"value\": 17, \"unit\": \"px\"}", at: value.location))
            return nil
        }
        guard n.double.isFinite else {
            report(.error(.tokenValue, "\(field) \(n.text) is out of range", at: amount.location))
            return nil
        }
        let points: Double
        switch u {
        case "px": points = n.double
        case "rem": points = n.double * 16
        default:
            report(.error(.tokenValue, "unit '\(u)' is not a DTCG dimension unit; use \"px\" or \"rem\"", at: unit.location))
            return nil
        }
        // A size every later computation (scaling by category, line height × size) keeps finite.
        guard abs(points) <= Self.largestLength else {
            report(.error(.tokenValue, "\(field) \(n.text)\(u) is out of range (larger than \(Int(Self.largestLength))pt)", at: amount.location))
            return nil
        }
        if field == "fontSize", points <= 0 {
            report(.error(.tokenValue, "fontSize must be greater than 0, found \(n.text)\(u)", at: amount.location))
            return nil
        }
        return Located(points, at: node.location)
    }

    /// The largest length accepted, in points, and the largest lineHeight multiplier: far beyond
    /// any real type, and small enough that size × line height × category scale stays finite.
    static let largestLength = 1_000_000.0
    static let largestLineHeight = 1_000.0

    private mutating func number(_ node: JSONNode, in token: Token, field: String) -> Located<Double>? {
        guard let value = follow(node, in: token, expecting: "number") else { return nil }
        guard case .number(let n) = value.value, n.double.isFinite else {
            report(.error(.tokenValue, "\(field) must be a finite number", at: value.location))
            return nil
        }
        if field == "lineHeight" {
            guard n.double > 0 else {
                report(.error(.tokenValue, "lineHeight must be greater than 0, found \(n.text)", at: value.location))
                return nil
            }
            guard n.double <= Self.largestLineHeight else {
                report(.error(
                    .tokenValue, "lineHeight \(n.text) is out of range (larger than \(Int(Self.largestLineHeight)))",
                    at: value.location))
                return nil
            }
        }
        return Located(n.double, at: node.location)
    }
}
