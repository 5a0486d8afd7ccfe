import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// Values a team's Tokens Studio file means, built through `adopt` exactly: math whose function
/// name stands apart from its `(`, and a line height that is a multiple of a size off the 1/100
/// grid, rounded once from the exact size. Lookalikes of patterns seen in teams' published tokens.
@Suite struct AdoptExactValuesTests {
    static func large(_ source: String, _ name: String) throws -> StyleValues {
        let path = "tokens.json"
        var request = Adopter.Request(sources: [path], out: "adapter.tokens.json")
        request.sourceFiles = [Compiler.SourceFile(path: path, bytes: Array(source.utf8))]
        let adoption = Adopter.adopt(request)
        #expect(!adoption.hasErrors, "\(adoption.diagnostics.map(\.message))")
        #expect(adoption.skipped.map(\.name) == [])
        let built = Compiler.compile(sources: [
            .init(path: path, bytes: Array(source.utf8)),
            .init(path: "adapter.tokens.json", bytes: Array((adoption.adapter ?? "{}").utf8)),
        ])
        #expect(built.log.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let tokens = try #require(built.resolved?.tokens)
        return try #require(tokens.first { $0.name == name }?.values(on: .ios)?.defaultValues)
    }

    /// `roundTo ({fontSize.base} * {fontSize.scale}, 0)`: the evaluator Tokens Studio uses reads a
    /// space between a function's name and its `(`, so the size is 18 px, not a token left out.
    @Test func aFunctionWithASpaceBeforeItsParenthesis() throws {
        let values = try Self.large(
            """
            {
              "fontSize": {
                "base": { "value": "16", "type": "fontSizes" },
                "scale": { "value": "1.125", "type": "fontSizes" },
                "lg": { "value": "roundTo ({fontSize.base} * {fontSize.scale}, 0)", "type": "fontSizes" }
              },
              "lead": {
                "value": { "fontFamily": "Inter", "fontWeight": "Bold", "fontSize": "{fontSize.lg}", "lineHeight": "24" },
                "type": "typography"
              }
            }
            """, "lead")
        #expect(values.fontSize == 18)
        #expect(values.lineHeight == 24)
    }

    /// Conform: a team composite whose line height aliases Tokens Studio's `"130"` (130 px) on
    /// 18 px text is 7.22 times its size, which `line-height-pixels` refuses and no multiple fixes
    /// exactly. adopt leaves that field out, to come from the style (Body's 22 pt scaled to 18 pt),
    /// and says so; a sibling with a true line height keeps it. `--no-conform` lets the rule speak.
    @Test func aLineHeightOfFourOrMoreTimesTheSizeComesFromTheStyle() throws {
        let source = """
            {
              "lineHeights": { "1": { "value": "130", "type": "lineHeights" }, "2": { "value": "24", "type": "lineHeights" } },
              "fontSizes": { "md": { "value": "18", "type": "fontSizes" } },
              "alert": {
                "value": { "fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "{fontSizes.md}", "lineHeight": "{lineHeights.1}" },
                "type": "typography"
              },
              "lead": {
                "value": { "fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "{fontSizes.md}", "lineHeight": "{lineHeights.2}" },
                "type": "typography"
              }
            }
            """
        let alert = try Self.large(source, "alert")
        #expect(alert.fontSize == 18)
        #expect(alert.lineHeight == 23.29)
        #expect(try Self.large(source, "lead").lineHeight == 24)
        var request = Adopter.Request(sources: ["tokens.json"], out: "adapter.tokens.json")
        request.sourceFiles = [Compiler.SourceFile(path: "tokens.json", bytes: Array(source.utf8))]
        #expect(
            Adopter.adopt(request).decisions.first { $0.name == "alert" }?.conformed == [
                "lineHeight 7.22 times the size left out, as no text has such a line height; it comes from the style "
                    + "(line-height-pixels)"
            ])
        request.conform = false
        let kept = Adopter.adopt(request)
        #expect(kept.hasErrors)
        #expect(kept.diagnostics.filter { $0.severity == .error }.map(\.id) == [.lineHeightPixels])
    }

    /// A 28.125 px size with a 135% line height: 37.96875 pt, written as 37.97, not as the rounded
    /// size's multiple (28.13 × 1.35 = 37.98).
    @Test func aLineHeightIsRoundedOnceFromTheExactSize() throws {
        let values = try Self.large(
            """
            {
              "size": { "xl": { "value": "{size.base} * 1.125", "type": "fontSizes" }, "base": { "value": "25", "type": "fontSizes" } },
              "h4": {
                "value": { "fontFamily": "Montserrat", "fontWeight": "Bold", "fontSize": "{size.xl}", "lineHeight": "135%" },
                "type": "typography"
              }
            }
            """, "h4")
        #expect(values.fontSize == 28.13)
        #expect(values.lineHeight == 37.97)
    }
}
