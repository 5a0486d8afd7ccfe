import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// A typography token with one field adopt cannot keep is adopted without that field, which comes
/// from the style, rather than left out whole: a field aliasing a token that needs a guess, a
/// field aliasing a token of another type, and a member DTCG's typography does not have. Only a
/// size that cannot be kept leaves the token out. Each file is a lookalike of a pattern seen in
/// teams' published tokens.
@Suite struct AdoptFieldFromStyleTests {
    static func adopt(_ json: String, path: String = "brand.tokens.json") -> Adoption {
        var request = Adopter.Request(sources: [path], out: "adapter.tokens.json")
        request.sourceFiles = [Compiler.SourceFile(path: path, bytes: Array(json.utf8))]
        return Adopter.adopt(request)
    }

    static func adapterValue(_ adoption: Adoption, _ path: [String]) -> String? {
        guard let text = adoption.adapter, let root = JSONParser.parse(Array(text.utf8), file: "a").root,
            let node = root.node(at: path)
        else { return nil }
        return JSONOutput(node).serialized(pretty: false)
    }

    /// Builds the sources with the adapter, as `higtype build SOURCES ADAPTER` does.
    static func build(_ json: String, _ adoption: Adoption, path: String = "brand.tokens.json")
        -> Compiler.Compilation
    {
        Compiler.compile(sources: [
            .init(path: path, bytes: Array(json.utf8)),
            .init(path: "adapter.tokens.json", bytes: Array((adoption.adapter ?? "{}").utf8)),
        ])
    }

    /// Tokens Studio: a composite whose weight aliases a style name that names no weight keeps
    /// its size and line height, and takes its weight from the style; one whose weight reads
    /// ("7 Bold") keeps it.
    @Test func aFieldAliasingAnUnreadTokenComesFromTheStyle() throws {
        let source = """
            {
              "fontSizes": { "lg": { "value": "20", "type": "fontSizes" } },
              "lineHeights": { "loose": { "value": "150%", "type": "lineHeights" } },
              "fontWeights": {
                "display": { "value": "Display Heavy", "type": "fontWeights" },
                "strong": { "value": "7 Bold", "type": "fontWeights" }
              },
              "heading": {
                "value": { "fontFamily": "Inter", "fontWeight": "{fontWeights.display}", "fontSize": "{fontSizes.lg}",
                  "lineHeight": "{lineHeights.loose}" },
                "type": "typography"
              },
              "lead": {
                "value": { "fontFamily": "Inter", "fontWeight": "{fontWeights.strong}", "fontSize": "{fontSizes.lg}",
                  "lineHeight": "{lineHeights.loose}" },
                "type": "typography"
              }
            }
            """
        let adoption = Self.adopt(source, path: "brand.json")
        #expect(!adoption.hasErrors, "\(adoption.diagnostics.map(\.message))")
        #expect(adoption.skipped.map(\.name) == ["fontWeights.display", "heading.fontWeight"])
        #expect(
            adoption.skipped.last?.reason
                == "'heading.fontWeight' aliases 'fontWeights.display', which is not read: 'fontWeights.display': "
                + "'Display Heavy' names no font weight; write a number from 1 to 1000, such as 400 for Regular or "
                + "600 for Semi Bold [foreign-format]; the typography token takes this field from its style")
        let built = Self.build(source, adoption, path: "brand.json")
        #expect(built.log.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let tokens = try #require(built.resolved?.tokens)
        let heading = try #require(tokens.first { $0.name == "heading" }?.values(on: .ios)?.defaultValues)
        #expect(heading.fontSize == 20)
        #expect(heading.lineHeight == 30)
        #expect(heading.fontWeight.number == 400)
        let lead = try #require(tokens.first { $0.name == "lead" }?.values(on: .ios)?.defaultValues)
        #expect(lead.fontWeight.number == 700)
    }

    /// DTCG: a letterSpacing aliasing a `number` (no dimension) and a `textCase` member are left
    /// out of a replacement that keeps the rest; the report and `$description` say so, and the
    /// sources build with the adapter. A size aliasing a number still leaves the token out.
    @Test func aDTCGFieldThatIsNotValidComesFromTheStyle() throws {
        let source = """
            {
              "tracking": { "tight": { "$type": "number", "$value": -0.5 } },
              "size": { "xl": { "$type": "dimension", "$value": { "value": 36, "unit": "px" } } },
              "count": { "$type": "number", "$value": 24 },
              "type": {
                "$type": "typography",
                "hero": {
                  "$value": { "fontFamily": "Inter", "fontSize": "{size.xl}", "fontWeight": 800, "lineHeight": 1.2,
                    "letterSpacing": "{tracking.tight}", "textCase": "uppercase" }
                },
                "odd": {
                  "$value": { "fontFamily": "Inter", "fontSize": "{count}", "fontWeight": 400, "lineHeight": 1.2,
                    "letterSpacing": { "value": 0, "unit": "px" } }
                }
              }
            }
            """
        let adoption = Self.adopt(source)
        #expect(!adoption.hasErrors, "\(adoption.diagnostics.map(\.message))")
        #expect(
            Self.adapterValue(adoption, ["type", "hero", "$value"])
                == #"{"fontFamily":"Inter","fontSize":"{size.xl}","fontWeight":800,"lineHeight":1.2}"#)
        #expect(adoption.skipped.map(\.name) == ["type.odd"])
        let hero = try #require(adoption.decisions.first { $0.name == "type.hero" })
        #expect(hero.leftOut == ["$value.letterSpacing", "$value.textCase"])
        #expect(
            hero.description.contains(
                "left out '$value.textCase', which a DTCG token does not hold; left out '$value.letterSpacing', "
                    + "whose value is not valid DTCG here; the style gives it"),
            "\(hero.description)")
        let built = Self.build(source, adoption)
        #expect(built.log.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let values = try #require(
            built.resolved?.tokens.first { $0.name == "type.hero" }?.values(on: .ios)?.defaultValues)
        #expect(values.fontSize == 36)
        #expect(values.fontWeight.number == 800)
    }
}
