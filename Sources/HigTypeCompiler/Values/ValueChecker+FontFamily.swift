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
            for item in items {
                guard let part = part(item, in: token) else { continue }
                guard case .string(let family) = part.node.value, !family.isEmpty else {
                    fail(part, "a font family stack holds non-empty strings only, found \(Self.describe(part.node))")
                    continue
                }
                families.append(family)
            }
            return families.count == items.count ? families : nil
        default:
            wrongKind(node, "fontFamily must be a family name or a non-empty array of names")
            return nil
        }
    }
}
