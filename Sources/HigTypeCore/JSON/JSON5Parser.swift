#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON5 (spec 1.0.0) parser producing the same tree as `JSONParser`, with the position of
/// every value and key in the original file: unquoted identifier keys, single-quoted strings,
/// comments, trailing commas, hexadecimal numbers, a leading or trailing decimal point, a leading
/// `+`, line continuations and JSON5's wider whitespace. `Infinity` and `NaN` are errors at their
/// position: a token value is never infinite. A number keeps a JSON spelling of its value as its
/// text (`0x10` is `16`, `.5` is `0.5`, `+1` is `1`), so whatever writes the tree back out writes JSON.
/// The same `JSONParser.Limits` apply, and duplicate keys are reported as `JSONParser` reports them.
public enum JSON5Parser {
    /// Parses one JSON5 document; the result is shaped as `JSONParser.parse`'s.
    public static func parse(
        _ bytes: [UInt8], file: String, limits: JSONParser.Limits = .init(), reportDuplicateKeys: Bool = true
    ) -> JSONParseResult {
        var reader = JSON5Reader(bytes: bytes, file: file, limits: limits, reportDuplicateKeys: reportDuplicateKeys)
        do throws(JSON5Reader.Failure) {
            let root = try reader.readDocument()
            var result = JSONParseResult(root: root, diagnostics: reader.duplicateKeys)
            result.values = reader.values
            return result
        } catch {
            return JSONParseResult(root: nil, diagnostics: [error.diagnostic])
        }
    }

    /// Parses a document held in a string, e.g. a test fixture.
    public static func parse(
        _ text: String, file: String, limits: JSONParser.Limits = .init(), reportDuplicateKeys: Bool = true
    ) -> JSONParseResult {
        parse(Array(text.utf8), file: file, limits: limits, reportDuplicateKeys: reportDuplicateKeys)
    }

    /// Whether a file of this name is read as JSON5: its name ends in `.json5`.
    public static func isJSON5(path: String) -> Bool { path.lowercased().hasSuffix(".json5") }
}
