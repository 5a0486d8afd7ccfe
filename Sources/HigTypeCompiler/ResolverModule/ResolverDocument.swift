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
        for modifier in modifiers where !byName.contains(where: { $0.name == modifier.name }) { byName.append(modifier) }
        return byName
    }
}

/// A set: token sources merged in order.
public struct ResolverSet: Sendable {
    public var name: String
    /// The set's name where it is written: its key under `sets`, or an inline entry's `name`.
    public var location: SourceLocation
    /// Where the set's object sits in the document.
    var pointer: [String]
    var sources: [ResolverSource]
}

/// A modifier: one list of token sources per context, of which an input picks one.
public struct ResolverModifier: Sendable {
    public var name: String
    public var location: SourceLocation
    var pointer: [String]
    public var contexts: [ResolverContext]
    /// `default`, when the modifier has one that names one of its contexts.
    public var defaultContext: String?

    /// The context named `name`, or else the one context whose name matches ignoring case:
    /// the module asks for case-insensitive inputs where that is unambiguous.
    public func context(matching name: String) -> ResolverContext? {
        if let exact = contexts.first(where: { $0.name == name }) { return exact }
        let folded = contexts.filter { $0.name.lowercased() == name.lowercased() }
        return folded.count == 1 ? folded[0] : nil
    }
}

/// One context of a modifier.
public struct ResolverContext: Sendable {
    public var name: String
    public var location: SourceLocation
    var sources: [ResolverSource]
}

/// An entry of `resolutionOrder`.
public enum ResolverOrderItem: Sendable {
    case set(ResolverSet)
    case modifier(ResolverModifier)

    public var name: String {
        switch self {
        case .set(let set): set.name
        case .modifier(let modifier): modifier.name
        }
    }
}

/// One entry of a `sources` array or a context: tokens written inline, or a reference object.
struct ResolverSource: Sendable {
    var node: JSONNode
    /// Where the entry sits in the document.
    var pointer: [String]
    /// Set when the entry is a reference object (it has `$ref`).
    var reference: ResolverReference?
}

/// A reference object: `{"$ref": "…"}`, with any members beside `$ref`, which override the target's.
struct ResolverReference: Sendable {
    enum Target: Sendable, Equatable {
        /// `#/sets/<name>`.
        case set(String)
        /// `#/modifiers/<name>`.
        case modifier(String)
        /// Any other pointer into this document.
        case node([String])
        /// A file, relative to the resolver document's folder, with an optional JSON Pointer into it.
        case file(path: String, fragment: [String]?)
    }

    /// The `$ref` string as written.
    var text: String
    /// The position of the `$ref` string.
    var location: SourceLocation
    var target: Target
    /// The members beside `$ref`.
    var overrides: [JSONObject.Member]
    /// A `sources` member beside a `$ref` to a set, read as sources: they replace the set's own.
    var overrideSources: [ResolverSource]?
}
