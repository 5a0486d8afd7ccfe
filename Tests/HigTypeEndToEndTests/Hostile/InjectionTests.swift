import Foundation
import HigTypeTestSupport
import Testing

/// Names, descriptions and family names full of the characters that end strings and comments
/// in the output languages build fine, and cannot break out: the JSON output parses and keeps
/// every name, description and family stack exactly, the CSS has no comment or string left
/// open and no injected line, and the Swift output compiles and prints every name back unchanged.
@Suite(.tags(.compile), .slow) struct InjectionTests {
    /// Token names; each also has a description and a family name built from it.
    static let names = [
        "slash/one", #"back\two"#, #"quote"three"#, "star*/four", "newline\nINJECT five", "style</style>six",
        "apos'seven", "comment/*eight", "crlf\r\nINJECT nine", "dollar$ten",
    ]

    static var manifest: String {
        let tokens = names.map { name in
            let quoted = Self.jsonString(name)
            let description = Self.jsonString("ends */ a comment, \"quotes\", \\ and\nINJECT(); " + name)
            let family = Self.jsonString("Face \"\(name)\" */ \nINJECT")
            return
                #"\#(quoted): { "$description": \#(description), "$value": { "textStyle": "body", "fontFamily": [\#(family), "serif"] } }"#
        }
        return #"{ "$extensions": { "dev.higtype": { "platforms": ["ios"] } }, "type": { "$type": "typography", "#
            + tokens.joined(separator: ",\n") + " } }"
    }

    static func jsonString(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    @Test func outputsStayWellFormed() throws {
        let folder = TemporaryFolder()
        folder.write("names.tokens.json", Self.manifest)
        let result = try ToolProcess.higtype(
            ["build", "names.tokens.json", "--out", "out", "--quiet"], in: folder.path, timeout: 60)
        let status = result.status
        try #require(status == 0, "build failed:\n\(result.stderr.prefix(3_000))")

        // JSON: parses, and names every token exactly.
        let json = try #require(FileManager.default.contents(atPath: folder.file("out/typography.json")))
        let parsed = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        let tokens = try #require(parsed?["tokens"] as? [String: Any], "typography.json has no tokens object")
        for name in Self.names {
            let token = tokens["type." + name] as? [String: Any]
            #expect(token != nil, "typography.json lost the token \(name.debugDescription)")
            #expect(token?["description"] as? String == "ends */ a comment, \"quotes\", \\ and\nINJECT(); " + name)
            #expect(token?["fontFamily"] as? [String] == ["Face \"\(name)\" */ \nINJECT", "serif"])
        }

        // CSS: every comment and string closes, and nothing injected starts a line.
        let css = try #require(folder.read("out/typography.css"))
        #expect(Self.cssProblem(css) == nil, "\(Self.cssProblem(css) ?? "")")
        let injectedLines = (css + "\n" + (folder.read("out/Typography.swift") ?? "")).split(
            whereSeparator: \.isNewline
        )
        .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("INJECT") }
        #expect(injectedLines.isEmpty, "injected lines: \(injectedLines)")
    }

    @Test(.enabled(if: SwiftCompiler.input.shouldRun, SwiftCompiler.input.skipComment))
    func swiftOutputCompilesAndKeepsNames() throws {
        let swiftc = try SwiftCompiler.input.require()
        let folder = TemporaryFolder()
        folder.write("names.tokens.json", Self.manifest)
        let generated = try SwiftCompileTests.generate(
            manifestPath: folder.file("names.tokens.json"), namespace: "Names", into: folder)
        let lines = try SwiftCompileTests.compileAndRun(
            generated, main: "for token in Names.all { print(token.name.debugDescription) }", swiftc: swiftc, in: folder
        )
        #expect(lines == Self.names.map { ("type." + $0).debugDescription })
    }

    /// A comment or string of the CSS that never closes, or a string broken by a line break.
    static func cssProblem(_ css: String) -> String? {
        let bytes = Array(css.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/")) {
                    j += 1
                }
                guard j + 1 < bytes.count else { return "unterminated comment at byte \(i)" }
                i = j + 2
            } else if bytes[i] == UInt8(ascii: "\"") {
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "\n") { return "line break in a string at byte \(i)" }
                    j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard j < bytes.count else { return "unterminated string at byte \(i)" }
                i = j + 1
            } else {
                i += 1
            }
        }
        return nil
    }
}
