#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A strict RFC 8259 JSON parser that records the source position of every value and key,
/// so later stages can point their diagnostics at the exact spot in the manifest.
public struct JSONParser: Sendable {
    /// Bounds that keep hostile or accidental inputs from exhausting memory or time.
    public struct Limits: Sendable {
        /// The deepest nesting of arrays and objects accepted; the top-level container is depth 1.
        public var maxDepth = 256
        /// The largest input accepted, in bytes.
        public var maxBytes = 64 << 20
        /// The most values (scalars, arrays and objects) accepted: the tree holds each one with
        /// its position, about 60 bytes, so this bounds its memory at about 240 MB.
        public var maxValues = Self.defaultMaxValues
        /// Values already read from other files of the same run, for the message when the run's
        /// total, not this file alone, passes the bound.
        public var valuesBefore = 0

        /// The values one run reads at most, in all its files.
        public static let defaultMaxValues = 4_000_000

        /// Creates limits, defaulting to 256 levels, 64 MiB and 4,000,000 values.
        public init(maxDepth: Int = 256, maxBytes: Int = 64 << 20, maxValues: Int = Self.defaultMaxValues) {
            self.maxDepth = maxDepth
            self.maxBytes = maxBytes
            self.maxValues = maxValues
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
            var result = JSONParseResult(root: root, diagnostics: reader.duplicateKeys)
            result.values = reader.values
            return result
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
    /// How many values the document holds (scalars, arrays and objects); 0 when it did not parse.
    public var values = 0

    /// Creates a result from a root and its diagnostics.
    public init(root: JSONNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
