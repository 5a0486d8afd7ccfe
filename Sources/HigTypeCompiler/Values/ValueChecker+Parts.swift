import HigTypeCore

/// A part of a value (a color component, a dimension's `unit` …) after its `$ref`, if it has one.
struct ValuePart {
    /// The literal.
    var node: JSONNode
    /// The `$ref` that led to it, with the position of its pointer; nil when written in place.
    var pointer: Located<String>?
}

extension ValueChecker {
    /// Follows a part's `$ref`, if it has one. A curly-brace alias cannot stand for a part of a
    /// value (it names a whole token): that is `alias-syntax`, with the `$ref` to write instead.
    mutating func part(_ node: JSONNode, in token: Token) -> ValuePart? {
        if let path = Self.curlyAlias(node) {
            let pointer = aliases.partPointer(for: path)
            let ref = "{\"$ref\": \(JSONOutput.quote(pointer))}"
            var message =
                "a curly-brace alias stands for a whole token's value and cannot stand for part of a value; refer to a part with a JSON Pointer: \(ref)"
            let fixIt: Diagnostic.FixIt?
            switch partTarget(path: path)?.value {
            case .string, .number, .bool:
                // The pointer names exactly what the alias did, one value that a part can be: safe.
                fixIt = .replaceJSON(at: node.location, with: ref, .safe)
            case .array(let items) where !items.isEmpty:
                // A list in a list's place (a family array in a family array): a `$ref` to the
                // list would nest it, so the fix-it refers to each of its entries, to review, as
                // reading the alias as the entries spread in place is a choice.
                let refs = items.indices.map { "{\"$ref\": \(JSONOutput.quote(pointer + "/\($0)"))}" }
                message +=
                    "; its value is a list of \(items.count), so refer to each entry: \(refs.joined(separator: ", "))"
                fixIt = .replaceJSON(at: node.location, with: refs.joined(separator: ", "), .suggestion)
            default:
                // An object, or nothing the alias reaches: the `$ref` would not fit either.
                fixIt = .replaceJSON(at: node.location, with: ref, .suggestion)
            }
            report(.error(.aliasSyntax, message, at: node.location, fixIt: fixIt))
            return nil
        }
        guard isWellFormedReference(node) else { return nil }
        guard let pointer = AliasResolver.pointer(in: node) else { return ValuePart(node: node) }
        guard let resolved = follow(node, in: token) else { return nil }
        return ValuePart(node: resolved.node, pointer: pointer)
    }

    /// What the `$ref` a curly alias written in a part's place becomes points at
    /// (`AliasResolver.partPointer(for:)`): the named token's value, or a part of it. Nil when it
    /// points at nothing, or at another alias, which is not a literal it could safely stand for.
    func partTarget(path: String) -> JSONNode? {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var found: JSONNode?
        if let token = aliases.token(named: path) {
            found = token.value
        } else {
            for length in stride(from: segments.count - 1, through: 1, by: -1) {
                guard let owner = aliases.token(named: segments[..<length].joined(separator: ".")) else { continue }
                let rest = Array(segments[length...])
                found = JSONPointer.resolve(rest.first == "$value" ? Array(rest.dropFirst()) : rest, in: owner.value)
                if found != nil { break }
            }
        }
        if case .string(let text)? = found?.value, AliasResolver.reference(in: text) != nil { return nil }
        if let found, AliasResolver.pointer(in: found) != nil { return nil }
        return found
    }

    /// Reports a problem with a part: where it is written, or at the `$ref` that led to it. A
    /// fix-it replaces the part where it is written, so a part reached through a `$ref` has none.
    mutating func fail(
        _ part: ValuePart, _ message: String, id: DiagnosticID = .tokenValue, fixIt: String? = nil,
        _ applicability: Diagnostic.FixIt.Applicability = .suggestion
    ) {
        if let pointer = part.pointer {
            report(
                .error(
                    id, "$ref '\(pointer.value)' leads to a value that does not fit here: \(message)",
                    at: pointer.location,
                    notes: [.init("the value it leads to", at: part.node.location)]))
        } else {
            report(
                .error(
                    id, message, at: part.node.location,
                    fixIt: fixIt.map { .replaceJSON(at: part.node.location, with: $0, applicability) }))
        }
    }

    /// A part that must be a number: its value, or nil after reporting.
    mutating func numberPart(_ node: JSONNode, in token: Token, _ what: String) -> (Double, ValuePart)? {
        guard let part = part(node, in: token) else { return nil }
        guard case .number(let n) = part.node.value else {
            // "0.625" is the number 0.625 in quotes: the fix-it drops the quotes, which keeps it.
            if case .string(let text) = part.node.value,
                case .number(let number)? = JSONParser.parse(
                    Array(text.utf8), file: "", reportDuplicateKeys: false
                ).root?.value, number.double.isFinite, !text.contains(where: \.isWhitespace)
            {
                fail(
                    part, "\(what) must be a number, found \(Self.describe(part.node)); write \(number.text)",
                    fixIt: number.text, .safe)
                return nil
            }
            fail(part, "\(what) must be a number, found \(Self.describe(part.node))")
            return nil
        }
        return (n.double, part)
    }

    /// A part that must be one of `words`, exactly: the word, or nil after reporting (with the
    /// closest word as a fix-it).
    mutating func wordPart(_ node: JSONNode, in token: Token, _ what: String, from words: [String]) -> String? {
        guard let part = part(node, in: token) else { return nil }
        let list = words.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .string(let word) = part.node.value else {
            fail(part, "\(what) must be one of \(list), found \(Self.describe(part.node))")
            return nil
        }
        guard words.contains(word) else {
            let suggestion = Suggestions.closest(to: word, in: words)
            fail(
                part, "\(what) must be one of \(list), found \"\(word)\"" + Suggestions.hint(suggestion),
                fixIt: suggestion.map { JSONOutput.quote($0) })
            return nil
        }
        return word
    }
}
