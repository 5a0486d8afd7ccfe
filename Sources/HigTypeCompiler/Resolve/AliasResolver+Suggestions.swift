import HigTypeCore

/// What a reference to no token most likely meant, and the references that are written wrong
/// rather than missing.
///
/// "Did you mean" never suggests a token that would close a cycle: the token the reference is
/// written in, a token whose chain of aliases leads back to it, or one whose chain ends at this
/// same missing name (every token on the chain that reaches the reference does). Such a fix-it
/// would turn one error into another.
extension AliasResolver {
    /// Where a token's chain of whole-value aliases ends.
    enum ChainEnd: Equatable {
        /// At the named token, whose value is not an alias of a whole token.
        case value(String)
        /// At a reference to the named token, which does not exist.
        case missing(String)
        /// In a cycle.
        case cycle
    }

    /// The token most likely meant by a name that is none: the nearest by edit distance, else
    /// one segment shortened or spelled out. Memoized per name.
    func suggestion(for name: String) -> String? {
        if let known = suggestions[name] { return known }
        let found = names.closest(to: name) ?? abbreviations.closest(to: name)
        suggestions[name] = found
        return found
    }

    /// The suggestion for a reference to `name` written inside the tokens `context`, among the
    /// tokens that would not close a cycle there.
    func suggestion(for name: String, context: [String]) -> String? {
        let plain = suggestion(for: name)
        guard let plain, closesCycle(plain, replacing: name, inside: context) else { return plain }
        let accept = { (candidate: String) in !self.closesCycle(candidate, replacing: name, inside: context) }
        return names.closest(to: name, where: accept) ?? abbreviations.closest(to: name, where: accept)
    }

    /// Whether writing `candidate` in place of the missing `name`, in a reference inside the tokens
    /// `context`, would make a cycle (or lead into one).
    func closesCycle(_ candidate: String, replacing name: String, inside context: [String]) -> Bool {
        if context.contains(candidate) { return true }
        switch chainEnd(of: candidate) {
        case .missing(let end): return end == name
        case .value(let end): return context.contains(end)
        case .cycle: return true
        }
    }

    /// Where the chain of whole-value aliases from the token `start` ends. Each token walked is
    /// answered at once, so the chains of a whole manifest cost one step per link.
    func chainEnd(of start: String) -> ChainEnd {
        if let known = chainEnds[start] { return known }
        var walked: [String] = []
        var seen: Set<String> = []
        var name = start
        var end: ChainEnd
        while true {
            countLink()
            if let known = chainEnds[name] {
                end = known
                break
            }
            guard seen.insert(name).inserted else {
                end = .cycle
                break
            }
            guard let token = manifest.token(named: name) else {
                end = .missing(name)
                break
            }
            walked.append(name)
            guard let next = Self.wholeTokenReference(token.value) else {
                end = .value(name)
                break
            }
            name = next
        }
        for name in walked { chainEnds[name] = end }
        return end
    }

    /// The token a value refers to as a whole: a curly-brace alias, or a `$ref` to a token or its
    /// `$value` (which need not exist).
    static func wholeTokenReference(_ node: JSONNode) -> String? {
        if case .string(let text) = node.value { return reference(in: text) }
        guard let pointer = pointer(in: node), var segments = JSONPointer.segments(pointer.value), !segments.isEmpty
        else { return nil }
        if segments.last == "$value" { segments.removeLast() }
        guard !segments.isEmpty, !segments.contains(where: { $0.contains(".") || $0.hasPrefix("$") }) else {
            return nil
        }
        return segments.joined(separator: ".")
    }

    /// A curly alias that names a token's `$value` (`{a.b.$value}`, or Style Dictionary's
    /// `{a.b.value}`), or a part of its value (`{a.b.fontSize}`), instead of the token: an
    /// `alias-syntax` error whose fix-it is the alias of the token (`{a.b}`), or the `$ref` that
    /// reaches the part. Nil when no prefix of the name is a token.
    func wrongPart(_ name: String, at location: SourceLocation) -> Diagnostic? {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for length in stride(from: segments.count - 1, through: 1, by: -1) {
            let tokenName = segments[..<length].joined(separator: ".")
            guard let token = manifest.token(named: tokenName) else { continue }
            let rest = Array(segments[length...])
            let declared = [Diagnostic.Note("'\(tokenName)' is declared here", at: token.location)]
            // Where a whole value goes, Style Dictionary's `.value` means the token too.
            if rest == ["$value"] || rest == ["value"] {
                return .error(
                    .aliasSyntax,
                    "alias '{\(name)}' "
                        + (rest[0] == "$value"
                            ? "names the $value of '\(tokenName)'"
                            : "ends in '.value', as Style Dictionary's legacy aliases do")
                        + "; a curly-brace alias names the token and stands for its $value: write '{\(tokenName)}'",
                    at: location, notes: declared,
                    fixIt: .replaceJSON(at: location, with: JSONOutput.quote("{\(tokenName)}"), .safe))
            }
            let part = rest.first == "$value" ? Array(rest.dropFirst()) : rest
            guard !part.isEmpty, JSONPointer.resolve(part, in: token.value) != nil else { return nil }
            let pointer = "#/" + Self.escaped(Array(segments[..<length]) + ["$value"] + part)
            return .error(
                .aliasSyntax,
                "alias '{\(name)}' names part of the value of '\(tokenName)'; a curly-brace alias stands for a whole token's value, so refer to a part with a JSON Pointer: {\"$ref\": \(JSONOutput.quote(pointer))}",
                at: location, notes: declared,
                fixIt: .replaceJSON(at: location, with: "{\"$ref\": \(JSONOutput.quote(pointer))}", .safe))
        }
        return nil
    }

    /// The JSON Pointer that a curly alias written where only a part of a value may go
    /// (`{size.body}` for a dimension's `value`) must become: into the value of the longest prefix
    /// of the path that is a token, when the rest names something there (`{size.body.value}` →
    /// `#/size/body/$value/value`), else to the named token's `$value`.
    func partPointer(for path: String) -> String {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for length in stride(from: segments.count - 1, through: 1, by: -1) {
            guard let token = manifest.token(named: segments[..<length].joined(separator: ".")) else { continue }
            let rest = Array(segments[length...])
            let part = rest.first == "$value" ? Array(rest.dropFirst()) : rest
            guard JSONPointer.resolve(part, in: token.value) != nil else { break }
            return "#/" + Self.escaped(Array(segments[..<length]) + ["$value"] + part)
        }
        return "#/" + Self.escaped(segments) + "/$value"
    }

    /// A `$ref` inside a `$value` that points at a whole token (`#/a/b`). DTCG 2025.10 (Aliases,
    /// "JSON Pointer Syntax") gives curly aliases an implicit `/$value` and JSON Pointers none
    /// ("Explicit full path required"), so such a value would be the token object itself. A token
    /// may still be written `{"$ref": "#/a/b"}` in place of its `$value`: the spec's own example,
    /// which "references the entire token, making semantic.primary an alias for colors.blue".
    ///
    /// `typedToken` names the token when the `$ref` is its own, written beside a `$type` of its own
    /// (`{"$ref": "#/a/b", "$type": "color"}`): that token is one of its type whose value the
    /// pointer gives, not an alias of the token named, so the pointer must name a value too.
    func wholeTokenInValue(_ pointer: Located<String>, token name: String, typedToken: String? = nil) -> Diagnostic {
        let fixed = pointer.value + "/$value"
        let why =
            typedToken.map {
                "'\($0)' has a $type of its own, so its $ref gives its value, and a JSON Pointer stands for exactly what it names: the value would be the token object itself ($value, $type and all); point at '\(fixed)', or remove the $type to make '\($0)' an alias of the whole token"
            }
            ?? "a JSON Pointer stands for exactly what it names, so this value would be the token object itself ($value, $type and all); point at '\(fixed)'"
        return .error(
            .refTarget,
            "$ref '\(pointer.value)' points at the whole token '\(name)', not at its value: " + why,
            at: pointer.location,
            notes: manifest.token(named: name).map { [.init("'\(name)' is declared here", at: $0.location)] } ?? [],
            fixIt: .replaceJSON(at: pointer.location, with: JSONOutput.quote(fixed), .safe))
    }
}
