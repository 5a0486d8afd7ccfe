import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// A run of a DTCG file and a file of another format whose typography aliases the DTCG file's
/// tokens: each alias is found, and one to a token of another DTCG type is written out. (The
/// second file is Tokens Studio's W3C mode, which its `textCase` type shows.)
@Suite struct MixedFormatRunTests {
    static let scale = """
        {
          "fontSizes": { "base": { "$type": "number", "$value": 16 } },
          "lineHeights": { "base": { "$type": "number", "$value": 24 } },
          "fontWeights": { "regular": { "$type": "number", "$value": 400 } },
          "sizes": { "body": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } }
        }
        """
    static let styles = """
        {
          "textCase": { "none": { "$type": "textCase", "$value": "none" } },
          "Typography": {
            "body": {
              "$type": "typography",
              "$value": { "fontFamily": "Inter", "fontWeight": "{fontWeights.regular}", "lineHeight": "{lineHeights.base}",
                "fontSize": "{fontSizes.base}", "letterSpacing": "0", "paragraphSpacing": "0" }
            },
            "caption": {
              "$type": "typography",
              "$value": { "fontFamily": "Inter", "fontWeight": 400, "lineHeight": 1.25, "fontSize": "{sizes.body}",
                "letterSpacing": "0", "paragraphSpacing": "0" }
            }
          }
        }
        """

    @Test func aliasesIntoADTCGFileOfTheRunResolve() throws {
        let compilation = Compiler.compile(sources: [
            .init(path: "scale.tokens.json", bytes: Array(Self.scale.utf8)),
            .init(path: "styles.tokens.json", bytes: Array(Self.styles.utf8)),
        ])
        #expect(compilation.formats["styles.tokens.json"] == .tokensStudioW3C)
        let messages = compilation.log.diagnostics.filter { $0.severity == .error && $0.id != .fixedSize }
        #expect(messages.isEmpty, "\(messages.map(\.message))")
        let body = try #require(compilation.resolved?.tokens.first { $0.name == "Typography.body" })
        let large = try #require(body.values(on: .ios)?.defaultValues)
        #expect(large.fontSize == 16)
        #expect(large.lineHeight == 24)
        #expect(large.fontWeight.number == 400)
        // A size aliasing a DTCG dimension stays an alias, and resolves through it.
        let caption = try #require(compilation.resolved?.tokens.first { $0.name == "Typography.caption" })
        #expect(caption.values(on: .ios)?.defaultValues.lineHeight == 20)
    }
}
