import HigTypeCore

/// Following a pointer into the document, through any reference objects it lands on.
extension ResolverReferences {
    /// Follows `path`, from the source entry at `pointer`, to tokens, a set or a file. A chain of
    /// reference objects is walked in a loop, so its length costs no stack.
    mutating func follow(_ path: [String], from pointer: [String], _ reference: ResolverReference) -> Resolution? {
        var path = path
        var holder = pointer  // where the reference object being followed sits
        var text = reference.text
        var location = reference.location
        var overrides = [reference.overrides]
        var visited: Set<[String]> = []
        var notes: [Diagnostic.Note] = []
        func fail(_ id: DiagnosticID, _ message: String, fixIt: Diagnostic.FixIt? = nil) -> Resolution? {
            diagnostics.append(.error(id, message, at: location, notes: notes, fixIt: fixIt))
            return nil
        }
        while true {
            if holder.starts(with: path) {
                return fail(
                    .resolverReferenceCycle,
                    "'\(text)' refers to \(path.isEmpty ? "the whole document" : "a node") that contains the reference "
                        + "itself, so it would include itself without end")
            }
            guard visited.insert(path).inserted else {
                return fail(
                    .resolverReferenceCycle,
                    "'\(text)' leads back to a reference already followed: the references form a cycle")
            }
            if path.first == "resolutionOrder" || path.first == "modifiers" {
                return fail(
                    .resolverReferenceInvalid,
                    "'\(text)' points into '\(path[0])'; token sources refer to sets, token files or tokens under $defs, "
                        + "and only resolutionOrder refers to modifiers")
            }
            if path.count == 2, path[0] == "sets" {
                return existingSet(path[1], text: text, at: location) ? .set(path[1], overrideSources: nil) : nil
            }
            guard let node = document.node(at: path) else {
                let (message, fixIt) = missingNode(path, text: text, at: location)
                return fail(.resolverReferenceMissing, message, fixIt: fixIt)
            }
            guard Self.holdsTokens(path) else {
                let target = ResolverPointers.text(path) == text ? "" : " (\(ResolverPointers.text(path)))"
                return fail(
                    .resolverReferenceInvalid,
                    "'\(text)'\(target) is neither a set nor tokens; a pointer in sources names a set (#/sets/<name>), "
                        + "tokens under $defs, or another set's source")
            }
            guard case .object(let object) = node.value else {
                return fail(
                    .resolverReferenceInvalid,
                    "'\(text)' points to \(node.value.typeName == "array" ? "an" : "a") "
                        + "\(node.value.typeName); a token source is an object of tokens and groups")
            }
            guard let next = object.member("$ref") else { return .tokens(Self.overlay(overrides, on: node)) }
            // A reference object: follow it, keeping its members as overrides under the outer ones.
            guard case .string(let nextText) = next.value.value else {
                return fail(.resolverStructure, "'\(text)' leads to a '$ref' that is not a string")
            }
            if notes.count < Self.cycleMembersShown {
                notes.append(.init("'\(text)', here, leads to a reference to '\(nextText)'", at: location))
            }
            overrides.insert(object.members.filter { $0.key != "$ref" }, at: 0)
            var problems: [Diagnostic] = []
            guard let target = ResolverReferenceSyntax.parse(nextText, at: next.value.location, diagnostics: &problems)
            else {
                diagnostics += problems
                return nil
            }
            (holder, text, location) = (path, nextText, next.value.location)
            switch target {
            case .node(let nextPath): path = nextPath
            case .set(let name): path = ["sets", name]
            case .modifier(let name): path = ["modifiers", name]
            case .file(let file, let fragment):
                return .file(path: file, fragment: fragment, overrides: overrides, at: location)
            }
        }
    }

    /// Where tokens may sit: under `$defs`, or in an entry of a set's sources.
    static func holdsTokens(_ path: [String]) -> Bool {
        (path.count >= 2 && path[0] == "$defs") || (path.count >= 4 && path[0] == "sets" && path[2] == "sources")
    }

    /// `node`'s members with each override's members laid over them, innermost first: a member
    /// replaces the member of the same key whole (the module flattens shallowly) or is added.
    static func overlay(_ overrides: [[JSONObject.Member]], on node: JSONNode) -> JSONNode {
        guard case .object(var object) = node.value, overrides.contains(where: { !$0.isEmpty }) else { return node }
        for member in overrides.joined() {
            if let index = object.members.firstIndex(where: { $0.key == member.key }) {
                object.members[index] = member
            } else {
                object.members.append(member)
            }
        }
        return JSONNode(.object(object), at: node.location)
    }

    /// Why `path` leads nowhere: the first segment that is missing, and the closest member there.
    private func missingNode(_ path: [String], text: String, at location: SourceLocation) -> (
        String, Diagnostic.FixIt?
    ) {
        var node = document.root
        for (index, segment) in path.enumerated() {
            let found = JSONPointer.resolve([segment], in: node)
            if let found {
                node = found
                continue
            }
            let place = ResolverPointers.text(Array(path[..<index]))
            guard case .object(let object) = node.value else {
                return ("'\(text)' points to nothing: \(place) has no member '\(segment)'", nil)
            }
            let suggestion = Suggestions.closest(to: segment, in: object.keys)
            let fixIt = suggestion.map { key -> Diagnostic.FixIt in
                var corrected = path
                corrected[index] = key
                return .replaceJSON(at: location, with: JSONOutput.quote(ResolverPointers.text(corrected)), .suggestion)
            }
            return (
                "'\(text)' points to nothing: \(place) has no member '\(segment)'" + Suggestions.hint(suggestion), fixIt
            )
        }
        return ("'\(text)' points to nothing", nil)
    }
}
