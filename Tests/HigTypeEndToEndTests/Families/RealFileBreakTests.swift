import Foundation
import HigTypeTestSupport
import Testing

/// Shapes found in real design-system files that used to build with exit 0 and a wrong output
/// (issue 22, part 4), run through the binary: what it prints, and what the CSS then says.
@Suite struct RealFileBreakTests {
    /// Builds `manifest` to CSS in a fresh folder; the result, and the CSS when it was written.
    static func buildCSS(_ manifest: String) throws -> (ProcessResult, css: String?) {
        let folder = TemporaryFolder()
        folder.write("app.tokens.json", manifest)
        let result = try ToolProcess.higtype(
            ["build", "app.tokens.json", "--out", "out", "--format", "css"], in: folder.path)
        #expect(!result.timedOut)
        return (result, folder.read("out/typography.css"))
    }

    /// The custom property `name` of the first rule that sets it (the default category's).
    static func property(_ name: String, in css: String) -> String? {
        css.split(separator: "\n").first { $0.contains("--\(name):") }.map {
            String($0.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
        }
    }

    /// GitHub Primer's system stack as Tailwind configs derived from it write it: an array whose
    /// one entry is the whole CSS stack. Read as one family, the CSS named a font that does not
    /// exist (the browser fell back to sans-serif) and the token lost the HIG's tracking.
    @Test func anArrayWhoseEntryIsAWholeStackBuildsTheStack() throws {
        let (result, css) = try Self.buildCSS(
            #"""
            {
              "font": {
                "$type": "fontFamily",
                "body": { "$value": ["-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans', Helvetica, Arial, sans-serif"] }
              },
              "type": {
                "$type": "typography",
                "body": { "$value": { "textStyle": "body", "fontFamily": "{font.body}" } }
              }
            }
            """#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("app.tokens.json:4:26: warning: an entry of this array is a whole CSS font stack"))
        #expect(
            result.stderr.contains(
                #"fix-it: replace with ["-apple-system", "BlinkMacSystemFont", "Segoe UI", "Noto Sans", "Helvetica", "Arial", "sans-serif"]"#
            ))
        let text = try #require(css)
        #expect(
            Self.property("type-body-font-family", in: text)
                == #"-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", "Helvetica", "Arial", sans-serif"#)
        // The system font's tracking for Body at Large (17 pt), as an unlisted family would get 0px.
        #expect(Self.property("type-body-letter-spacing", in: text) == "-0.43px")
    }
}
