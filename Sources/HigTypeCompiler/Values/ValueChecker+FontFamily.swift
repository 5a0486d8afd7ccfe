import HigTypeCore

/// DTCG `fontFamily`: one family name, or a non-empty array of names, most preferred first. An
/// entry of the array may be a `$ref` to a name; a curly-brace alias cannot be an entry. A
/// string that is a CSS font stack is read as one (`FontStack`).
extension ValueChecker {
    /// The names, or nil after reporting.
    mutating func fontFamily(_ node: JSONNode, in token: Token) -> [String]? {
        slot(node, as: .fontFamily, in: token, readsTokens: true) { $0.fontFamilyLiteral($1, in: token) }
    }

    mutating func fontFamilyLiteral(_ node: JSONNode, in token: Token) -> [String]? {
        switch node.value {
        case .string(let family) where !family.isEmpty:
            // A CSS stack in one string ("-apple-system, 'Segoe UI', sans-serif") is read as the
            // stack it is, with a font-stack warning whose fix-it is the DTCG array.
            guard FontStack.isStack(family) else { return [family] }
            let stack = FontStack.read(family, at: node.location)
            report(stack.diagnostic)
            return stack.families
        case .array(let items) where !items.isEmpty:
            var families: [String] = []
            var read = 0
            // Entries written in place that are whole CSS stacks, each with its families.
            var stacks: [(entry: JSONNode, families: [String])] = []
            for item in items {
                guard let part = part(item, in: token) else { continue }
                guard case .string(let family) = part.node.value, !family.isEmpty else {
                    fail(part, "a font family stack holds non-empty strings only, found \(Self.describe(part.node))")
                    continue
                }
                // An entry that is itself a CSS stack (["-apple-system, 'Segoe UI', sans-serif"],
                // as Tailwind configs derived from Primer write it) is read as that stack, in place.
                guard part.pointer == nil, FontStack.isStack(family) else {
                    families.append(family)
                    read += 1
                    continue
                }
                guard case .success(let stack) = FontStack.parse(family) else {
                    report(FontStack.read(family, at: item.location).diagnostic)
                    continue
                }
                stacks.append((item, stack.names))
                families += stack.names
                read += 1
            }
            guard read == items.count else { return nil }
            if let first = stacks.first { report(Self.stackInArray(node, first.entry, stacks.count, families)) }
            return families
        default:
            wrongKind(node, "fontFamily must be a family name or a non-empty array of names")
            return nil
        }
    }

    /// The `font-stack` warning for an array whose entries hold whole CSS stacks: at the first such
    /// entry, with the array of every family as the fix-it for the whole array.
    static func stackInArray(_ array: JSONNode, _ entry: JSONNode, _ count: Int, _ families: [String]) -> Diagnostic {
        let entries = count == 1 ? "an entry of this array is" : "\(count) entries of this array are"
        return .warning(
            .fontStack,
            "\(entries) a whole CSS font stack, which DTCG tools read as the name of one font; higtype reads the array as "
                + "\(families.count) families: write each family as an entry of its own"
                + FontStack.aliasCaveat(families),
            at: entry.location,
            fixIt: .replaceJSON(
                at: array.location, with: "[" + families.map(JSONOutput.quote).joined(separator: ", ") + "]",
                FontStack.applicability(families)))
    }
}
