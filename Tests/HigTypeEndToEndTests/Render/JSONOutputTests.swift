import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI

/// `typography.json` keeps what the manifest says of each token: its text style, its whole
/// family stack, `$description` and `$deprecated`, and per platform and size category the
/// values with the typeface drawn there. Each test parses the output with Foundation.
@Suite struct JSONOutputTests {
    /// Builds `manifest` (a path) with `--format json` and returns the parsed `tokens` object.
    static func tokens(of manifest: String) throws -> [String: Any] {
        let out = TemporaryFolder()
        let result = HigTypeTool.run(["build", manifest, "--out", out.path, "--format", "json", "--quiet"])
        try #require(result.status == 0, "build failed:\n\(result.stderr)")
        let data = try #require(FileManager.default.contents(atPath: out.file("typography.json")))
        let root = try #require(
            try JSONSerialization.jsonObject(with: data) as? [String: Any], "typography.json is not an object")
        #expect(root["generator"] as? String == "higtype")
        return try #require(root["tokens"] as? [String: Any], "typography.json has no tokens object")
    }

    /// One platform's one category of a token, as parsed.
    static func category(_ token: [String: Any], _ platform: String, _ category: String) -> [String: Any]? {
        ((token["platforms"] as? [String: Any])?[platform] as? [String: Any])?[category] as? [String: Any]
    }

    @Test func theExampleHeadlineKeepsItsStyleItsWholeStackAndItsDescription() throws {
        let tokens = try Self.tokens(of: PackageRoot.file("tokens/example.tokens.json"))
        let headline = try #require(tokens["type.article.headline"] as? [String: Any])
        #expect(headline["textStyle"] as? String == "title1")
        #expect(headline["fontFamily"] as? [String] == ["New York", "Georgia", "serif"])
        #expect(headline["description"] as? String == "The story's headline.")
        #expect(headline["deprecated"] as? Bool == false)
        #expect((headline["platforms"] as? [String: Any])?.keys.sorted() == ["ios"])
        let large = try #require(Self.category(headline, "ios", "large"))
        #expect(large["typeface"] as? String == "New York")
        #expect(large["fontSize"] as? Double == 28)
        #expect(large["lineHeight"] as? Double == 34)
        #expect(large["fontWeight"] as? Double == 700)
        #expect(large["letterSpacing"] as? Double == -0.33)
        #expect(large.keys.sorted() == ["fontSize", "fontWeight", "letterSpacing", "lineHeight", "typeface"])
        // The code sample's stack comes through an alias, `{font.mono}`, and is written out whole too.
        let code = try #require(
            tokens.first {
                ($0.value as? [String: Any])?["fontFamily"] as? [String] == ["SF Mono", "Menlo", "monospace"]
            })
        #expect(code.key == "type.article.code")
    }

    /// A stack that starts with a custom family, the system font (no family, drawn in each
    /// platform's own face), and `$deprecated` as `true` and as a reason.
    @Test func stacksSystemFontAndDeprecationAreWrittenAsTheManifestSaysThem() throws {
        let folder = TemporaryFolder()
        folder.write(
            "m.tokens.json",
            #"""
            {
              "$extensions": { "dev.higtype": { "platforms": ["ios", "watchos"] } },
              "type": {
                "$type": "typography",
                "plain": { "$value": { "textStyle": "body" } },
                "brand": {
                  "$description": "Brand \"headline\".", "$deprecated": true,
                  "$value": { "textStyle": "headline", "fontFamily": ["Inter", "SF Pro", "system-ui"] }
                },
                "note": { "$deprecated": "Use type.plain.", "$value": { "textStyle": "caption1" } }
              }
            }
            """#)
        let tokens = try Self.tokens(of: folder.file("m.tokens.json"))
        #expect(tokens.keys.sorted() == ["type.brand", "type.note", "type.plain"])

        let plain = try #require(tokens["type.plain"] as? [String: Any])
        #expect(plain["fontFamily"] as? [String] == [])
        #expect(plain["textStyle"] as? String == "body")
        #expect(plain["description"] is NSNull)
        #expect(plain["deprecated"] as? Bool == false)
        #expect(Self.category(plain, "ios", "large")?["typeface"] as? String == "SF Pro")
        #expect(Self.category(plain, "watchos", "large")?["typeface"] as? String == "SF Compact")

        let brand = try #require(tokens["type.brand"] as? [String: Any])
        #expect(brand["fontFamily"] as? [String] == ["Inter", "SF Pro", "system-ui"])
        #expect(brand["textStyle"] as? String == "headline")
        #expect(brand["description"] as? String == #"Brand "headline"."#)
        #expect(brand["deprecated"] as? Bool == true)
        #expect(Self.category(brand, "ios", "large")?["typeface"] as? String == "Inter")
        #expect(Self.category(brand, "ios", "large")?["fontSize"] as? Double == 17)

        let note = try #require(tokens["type.note"] as? [String: Any])
        #expect(note["deprecated"] as? String == "Use type.plain.")
    }

    /// docs/templates.md shows the format with the example's headline: the block parses, and
    /// each of its lines is a line of the golden `typography.json` (trailing commas aside).
    @Test func theDocumentedExampleIsTheGoldenOutput() throws {
        let doc = try String(contentsOfFile: PackageRoot.file("docs/templates.md"), encoding: .utf8)
        let section = try #require(doc.components(separatedBy: "## The JSON output").dropFirst().first)
        let block = try #require(
            section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "\n```").first)
        #expect(try JSONSerialization.jsonObject(with: Data(block.utf8)) is [String: Any])
        let golden = try String(
            contentsOfFile: PackageRoot.file("Tests/HigTypeEndToEndTests/Golden/example/typography.json"),
            encoding: .utf8)
        func lines(_ text: String) -> [String] {
            text.split(separator: "\n").map { line in
                var trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasSuffix(",") { trimmed.removeLast() }
                return trimmed
            }
        }
        let goldenLines = Set(lines(golden))
        let missing = lines(block).filter { !goldenLines.contains($0) }
        #expect(missing.isEmpty, "docs/templates.md shows lines the JSON output does not have: \(missing)")
        #expect(lines(block).contains { $0.contains("\"typeface\": \"New York\"") })
    }
}
