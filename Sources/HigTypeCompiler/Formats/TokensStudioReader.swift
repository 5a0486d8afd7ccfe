import HigTypeCore

/// Tokens Studio's files. A token set is converted as any legacy or W3C document is (its type
/// names are `FormatConverter.kind(named:)`'s); what is its own is the single-file export of
/// several sets: `{"core": {…}, "light": {…}, "$themes": […], "$metadata": {"tokenSetOrder": […]}}`.
/// Its sets compose in `$metadata.tokenSetOrder`'s order (the sets it does not name after, in
/// the file's order), a later set's token replacing an earlier one's, as Tokens Studio resolves
/// them with every set enabled. Set names are not part of alias paths. `$themes` are not applied:
/// a theme that turns sets on and off is a resolver document's modifier, which the team writes.
enum TokensStudioReader {
    struct TokenSet {
        var name: String
        var node: JSONNode
    }

    /// Whether the document is a single-file export of several sets.
    static func isMultiSet(_ document: JSONNode) -> Bool {
        guard case .object(let root) = document.value else { return false }
        return root.member("$themes") != nil || root.member("$metadata") != nil
    }

    /// The document's token sets, in order: the sets of a multi-set export, the document itself
    /// otherwise, none for a themes or metadata file.
    static func sets(_ document: JSONNode) -> [TokenSet] {
        guard case .object(let root) = document.value else { return [] }
        guard isMultiSet(document) else {
            if root.member("tokenSetOrder") != nil, FormatReader.tokenValue(root) == nil,
                !root.members.contains(where: { if case .object = $0.value.value { true } else { false } })
            {
                return []
            }
            return [TokenSet(name: PathText.name(of: document.location.file), node: document)]
        }
        let sets = root.members.filter { member in
            guard !member.key.hasPrefix("$"), case .object = member.value.value else { return false }
            return true
        }
        var ordered: [TokenSet] = []
        if case .object(let metadata)? = root["$metadata"]?.value,
            case .array(let order)? = metadata["tokenSetOrder"]?.value
        {
            for case .string(let name) in order.map(\.value) {
                if let set = sets.first(where: { $0.key == name }), !ordered.contains(where: { $0.name == name }) {
                    ordered.append(TokenSet(name: name, node: set.value))
                }
            }
        }
        for set in sets where !ordered.contains(where: { $0.name == set.key }) {
            ordered.append(TokenSet(name: set.key, node: set.value))
        }
        return ordered
    }

    /// "its $metadata.tokenSetOrder" or "the file's".
    static func orderSource(_ document: JSONNode) -> String {
        if case .object(let root) = document.value, case .object(let metadata)? = root["$metadata"]?.value,
            metadata["tokenSetOrder"] != nil
        {
            return "$metadata.tokenSetOrder"
        }
        return "the file's"
    }
}
