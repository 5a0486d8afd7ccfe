import HigTypeCore

/// Sets and modifiers, at the root or inline in `resolutionOrder`.
extension ResolverReader {
    /// A set's object; `extra` are the members an inline entry has besides a set's (`name`, `type`).
    mutating func readSet(
        _ node: JSONNode, name: String, location: SourceLocation, pointer: [String], extra: [String] = []
    ) -> ResolverSet? {
        guard case .object(let object) = node.value else {
            error(
                .resolverStructure, "set '\(name)' must be an object with \"sources\", found \(node.value.typeName)",
                at: node.location)
            return nil
        }
        checkProperties(object, known: Self.setProperties + extra, in: "a set")
        checkCommonMembers(object)
        guard let sources = object.member("sources") else {
            error(
                .resolverRequired,
                "set '\(name)' needs \"sources\": an array of token files ({\"$ref\": \"file.tokens.json\"}) and inline tokens",
                at: location)
            return nil
        }
        return ResolverSet(
            name: name, location: location, pointer: pointer,
            sources: readSources(sources.value, pointer: pointer + ["sources"], in: .set))
    }

    mutating func readModifier(
        _ node: JSONNode, name: String, location: SourceLocation, pointer: [String], extra: [String] = []
    ) -> ResolverModifier? {
        guard case .object(let object) = node.value else {
            error(
                .resolverStructure,
                "modifier '\(name)' must be an object with \"contexts\", found \(node.value.typeName)",
                at: node.location)
            return nil
        }
        checkProperties(object, known: Self.modifierProperties + extra, in: "a modifier")
        checkCommonMembers(object)
        guard let contexts = object.member("contexts") else {
            error(
                .resolverRequired,
                "modifier '\(name)' needs \"contexts\": an object of context names to arrays of token sources",
                at: location)
            return nil
        }
        var modifier = ResolverModifier(
            name: name, location: location, pointer: pointer,
            contexts: readContexts(contexts, modifier: name, pointer: pointer + ["contexts"]))
        if let fallback = object.member("default") {
            modifier.defaultContext = readDefault(fallback.value, of: modifier)
        }
        return modifier
    }

    /// `contexts`: at least two, each named, each a list of sources.
    mutating func readContexts(_ member: JSONObject.Member, modifier: String, pointer: [String]) -> [ResolverContext] {
        guard
            let entries = members(
                of: member, "'contexts' must be an object of context names to arrays of token sources")
        else { return [] }
        if entries.count < 2 {
            let what = entries.first.map { "only one context, '\($0.key)'" } ?? "no contexts"
            error(
                .resolverContexts,
                "modifier '\(modifier)' has \(what); a modifier chooses between two or more (sources that always "
                    + "apply belong in a set)", at: member.keyLocation)
        }
        var contexts: [ResolverContext] = []
        // A set of the names, not a search of the contexts so far: 200,000 contexts took 23 s.
        var names: Set<String> = []
        for entry in entries where checkName(entry.key, of: "context", at: entry.keyLocation) {
            guard names.insert(entry.key).inserted else { continue }  // a duplicate-key error
            let sources = readSources(entry.value, pointer: pointer + [entry.key], in: .modifier)
            contexts.append(ResolverContext(name: entry.key, location: entry.keyLocation, sources: sources))
        }
        return contexts
    }

    /// `default`, when it names one of the modifier's contexts (exactly, as the module requires).
    mutating func readDefault(_ node: JSONNode, of modifier: ResolverModifier) -> String? {
        guard case .string(let name) = node.value else {
            error(
                .resolverStructure, "'default' must be the name of a context, found \(node.value.typeName)",
                at: node.location)
            return nil
        }
        let names = modifier.contexts.map(\.name)
        guard !names.contains(name) else { return name }
        guard !names.isEmpty else { return nil }
        let suggestion =
            names.first { $0.lowercased() == name.lowercased() } ?? Suggestions.closest(to: name, in: names)
        error(
            .resolverDefault,
            "default '\(name)' is not a context of modifier '\(modifier.name)'" + ResolverReader.didYouMean(suggestion)
                + "; its contexts are \(names.joined(separator: ", "))", at: node.location,
            fixIt: suggestion.map { .replaceJSON(at: node.location, with: JSONOutput.quote($0), .suggestion) })
        return nil
    }

    /// `description` is a string and `$extensions` an object, wherever they appear.
    mutating func checkCommonMembers(_ object: JSONObject) {
        checkString(object.member("description"))
        if let extensions = object.member("$extensions") {
            _ = members(of: extensions, "'$extensions' must be an object of vendor namespaces")
        }
    }
}
