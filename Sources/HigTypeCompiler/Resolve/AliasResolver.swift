import HigTypeCore
import HigTypeSpec

/// Follows DTCG aliases (`"{group.token}"`) to the literal values they stand for, reporting
/// missing targets with a suggestion, references to groups, and cycles with every position.
/// Chains are walked link by link in a loop, so a chain of any length costs no stack, and the
/// outcome is memoized per token, so long chains shared by many tokens cost one walk.
final class AliasResolver {
    /// A value after aliases: the literal node, the `$type` of the token it came from, and the
    /// first alias passed through.
    struct Resolved: Sendable {
        var node: JSONNode
        var type: DTCGType?
        /// The first alias passed through: a token name, or a `$ref` pointer into a value when
        /// that is where the chain started; nil when the value was already literal.
        var via: String?
        /// Whether `via` is a `$ref` pointer into part of a value (so `type` is unknown), not a token.
        var viaPointer = false
    }

    let manifest: Manifest
    private var memo: [String: Result<Resolved, Diagnostic>] = [:]
    /// Each token's text style source, once known (`styleSource(of:)`), by its place in the
    /// manifest; empty until the first question.
    var styleSources: [StyleSource?] = []
    /// How many links the walks have taken in all (aliases followed, tokens passed): linear in the
    /// manifest's links however its chains are shared. Tests bound it (`AliasChainScaleTests`).
    private(set) var linksWalked = 0
    func countLink() { linksWalked += 1 }
    /// Every token found in an alias cycle so far.
    private var cycleMembers: Set<String> = []
    /// Every token name, indexed once for "did you mean" (built at the first missing target).
    lazy var names = SuggestionIndex(manifest.tokens.map(\.name))
    /// A segment shortened or spelled out (`{font.monospace}` for `font.mono`), when edit distance finds nothing.
    lazy var abbreviations = AbbreviationIndex(manifest.tokens.map(\.name))
    /// The suggestion for each missing target asked about so far.
    var suggestions: [String: String?] = [:]
    /// Where each token's chain of whole-value aliases ends, once asked (`chainEnd(of:)`).
    var chainEnds: [String: ChainEnd] = [:]
    /// Each token's position in the manifest, to start a cycle's message at the member written first.
    private lazy var tokenOrder: [String: Int] = Dictionary(
        manifest.tokens.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })

    init(manifest: Manifest) { self.manifest = manifest }

    func token(named name: String) -> Token? { manifest.token(named: name) }

    /// The token path an alias string names, or nil if the string is not an alias.
    /// Braces are found among code points, not characters, so a name that starts with a
    /// combining mark (`{\u{301}body}`, whose first character is `{` and the mark together) is an alias too.
    static func reference(in string: String) -> String? {
        let scalars = string.unicodeScalars
        guard scalars.count >= 3, scalars.first == "{", scalars.last == "}" else { return nil }
        let inner = scalars.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(String.UnicodeScalarView(inner))
    }

    /// The pointer of a `{"$ref": "#/…"}` object and where the pointer string is, or nil if the
    /// node is not one.
    static func pointer(in node: JSONNode) -> Located<String>? {
        guard case .object(let object) = node.value, object.members.count == 1, let ref = object["$ref"],
            case .string(let pointer) = ref.value
        else { return nil }
        return Located(pointer, at: ref.location)
    }

    /// Resolves `node`, which sits in `token`'s value, following aliases to a literal.
    func resolve(_ node: JSONNode, in token: Token) -> Result<Resolved, Diagnostic> {
        // When `node` is the token's whole value, a chain back to the token is an ordinary cycle;
        // when it is part of a value (a typography field), the token is only its context.
        let isWholeValue = node.location == token.value.location
        let result =
            follow(
                node, visiting: [token.name], entryIsAlias: isWholeValue,
                entryIsReference: isWholeValue && token.isReference)
            ?? .success(Resolved(node: node, type: nil, via: nil))
        // A token outside a cycle that leads into it gets its own error at its own reference.
        if case .failure(let d) = result, d.id == .aliasCycle, !cycleMembers.contains(token.name) {
            return .failure(
                .error(
                    .aliasCycle, "alias leads into a cycle: " + d.message.dropFirst("alias cycle: ".count),
                    at: node.location, notes: [.init("the cycle is reported here", at: d.location)]))
        }
        return result
    }

    /// A link the walk has passed and whose value it is still looking for.
    private enum Link {
        /// A token reached by an alias (or by a `$ref` to the token or its `$value`), with its `$type`.
        case token(String, type: DTCGType?)
        /// A `$ref` pointer into part of a value.
        case pointer(String)
    }

    /// Where a `$ref` leads: a whole token, or a node inside the manifest.
    enum PointerTarget {
        /// A token: `whole` when the pointer names the token itself (`#/a/b`), not its `$value`.
        case token(String, whole: Bool)
        case node(JSONNode)
    }

    /// Follows `start` if it is a curly-brace alias or a `$ref` object; nil if it is a literal.
    /// `visiting` names the tokens the caller is already inside, so a chain back to one is a cycle;
    /// `entryIsAlias` says whether `start` is the whole value of the last of them, and
    /// `entryIsReference` whether that token is written with `$ref` in place of `$value`.
    private func follow(_ start: JSONNode, visiting initial: [String], entryIsAlias: Bool, entryIsReference: Bool)
        -> Result<Resolved, Diagnostic>?
    {
        var visiting = initial
        var positions: [String: Int] = [:]
        for (index, name) in initial.enumerated() where positions[name] == nil { positions[name] = index }
        var links: [Link] = []
        var node = start
        // Where the walk stopped: nil at a literal; the memoized outcome of a token; or a failure.
        var ending: Result<Resolved, Diagnostic>?
        // Whether a failure may be memoized for the tokens walked: not when it is a cycle through
        // a token the caller is inside, since that token's value need not be an alias itself.
        var failureIsShared = true
        // Whether `node` is a token's `$ref` in place of its `$value`, which may name a whole token.
        var nodeIsReference = entryIsReference
        walk: while true {
            countLink()
            let name: String
            let location: SourceLocation
            if case .string(let text) = node.value, let target = Self.reference(in: text) {
                if target.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
                    ending = .failure(
                        .error(
                            .aliasSyntax,
                            "alias '\(text)' has an empty name in its path; write '{group.token}', names joined by single dots",
                            at: node.location))
                    break walk
                }
                (name, location) = (target, node.location)
            } else if let pointer = Self.pointer(in: node) {
                if let seen = positions[pointer.value] {
                    ending = .failure(cycleDiagnostic(Array(visiting[seen...]) + [pointer.value], at: pointer.location))
                    failureIsShared = entryIsAlias || seen >= initial.count
                    break walk
                }
                switch pointerTarget(pointer.value, at: pointer.location, context: initial) {
                case .failure(let d):
                    ending = .failure(d)
                    break walk
                case .success(.token(let target, let whole)):
                    if whole, !nodeIsReference {
                        // The entry token's own `$ref`, beside its own `$type`, or one inside a value.
                        var typed: String?
                        if node.location == start.location, entryIsAlias, let entry = initial.last,
                            manifest.token(named: entry)?.isTypedReference == true
                        {
                            typed = entry
                        }
                        ending = .failure(wholeTokenInValue(pointer, token: target, typedToken: typed))
                        break walk
                    }
                    (name, location) = (target, pointer.location)
                case .success(.node(let target)):
                    nodeIsReference = false
                    positions[pointer.value] = visiting.count
                    visiting.append(pointer.value)
                    links.append(.pointer(pointer.value))
                    node = target
                    continue walk
                }
            } else {
                break walk
            }
            if let cached = memo[name] {
                ending = cached
                break walk
            }
            if let seen = positions[name] {
                ending = .failure(cycleDiagnostic(Array(visiting[seen...]) + [name], at: location))
                failureIsShared = entryIsAlias || seen >= initial.count
                break walk
            }
            guard let target = manifest.token(named: name) else {
                ending = .failure(missingDiagnostic(name, at: location, context: initial))
                break walk
            }
            positions[name] = visiting.count
            visiting.append(name)
            links.append(.token(name, type: target.type))
            node = target.value
            nodeIsReference = target.isReference
        }
        if links.isEmpty { return ending }

        switch ending {
        case .failure(let d)?:
            // Every token walked fails the same way from anywhere: the cycle diagnostic does not
            // depend on where the walk entered the cycle, and a missing target is missing for all.
            if failureIsShared {
                for case .token(let name, _) in links { memo[name] = .failure(d) }
            }
            return .failure(d)
        case .success(let found)?:
            return .success(unwind(links, from: found))
        case nil:
            // The last link's value is the literal: a token's value, or the node a pointer reaches.
            let literal: Resolved
            switch links.removeLast() {
            case .token(let name, let type):
                literal = Resolved(node: node, type: type, via: name)
                memo[name] = .success(literal)
            case .pointer(let pointer):
                literal = Resolved(node: node, type: nil, via: pointer, viaPointer: true)
            }
            return .success(unwind(links, from: literal))
        }
    }

    /// Hands `found`, the resolution of the end of the chain, back along `links`, memoizing each
    /// token's resolution: a token takes the innermost `$type` written, else its own, and is the
    /// first alias of its own resolution; a pointer passes what it reached on unchanged.
    private func unwind(_ links: [Link], from found: Resolved) -> Resolved {
        var result = found
        for link in links.reversed() {
            guard case .token(let name, let type) = link else { continue }
            result = Resolved(node: result.node, type: result.type ?? type, via: name)
            memo[name] = .success(result)
        }
        return result
    }

    /// A reference to no token: a token's `$value` named with a curly alias (`wrongPart`), a group,
    /// or a name that is none, with the token most likely meant that would not close a cycle.
    /// `context` names the tokens the reference is written inside.
    private func missingDiagnostic(_ name: String, at location: SourceLocation, context: [String]) -> Diagnostic {
        if let wrong = wrongPart(name, at: location) { return wrong }
        if manifest.groups.contains(name) {
            return .error(
                .aliasGroup, "alias '{\(name)}' refers to a group, not a token",
                at: location,
                notes: manifest.groupLocations[name].map { [.init("group '\(name)' is here", at: $0)] } ?? [])
        }
        let suggestion = self.suggestion(for: name, context: context)
        return .error(
            .aliasMissing,
            "alias '{\(name)}' refers to no token" + (suggestion.map { "; did you mean '{\($0)}'?" } ?? ""),
            at: location, fixIt: suggestion.map { .replaceJSON(at: location, with: "\"{\($0)}\"", .suggestion) })
    }

    /// One diagnostic per cycle, whichever token the walk entered it from: it starts at the member
    /// written first in the manifest and points at that member's reference.
    private func cycleDiagnostic(_ path: [String], at location: SourceLocation) -> Diagnostic {
        var members = Array(path.dropLast())
        cycleMembers.formUnion(members)
        let order = { (name: String) in self.tokenOrder[name] ?? Int.max }
        if let first = members.indices.min(by: { order(members[$0]) < order(members[$1]) }) {
            members = Array(members[first...] + members[..<first])
        }
        // A long cycle is named by its first members: thousands of notes help no one, and every
        // token in the cycle reports this same diagnostic, which the log hashes to drop repeats.
        let listed = members.prefix(Self.cycleMembersListed)
        let tokens = listed.compactMap { manifest.token(named: $0) }
        var notes = tokens.dropFirst().map {
            Diagnostic.Note("'\($0.name)' is part of the cycle", at: $0.value.location)
        }
        var names = listed.map { "{\($0)}" }
        if members.count > listed.count {
            names.append("… (\(members.count) tokens in all)")
            notes.append(Diagnostic.Note("and \(members.count - listed.count) more tokens"))
        }
        return .error(
            .aliasCycle, "alias cycle: " + (names + ["{\(members[0])}"]).joined(separator: " → "),
            at: tokens.first?.value.location ?? location, notes: notes)
    }

    /// How many members of a cycle its diagnostic names.
    static let cycleMembersListed = 20
}
