import HigTypeCompiler
import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DiagnosticID {
    /// An audit baseline (`--baseline FILE`) that cannot be read: not the JSON `--write-baseline` writes.
    public static let auditBaseline = DiagnosticID("audit-baseline")

    /// Every id the audit's output reports itself.
    public static let auditOutputCatalogue: [DiagnosticID] = [.auditBaseline]
}

/// The findings a code base already has, so an audit reports only new ones: how a team adopts
/// the rule on old code. A finding is matched by its file (relative to the baseline's folder),
/// its id and its line's text, trimmed, never by line number, so edits above it keep the match;
/// with counts, so two identical lines in a file and a baseline holding one let one through.
///
///     {
///       "higtypeAuditBaseline": 1,
///       "findings": [
///         {"file": "App/Title.swift", "id": "fixed-size", "text": "let t = Font.system(size: 17)", "count": 1}
///       ]
///     }
///
/// `--write-baseline` writes it sorted by file, id and text, so the same findings give the same bytes.
public struct AuditBaseline: Sendable, Equatable {
    public struct Key: Hashable, Comparable, Sendable {
        public var file: String
        public var id: String
        public var text: String

        public init(file: String, id: String, text: String) {
            self.file = file
            self.id = id
            self.text = text
        }

        public static func < (a: Key, b: Key) -> Bool { (a.file, a.id, a.text) < (b.file, b.id, b.text) }
    }

    public static let formatKey = "higtypeAuditBaseline"
    public static let formatVersion = 1

    public private(set) var counts: [Key: Int] = [:]

    /// How far a key's text reaches on either side of its finding, in bytes.
    public static let keyReach = 256

    public init() {}

    public mutating func record(_ key: Key, count: Int = 1) { counts[key, default: 0] += count }

    /// The key of a diagnostic at a position in `bytes`, the file as read; `file` is the path the
    /// baseline names it by. Nil for a diagnostic without a position.
    ///
    /// The text is the line's, or, on a line that reaches further than `keyReach` bytes before or
    /// after the finding (a minified file is one line), the `keyReach` bytes on either side of it:
    /// a finding's key never copies a long line, and finding its ends never scans one.
    public static func key(for diagnostic: Diagnostic, bytes: [UInt8], file: String) -> Key? {
        guard let offset = diagnostic.location?.offset, offset <= bytes.count else { return nil }
        var start = offset
        let lowest = max(0, offset - keyReach)
        while start > lowest, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = offset
        let highest = min(bytes.count, offset + keyReach)
        while end < highest, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self).trimmingWhitespace()
        return Key(file: file, id: diagnostic.id.rawValue, text: text)
    }

    /// The diagnostics the baseline does not hold, in order, and how many it held. Each entry
    /// lets through as many findings as its count.
    public func filter(_ diagnostics: [Diagnostic], key: (Diagnostic) -> Key?) -> (new: [Diagnostic], matched: Int) {
        var left = counts
        var new: [Diagnostic] = []
        var matched = 0
        for diagnostic in diagnostics {
            if let key = key(diagnostic), let count = left[key], count > 0 {
                left[key] = count - 1
                matched += 1
            } else {
                new.append(diagnostic)
            }
        }
        return (new, matched)
    }

    /// The file's text: deterministic, sorted, ending with a newline.
    public func rendered() -> String {
        let findings = counts.keys.sorted().map { key -> JSONOutput in
            .object([
                ("file", .string(key.file)), ("id", .string(key.id)), ("text", .string(key.text)),
                ("count", .number(Double(counts[key] ?? 0))),
            ])
        }
        return JSONOutput.object([
            (Self.formatKey, .number(Double(Self.formatVersion))), ("findings", .array(findings)),
        ]).serialized() + "\n"
    }

    /// Reads a baseline; every problem is an error at the key or value it is about.
    public static func read(_ source: Compiler.SourceFile) -> (AuditBaseline?, [Diagnostic]) {
        let parsed = JSONParser.parse(source.bytes, file: source.path)
        var diagnostics = parsed.diagnostics
        guard let root = parsed.root else { return (nil, diagnostics) }
        var baseline = AuditBaseline()
        func fail(_ message: String, _ location: SourceLocation) {
            diagnostics.append(.error(.auditBaseline, message, at: location))
        }
        guard case .object(let object) = root.value else {
            fail(
                "an audit baseline is a JSON object, as --write-baseline writes it, not a \(root.value.typeName)",
                root.location)
            return (nil, diagnostics)
        }
        var sawVersion = false
        for member in object.members {
            switch member.key {
            case formatKey:
                sawVersion = true
                guard case .number(let number) = member.value.value, number.double == Double(formatVersion) else {
                    fail(
                        "'\(formatKey)' must be \(formatVersion), the version this higtype writes",
                        member.value.location)
                    continue
                }
            case "findings":
                guard case .array(let items) = member.value.value else {
                    fail("'findings' must be an array, not a \(member.value.value.typeName)", member.value.location)
                    continue
                }
                for item in items {
                    guard let (key, count) = entry(item, fail) else { continue }
                    if baseline.counts[key] != nil {
                        fail("this finding is listed twice; give it once, with its count", item.location)
                        continue
                    }
                    baseline.record(key, count: count)
                }
            default:
                fail("unknown key '\(member.key)'; a baseline has '\(formatKey)' and 'findings'", member.keyLocation)
            }
        }
        if !sawVersion { fail("not an audit baseline: '\(formatKey)' is missing", root.location) }
        return diagnostics.contains { $0.severity == .error } ? (nil, diagnostics) : (baseline, diagnostics)
    }

    private static func entry(_ item: JSONNode, _ fail: (String, SourceLocation) -> Void) -> (Key, Int)? {
        guard case .object(let object) = item.value else {
            fail("a finding is an object with file, id, text and count, not a \(item.value.typeName)", item.location)
            return nil
        }
        var strings: [String: String] = [:]
        var count: Int?
        var ok = true
        for member in object.members {
            switch member.key {
            case "file", "id", "text":
                guard case .string(let text) = member.value.value, member.key == "text" || !text.isEmpty else {
                    fail("'\(member.key)' must be a non-empty string", member.value.location)
                    ok = false
                    continue
                }
                strings[member.key] = text
            case "count":
                guard case .number(let number) = member.value.value, number.double >= 1, number.double <= 1e9,
                    number.double == number.double.rounded()
                else {
                    fail("'count' must be a whole number from 1", member.value.location)
                    ok = false
                    continue
                }
                count = Int(number.double)
            default:
                fail("unknown key '\(member.key)'; a finding has file, id, text and count", member.keyLocation)
                ok = false
            }
        }
        for required in ["file", "id", "text"] where strings[required] == nil && ok {
            fail("this finding has no '\(required)'", item.location)
            ok = false
        }
        if count == nil && ok {
            fail("this finding has no 'count'", item.location)
            ok = false
        }
        guard ok, let file = strings["file"], let id = strings["id"], let text = strings["text"], let count else {
            return nil
        }
        return (Key(file: file, id: id, text: text), count)
    }
}
