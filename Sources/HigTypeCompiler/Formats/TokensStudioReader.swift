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

    /// Whether the document is a single-file export of several sets: it has `$themes` or
    /// `$metadata`, or its aliases show it (`setNamesLeftOut`).
    static func isMultiSet(_ document: JSONNode) -> Bool {
        guard case .object(let root) = document.value else { return false }
        return root.member("$themes") != nil || root.member("$metadata") != nil || setNamesLeftOut(document) != nil
    }

    /// An export of several sets whose `$themes` and `$metadata` were left out still writes its
    /// aliases without the set's name: `{"global": {"Primary": {…}, "body": {"value":
    /// {"fontFamily": "{Primary}"}}}}`. The document reads as one when every top-level member is
    /// a group and more of its aliases name a token of the document with the top-level names left
    /// out than with them kept. An example, for the note: "'{Primary}' is 'global.Primary'".
    static func setNamesLeftOut(_ document: JSONNode) -> String? {
        guard case .object(let root) = document.value, !root.members.isEmpty,
            FormatReader.tokenValue(root) == nil,
            root.members.allSatisfy({ member in
                guard case .object(let group) = member.value.value else { return member.key.hasPrefix("$") }
                return FormatReader.tokenValue(group) == nil
            })
        else { return nil }
        var full = Set<String>()
        var inSet: [String: String] = [:]  // path without the set's name -> the set's name
        var references: [String] = []
        for member in root.members where !member.key.hasPrefix("$") {
            var paths: [[String]] = []
            collect(member.value, path: [], paths: &paths, references: &references)
            for path in paths {
                full.insert(([member.key] + path).joined(separator: "."))
                let stripped = path.joined(separator: ".")
                if inSet[stripped] == nil { inSet[stripped] = member.key }
            }
        }
        var keptHits = 0
        var leftOutHits = 0
        var example: String?
        for reference in references {
            if full.contains(reference) { keptHits += 1 }
            if let set = inSet[reference] {
                leftOutHits += 1
                if example == nil, !full.contains(reference) { example = "'{\(reference)}' is '\(set).\(reference)'" }
            }
        }
        guard leftOutHits > keptHits, let example else { return nil }
        return example
    }

    /// The token paths under `node` and the alias paths its strings name (`{a.b}`, also inside
    /// math and other text).
    private static func collect(_ node: JSONNode, path: [String], paths: inout [[String]], references: inout [String]) {
        switch node.value {
        case .object(let object):
            if let value = FormatReader.tokenValue(object) {
                paths.append(path)
                collectReferences(value.value, into: &references)
                return
            }
            for member in object.members where !member.key.hasPrefix("$") {
                collect(member.value, path: path + [member.key], paths: &paths, references: &references)
            }
        default:
            return
        }
    }

    private static func collectReferences(_ node: JSONNode, into references: inout [String]) {
        switch node.value {
        case .string(let text):
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                let after = rest[rest.index(after: open)...]
                guard let close = after.firstIndex(where: { $0 == "}" || $0 == "{" }) else { break }
                if after[close] == "}" { references.append(FormatReader.normalizedPath(String(after[..<close]))) }
                rest = after[close...]
                if rest.first == "}" { rest = rest.dropFirst() }
            }
        case .object(let object):
            for member in object.members { collectReferences(member.value, into: &references) }
        case .array(let items):
            for item in items { collectReferences(item, into: &references) }
        default:
            return
        }
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

    /// Why the document is read as several sets when it has neither `$themes` nor `$metadata`:
    /// " (it has no $themes or $metadata, but its aliases leave the set names out: '{Primary}' is
    /// 'global.Primary')", or "".
    static func multiSetReason(_ document: JSONNode) -> String {
        guard case .object(let root) = document.value, root.member("$themes") == nil, root.member("$metadata") == nil,
            let example = setNamesLeftOut(document)
        else { return "" }
        return " (it has no $themes or $metadata, but its aliases leave the set names out: \(example))"
    }
}
