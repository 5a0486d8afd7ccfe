import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The rules for where a JSON Pointer `$ref` may lead (DTCG 2025.10, Aliases: a token, its
/// `$value`, or a part of the value; never a group, metadata or the document itself).
extension AliasResolver {
    /// Where a `$ref` may lead: a token (`#/group/token`), its `$value` (`…/token/$value`), or a
    /// part of its value (`…/token/$value/fontSize`). Anything else is an error at the pointer:
    /// a group (`alias-group`); a token's or group's metadata such as `$type`, the document itself
    /// (`#`), or a place outside every token (`ref-target`); a malformed pointer (`alias-syntax`);
    /// or nothing (`alias-missing`).
    /// `context` names the tokens the pointer is written inside, which a suggestion must not lead back to.
    func pointerTarget(_ pointer: String, at location: SourceLocation, context: [String] = [])
        -> Result<PointerTarget, Diagnostic>
    {
        guard let segments = JSONPointer.segments(pointer), Self.hasValidEscapes(pointer) else {
            return .failure(
                .error(
                    .aliasSyntax,
                    "$ref '\(pointer)' is not a JSON Pointer of the form \"#/group/token/$value\" ('/' separates names; '~0' and '~1' write '~' and '/')",
                    at: location))
        }
        guard !segments.isEmpty else {
            return .failure(
                .error(
                    .refTarget, "$ref '#' is the whole document; a $ref points at a token, its $value or a part of it",
                    at: location))
        }
        // Names cannot contain '.', so a segment with one is never part of a token's path.
        let names = segments.prefix { !$0.contains(".") }
        for length in stride(from: names.count, through: 1, by: -1) {
            let name = segments[..<length].joined(separator: ".")
            guard let token = manifest.token(named: name) else { continue }
            let rest = Array(segments[length...])
            if rest.isEmpty || rest == ["$value"] { return .success(.token(name, whole: rest.isEmpty)) }
            guard rest[0] == "$value" else {
                return .failure(
                    .error(
                        .refTarget,
                        "$ref '\(pointer)' points at '\(rest[0])' of token '\(name)', not at its value; a $ref points at a token, its $value or a part of it"
                            + (rest[0].hasPrefix("$") ? " (metadata is not a value)" : ""),
                        at: location, notes: [.init("'\(name)' is declared here", at: token.location)],
                        fixIt: .replaceJSON(
                            at: location,
                            with: JSONOutput.quote("#/" + Self.escaped(Array(segments[..<length])) + "/$value"),
                            .suggestion))
                )
            }
            guard let target = JSONPointer.resolve(Array(rest.dropFirst()), in: token.value) else {
                let alias = AliasResolver.reference(
                    in: { if case .string(let s) = token.value.value { s } else { "" } }())
                return .failure(
                    .error(
                        .aliasMissing,
                        "$ref '\(pointer)' points at nothing: the value of '\(name)' has no '\(rest.dropFirst().joined(separator: "/"))'",
                        at: location,
                        notes: [
                            .init(
                                alias.map {
                                    "the value of '\(name)' is the alias '{\($0)}'; point into that token's value"
                                } ?? "'\(name)' is declared here",
                                at: token.value.location)
                        ]))
            }
            return .success(.node(target))
        }
        let path = segments.joined(separator: ".")
        if manifest.groups.contains(path) {
            return .failure(
                .error(
                    .aliasGroup, "$ref '\(pointer)' points at the group '\(path)', not at a token",
                    at: location,
                    notes: manifest.groupLocations[path].map { [.init("group '\(path)' is here", at: $0)] } ?? []))
        }
        guard JSONPointer.resolve(segments, in: manifest.root) != nil else {
            return .failure(missingPointer(pointer, segments: segments, at: location, context: context))
        }
        // The innermost group on the path (or the root), and what the pointer names inside it.
        let depth = names.indices.reversed().first { manifest.groups.contains(segments[...$0].joined(separator: ".")) }
        let place = depth.map { "the group '\(segments[...$0].joined(separator: "."))'" } ?? "the document's root"
        let inside = segments[(depth.map { $0 + 1 } ?? 0)...].joined(separator: "/")
        return .failure(
            .error(
                .refTarget,
                "$ref '\(pointer)' points at '\(inside)' of \(place), which is not a token's value; a $ref points at a token, its $value or a part of it",
                at: location))
    }

    /// A pointer that reaches nothing, with the token it most likely meant: the names before the
    /// first `$` segment are matched as an alias would be (`#/font/monospace` finds `font.mono`),
    /// and the fix-it keeps the rest (`/$value`).
    private func missingPointer(_ pointer: String, segments: [String], at location: SourceLocation, context: [String])
        -> Diagnostic
    {
        let names = Array(segments.prefix { !$0.hasPrefix("$") && !$0.contains(".") })
        let rest = segments[names.count...]
        guard !names.isEmpty, rest.first?.hasPrefix("$") ?? true,
            let token = suggestion(for: names.joined(separator: "."), context: context)
        else {
            return .error(.aliasMissing, "$ref '\(pointer)' points at nothing in the manifest", at: location)
        }
        let suggested = "#/" + Self.escaped(token.split(separator: ".").map(String.init) + rest)
        return .error(
            .aliasMissing, "$ref '\(pointer)' points at nothing in the manifest; did you mean '\(suggested)'?",
            at: location, fixIt: .replaceJSON(at: location, with: JSONOutput.quote(suggested), .suggestion))
    }

    /// RFC 6901 allows '~' only as '~0' or '~1'.
    private static func hasValidEscapes(_ pointer: String) -> Bool {
        var characters = pointer.makeIterator()
        while let c = characters.next() {
            if c == "~" {
                guard let next = characters.next(), next == "0" || next == "1" else { return false }
            }
        }
        return true
    }

    /// Path segments as a JSON Pointer writes them.
    static func escaped(_ segments: [String]) -> String {
        segments.map { $0.replacingScalars(of: "~", with: "~0").replacingScalars(of: "/", with: "~1") }
            .joined(separator: "/")
    }
}
