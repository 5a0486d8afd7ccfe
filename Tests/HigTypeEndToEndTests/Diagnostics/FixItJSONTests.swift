import Foundation
import HigTypeCLI
import HigTypeTestSupport
import Testing

/// `--diagnostics-format json` prints every fix-it as an edit: file, start and end (line,
/// column, offset; end exclusive), replacement, and whether it is safe. The shape is what
/// docs/integration.md shows, exactly.
@Suite struct FixItJSONTests {
    static let manifest = """
        {
          "type": {
            "$type": "typography",
            "label": { "$value": { "textStyle": "body", "fontWeight": "semibold" } },
            "note": { "$value": { "textStyle": "footnote", "fontFamily": "-apple-system, 'Segoe UI', sans-serif" } }
          }
        }

        """

    static func json(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func lintPrintsTheEditDocsIntegrationShows() throws {
        let folder = TemporaryFolder()
        folder.write("tokens/app.tokens.json", Self.manifest)
        let output = HigTypeTool.run(["lint", folder.file("tokens/app.tokens.json"), "--diagnostics-format", "json"])
        #expect(output.status == 1)
        let printed = output.stdout.replacingOccurrences(of: folder.path + "/", with: "")
        let diagnostics = try Self.json(printed)
        let weight = try #require(diagnostics.first { $0["id"] as? String == "token-value" })

        let page = try String(contentsOfFile: PackageRoot.file("docs/integration.md"), encoding: .utf8)
        let block = try #require(
            page.components(separatedBy: "<!-- fixit-json -->\n```json\n").dropFirst().first?
                .components(separatedBy: "```").first)
        let documented = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: weight) == NSDictionary(dictionary: documented))
        #expect(Array(weight.keys).sorted() == Array(documented.keys).sorted())

        // The stack's fix-it: a warning's edit, safe, spanning the whole string.
        let stack = try #require(diagnostics.first { $0["id"] as? String == "font-stack" })
        let fix = try #require(stack["fixIt"] as? [String: Any])
        #expect((fix["start"] as? [String: Int]) == ["line": 5, "column": 66, "offset": 184])
        #expect((fix["end"] as? [String: Int]) == ["line": 5, "column": 105, "offset": 223])
        #expect(fix["replacement"] as? String == #"["-apple-system", "Segoe UI", "sans-serif"]"#)
        #expect(fix["safe"] as? Bool == true)
        let bytes = Array(Self.manifest.utf8)
        #expect(
            String(decoding: bytes[184..<223], as: UTF8.self) == #""-apple-system, 'Segoe UI', sans-serif""#,
            "the range is exactly the string it replaces")
    }

    @Test func auditPrintsItsEditsInTheSameShape() throws {
        let folder = TemporaryFolder()
        folder.write("T.swift", "// é\nText(\"Hi\").font(.system(size: 17, weight: .semibold))\n")
        let output = HigTypeTool.run(["audit", folder.file("T.swift"), "--diagnostics-format", "json"])
        let diagnostic = try #require(try Self.json(output.stdout).first)
        let fix = try #require(diagnostic["fixIt"] as? [String: Any])
        #expect(fix["file"] as? String == folder.file("T.swift"))
        // Line 1 is "// é\n", six bytes and five columns: offsets count bytes, columns scalars.
        #expect((fix["start"] as? [String: Int]) == ["line": 2, "column": 11, "offset": 16])
        #expect((fix["end"] as? [String: Int]) == ["line": 2, "column": 54, "offset": 59])
        #expect(fix["replacement"] as? String == ".font(.headline)")
        #expect(fix["safe"] as? Bool == false, "a text style is a choice")
    }
}
