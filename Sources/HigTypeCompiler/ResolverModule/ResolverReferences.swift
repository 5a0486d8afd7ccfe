import HigTypeCore

/// Where the reference objects in a resolver document's sources lead, checked over the whole
/// document before an input chooses contexts, so a broken reference is an error whichever
/// contexts a run picks. Files are not read here: only the contexts chosen are (`ResolverOrdering`).
///
/// Checked: every same-document target exists, is a set or tokens (not a modifier, not in
/// `resolutionOrder`), and no reference leads back to itself, to a node containing it, or
/// through sets that refer to each other. Sets and modifiers `resolutionOrder` never reaches are warned about.
struct ResolverReferences: Sendable {
    /// What a reference object resolves to.
    enum Resolution: Sendable {
        /// Tokens within the document (e.g. under `$defs`), with the overrides laid over them.
        case tokens(JSONNode)
        /// A set's sources, or the sources that replace them beside the `$ref`.
        case set(String, overrideSources: [ResolverSource]?)
        /// A token file, the pointer into it, the members to lay over it (innermost first), and
        /// the `$ref` that names it.
        case file(path: String, fragment: [String]?, overrides: [[JSONObject.Member]], at: SourceLocation)
    }

    let document: ResolverDocument
    /// Each reference object's resolution, by the pointer of the source entry that holds it.
    var resolutions: [[String]: Resolution] = [:]
    var diagnostics: [Diagnostic] = []
    /// Set → the sets its sources refer to, and where.
    var edges: [String: [(set: String, at: SourceLocation)]] = [:]

    /// Checks `document`; `reportUnused` false leaves out the warnings about unused sets and
    /// modifiers, which say little about a document with other errors.
    static func check(_ document: ResolverDocument, reportUnused: Bool = true) -> ResolverReferences {
        var check = ResolverReferences(document: document)
        check.resolveAll()
        check.findSetCycles()
        if reportUnused, !check.diagnostics.contains(where: { $0.severity == .error }) { check.reportUnused() }
        return check
    }

    /// Every source list of the document: root sets, root modifiers' contexts, and what
    /// `resolutionOrder` holds inline or overrides.
    private var sourceLists: [(owner: String?, sources: [ResolverSource])] {
        var lists = document.sets.map { (Optional($0.name), $0.sources) }
        lists += document.modifiers.flatMap { $0.contexts.map { (nil, $0.sources) } }
        for item in document.order {
            switch item {
            case .set(let set): lists.append((nil, set.sources))
            case .modifier(let modifier): lists += modifier.contexts.map { (nil, $0.sources) }
            }
        }
        return lists
    }

    private mutating func resolveAll() {
        var work =
            sourceLists.flatMap { list in list.sources.map { (list.owner, $0) } }.reversed()
            as [(String?, ResolverSource)]
        var seen: Set<[String]> = []
        while let (owner, source) = work.popLast() {
            guard seen.insert(source.pointer).inserted, let reference = source.reference,
                let resolution = resolve(reference, from: source.pointer)
            else { continue }
            resolutions[source.pointer] = resolution
            guard case .set(let name, let overrideSources) = resolution else { continue }
            if let overrideSources {
                work += overrideSources.reversed().map { (owner, $0) }
            } else if let owner {
                edges[owner, default: []].append((name, reference.location))
            }
        }
    }

    private mutating func resolve(_ reference: ResolverReference, from pointer: [String]) -> Resolution? {
        switch reference.target {
        case .set(let name):
            guard existingSet(name, text: reference.text, at: reference.location) else { return nil }
            guard !pointer.starts(with: ["sets", name]) else {
                diagnostics.append(
                    .error(
                        .resolverReferenceCycle,
                        "set '\(name)' refers to itself, so its sources would include themselves without end",
                        at: reference.location))
                return nil
            }
            return .set(name, overrideSources: reference.overrideSources)
        case .modifier:
            return nil  // reported by the reader: only resolutionOrder refers to modifiers
        case .file(let path, let fragment):
            return .file(path: path, fragment: fragment, overrides: [reference.overrides], at: reference.location)
        case .node(let path):
            return follow(path, from: pointer, reference)
        }
    }

    /// Whether set `name` exists; reports it missing unless it is declared (and failed to read, already reported).
    mutating func existingSet(_ name: String, text: String, at location: SourceLocation) -> Bool {
        if document.set(named: name) != nil { return true }
        guard case .object(let root) = document.root.value else { return false }
        if case .object(let sets)? = root["sets"]?.value, sets.member(name) != nil { return false }
        let names = document.sets.map(\.name)
        let suggestion = Suggestions.closest(to: name, in: names)
        let list = names.isEmpty ? "the document declares no sets" : "sets are \(names.joined(separator: ", "))"
        diagnostics.append(
            .error(
                .resolverReferenceMissing,
                "'\(text)' names no set" + ResolverReader.didYouMean(suggestion) + "; \(list)", at: location,
                fixIt: suggestion.map {
                    .replaceJSON(
                        at: location, with: JSONOutput.quote("#/sets/" + ResolverPointers.escape($0)), .suggestion)
                })
        )
        return false
    }
}
