import HigTypeCore

/// Sets that refer to each other in a cycle, and sets and modifiers nothing uses.
extension ResolverReferences {
    /// How many members of a cycle its diagnostic names, and how many notes it has.
    static let cycleMembersShown = 20

    /// A depth-first search over the set graph, with an explicit stack so a long chain of sets
    /// costs no call stack. Each cycle is reported once, at the reference that closes it.
    mutating func findSetCycles() {
        enum Mark { case open, done }
        var marks: [String: Mark] = [:]
        for start in document.sets.map(\.name) where marks[start] == nil {
            // Each frame: a set, the next of its edges to follow, and the reference that led to it.
            var stack: [(set: String, next: Int, via: SourceLocation?)] = [(start, 0, nil)]
            marks[start] = .open
            while let top = stack.last {
                let out = edges[top.set] ?? []
                guard top.next < out.count else {
                    marks[top.set] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = out[top.next]
                switch marks[edge.set] {
                case nil:
                    marks[edge.set] = .open
                    stack.append((edge.set, 0, edge.at))
                case .open:
                    let first = stack.firstIndex { $0.set == edge.set }!
                    let members = stack[first...].map(\.set)
                    // A long cycle is named by its first members and its length, as alias cycles are.
                    let shown =
                        members.prefix(Self.cycleMembersShown) + [
                            members.count > Self.cycleMembersShown ? "…" : edge.set
                        ]
                    let notes = stack[(first + 1)...].prefix(Self.cycleMembersShown).compactMap { frame in
                        frame.via.map { Diagnostic.Note("a reference leading to set '\(frame.set)' is here", at: $0) }
                    }
                    diagnostics.append(
                        .error(
                            .resolverReferenceCycle,
                            "\(members.count) sets refer to each other in a cycle (\(shown.joined(separator: " → "))), so their "
                                + "sources would include themselves without end", at: edge.at, notes: notes))
                case .done:
                    break
                }
            }
        }
    }

    /// Warns about root sets `resolutionOrder` never reaches, directly or through other sets and
    /// modifiers, and root modifiers it does not list: their tokens never apply.
    mutating func reportUnused() {
        var reached: Set<String> = []
        var work: [String] = []
        for item in document.order {
            switch item {
            case .set(let set):
                if set.pointer == ["sets", set.name] { work.append(set.name) }
                work += directSets(of: set.sources)
            case .modifier(let modifier):
                work += modifier.contexts.flatMap { directSets(of: $0.sources) }
            }
        }
        while let name = work.popLast() {
            guard reached.insert(name).inserted else { continue }
            work += (edges[name] ?? []).map(\.set)
        }
        for set in document.sets where !reached.contains(set.name) {
            diagnostics.append(
                .warning(
                    .resolverUnused,
                    "set '\(set.name)' is never used: no entry of resolutionOrder reaches it, so its tokens never apply",
                    at: set.location))
        }
        let listed = Set(document.orderModifiers.map(\.pointer))
        for modifier in document.modifiers where !listed.contains(modifier.pointer) {
            diagnostics.append(
                .warning(
                    .resolverUnused,
                    "modifier '\(modifier.name)' is not in resolutionOrder, so none of its contexts ever applies; "
                        + "add {\"$ref\": \"\(ResolverPointers.text(["modifiers", modifier.name]))\"} where it belongs",
                    at: modifier.location))
        }
    }

    /// The sets `sources` refer to, including through sources that replace a referenced set's own.
    private func directSets(of sources: [ResolverSource]) -> [String] {
        var names: [String] = []
        var work = sources
        while let source = work.popLast() {
            guard case .set(let name, let overrideSources)? = resolutions[source.pointer] else { continue }
            if let overrideSources { work += overrideSources } else { names.append(name) }
        }
        return names
    }
}
