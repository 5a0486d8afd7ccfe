import HigTypeCore

// The parts of a `ResolverDocument`: sets, modifiers and their contexts, the entries of
// `resolutionOrder`, and token sources with their reference objects.

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
