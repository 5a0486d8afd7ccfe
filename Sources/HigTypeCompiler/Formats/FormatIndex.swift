import HigTypeCore

/// Every token of the run's non-DTCG documents by its path, so that a value can be followed
/// through aliases to a number: a line height in px over its font size, math on aliases. Set
/// names of a multi-set export are not part of a path; a later definition replaces an earlier one.
struct FormatIndex {
    struct Entry {
        var object: JSONObject
        var location: SourceLocation
        var format: TokenFormat
        /// The token's value node (`$value` or `value`).
        var value: JSONNode
        /// The token's own type name, else its group's, as the format writes it.
        var type: String?
    }

    private(set) var entries: [String: Entry] = [:]

    /// Adds the tokens of one document (or one set of a multi-set export).
    mutating func add(_ node: JSONNode, format: TokenFormat, path: [String] = [], inherited: String? = nil) {
        guard case .object(let object) = node.value else { return }
        if let value = FormatReader.tokenValue(object) {
            entries[path.joined(separator: ".")] = Entry(
                object: object, location: node.location, format: format, value: value.value,
                type: FormatReader.typeName(object) ?? inherited)
            return
        }
        let type = FormatReader.groupType(object) ?? inherited
        for member in object.members where !member.key.hasPrefix("$") {
            add(member.value, format: format, path: path + [member.key], inherited: type)
        }
    }

    /// The token an alias names: `{a.b}`, `{ a.b }`, and Style Dictionary's `{a.b.value}`.
    func entry(_ reference: String) -> (path: String, entry: Entry)? {
        let path = FormatReader.normalizedPath(reference)
        if let entry = entries[path] { return (path, entry) }
        if path.hasSuffix(".value"), let entry = entries[String(path.dropLast(6))] {
            return (String(path.dropLast(6)), entry)
        }
        return nil
    }

    /// Follows a value through aliases and math to a quantity.
    func quantity(_ node: JSONNode, depth: Int = 0) -> Result<Quantity, FormatFailure> {
        guard depth < 32 else { return .failure(FormatFailure("its aliases go round in a cycle")) }
        switch node.value {
        case .number(let n):
            return .success(Quantity(n.double, .unitless))
        case .string(let text):
            if let reference = FormatReader.aliasReference(text) { return quantity(reference: reference, depth: depth) }
            if let literal = Quantity.literal(text) { return .success(literal) }
            if FormatMath.isExpression(text) {
                return FormatMath.evaluate(text) { self.quantity(reference: $0, depth: depth + 1) }
            }
            if let spaced = Self.spacedUnit(text) {
                return .failure(
                    FormatFailure(
                        "'\(text)' has a space between its number and its unit, which no format reads as a length; "
                            + "whether \"\(spaced.number)\(spaced.unit)\" or the multiple \(spaced.number) is meant would be a guess"
                    ))
            }
            if let spliced = splice(text, depth: depth), spliced != text {
                // Tokens Studio puts a string token's value in place of its alias: `8{unit}` where
                // `unit` is "px" is "8px".
                return quantity(JSONNode(.string(spliced), at: node.location), depth: depth + 1)
            }
            return .failure(FormatFailure("'\(text)' is no length or number"))
        case .object(let object):
            if case .number(let n)? = object["value"]?.value, case .string(let unit)? = object["unit"]?.value,
                let known = Quantity.Unit(rawValue: unit), known != .unitless
            {
                return .success(Quantity(n.double, known))
            }
            return .failure(FormatFailure("an object is no length or number"))
        default:
            return .failure(FormatFailure("a \(node.value.typeName) is no length or number"))
        }
    }

    /// `"1.4 rem"`: a number, spaces, then a unit; nil for anything else.
    static func spacedUnit(_ text: String) -> (number: String, unit: String)? {
        let parts = text.trimmingASCIISpaces().split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, Quantity.plainNumber(String(parts[0])) != nil,
            ["px", "rem", "em", "%"].contains(String(parts[1]))
        else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// `text` with each alias inside it replaced by its token's string value, as Tokens Studio
    /// reads a string with aliases in it (`8{unit}`, where `unit` is "px", is "8px"). Nil when an
    /// alias names no token, or a token whose value is no string or is math.
    func splice(_ text: String, depth: Int) -> String? {
        guard depth < 32, text.contains("{") else { return nil }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            out += rest[..<open]
            let reference = String(rest[rest.index(after: open)..<close])
            guard let (_, target) = entry(reference) else { return nil }
            switch target.value.value {
            case .string(let value) where !FormatMath.isExpression(value):
                guard let inner = value.contains("{") ? splice(value, depth: depth + 1) : value else { return nil }
                out += inner
            default: return nil
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    func quantity(reference: String, depth: Int) -> Result<Quantity, FormatFailure> {
        guard let (_, target) = entry(reference) else {
            return .failure(
                FormatFailure("'{\(FormatReader.normalizedPath(reference))}' names no token of these files"))
        }
        return quantity(target.value, depth: depth + 1)
    }
}
