import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a `$ref` string names: a JSON Pointer into this document (`#/sets/base`), or a file
/// relative to the resolver document with an optional pointer into it (`base.json`,
/// `base.json#/color`). Remote URLs are not read.
enum ResolverReferenceSyntax {
    /// The target of `text`, or nil after reporting why it names nothing higtype can read.
    static func parse(_ text: String, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> ResolverReference
        .Target?
    {
        // A fix-it here only adds the '/' a pointer starts with: $ref syntax, safe.
        func invalid(_ message: String, fixIt: String? = nil) -> ResolverReference.Target? {
            diagnostics.append(
                .error(
                    .resolverReferenceInvalid, message, at: location,
                    fixIt: fixIt.map { .replaceJSON(at: location, with: JSONOutput.quote($0), .safe) }))
            return nil
        }
        if text.isEmpty { return invalid("'$ref' is empty: write a file path, or a pointer such as \"#/sets/base\"") }
        if text.hasPrefix("#") {
            guard let segments = pointer(String(text.dropFirst())) else {
                return invalid(
                    "'\(text)' is not a JSON Pointer: a pointer after '#' starts with '/'",
                    fixIt: "#/" + text.dropFirst())
            }
            switch segments.count {
            case 2 where segments[0] == "sets": return .set(segments[1])
            case 2 where segments[0] == "modifiers": return .modifier(segments[1])
            default: return .node(segments)
            }
        }
        if let scheme = scheme(of: text) {
            return invalid(
                "'\(text)' is a \(scheme): URL; higtype reads token files from disk only, by a path relative to the "
                    + "resolver document: download the file and refer to it by its path")
        }
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = PercentDecoding.decoded(parts[0]) ?? parts[0]
        if path.isEmpty { return invalid("'\(text)' names no file before '#'") }
        guard parts.count == 2, !parts[1].isEmpty else { return .file(path: path, fragment: nil) }
        guard let segments = pointer(parts[1]) else {
            return invalid(
                "'\(text)' has a fragment that is not a JSON Pointer: a pointer after '#' starts with '/'",
                fixIt: parts[0] + "#/" + parts[1])
        }
        return .file(path: path, fragment: segments)
    }

    /// The segments of a pointer written after '#', or nil if it does not start with '/' (or is not empty).
    private static func pointer(_ fragment: String) -> [String]? {
        JSONPointer.segments("#" + fragment)
    }

    /// The URI scheme `text` starts with (`https`, `file`), if any.
    private static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
        else { return nil }
        return String(scheme)
    }
}
