import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeOutputs

/// DTCG 2025.10's `$root` is a group's own token, so the outputs name it as the group:
/// `type.title.$root` is `--type-title-*` and `.type-title` in CSS and `typeTitle` in Swift.
@Suite struct RootTokenNameTests {
    @Test func aRootTokenIsNamedAsItsGroup() {
        #expect(SwiftNames.identifier(["type", "title", "$root"]) == "typeTitle")
        #expect(CSSNames.identifier(["type", "title", "$root"]) == "type-title")
        // Only a trailing `$root` of a group is dropped; a lone one keeps its (escaped) name.
        #expect(CSSNames.identifier(["$root"]) == "\\24 root")
        #expect(SwiftNames.identifier(["$root"]) == "root")
    }

    static let manifest = """
        { "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
          "type": { "$type": "typography",
            "title": {
              "$root": { "$value": { "textStyle": "title1" } },
              "emphasis": { "$value": { "textStyle": "title1", "fontWeight": "bold" } } } } }
        """

    @Test func buildNamesTheRootTokenAsTheGroupInCSSAndSwift() throws {
        let folder = TemporaryFolder()
        folder.write("app.tokens.json", Self.manifest)
        let result = try ToolProcess.higtype(["build", "app.tokens.json", "--out", "out", "--quiet"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let css = try #require(folder.read("out/typography.css"))
        #expect(css.contains("  --type-title-font-size: 28px;\n"), "\(css)")
        #expect(css.contains("  --type-title-emphasis-font-size: 28px;\n"), "\(css)")
        #expect(css.contains(".type-title {"), "\(css)")
        #expect(!css.contains("\\24"), "\(css)")
        let swift = try #require(folder.read("out/Typography.swift"))
        #expect(swift.contains("static let typeTitle = "), "\(swift)")
        #expect(!swift.contains("typeTitleRoot"), "\(swift)")
    }

    @Test func aRootTokenNamedLikeASiblingIsANameCollision() throws {
        let folder = TemporaryFolder()
        folder.write(
            "app.tokens.json",
            """
            { "$extensions": { "dev.higtype": { "platforms": ["ios"] } },
              "type": { "$type": "typography",
                "title": { "$root": { "$value": { "textStyle": "title1" } } },
                "Title": { "$value": { "textStyle": "title2" } } } }
            """)
        let result = try ToolProcess.higtype(["build", "app.tokens.json", "--out", "out"], in: folder.path)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("[swift-name-collision]"), "\(result.stderr)")
        #expect(result.stderr.contains("[css-name-collision]"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
    }
}
