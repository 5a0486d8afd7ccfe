import Foundation
import HigTypeTestSupport
import Testing

/// Shapes found in real design-system files that used to build with exit 0 and a wrong output
/// (issue 22, part 4), run through the binary: what it prints, and what the CSS then says.
@Suite struct RealFileBreakTests {
    /// Builds `manifest` to CSS in a fresh folder; the result, and the CSS when it was written.
    static func buildCSS(_ manifest: String) throws -> (ProcessResult, css: String?) {
        try buildCSS(files: [("app.tokens.json", manifest)])
    }

    /// Builds the files, composed in order, to CSS in a fresh folder.
    static func buildCSS(files: [(name: String, text: String)]) throws -> (ProcessResult, css: String?) {
        let folder = TemporaryFolder()
        for file in files { folder.write(file.name, file.text) }
        let result = try ToolProcess.higtype(
            ["build"] + files.map(\.name) + ["--out", "out", "--format", "css"], in: folder.path)
        #expect(!result.timedOut)
        return (result, folder.read("out/typography.css"))
    }

    /// The error lines of a run's stderr (notes and summaries left out).
    static func errors(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.contains(": error: ") }
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

    /// A line height exported as pixels (`"lineHeight": 22`) built `line-height: 374px` with no
    /// word, then with a warning. Now it is an error (`line-height-pixels`) and nothing is written;
    /// its fix-it, applied, gives the 22 px line that was meant.
    @Test func aLineHeightInPixelsIsAnErrorWithTheMultipleThatWasMeant() throws {
        let manifest = { (lineHeight: String) in
            #"{"type": {"$type": "typography", "body": {"$value": {"textStyle": "body", "lineHeight": \#(lineHeight)}}}}"#
        }
        let (result, css) = try Self.buildCSS(manifest("22"))
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "app.tokens.json:1:89: error: 'type.body' has lineHeight 22, which DTCG reads as 22 times the font size"
            ))
        #expect(result.stderr.contains("is 1.2941 (22 / 17); write that multiple [line-height-pixels]"))
        #expect(css == nil)

        let (fixed, fixedCSS) = try Self.buildCSS(manifest("1.2941"))
        #expect(fixed.status == 0 && !fixed.stderr.contains("warning"), "\(fixed.stderr)")
        #expect(try Self.property("type-body-line-height", in: #require(fixedCSS)) == "22px")
    }

    /// A Figma Variables export, shaped as HPE's and Figma's sample exports are: sizes and line
    /// heights as plain numbers scoped FONT_SIZE and LINE_HEIGHT, families as `string`, colors as
    /// hex strings. It was an error on each token, then one error naming the export; now it is
    /// read natively, with a note naming the format at the sign that shows it.
    @Test func aFigmaVariablesExportIsReadAndNamed() throws {
        func variable(_ type: String, _ value: String, _ scope: String) -> String {
            #"{"$type": "\#(type)", "$value": \#(value), "$description": "", "$extensions": {"com.figma": {"hiddenFromPublishing": false, "scopes": ["\#(scope)"], "codeSyntax": {}}}}"#
        }
        let export = """
            {
              "base": {
                "color": { "black": \(variable("color", "\"#000000\"", "ALL_SCOPES")) },
                "fontSize": {
                  "100": \(variable("number", "14", "FONT_SIZE")),
                  "200": \(variable("number", "17", "FONT_SIZE"))
                },
                "lineHeight": { "200": \(variable("number", "22", "LINE_HEIGHT")) },
                "fontFamily": { "text": \(variable("string", "\"HPE Graphik\"", "FONT_FAMILY")) }
              }
            }
            """
        let (result, css) = try Self.buildCSS(files: [("primitives.default.json", export)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.errors(result.stderr).isEmpty, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                ##"primitives.default.json:3:54: note: read as Figma Variables export (the color "#000000" is a hex string) [foreign-format]"##
            ), "\(result.stderr)")
        // Read natively, the export holds no typography: said so, and the sheet has no text style.
        #expect(
            result.stderr.contains(
                "primitives.default.json:1:1: warning: 5 tokens: 3 dimension, 1 color, 1 fontFamily; no typography;"))
        #expect(css?.contains("font-size") == false)
    }

    /// Element's Compound ships Tokens Studio sets in the legacy format: one whose types are
    /// Tokens Studio's (`fontSizes`), and one of colors whose types Style Dictionary has too. The
    /// second was called Style Dictionary's, with advice that does not fit; judged with the run,
    /// both are Tokens Studio's.
    @Test func theLegacyFilesOfATokensStudioRunAreAllReadAsTokensStudios() throws {
        let typography = #"{"fontSize": {"body": {"value": "17", "type": "fontSizes"}}}"#
        let colors = ##"{"color": {"accent": {"value": "#0a84ff", "type": "color"}}}"##
        let (result, css) = try Self.buildCSS(files: [
            ("platform-ios.json", typography), ("cross-platform.json", colors),
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.errors(result.stderr).isEmpty, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "cross-platform.json:1:23: note: read as Tokens Studio (legacy) (its token is written with 'value' and 'type', without '$', like the other files of this run (platform-ios.json: 'fontSizes' is a Tokens Studio type)) [foreign-format]"
            ), "\(result.stderr)")
        #expect(!result.stderr.contains("Style Dictionary"))
        #expect(css?.contains("font-size") == false)
    }
}
