#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Prints diagnostics as SARIF 2.1.0 (the Static Analysis Results Interchange Format that GitHub
/// code scanning and other CI tools read): one run of the tool `higtype`, a rule for each id
/// reported, and a result for each diagnostic with its level, message (notes on lines after it),
/// location and fix-it, an edit as a SARIF fix. Paths inside `root` are written relative to it,
/// under the base id `SRCROOT`, which the run maps to `root`; others as absolute `file:` URIs.
/// Columns count Unicode scalars, as the other printers' do (`columnKind` says so).
public enum SARIFPrinter {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// `root` is an absolute folder, usually the current one.
    public static func render(_ diagnostics: [Diagnostic], toolVersion: String, root: String) -> String {
        var ruleIDs: [String] = []
        var ruleIndex: [String: Int] = [:]
        for id in diagnostics.map(\.id.rawValue) where ruleIndex[id] == nil {
            ruleIndex[id] = ruleIDs.count
            ruleIDs.append(id)
        }
        let base = root.hasSuffix("/") ? root : root + "/"
        let driver: JSONOutput = .object([
            ("name", .string("higtype")), ("version", .string(toolVersion)),
            ("rules", .array(ruleIDs.map { .object([("id", .string($0))]) })),
        ])
        // The log around its results, then each result made as it is written: a run of many
        // findings holds the text, not a tree of every result besides.
        let run: JSONOutput = .object([
            ("tool", .object([("driver", driver)])),
            ("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string(fileURI(base)))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .string(resultsMark)),
        ])
        let frame = JSONOutput.object([
            ("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([run])),
        ]).serialized()
        let mark = frame.firstRange(of: JSONOutput.quote(resultsMark))!
        var out = String(frame[..<mark.lowerBound])
        // The results array is indented as the line of its key.
        let line = out[(out.lastIndex(of: "\n").map { out.index(after: $0) } ?? out.startIndex)...]
        let indent = line.prefix { $0 == " " }.count
        JSONOutput.streamArray(count: diagnostics.count, indent: indent, to: &out) {
            result(diagnostics[$0], ruleIndex: ruleIndex[diagnostics[$0].id.rawValue] ?? 0, base)
        }
        out += frame[mark.upperBound...]
        return out + "\n"
    }

    /// Stands for the results in the log's frame; no diagnostic id or text makes it.
    private static let resultsMark = "\u{0}higtype-results\u{0}"

    private static func result(_ d: Diagnostic, ruleIndex: Int, _ base: String) -> JSONOutput {
        let text = ([d.message] + d.notes.map { "note: " + $0.message }).joined(separator: "\n")
        var members: [(String, JSONOutput)] = [
            ("ruleId", .string(d.id.rawValue)), ("ruleIndex", .number(Double(ruleIndex))),
            ("level", .string(level(d.severity))), ("message", .object([("text", .string(text))])),
        ]
        if let location = d.location {
            // The region is the fix-it's when it starts at the diagnostic, else the position alone.
            let end = d.fixIt.flatMap { $0.range.start == location ? $0.range.end : nil } ?? location
            members.append(
                (
                    "locations",
                    .array([
                        .object([("physicalLocation", physical(location.file, region(location, end), base))])
                    ])
                ))
        }
        if let fix = d.fixIt {
            let replacement: JSONOutput = .object([
                ("deletedRegion", region(fix.range.start, fix.range.end)),
                ("insertedContent", .object([("text", .string(fix.replacement))])),
            ])
            let change: JSONOutput = .object([
                ("artifactLocation", artifact(fix.range.file, base)), ("replacements", .array([replacement])),
            ])
            let description = fix.isSafe ? "a fix that keeps the meaning" : "a suggestion to review"
            members.append(
                (
                    "fixes",
                    .array([
                        .object([
                            ("description", .object([("text", .string(description))])),
                            ("artifactChanges", .array([change])),
                        ])
                    ])
                ))
        }
        return .object(members)
    }

    private static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func physical(_ file: String, _ region: JSONOutput, _ base: String) -> JSONOutput {
        .object([("artifactLocation", artifact(file, base)), ("region", region)])
    }

    private static func region(_ start: SourceLocation, _ end: SourceLocation) -> JSONOutput {
        .object([
            ("startLine", .number(Double(max(start.line, 1)))), ("startColumn", .number(Double(max(start.column, 1)))),
            ("endLine", .number(Double(max(end.line, 1)))), ("endColumn", .number(Double(max(end.column, 1)))),
        ])
    }

    /// A path under the root relative to it (`SRCROOT`); any other as an absolute `file:` URI.
    private static func artifact(_ file: String, _ base: String) -> JSONOutput {
        let absolute = PathText.absolute(file, in: base)
        if absolute.hasPrefix(base) {
            return .object([
                ("uri", .string(encode(String(absolute.dropFirst(base.count))))), ("uriBaseId", .string("SRCROOT")),
            ])
        }
        return .object([("uri", .string(fileURI(absolute)))])
    }

    private static func fileURI(_ absolute: String) -> String { "file://" + encode(absolute) }

    /// A path as URI text: every byte but unreserved characters and `/` percent-encoded.
    static func encode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
