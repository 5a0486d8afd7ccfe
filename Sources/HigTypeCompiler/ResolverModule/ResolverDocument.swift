import HigTypeCore

/// A DTCG Resolver Module (2025.10) document, read and checked: its sets, its modifiers and the
/// resolution order that layers them. Every part keeps its position, and its JSON Pointer in the
/// document, so references can be followed and diagnostics placed.
public struct ResolverDocument: Sendable {
    /// The document's path, as given.
    public var path: String
    /// The document as parsed: what same-document `$ref`s point into.
    var root: JSONNode
    /// The root-level `sets`, in document order.
    public private(set) var sets: [ResolverSet] = []
    /// The root-level `modifiers`, in document order.
    public private(set) var modifiers: [ResolverModifier] = []
    /// Where each set and modifier is in `sets` and `modifiers`, and the members of the root's
    /// `$defs`, by name: a document of thousands of sets looks each up in constant time.
    private var setIndex: [String: Int] = [:]
    private var modifierIndex: [String: Int] = [:]
    private var defs: [String: JSONNode] = [:]
    /// `resolutionOrder`, with references to sets and modifiers replaced by what they name.
    public var order: [ResolverOrderItem] = []
    /// Where `resolutionOrder` is written.
    public var orderLocation: SourceLocation

    init(path: String, root: JSONNode) {
        self.path = path
        self.root = root
        orderLocation = root.location
        if case .object(let object) = root.value, case .object(let defs)? = object["$defs"]?.value {
            for member in defs.members where self.defs[member.key] == nil { self.defs[member.key] = member.value }
        }
    }

    mutating func add(_ set: ResolverSet) {
        setIndex[set.name] = sets.count
        sets.append(set)
    }

    mutating func add(_ modifier: ResolverModifier) {
        modifierIndex[modifier.name] = modifiers.count
        modifiers.append(modifier)
    }

    func set(named name: String) -> ResolverSet? { setIndex[name].map { sets[$0] } }
    func modifier(named name: String) -> ResolverModifier? { modifierIndex[name].map { modifiers[$0] } }

    /// The node at `path` in the document, looking up members of `$defs` by name.
    func node(at path: [String]) -> JSONNode? {
        guard path.count >= 2, path[0] == "$defs" else { return JSONPointer.resolve(path, in: root) }
        return defs[path[1]].flatMap { JSONPointer.resolve(Array(path.dropFirst(2)), in: $0) }
    }

    /// The modifiers `resolutionOrder` uses, each once, in order of first use: those an input
    /// chooses contexts for, and whose contexts multiply into the permutations.
    public var orderModifiers: [ResolverModifier] {
        var seen: Set<String> = []
        return order.compactMap { item in
            guard case .modifier(let modifier) = item, seen.insert(modifier.name).inserted else { return nil }
            return modifier
        }
    }

    /// Every modifier an input may name: those in `resolutionOrder` and the root-level ones.
    public var allModifiers: [ResolverModifier] {
        var byName = orderModifiers
        for modifier in modifiers where !byName.contains(where: { $0.name == modifier.name }) {
            byName.append(modifier)
        }
        return byName
    }
}
