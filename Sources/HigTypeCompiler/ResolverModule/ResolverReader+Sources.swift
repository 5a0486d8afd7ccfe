import HigTypeCore

/// Token sources and reference objects.
extension ResolverReader {
    /// Where a reference object sits, which decides what it may point to.
    enum Place {
        case set, modifier, order

        var noun: String {
            switch self {
            case .set: "a set"
            case .modifier: "a modifier"
            case .order: "resolutionOrder"
            }
        }
    }

    /// A `sources` array or a context's array.
    mutating func readSources(_ node: JSONNode, pointer: [String], in place: Place) -> [ResolverSource] {
        guard case .array(let items) = node.value else {
            error(
                .resolverStructure,
                "token sources must be an array of token files ({\"$ref\": \"file.tokens.json\"}) and inline tokens, "
                    + "found \(node.value.typeName)", at: node.location)
            return []
        }
        var sources: [ResolverSource] = []
        for (index, item) in items.enumerated() {
            let itemPointer = pointer + [String(index)]
            guard case .object(let object) = item.value else {
                // A bare file name is the likeliest mistake; the reference object it meant can be
                // written for it, and is what the name already means ($ref syntax: safe).
                var fixIt: Diagnostic.FixIt?
                if case .string(let text) = item.value {
                    fixIt = .replaceJSON(at: item.location, with: "{ \"$ref\": \(JSONOutput.quote(text)) }", .safe)
                }
                error(
                    .resolverStructure,
                    "a token source is an object: inline tokens, or a reference such as {\"$ref\": \"file.tokens.json\"}; "
                        + "found \(item.value.typeName)", at: item.location, fixIt: fixIt)
                continue
            }
            var source = ResolverSource(node: item, pointer: itemPointer)
            if object.member("$ref") != nil {
                source.reference = readReference(object, pointer: itemPointer, in: place)
            }
            if object.member("$ref") == nil || source.reference != nil { sources.append(source) }
        }
        return sources
    }

    /// A reference object's target, checked for where it may point from `place`; nil when reported.
    mutating func readReference(_ object: JSONObject, pointer: [String], in place: Place) -> ResolverReference? {
        guard let member = object.member("$ref") else { return nil }
        guard case .string(let text) = member.value.value else {
            error(
                .resolverStructure, "'$ref' must be a string, found \(member.value.value.typeName)",
                at: member.value.location)
            return nil
        }
        let location = member.value.location
        guard let target = ResolverReferenceSyntax.parse(text, at: location, diagnostics: &diagnostics) else {
            return nil
        }
        if let problem = Self.forbidden(target, from: place) {
            error(.resolverReferenceInvalid, "\(place.noun) cannot refer to '\(text)': \(problem)", at: location)
            return nil
        }
        var reference = ResolverReference(
            text: text, location: location, target: target, overrides: object.members.filter { $0.key != "$ref" })
        if case .set = target, place != .order {
            let overrides = JSONObject(reference.overrides)
            checkProperties(overrides, known: Self.setProperties, in: "a reference to a set")
            checkCommonMembers(overrides)
            if let sources = overrides.member("sources") {
                reference.overrideSources = readSources(sources.value, pointer: pointer + ["sources"], in: place)
            }
        }
        return reference
    }

    /// Why `target` is out of bounds from `place`, or nil. Only `resolutionOrder` refers to
    /// modifiers, and nothing refers into `resolutionOrder`.
    static func forbidden(_ target: ResolverReference.Target, from place: Place) -> String? {
        let intoOrder =
            "entries of resolutionOrder cannot be referred to; give the set or modifier a name under \"sets\" or \"modifiers\" and refer to that"
        switch (target, place) {
        case (.node(let path), _) where path.first == "resolutionOrder": return intoOrder
        case (.modifier, .set), (.modifier, .modifier):
            return
                "only resolutionOrder may refer to a modifier; a set or modifier that did would apply an input where it cannot choose"
        case (.node(let path), .set), (.node(let path), .modifier):
            return path.first == "modifiers" ? "only resolutionOrder may refer to a modifier or its contexts" : nil
        case (.node, .order), (.file, .order):
            return "an entry of resolutionOrder refers to a set (#/sets/<name>) or a modifier (#/modifiers/<name>)"
        default: return nil
        }
    }
}
