import HigTypeCore

/// `resolutionOrder`: references to sets and modifiers, and sets and modifiers written inline.
extension ResolverReader {
    mutating func readOrder(_ node: JSONNode, into document: inout ResolverDocument) {
        guard case .array(let items) = node.value else {
            error(
                .resolverStructure,
                "'resolutionOrder' must be an array of sets and modifiers, found \(node.value.typeName)",
                at: node.location)
            return
        }
        if items.isEmpty {
            error(
                .resolverEmptyOrder,
                "resolutionOrder is empty, so the document resolves to no tokens; list the sets and modifiers to merge, "
                    + "e.g. [{\"$ref\": \"#/sets/base\"}]", at: node.location)
        }
        // Where each name was first used, and whether inline: only an inline entry's name must be unique.
        var names: [String: (location: SourceLocation, inline: Bool)] = [:]
        for (index, item) in items.enumerated() {
            guard case .object(let object) = item.value else {
                error(
                    .resolverStructure,
                    "an entry of resolutionOrder is an object: {\"$ref\": \"#/sets/<name>\"}, or a set or modifier "
                        + "written inline; found \(item.value.typeName)", at: item.location)
                continue
            }
            let pointer = ["resolutionOrder", String(index)]
            let inline = object.member("$ref") == nil
            guard
                let entry = inline
                    ? readInline(object, at: item.location, pointer: pointer)
                    : readOrderReference(object, in: document, pointer: pointer)
            else { continue }
            let location = entry.location
            if let earlier = names[entry.item.name], inline || earlier.inline {
                error(
                    .resolverDuplicateName,
                    "resolutionOrder has two entries named '\(entry.item.name)'; a name written inline must be unique "
                        + "in resolutionOrder, so an input can tell them apart", at: location,
                    notes: [.init("the other '\(entry.item.name)' is here", at: earlier.location)])
            } else if names[entry.item.name] == nil {
                names[entry.item.name] = (location, inline)
            }
            document.order.append(entry.item)
        }
    }

    /// `{"$ref": "#/sets/…"}` or `{"$ref": "#/modifiers/…"}`; members beside `$ref` override the target's.
    private mutating func readOrderReference(_ object: JSONObject, in document: ResolverDocument, pointer: [String])
        -> (item: ResolverOrderItem, location: SourceLocation)?
    {
        guard let reference = readReference(object, pointer: pointer, in: .order) else { return nil }
        let overrides = JSONObject(reference.overrides)
        switch reference.target {
        case .set(let name):
            guard var set = document.set(named: name) else {
                reportMissing(
                    reference, kind: "set", name: name, among: document.sets.map(\.name), declared: declaredSets)
                return nil
            }
            checkProperties(overrides, known: Self.setProperties, in: "a reference to a set")
            checkCommonMembers(overrides)
            if let sources = overrides.member("sources") {
                set.sources = readSources(sources.value, pointer: pointer + ["sources"], in: .set)
            }
            return (.set(set), reference.location)
        case .modifier(let name):
            guard var modifier = document.modifier(named: name) else {
                reportMissing(
                    reference, kind: "modifier", name: name, among: document.modifiers.map(\.name),
                    declared: declaredModifiers)
                return nil
            }
            checkProperties(overrides, known: Self.modifierProperties, in: "a reference to a modifier")
            checkCommonMembers(overrides)
            if let contexts = overrides.member("contexts") {
                modifier.contexts = readContexts(contexts, modifier: name, pointer: pointer + ["contexts"])
                modifier.defaultContext = nil
            }
            if let fallback = overrides.member("default") {
                modifier.defaultContext = readDefault(fallback.value, of: modifier)
            }
            return (.modifier(modifier), reference.location)
        case .node, .file:
            return nil  // already reported by readReference
        }
    }

    /// A set or modifier written in `resolutionOrder`, with its `name` and `type`.
    private mutating func readInline(_ object: JSONObject, at location: SourceLocation, pointer: [String])
        -> (item: ResolverOrderItem, location: SourceLocation)?
    {
        let guess = object.member("contexts") != nil ? "modifier" : "set"
        guard let typeMember = object.member("type") else {
            error(
                .resolverRequired,
                "a set or modifier written inline in resolutionOrder needs \"type\": \"set\" or \"modifier\" "
                    + "(this one looks like a \(guess)), or refer to one with {\"$ref\": \"#/sets/<name>\"}",
                at: location)
            return nil
        }
        guard case .string(let type) = typeMember.value.value, type == "set" || type == "modifier" else {
            let text = {
                if case .string(let s) = typeMember.value.value {
                    return "'\(s)'"
                } else {
                    return typeMember.value.value.typeName
                }
            }()
            error(
                .resolverItemType, "the type of an inline entry is \"set\" or \"modifier\", not \(text)",
                at: typeMember.value.location,
                fixIt: .replaceJSON(at: typeMember.value.location, with: "\"\(guess)\"", .suggestion))
            return nil
        }
        guard let nameMember = object.member("name") else {
            error(
                .resolverRequired, "an inline \(type) in resolutionOrder needs a \"name\", unique in resolutionOrder",
                at: location)
            return nil
        }
        guard case .string(let name) = nameMember.value.value else {
            error(
                .resolverStructure, "'name' must be a string, found \(nameMember.value.value.typeName)",
                at: nameMember.value.location)
            return nil
        }
        let nameLocation = nameMember.value.location
        guard checkName(name, of: type, at: nameLocation) else { return nil }
        let node = JSONNode(.object(object), at: location)
        if type == "set" {
            return readSet(node, name: name, location: nameLocation, pointer: pointer, extra: Self.inlineProperties)
                .map { (.set($0), nameLocation) }
        }
        return readModifier(node, name: name, location: nameLocation, pointer: pointer, extra: Self.inlineProperties)
            .map { (.modifier($0), nameLocation) }
    }

    /// A reference to a set or modifier that is not declared, with the closest declared name.
    private mutating func reportMissing(
        _ reference: ResolverReference, kind: String, name: String, among names: [String], declared: Set<String>
    ) {
        guard !declared.contains(name) else { return }  // declared but unreadable: reported where it is declared
        let suggestion = Suggestions.closest(to: name, in: names)
        let list = names.isEmpty ? "the document declares no \(kind)s" : "\(kind)s are \(names.joined(separator: ", "))"
        error(
            .resolverReferenceMissing,
            "'\(reference.text)' names no \(kind)" + ResolverReader.didYouMean(suggestion) + "; \(list)",
            at: reference.location,
            fixIt: suggestion.map {
                .replaceJSON(
                    at: reference.location, with: JSONOutput.quote(ResolverPointers.text([kind + "s", $0])), .suggestion
                )
            })
    }
}
