import Foundation
import HigTypeTestSupport

/// One hostile input for `higtype build`: the files it writes into a project folder (paths
/// relative to the folder), the manifest to build, extra arguments, and what the one expected
/// error must say. Large inputs are generated when the case runs, not stored.
struct HostileCase: Sendable, CustomStringConvertible {
    var name: String
    /// The files of the case, by path. Built lazily: some are megabytes.
    var files: @Sendable () -> [String: [UInt8]]
    var manifest = "hostile.tokens.json"
    var arguments: [String] = []
    /// The diagnostic id the run must report, e.g. `json-depth`.
    var id: String
    /// Text the error message must contain, if the case checks it.
    var message: String?
    /// Where the error must point, when the case checks it.
    var position: (line: Int, column: Int)?
    /// ASCII text whose last occurrence in the manifest the error must point at, when the case checks it.
    var pointsAt: String?

    var description: String { name }

    static let example: [UInt8] = {
        guard let data = FileManager.default.contents(atPath: PackageRoot.file("tokens/example.tokens.json")) else {
            return []
        }
        return Array(data)
    }()

    static var exampleText: String { String(decoding: example, as: UTF8.self) }

    /// A case whose only file is the manifest.
    static func manifest(
        _ name: String, id: String, message: String? = nil, at position: (Int, Int)? = nil, pointsAt: String? = nil,
        _ bytes: @escaping @Sendable () -> [UInt8]
    ) -> HostileCase {
        HostileCase(
            name: name, files: { ["hostile.tokens.json": bytes()] }, id: id, message: message,
            position: position.map { (line: $0.0, column: $0.1) }, pointsAt: pointsAt)
    }

    /// A manifest targeting iOS with the given groups and tokens (JSON members, without braces).
    static func tokens(_ members: String) -> String {
        #"{ "$extensions": { "dev.higtype": { "platforms": ["ios"] } }, "# + members + " }"
    }

    /// A typography token `t` with the given `$value` members.
    static func typography(_ value: String) -> String {
        tokens(#""t": { "$type": "typography", "$value": { "# + value + " } }")
    }

    /// A case that builds the example with templates from `templates` (file name → source).
    static func templates(_ name: String, id: String, message: String? = nil, _ templates: [String: String])
        -> HostileCase
    {
        HostileCase(
            name: name,
            files: {
                var files = ["hostile.tokens.json": example]
                for (file, source) in templates { files["hostile-templates/" + file] = Array(source.utf8) }
                return files
            },
            arguments: ["--templates", "hostile-templates"], id: id, message: message)
    }

    /// Tokens `prefix0` … `prefix<count-1>`, each a font family aliasing the next; the last aliases `last`.
    static func aliasChain(_ prefix: String, count: Int, last: String) -> String {
        (0..<count).map { i in
            let next = i == count - 1 ? last : "\(prefix)\(i + 1)"
            return #""\#(prefix)\#(i)": { "$type": "fontFamily", "$value": "{\#(next)}" }"#
        }.joined(separator: ",\n")
    }

    /// The 1-based line and column of the last occurrence of `needle` in `bytes`, or nil. Columns
    /// count bytes, which is what higtype counts for the ASCII text the cases point into.
    static func position(of needle: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var start = bytes.count - pattern.count
        while start >= 0, !bytes[start..<start + pattern.count].elementsEqual(pattern) { start -= 1 }
        guard start >= 0 else { return nil }
        let before = bytes[..<start]
        let line = before.lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, start - lineStart + 1)
    }
}
