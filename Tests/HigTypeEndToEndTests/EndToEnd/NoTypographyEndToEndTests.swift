import Foundation
import HigTypeTestSupport
import Testing

/// A manifest without typography tokens: `lint` warns and exits 0, `lint --strict` fails on the
/// warning, and `build` warns instead of reporting an empty success silently.
@Suite struct NoTypographyEndToEndTests {
    static let palette = """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.478, 1] } },
            "ink": { "$value": "{color.blue}" }
          },
          "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } }
        }
        """
    static let warning =
        "palette.tokens.json:1:1: warning: 3 tokens: 2 color, 1 dimension; no typography; higtype generates text styles from typography tokens only, so there is nothing to generate. Add typography tokens, or compose this file with the one that holds them [no-typography]"

    @Test func lintWarnsAndStrictFails() throws {
        let folder = TemporaryFolder()
        folder.write("palette.tokens.json", Self.palette)

        let lint = try ToolProcess.higtype(["lint", "palette.tokens.json"], in: folder.path)
        #expect(lint.status == 0)
        #expect(lint.stderr.split(separator: "\n").first.map(String.init) == Self.warning)

        let strict = try ToolProcess.higtype(["lint", "--strict", "palette.tokens.json"], in: folder.path)
        #expect(strict.status == 1, "lint --strict must fail on the no-typography warning:\n\(strict.stderr)")
        #expect(strict.stderr.contains("[no-typography]"))
    }

    @Test func strictPassesOnceTheTypeFileIsComposedIn() throws {
        let folder = TemporaryFolder()
        folder.write("palette.tokens.json", Self.palette)
        folder.write(
            "type.tokens.json", #"{ "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }"#
        )
        let strict = try ToolProcess.higtype(
            ["lint", "--strict", "palette.tokens.json", "type.tokens.json"], in: folder.path)
        #expect(strict.status == 0, "\(strict.stderr)")
        #expect(!strict.stderr.contains("no-typography"))
    }

    @Test func buildOfAnEmptyManifestWarns() throws {
        let folder = TemporaryFolder()
        folder.write("empty.tokens.json", "{}\n")
        let build = try ToolProcess.higtype(["build", "empty.tokens.json", "--out", "out"], in: folder.path)
        #expect(build.status == 0)
        #expect(
            build.stderr.hasPrefix(
                "empty.tokens.json:1:1: warning: no tokens; higtype generates text styles from typography tokens only"))
    }
}
