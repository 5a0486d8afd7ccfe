/// Follows DTCG aliases (`"{group.token}"`) to the literal values they stand for, reporting
/// missing targets with a suggestion, references to groups, and cycles with every position.
/// Results are memoized per token, so long chains shared by many tokens cost one walk.
public final class AliasResolver {
    /// A value after aliases: the literal node, the `$type` of the token it came from, and the chain.
    public struct Resolved: Sendable {
        public var node: JSONNode
        public var type: String?
        /// Tokens passed through, first alias first; empty when the value was already literal.
        public var chain: [String]
    }

    private let manifest: Manifest
    private var memo: [String: Result<Resolved, Diagnostic>] = [:]
    /// Every token found in an alias cycle so far.
    private var cycleMembers: Set<String> = []
    private lazy var tokenNames: [String] = manifest.tokens.map(\.name)

    public init(manifest: Manifest) { self.manifest = manifest }

    func token(named name: String) -> Token? { manifest.token(named: name) }

    /// The token path an alias string names, or nil if the string is not an alias.
    public static func reference(in string: String) -> String? {
        guard string.count >= 3, string.first == "{", string.last == "}" else { return nil }
        let inner = string.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// The pointer of a `{"$ref": "#/…"}` object and where the pointer string is, or nil if the
    /// node is not one.
    public static func pointer(in node: JSONNode) -> Located<String>? {
        guard case .object(let object) = node.value, object.members.count == 1, let ref = object["$ref"],
            case .string(let pointer) = ref.value
        else { return nil }
        return Located(pointer, at: ref.location)
    }

    /// Resolves `node`, which sits in `token`'s value, following aliases to a literal.
    public func resolve(_ node: JSONNode, in token: Token) -> Result<Resolved, Diagnostic> {
        let result = follow(node, visiting: [token.name]) ?? .success(Resolved(node: node, type: nil, chain: []))
        // A token outside a cycle that leads into it gets its own error at its own reference.
        if case .failure(let d) = result, d.id == "alias-cycle", !cycleMembers.contains(token.name) {
            return .failure(.error(
                "alias-cycle", "alias leads into a cycle: " + d.message.dropFirst("alias cycle: ".count),
                at: node.location, notes: [.init("the cycle is reported here", at: d.location)]))
        }
        return result
    }

    /// Follows `node` if it is a curly-brace alias or a `$ref` object; nil if it is a literal.
    private func follow(_ node: JSONNode, visiting: [String]) -> Result<Resolved, Diagnostic>? {
        if case .string(let text) = node.value, let target = Self.reference(in: text) {
            return resolveToken(target, referencedAt: node.location, visiting: visiting)
        }
        if let pointer = Self.pointer(in: node) {
            return resolvePointer(pointer.value, referencedAt: pointer.location, visiting: visiting)
        }
        return nil
    }

    /// A `$ref` to a token or its `$value` resolves like an alias to that token; a pointer into
    /// a value (`#/t/$value/fontSize`) gives that part of the value.
    private func resolvePointer(_ pointer: String, referencedAt location: SourceLocation, visiting: [String])
        -> Result<Resolved, Diagnostic>
    {
        guard let segments = JSONPointer.segments(pointer) else {
            return .failure(.error("alias-missing", "$ref '\(pointer)' is not a JSON Pointer of the form \"#/group/token/$value\"", at: location))
        }
        for length in stride(from: segments.count, through: 1, by: -1) {
            let name = segments[..<length].joined(separator: ".")
            guard manifest.token(named: name) != nil else { continue }
            let rest = Array(segments[length...])
            if rest.isEmpty || rest == ["$value"] {
                return resolveToken(name, referencedAt: location, visiting: visiting)
            }
            break
        }
        guard let target = JSONPointer.resolve(segments, in: manifest.root) else {
            return .failure(.error("alias-missing", "$ref '\(pointer)' points at nothing in the manifest", at: location))
        }
        if let followed = follow(target, visiting: visiting + [pointer]) { return followed }
        return .success(Resolved(node: target, type: nil, chain: [pointer]))
    }

    /// Resolves the token `name` to its literal value.
    public func resolveToken(named name: String) -> Result<Resolved, Diagnostic> {
        guard let token = manifest.token(named: name) else {
            return .failure(.error("alias-missing", "no token named '\(name)'"))
        }
        return resolveToken(name, referencedAt: token.location, visiting: [])
    }

    private func resolveToken(_ name: String, referencedAt location: SourceLocation, visiting: [String])
        -> Result<Resolved, Diagnostic>
    {
        if let cached = memo[name] { return relocated(cached, at: location) }
        if let start = visiting.firstIndex(of: name) {
            return .failure(cycleDiagnostic(Array(visiting[start...]) + [name], at: location))
        }
        guard let target = manifest.token(named: name) else {
            return .failure(missingDiagnostic(name, at: location))
        }
        let result: Result<Resolved, Diagnostic>
        if let followed = follow(target.value, visiting: visiting + [name]) {
            result = followed.map { Resolved(node: $0.node, type: $0.type ?? target.type, chain: [name] + $0.chain) }
        } else {
            result = .success(Resolved(node: target.value, type: target.type, chain: [name]))
        }
        // A cycle's diagnostic depends on where the walk entered it, so only successes are shared.
        if case .success = result { memo[name] = result }
        return result
    }

    /// A memoized failure is reported where this reference stands.
    private func relocated(_ result: Result<Resolved, Diagnostic>, at location: SourceLocation)
        -> Result<Resolved, Diagnostic>
    {
        result.mapError { d in
            var d = d
            d.location = location
            return d
        }
    }

    private func missingDiagnostic(_ name: String, at location: SourceLocation) -> Diagnostic {
        if manifest.groups.contains(name) {
            return .error(
                "alias-group", "alias '{\(name)}' refers to a group, not a token",
                at: location, notes: manifest.groupLocations[name].map { [.init("group '\(name)' is here", at: $0)] } ?? [])
        }
        let suggestion = Suggestions.closest(to: name, in: tokenNames)
        return .error(
            "alias-missing",
            "alias '{\(name)}' refers to no token" + (suggestion.map { "; did you mean '{\($0)}'?" } ?? ""),
            at: location, fixIt: suggestion.map { .init(replacement: "\"{\($0)}\"") })
    }

    /// One diagnostic per cycle, whichever token the walk entered it from: it starts at the member
    /// written first in the manifest and points at that member's reference.
    private func cycleDiagnostic(_ path: [String], at location: SourceLocation) -> Diagnostic {
        var members = Array(path.dropLast())
        cycleMembers.formUnion(members)
        let order = { (name: String) in self.manifest.tokens.firstIndex { $0.name == name } ?? Int.max }
        if let first = members.indices.min(by: { order(members[$0]) < order(members[$1]) }) {
            members = Array(members[first...] + members[..<first])
        }
        let tokens = members.compactMap { manifest.token(named: $0) }
        let notes = tokens.dropFirst().map { Diagnostic.Note("'\($0.name)' is part of the cycle", at: $0.value.location) }
        return .error(
            "alias-cycle", "alias cycle: " + (members + [members[0]]).map { "{\($0)}" }.joined(separator: " → "),
            at: tokens.first?.value.location ?? location, notes: notes)
    }
}
