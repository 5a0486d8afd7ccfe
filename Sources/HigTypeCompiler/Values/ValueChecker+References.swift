import HigTypeCore
import HigTypeSpec

extension ValueChecker {
    /// Checks a value (or composite sub-value) that takes a literal of `type` or an alias: a
    /// literal with `literal`, reporting at its parts; what an alias reaches as described below.
    /// Returns what `literal` returns, or nil when something was wrong.
    ///
    /// - An alias to a token of `type`: that token's own check reports its value, so it is only
    ///   read here, quietly, and only when `readsTokens` (leaf types, whose values the reader
    ///   needs; a composite's sub-values can refer back to it, so it is never re-entered).
    /// - An alias to a token of another type: `alias-type`.
    /// - A `$ref` into part of a value: checked, and a problem reported at the `$ref`.
    mutating func slot<T>(
        _ node: JSONNode, as type: DTCGType, in token: Token, readsTokens: Bool = false,
        _ literal: (inout ValueChecker, JSONNode) -> T?
    ) -> T? {
        guard isWellFormedReference(node) else { return nil }
        let pointer = AliasResolver.pointer(in: node)
        guard pointer != nil || Self.curlyAlias(node) != nil else { return literal(&self, node) }
        guard let resolved = follow(node, in: token) else { return nil }
        if resolved.viaPointer, let pointer { return reached(resolved.node, by: pointer, as: type, literal) }
        guard let found = resolved.type else {
            // The target has no type: it reports that itself (missing-type).
            return nil
        }
        guard found == type else {
            let written = pointer.map { "$ref '\($0.value)'" } ?? "alias '{\(resolved.via ?? "")}'"
            report(
                .error(
                    .aliasType,
                    "\(written) leads to a token of type '\(found.rawValue)', but this needs a \(type.prose) ('\(type.rawValue)')",
                    at: node.location,
                    notes: resolved.via.flatMap { aliases.token(named: $0) }.map {
                        [.init("'\($0.name)' is declared here", at: $0.location)]
                            + ($0.typeFromOtherFile.map { [$0] } ?? [])
                    } ?? []))
            return nil
        }
        guard readsTokens else { return nil }
        var quiet = ValueChecker(aliases: aliases)
        quiet.depth = depth + 1
        return literal(&quiet, resolved.node)
    }

    /// Checks what a `$ref` reached inside another value as `type`; a problem is reported once, at
    /// the `$ref`, with a note where the value it reached is written.
    private mutating func reached<T>(
        _ target: JSONNode, by pointer: Located<String>, as type: DTCGType,
        _ literal: (inout ValueChecker, JSONNode) -> T?
    ) -> T? {
        guard depth < Self.maximumDepth else {
            report(
                .error(
                    .aliasSyntax,
                    "$ref '\(pointer.value)' is one of more than \(Self.maximumDepth) $refs inside each other; higtype stops here",
                    at: pointer.location))
            return nil
        }
        var inner = ValueChecker(aliases: aliases)
        inner.depth = depth + 1
        let result = literal(&inner, target)
        if let problem = inner.diagnostics.first(where: { $0.severity == .error }) {
            report(
                .error(
                    problem.id,
                    "$ref '\(pointer.value)' leads to a value that is not a valid \(type.prose): \(problem.message)",
                    at: pointer.location,
                    notes: [.init("the value it leads to", at: problem.location ?? target.location)]))
            return nil
        }
        return result
    }

    /// Follows the alias `node`, reporting a missing target, a cycle or a deprecated token.
    mutating func follow(_ node: JSONNode, in token: Token) -> AliasResolver.Resolved? {
        switch aliases.resolve(node, in: token) {
        case .failure(let d):
            report(d)
            return nil
        case .success(let resolved):
            if let first = resolved.via, !resolved.viaPointer, let target = aliases.token(named: first),
                let reason = target.deprecation
            {
                report(
                    .warning(
                        .deprecatedToken,
                        "'\(first)' is deprecated" + (reason.isEmpty ? "" : ": \(reason)"), at: node.location,
                        notes: [.init("'\(first)' is declared here", at: target.location)]))
            }
            return resolved
        }
    }

    /// The token path of a curly-brace alias string, or nil.
    static func curlyAlias(_ node: JSONNode) -> String? {
        guard case .string(let text) = node.value else { return nil }
        return AliasResolver.reference(in: text)
    }

    /// An object with a `$ref` member must be exactly `{"$ref": "#/…"}`; reports it otherwise.
    mutating func isWellFormedReference(_ node: JSONNode) -> Bool {
        guard case .object(let object) = node.value, let ref = object.member("$ref") else { return true }
        guard case .string = ref.value.value else {
            report(
                .error(
                    .aliasSyntax, "$ref must be a string, a JSON Pointer such as \"#/group/token/$value\"",
                    at: ref.value.location))
            return false
        }
        if let other = object.members.first(where: { $0.key != "$ref" }) {
            report(
                .error(
                    .aliasSyntax,
                    "a $ref object holds only \"$ref\"; '\(other.key)' beside it would be ignored by DTCG tools",
                    at: other.keyLocation))
            return false
        }
        return true
    }
}
