import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A document the editor has open: its text as the editor has it (full sync), not the disk's.
public struct OpenDocument: Sendable {
    public var uri: String
    /// The file's path for `file:` URIs; for others (`untitled:`), the URI's path part, which
    /// is never read from disk.
    public var path: String
    public var isFile: Bool
    public var version: Int
    public var text: [UInt8]

    public var kind: DocumentKind { DocumentKind(path: path) }
}

/// What higtype knows how to check.
public enum DocumentKind: Sendable, Equatable {
    /// `*.tokens.json`, `*.tokens`, `*.resolver.json`, `*.json5`.
    case tokens
    case swift
    case css
    case other

    public init(path: String) {
        if path.hasSuffix(".tokens.json") || path.hasSuffix(".tokens") || path.hasSuffix(".resolver.json")
            || JSON5Parser.isJSON5(path: path)
        {
            self = .tokens
        } else if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".css") {
            self = .css
        } else {
            self = .other
        }
    }
}

/// `file:` URIs and paths. Paths are compared in their standardized form, so a manifest a config
/// names as `./a/../b.tokens.json` is the open `b.tokens.json`.
public enum DocumentURI {
    /// The path of a `file:` URI (percent-decoded), or nil for another scheme.
    public static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://"), let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : standardized(path)
    }

    /// The URI of an absolute path.
    public static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    public static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The part of a non-file URI after its scheme, as a name for messages and kinds.
    public static func name(of uri: String) -> String {
        guard let colon = uri.firstIndex(of: ":") else { return uri }
        return String(uri[uri.index(after: colon)...])
    }
}
