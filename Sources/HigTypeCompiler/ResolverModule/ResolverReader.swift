import HigTypeCore

/// Reads a resolver document into a `ResolverDocument`, checking it against the module's syntax:
/// required and unknown members, JSON types, names, the version, contexts and defaults, and the
/// entries of `resolutionOrder`. It reports every problem it finds. Where references lead
/// (targets, cycles, what is unused) is checked after, by `ResolverReferences`, over the whole document.
struct ResolverReader {
    /// The one Resolver Module version there is.
    static let version = "2025.10"
    static let rootProperties = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs",
    ]
    static let setProperties = ["description", "sources", "$extensions"]
    static let modifierProperties = ["description", "contexts", "default", "$extensions"]
    /// What an entry written inline in `resolutionOrder` has besides a set's or a modifier's members.
    static let inlineProperties = ["name", "type"]

    var diagnostics: [Diagnostic] = []
    /// Names under `sets` and `modifiers`, including those that failed to read (already reported),
    /// so a reference to one is not reported again as missing.
    var declaredSets: Set<String> = []
    var declaredModifiers: Set<String> = []

    /// Reads `root`, the parsed document at `path`. The document is nil only when the root is not an object.
    static func read(_ root: JSONNode, path: String) -> (ResolverDocument?, [Diagnostic]) {
        var reader = ResolverReader()
        let document = reader.readRoot(root, path: path)
        return (document, reader.diagnostics)
    }

    private mutating func readRoot(_ root: JSONNode, path: String) -> ResolverDocument? {
        guard case .object(let object) = root.value else {
            error(
                .resolverStructure, "a resolver document must be a JSON object, found \(root.value.typeName)",
                at: root.location)
            return nil
        }
        var document = ResolverDocument(path: path, root: root)
        checkProperties(object, known: Self.rootProperties, in: "a resolver document")
        if let version = object.member("version") {
            checkVersion(version.value)
        } else {
            error(.resolverRequired, "a resolver document needs \"version\": \"\(Self.version)\"", at: root.location)
        }
        for key in ["$schema", "name", "description"] { checkString(object.member(key)) }
        if let defs = object.member("$defs") { _ = members(of: defs, "'$defs' must be an object") }
        if let sets = object.member("sets"), let entries = members(of: sets, "'sets' must be an object of sets by name")
        {
            // A name given twice is a duplicate-key error already; the first one counts.
            for entry in entries where checkName(entry.key, of: "set", at: entry.keyLocation) {
                guard declaredSets.insert(entry.key).inserted else { continue }
                let set = readSet(
                    entry.value, name: entry.key, location: entry.keyLocation, pointer: ["sets", entry.key])
                if let set { document.add(set) }
            }
        }
        if let modifiers = object.member("modifiers"),
            let entries = members(of: modifiers, "'modifiers' must be an object of modifiers by name")
        {
            for entry in entries where checkName(entry.key, of: "modifier", at: entry.keyLocation) {
                guard declaredModifiers.insert(entry.key).inserted else { continue }
                let modifier = readModifier(
                    entry.value, name: entry.key, location: entry.keyLocation, pointer: ["modifiers", entry.key])
                if let modifier { document.add(modifier) }
            }
        }
        if let order = object.member("resolutionOrder") {
            document.orderLocation = order.keyLocation
            readOrder(order.value, into: &document)
        } else {
            error(
                .resolverRequired,
                "a resolver document needs \"resolutionOrder\": the sets and modifiers to merge, in order, "
                    + "e.g. [{\"$ref\": \"#/sets/base\"}]", at: root.location)
        }
        return document
    }

    private mutating func checkVersion(_ node: JSONNode) {
        guard case .string(let version) = node.value else {
            error(
                .resolverStructure, "'version' must be the string \"\(Self.version)\", found \(node.value.typeName)",
                at: node.location,
                fixIt: .replaceJSON(at: node.location, with: "\"\(Self.version)\"", .suggestion))
            return
        }
        guard version != Self.version else { return }
        error(
            .resolverVersion,
            "unsupported resolver version '\(version)': higtype reads the Resolver Module \(Self.version), "
                + "whose documents say \"version\": \"\(Self.version)\"", at: node.location,
            fixIt: .replaceJSON(at: node.location, with: "\"\(Self.version)\"", .suggestion))
    }

    // MARK: Helpers

    mutating func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [],
        fixIt: Diagnostic.FixIt? = nil
    ) {
        diagnostics.append(.error(id, message, at: location, notes: notes, fixIt: fixIt))
    }

    /// An object's members, or nil (reported with `message`) when the member's value is not an object.
    mutating func members(of member: JSONObject.Member, _ message: String) -> [JSONObject.Member]? {
        guard case .object(let object) = member.value.value else {
            error(.resolverStructure, message + ", found \(member.value.value.typeName)", at: member.value.location)
            return nil
        }
        return object.members
    }

    /// Reports a member that is there but not a string.
    mutating func checkString(_ member: JSONObject.Member?) {
        guard let member else { return }
        if case .string = member.value.value { return }
        error(
            .resolverStructure, "'\(member.key)' must be a string, found \(member.value.value.typeName)",
            at: member.value.location)
    }

    /// Reports members not in `known`, suggesting the closest known one.
    mutating func checkProperties(_ object: JSONObject, known: [String], in what: String) {
        for member in object.members where !known.contains(member.key) {
            let suggestion = Suggestions.closest(to: member.key, in: known)
            error(
                .resolverUnknownProperty,
                "unknown property '\(member.key)' in \(what)" + Self.didYouMean(suggestion)
                    + "; it takes \(known.joined(separator: ", "))", at: member.keyLocation,
                fixIt: suggestion.map { .replaceJSON(at: member.keyLocation, with: "\"\($0)\"", .suggestion) })
        }
    }

    /// " (did you mean 'x'?)" for a suggestion, "" for none: for messages that go on with a list.
    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The module's names are non-empty strings; reports an empty one.
    mutating func checkName(_ name: String, of kind: String, at location: SourceLocation) -> Bool {
        guard name.isEmpty else { return true }
        error(
            .resolverName, "a \(kind) needs a name: an empty string names nothing an input or reference could choose",
            at: location)
        return false
    }
}
