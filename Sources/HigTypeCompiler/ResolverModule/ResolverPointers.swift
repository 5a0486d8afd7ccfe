import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JSON Pointers and paths as a resolver document's `$ref`s write them.
enum ResolverPointers {
    /// A pointer segment escaped by RFC 6901: `~` as `~0`, `/` as `~1`.
    static func escape(_ segment: String) -> String {
        segment.replacingScalars(of: "~", with: "~0").replacingScalars(of: "/", with: "~1")
    }

    /// `#/sets/base`, the pointer to `path` as a `$ref` writes it.
    static func text(_ path: [String]) -> String {
        "#" + path.map { "/" + escape($0) }.joined()
    }

    /// The path of a file a resolver document at `document` refers to as `reference`: relative
    /// to the document's folder unless absolute, with `.` and `..` segments folded lexically, so
    /// one file referred to two ways is read once and named one way in diagnostics and depfiles.
    static func file(_ reference: String, relativeTo document: String) -> String {
        let folder = PathText.folder(of: document)
        let joined = reference.hasPrefix("/") ? reference : PathText.join(folder, reference)
        return normalize(joined)
    }

    /// Folds `.` segments, empty segments and `..` after a named segment: the project tree's
    /// lexical reading, so a reference is judged by the same path it is read by.
    static func normalize(_ path: String) -> String { ProjectTree.lexical(path) }
}
