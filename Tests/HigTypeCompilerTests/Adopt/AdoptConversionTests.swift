import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// What `adopt` converts, and what it leaves: values that convert exactly become DTCG in a
/// replacement token; anything that needs a guess stays, with its error.
@Suite struct AdoptConversionTests {
    /// Adopts one manifest held in memory.
    static func adopt(_ json: String) -> Adoption {
        var request = Adopter.Request(sources: ["brand.tokens.json"], out: "adapter.tokens.json")
        request.sourceFiles = [Compiler.SourceFile(path: "brand.tokens.json", bytes: Array(json.utf8))]
        return Adopter.adopt(request)
    }

    static func adapterValue(_ adoption: Adoption, _ path: [String]) -> String? {
        guard let text = adoption.adapter, let root = JSONParser.parse(Array(text.utf8), file: "a").root,
            let node = root.node(at: path)
        else { return nil }
        return JSONOutput(node).serialized(pretty: false)
    }

    @Test func valuesAtTheTokensOwnSizeConvertInAReplacementThatNamesTheStyle() throws {
        let adoption = Self.adopt(
            """
            {
              "type": {
                "$type": "typography",
                "caps": {
                  "$value": {
                    "fontFamily": "Avenir Next", "fontSize": "20px", "fontWeight": 600,
                    "letterSpacing": { "value": 0.05, "unit": "em" }, "lineHeight": "24px"
                  },
                  "$description": "Small caps labels",
                  "$extensions": { "com.example": { "id": 7 } }
                },
                "loose": {
                  "$value": {
                    "fontFamily": "Avenir Next", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
                    "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "150%"
                  }
                }
              }
            }
            """)
        #expect(adoption.diagnostics.map(\.message) == [])
        // Replaced whole: the source's members in their order, its $type written out, the $value converted.
        #expect(
            Self.adapterValue(adoption, ["type", "caps"])
                == #"{"$type":"typography","$value":{"fontFamily":"Avenir Next","fontSize":{"value":20,"unit":"px"},"#
                + #""fontWeight":600,"letterSpacing":{"value":1,"unit":"px"},"lineHeight":1.2},"#
                + #""$description":"Small caps labels. higtype adopt: 20 px Semibold, 24 pt leading at Large: nearest "#
                + #"Title 3 (20 pt Regular, 25 pt leading); scales on Title 3's curve; \"20px\", "#
                + #"{\"value\":0.05,\"unit\":\"em\"}, \"24px\" written as DTCG","#
                + #""$extensions":{"com.example":{"id":7},"dev.higtype":{"textStyle":"title3"}}}"#)
        #expect(Self.adapterValue(adoption, ["type", "loose", "$value", "lineHeight"]) == "1.5")
        #expect(
            Self.adapterValue(adoption, ["type", "loose", "$extensions"]) == #"{"dev.higtype":{"textStyle":"body"}}"#)
        #expect(
            Self.adapterValue(adoption, ["type", "loose", "$type"]) == #""typography""#, "a replacement says its type")
        let caps = try #require(adoption.decisions.first { $0.name == "type.caps" })
        #expect(caps.conversions.map(\.original) == [#""20px""#, #"{"value":0.05,"unit":"em"}"#, #""24px""#])
    }

    /// A lineHeight that aliases a dimension written in % is that multiple of the size: the
    /// composite's replacement holds 1.2, and the % token itself (no DTCG dimension) is left out.
    @Test func aLineHeightAliasingAPercentDimensionIsItsMultiple() throws {
        let adoption = Self.adopt(
            """
            {
              "leading": { "normal": { "$type": "dimension", "$value": "120%" } },
              "size": { "body": { "$type": "dimension", "$value": { "value": 20, "unit": "px" } } },
              "text": {
                "body": {
                  "$type": "typography",
                  "$value": { "fontFamily": "Inter", "fontSize": "{size.body}", "fontWeight": 400,
                    "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{leading.normal}" }
                }
              }
            }
            """)
        #expect(!adoption.hasErrors, "\(adoption.diagnostics.map(\.message))")
        #expect(Self.adapterValue(adoption, ["text", "body", "$value", "lineHeight"]) == "1.2")
        #expect(adoption.skipped.map(\.name) == ["leading.normal"])
        let decision = try #require(adoption.decisions.first { $0.name == "text.body" })
        #expect(decision.conversions.map { "\($0.original) → \($0.replacement)" } == ["\"{leading.normal}\" → 1.2"])
    }

    /// A lineHeight that aliases a length in px or rem is its multiple of the value's size, when
    /// that size is a length too (24 px over 16 px is 1.5; 1.25 rem, 20 px, over 16 px is 1.25);
    /// the length token itself is valid and stays. Beside a size that is no length, it is left.
    @Test func aLineHeightAliasingALengthIsItsMultipleOfTheSize() throws {
        let adoption = Self.adopt(
            """
            {
              "leading": {
                "$type": "dimension",
                "md": { "$value": { "value": 24, "unit": "px" } },
                "sm": { "$value": { "value": 1.25, "unit": "rem" } },
                "alias": { "$value": "{leading.md}" }
              },
              "size": { "body": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
              "text": {
                "$type": "typography",
                "body": {
                  "$value": { "fontFamily": "Inter", "fontSize": "{size.body}", "fontWeight": 400,
                    "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{leading.alias}" }
                },
                "note": {
                  "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
                    "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": "{leading.sm}" }
                }
              }
            }
            """)
        #expect(!adoption.hasErrors, "\(adoption.diagnostics.map(\.message))")
        #expect(Self.adapterValue(adoption, ["text", "body", "$value", "lineHeight"]) == "1.5")
        #expect(Self.adapterValue(adoption, ["text", "note", "$value", "lineHeight"]) == "1.25")
        #expect(adoption.skipped.isEmpty)
        let decision = try #require(adoption.decisions.first { $0.name == "text.body" })
        #expect(decision.conversions.map { "\($0.original) → \($0.replacement)" } == ["\"{leading.alias}\" → 1.5"])
    }

    /// A replacement typography value holds DTCG's five fields only: `textTransform` in the
    /// source's value is not copied into the adapter, and the sources build with it.
    @Test func aReplacementValueHoldsOnlyDTCGFields() throws {
        let adoption = Self.adopt(
            """
            {
              "text": {
                "label": {
                  "$type": "typography",
                  "$value": { "fontFamily": "Inter", "fontSize": "16px", "fontWeight": 500, "lineHeight": 1.5,
                    "letterSpacing": { "value": 0, "unit": "px" }, "textTransform": "uppercase" }
                }
              }
            }
            """)
        #expect(!adoption.hasErrors, "\(adoption.diagnostics.map(\.message))")
        let value = try #require(Self.adapterValue(adoption, ["text", "label", "$value"]))
        #expect(!value.contains("textTransform"))
        #expect(Self.adapterValue(adoption, ["text", "label", "$value", "fontSize"]) == #"{"value":16,"unit":"px"}"#)
    }

    @Test func anEmDimensionSharedThroughAnAliasIsNotConverted() {
        let adoption = Self.adopt(
            """
            {
              "spacing": { "$type": "dimension", "wide": { "$value": "0.05em" } },
              "type": {
                "$type": "typography",
                "caps": {
                  "$value": {
                    "fontFamily": "Avenir Next", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 600,
                    "letterSpacing": "{spacing.wide}", "lineHeight": 1.2
                  }
                }
              }
            }
            """)
        // Not converted: left out, and the rest adopted. (The typography token that aliases it is
        // not left out with it: the alias's error is at the em value, inside the skipped token.)
        #expect(adoption.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(Set(adoption.skipped.map(\.name)) == ["spacing.wide"])
        #expect(adoption.skipped.first { $0.name == "spacing.wide" }?.reason.hasSuffix("[unsupported-unit]") == true)
        #expect(!adoption.decisions.contains { !$0.conversions.isEmpty })
    }

    /// A misspelt weight is not guessed: the token is adopted without it, and the weight comes
    /// from the style, with a warning that gives the error as its reason.
    @Test func aMisspeltWeightIsAGuessAndComesFromTheStyle() {
        let adoption = Self.adopt(
            """
            { "type": { "$type": "typography",
              "label": { "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 15, "unit": "px" },
                "fontWeight": "semibld", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } } } }
            """)
        #expect(adoption.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(adoption.skipped.isEmpty)
        #expect(Self.adapterValue(adoption, ["type", "label", "$value", "fontWeight"]) == nil)
        #expect(Self.adapterValue(adoption, ["type", "label", "$value", "lineHeight"]) == "1.3")
        let warning = adoption.diagnostics.first { $0.id == .adoptSkipped }
        #expect(
            warning?.message.hasPrefix(
                "'type.label.fontWeight' is left out of the adapter's replacement of 'type.label', which takes this "
                    + "field from its style: unknown font weight \"semibld\"") == true)
        #expect(warning?.message.hasSuffix("[token-value]") == true)
        #expect(warning?.location?.line == 3)
    }

    @Test func fixedSizesWithAReasonAndWholeAliasesAreLeftAlone() throws {
        let adoption = Self.adopt(
            """
            { "type": { "$type": "typography",
              "mark": { "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 40, "unit": "px" }, "fontWeight": 800,
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.1 },
                "$extensions": { "dev.higtype": { "fixedSize": { "reason": "Drawn to the brand guide." } } } },
              "body": { "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
                "letterSpacing": { "value": -0.43, "unit": "px" }, "lineHeight": 1.3 } },
              "quote": { "$value": "{type.body}" } } }
            """)
        #expect(adoption.diagnostics.map(\.message) == [])
        #expect(adoption.decisions.map(\.name) == ["type.body"])
        let resolved = try #require(adoption.compilation.resolved)
        let quote = try #require(resolved.tokens.first { $0.name == "type.quote" })
        #expect(quote.value.textStyle?.value == .body, "the alias takes its target's style along")
    }

    @Test func aTokenWithoutASizeIsNotGuessed() {
        let adoption = Self.adopt(
            #"{ "type": { "$type": "typography", "label": { "$value": { "fontFamily": "SF Pro", "fontWeight": 600 } } } }"#
        )
        #expect(adoption.diagnostics.map(\.id) == [.adoptUnconvertible])
        #expect(adoption.diagnostics.first?.message.contains("names no text style and no fontSize") == true)
        #expect(adoption.diagnostics.first?.location?.description == "brand.tokens.json:1:57")
    }

    @Test func aMissingFieldComesFromTheNamedStyle() throws {
        let compilation = Compiler.compile(sources: [
            Compiler.SourceFile(
                path: "brand.tokens.json",
                bytes: Array(
                    """
                    { "type": { "$type": "typography", "brand": {
                      "$value": { "fontFamily": "SF Pro", "fontSize": { "value": 14, "unit": "px" }, "fontWeight": 400 },
                      "$extensions": { "dev.higtype": { "textStyle": "subheadline" } } } } }
                    """.utf8))
        ])
        #expect(compilation.log.diagnostics.isEmpty)
        let token = try #require(compilation.resolved?.tokens.first)
        let large = try #require(token.values(on: .ios)?[.large])
        #expect(large.fontSize == 14)
        // SF Pro tracks -0.15 pt at 14 pt; Subheadline's leading, 20 pt at 15 pt, scales to 18.67 at 14 pt.
        #expect(large.letterSpacing == -0.15)
        #expect(large.lineHeight == 18.67)
    }
}
