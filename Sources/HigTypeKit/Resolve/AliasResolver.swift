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
    private lazy var tokenNames: [String] = manifest.tokens.map(\.name)

    public init(manifest: Manifest) { self.manifest = manifest }

    /// The token path an alias string names, or nil if the string is not an alias.
    public static func reference(in string: String) -> String? {
        guard string.count >= 3, string.first == "{", string.last == "}" else { return nil }
        let inner = string.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    /// Resolves `node`, which sits in `token`'s value, following aliases to a literal.
    public func resolve(_ node: JSONNode, in token: Token) -> Result<Resolved, Diagnostic> {
        guard case .string(let text) = node.value, let target = Self.reference(in: text) else {
            return .success(Resolved(node: node, type: nil, chain: []))
        }
        return resolveToken(target, referencedAt: node.location, visiting: [token.name])
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
        if case .string(let text) = target.value.value, let next = Self.reference(in: text) {
            result = resolveToken(next, referencedAt: target.value.location, visiting: visiting + [name]).map {
                Resolved(node: $0.node, type: $0.type ?? target.type, chain: [name] + $0.chain)
            }
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

    private func cycleDiagnostic(_ cycle: [String], at location: SourceLocation) -> Diagnostic {
        let notes = cycle.dropLast().compactMap { name in
            manifest.token(named: name).map { Diagnostic.Note("'\(name)' is part of the cycle", at: $0.value.location) }
        }
        return .error(
            "alias-cycle", "alias cycle: " + cycle.map { "{\($0)}" }.joined(separator: " → "),
            at: location, notes: notes)
    }
}
