import Foundation

/// A strict RFC 8259 JSON parser that records the source position of every value and key,
/// so later stages can point their diagnostics at the exact spot in the manifest.
public struct JSONParser: Sendable {
    /// Bounds that keep hostile or accidental inputs from exhausting memory or time.
    public struct Limits: Sendable {
        /// The deepest nesting of arrays and objects accepted; the top-level container is depth 1.
        public var maxDepth = 256
        /// The largest input accepted, in bytes.
        public var maxBytes = 64 << 20

        /// Creates limits, defaulting to 256 levels and 64 MiB.
        public init(maxDepth: Int = 256, maxBytes: Int = 64 << 20) {
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
        }
    }

    /// Parses one document. On success `root` is set and `diagnostics` holds only duplicate-key errors
    /// (when `reportDuplicateKeys` is true). On a fatal error `root` is nil and `diagnostics` holds that one error.
    public static func parse(
        _ bytes: [UInt8], file: String, limits: Limits = .init(), reportDuplicateKeys: Bool = true
    ) -> JSONParseResult {
        var reader = JSONReader(bytes: bytes, file: file, limits: limits, reportDuplicateKeys: reportDuplicateKeys)
        do throws(JSONReader.Failure) {
            let root = try reader.readDocument()
            return JSONParseResult(root: root, diagnostics: reader.duplicateKeys)
        } catch {
            return JSONParseResult(root: nil, diagnostics: [error.diagnostic])
        }
    }

    /// Parses a document read from disk as `Data`.
    public static func parse(
        _ data: Data, file: String, limits: Limits = .init(), reportDuplicateKeys: Bool = true
    ) -> JSONParseResult {
        parse([UInt8](data), file: file, limits: limits, reportDuplicateKeys: reportDuplicateKeys)
    }

    /// Parses a document held in a string, e.g. a test fixture; it is read as its UTF-8 bytes.
    public static func parse(
        _ text: String, file: String, limits: Limits = .init(), reportDuplicateKeys: Bool = true
    ) -> JSONParseResult {
        parse(Array(text.utf8), file: file, limits: limits, reportDuplicateKeys: reportDuplicateKeys)
    }
}

/// The outcome of parsing one document: the tree when it is well-formed, and its diagnostics.
public struct JSONParseResult: Sendable {
    /// The document's root value, or nil when a fatal error stopped parsing.
    public var root: JSONNode?
    /// The fatal error, or the duplicate-key errors of an otherwise well-formed document.
    public var diagnostics: [Diagnostic]

    /// Creates a result from a root and its diagnostics.
    public init(root: JSONNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
