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
                let value = FormatMath.evaluate(text) { self.quantity(reference: $0, depth: depth + 1) }
                // `{unit.base}{px} * 2`: an operand written from two aliases reads once they are in place.
                guard case .failure = value, text.contains("{") else { return value }
                var budget = Self.interpolationBudget
                guard case .success(let written) = interpolated(text, depth: depth, budget: &budget),
                    case .success(let quantity) = FormatMath.evaluate(
                        written,
                        resolve: { _ in
                            .failure(FormatFailure("no alias is left once they are in place"))
                        })
                else { return value }
                return .success(quantity)
            }
            if text.contains("{") {
                var budget = Self.interpolationBudget
                switch interpolated(text, depth: depth, budget: &budget) {
                case .failure(let failure): return .failure(failure)
                case .success(let written):
                    if let literal = Quantity.literal(written) { return .success(literal) }
                    if FormatMath.isExpression(written), !written.contains("{") {
                        return FormatMath.evaluate(written) { self.quantity(reference: $0, depth: depth + 1) }
                    }
                    return .failure(FormatFailure("'\(text)' reads as '\(written)', which is no length or number"))
                }
            }
            if let spaced = Self.spacedUnit(text) {
                return .failure(
                    FormatFailure(
                        "'\(text)' has a space between its number and its unit, which no format reads as a length; "
                            + "whether \"\(spaced.number)\(spaced.unit)\" or the multiple \(spaced.number) is meant would be a guess"
                    ))
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

    /// At most this many aliases are put in place for one value, and the text may grow to at most
    /// `interpolationLimit` characters: an alias's text is written out wherever it is named, so
    /// without a bound a few tokens that name each other twice would grow without end.
    static let interpolationBudget = 256
    static let interpolationLimit = 1024

    /// Tokens Studio puts an alias's value in place of the alias wherever it stands in a string,
    /// and reads the result: `"8{px}"` with `px` = `"px"` is `"8px"`, `"{space.half}rem"` with
    /// `space.half` = `0.5` is `"0.5rem"`. The text with every alias written out, or why not.
    func interpolated(_ text: String, depth: Int, budget: inout Int) -> Result<String, FormatFailure> {
        guard depth < 32 else { return .failure(FormatFailure("its aliases go round in a cycle")) }
        var written = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            written += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), !after[..<close].contains("{") else {
                return .failure(FormatFailure("'\(text)' has a '{' that no '}' closes"))
            }
            let reference = String(after[..<close])
            budget -= 1
            guard budget >= 0 else {
                return .failure(
                    FormatFailure(
                        "'\(text)' names more than \(Self.interpolationBudget) aliases, counting those of the text it names"
                    ))
            }
            guard let (_, target) = entry(reference) else {
                return .failure(
                    FormatFailure("'{\(FormatReader.normalizedPath(reference))}' names no token of these files"))
            }
            switch target.value.value {
            case .number(let n):
                written += JSONOutput.format(n.double)
            case .string(let inner):
                // The target's own value comes first: `{space.half}rem` with `space.half` =
                // `"0.75 / 2"` is 0.375rem, not 0.75 / 2rem.
                switch interpolated(inner, depth: depth + 1, budget: &budget) {
                case .success(let part):
                    if Quantity.literal(part) == nil, FormatMath.isExpression(part), !part.contains("{"),
                        case .success(let value) = FormatMath.evaluate(
                            part,
                            resolve: { _ in
                                .failure(FormatFailure("no alias is left once they are in place"))
                            })
                    {
                        written += value.text
                    } else {
                        written += part
                    }
                case .failure(let failure): return .failure(failure)
                }
            default:
                return .failure(
                    FormatFailure(
                        "'{\(FormatReader.normalizedPath(reference))}' is a \(target.value.value.typeName), not text"))
            }
            guard written.utf8.count <= Self.interpolationLimit else {
                return .failure(FormatFailure("'\(text)' grows past \(Self.interpolationLimit) characters"))
            }
            rest = after[after.index(after: close)...]
        }
        written += rest
        return .success(written)
    }

    /// `"1.4 rem"`: a number, spaces, then a unit; nil for anything else.
    static func spacedUnit(_ text: String) -> (number: String, unit: String)? {
        let parts = text.trimmingASCIISpaces().split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2, Quantity.plainNumber(String(parts[0])) != nil,
            ["px", "rem", "em", "%"].contains(String(parts[1]))
        else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    func quantity(reference: String, depth: Int) -> Result<Quantity, FormatFailure> {
        guard let (_, target) = entry(reference) else {
            return .failure(
                FormatFailure("'{\(FormatReader.normalizedPath(reference))}' names no token of these files"))
        }
        return quantity(target.value, depth: depth + 1)
    }
}
