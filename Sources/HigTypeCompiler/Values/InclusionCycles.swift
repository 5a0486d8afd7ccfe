import HigTypeCore

/// Circular references that pass through shadow and gradient arrays. An alias in such an array
/// stands for the whole of another token's value, so `a: ["{b}"]` with `b: ["{a}"]` makes each
/// value contain itself, which DTCG forbids; yet each alias on its own reaches a literal array,
/// so the alias resolver does not see a circle through two array entries or more. This finds each such circle once, in one walk
/// over the tokens (linear in their number), and reports it as `alias-cycle`.
enum InclusionCycles {
    /// A reference from one token to the whole of another, and where it is written.
    private struct Edge {
        var target: Int
        var location: SourceLocation
        var inArray: Bool
    }

    static func find(in manifest: Manifest) -> [Diagnostic] {
        let tokens = manifest.tokens
        let edges: [[Edge]] = tokens.map { token in
            guard token.type == .shadow || token.type == .gradient else { return [] }
            var out: [Edge] = []
            if let target = wholeTokenTarget(token.value, in: manifest) {
                out.append(Edge(target: target, location: token.value.location, inArray: false))
            } else if case .array(let items) = token.value.value {
                for item in items {
                    if let target = wholeTokenTarget(item, in: manifest) {
                        out.append(Edge(target: target, location: item.location, inArray: true))
                    }
                }
            }
            return out
        }
        // Iterative depth-first walk: 0 unvisited, 1 on the current path, 2 done.
        var state = [UInt8](repeating: 0, count: tokens.count)
        var diagnostics: [Diagnostic] = []
        for start in tokens.indices where state[start] == 0 && !edges[start].isEmpty {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            var path: [Edge] = []
            state[start] = 1
            while let top = stack.last {
                guard top.next < edges[top.node].count else {
                    state[top.node] = 2
                    stack.removeLast()
                    if !path.isEmpty { path.removeLast() }
                    continue
                }
                let edge = edges[top.node][top.next]
                stack[stack.count - 1].next += 1
                switch state[edge.target] {
                case 0:
                    state[edge.target] = 1
                    path.append(edge)
                    stack.append((edge.target, 0))
                case 1:
                    // A circle: from edge.target along the path back to it. The resolver follows
                    // an array entry's alias through whole-value aliases, so it reports circles
                    // with at most one array entry; the others are this walk's to report.
                    guard let from = stack.firstIndex(where: { $0.node == edge.target }) else { continue }
                    let circle = Array(path[from...]) + [edge]
                    guard circle.filter(\.inArray).count >= 2 else { continue }
                    let names = stack[from...].map { "{\(tokens[$0.node].name)}" } + ["{\(tokens[edge.target].name)}"]
                    diagnostics.append(
                        .error(
                            .aliasCycle,
                            "alias cycle through array entries: " + names.joined(separator: " → ")
                                + "; each value would contain itself",
                            at: edge.location,
                            notes: circle.dropLast().map { Diagnostic.Note("part of the cycle", at: $0.location) }))
                default:
                    continue
                }
            }
        }
        return diagnostics
    }

    /// The token a node refers to as a whole: a curly-brace alias, or a `$ref` to a token or its `$value`.
    private static func wholeTokenTarget(_ node: JSONNode, in manifest: Manifest) -> Int? {
        if case .string(let text) = node.value, let name = AliasResolver.reference(in: text) {
            return manifest.tokenIndex(named: name)
        }
        guard let pointer = AliasResolver.pointer(in: node), var segments = JSONPointer.segments(pointer.value),
            !segments.isEmpty
        else { return nil }
        if segments.last == "$value" { segments.removeLast() }
        guard !segments.contains(where: { $0.contains(".") }) else { return nil }
        return manifest.tokenIndex(named: segments.joined(separator: "."))
    }
}
