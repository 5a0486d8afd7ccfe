import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// Values of other formats that read exactly although they are written in a way of their own: a
/// string token spliced into another's value (`8{unit}`), type names in kebab case, style names
/// that number their weight ("7 Bold"), and an alias to a token of another type, whose value is
/// written out. Each file is a lookalike of a pattern seen in teams' published tokens.
@Suite struct ForeignValueReadingTests {
    static func compile(_ files: [(String, String)]) -> Compiler.Compilation {
        Compiler.compile(sources: files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    static func large(_ compilation: Compiler.Compilation, _ name: String) -> StyleValues? {
        compilation.resolved?.tokens.first { $0.name == name }?.values(on: .ios)?.defaultValues
    }

    /// The errors, but for the HIG's finding that a token without a text style has a fixed size.
    static func errors(_ compilation: Compiler.Compilation) -> [String] {
        compilation.log.diagnostics.filter { $0.severity == .error && $0.id != .fixedSize }.map(\.message)
    }

    /// Tokens Studio puts a string token's value where its alias is written inside a string: a
    /// module of `4{unit}`, where `unit` is "px", is 4 px, and math on it is exact.
    @Test func aStringTokenIsSplicedIntoAValue() throws {
        let compilation = Self.compile([
            (
                "base.json",
                """
                {
                  "unit": { "value": "px", "type": "other" },
                  "module": { "value": "4{unit}", "type": "other" },
                  "fontSizes": { "body": { "value": "{module} * 4", "type": "fontSizes" } },
                  "lineHeights": { "body": { "value": "{module} * 6", "type": "lineHeights" } },
                  "type": {
                    "body": {
                      "value": { "fontFamily": "Inter", "fontSize": "{fontSizes.body}", "lineHeight": "{lineHeights.body}",
                        "fontWeight": "Regular", "letterSpacing": "0" },
                      "type": "typography"
                    }
                  }
                }
                """
            )
        ])
        #expect(compilation.formats["base.json"] == .tokensStudioLegacy)
        #expect(Self.errors(compilation) == [])
        let body = try #require(Self.large(compilation, "type.body"))
        #expect(body.fontSize == 16)
        #expect(body.lineHeight == 24)
        // A number is put in place as written (`{n}px` is 4px); an alias that names nothing is
        // no value.
        var index = FormatIndex()
        index.add(
            JSONParser.parse(Array(#"{"n": {"value": 4, "type": "other"}}"#.utf8), file: "n.json").root!,
            format: .tokensStudioLegacy)
        var budget = FormatIndex.interpolationBudget
        #expect((try? index.interpolated("{n}px", depth: 0, budget: &budget).get()) == "4px")
        #expect((try? index.interpolated("8{missing}", depth: 0, budget: &budget).get()) == nil)
    }

    /// A type name in kebab or snake case is the format's own type in other words: `font-size`
    /// is `fontSize`, `line-height` is `lineHeight`.
    @Test func kebabCaseTypeNamesAreTheFormatsOwn() throws {
        let compilation = Self.compile([
            (
                "font.json",
                """
                {
                  "font": {
                    "base": { "font-size": { "value": "1rem", "type": "font-size", "comment": "the root size" } },
                    "lead": {
                      "font-size": { "value": "{font.base.font-size} * 1.25", "type": "font-size" },
                      "line-height": { "value": "{font.lead.font-size} * 1.4", "type": "line_height" },
                      "font-weight": { "value": "500", "type": "font-weight" }
                    }
                  }
                }
                """
            )
        ])
        #expect(Self.errors(compilation) == [])
        let manifest = try #require(compilation.manifest)
        #expect(manifest.token(named: "font.lead.font-size")?.type == .dimension)
        #expect(manifest.token(named: "font.lead.line-height")?.type == .dimension)
        #expect(manifest.token(named: "font.lead.font-weight")?.type == .fontWeight)
        let converter = FormatConverter(format: .styleDictionary, index: FormatIndex())
        #expect(converter.kind(named: "letter-spacing", path: [], scopes: nil) == .letterSpacing)
        #expect(converter.kind(named: "box-shadow", path: [], scopes: nil) == .leftOut("'box-shadow' has no DTCG type"))
    }

    /// A size aliasing a Tokens Studio `other` token (no DTCG type) is that token's value, as
    /// this token's type reads it: `{scale.root}` holding "16" is 16 px. An alias to a size of
    /// the same type stays one.
    @Test func anAliasToATokenWithNoDTCGTypeIsItsValue() throws {
        let compilation = Self.compile([
            (
                "core.json",
                """
                {
                  "scale": { "root": { "value": "16", "type": "other" } },
                  "fontSizes": {
                    "base": { "value": "{scale.root}", "type": "fontSizes" },
                    "copy": { "value": "{fontSizes.base}", "type": "fontSizes" }
                  },
                  "lineHeights": { "base": { "value": "{scale.root}", "type": "lineHeights" } }
                }
                """
            )
        ])
        #expect(Self.errors(compilation) == [])
        let manifest = try #require(compilation.manifest)
        #expect(
            JSONOutput(try #require(manifest.token(named: "fontSizes.base")).value).serialized(pretty: false)
                == #"{"value":16,"unit":"px"}"#)
        #expect(
            JSONOutput(try #require(manifest.token(named: "fontSizes.copy")).value).serialized(pretty: false)
                == #""{fontSizes.base}""#)
        #expect(
            JSONOutput(try #require(manifest.token(named: "lineHeights.base")).value).serialized(pretty: false)
                == #"{"value":16,"unit":"px"}"#)
    }

    /// A DTCG-shaped file beside a Tokens Studio W3C file, whose types are none of DTCG's but the
    /// reader's (`fontSize`, `lineHeight`), is read as the other is, and the note says why; alone,
    /// its types are unknown DTCG types.
    @Test func aFileWithTheRunsTypeNamesIsReadAsTheRunIs() throws {
        let core = """
            {
              "font": {
                "size": { "240": { "$type": "fontSize", "$value": "24" } },
                "tracking": { "tight": { "$type": "letterSpacing", "$value": "-0.5" } }
              },
              "line-height": { "1-33": { "$type": "lineHeight", "$value": 1.3333 } }
            }
            """
        let semantic = """
            {
              "heading": {
                "lg": {
                  "font-size": { "$type": "fontSize", "$value": "{font.size.240}" },
                  "line-height": { "$type": "lineHeight", "$value": "{line-height.1-33}" },
                  "top-offset": { "$type": "topOffset", "$value": "-0.5rem" }
                }
              }
            }
            """
        let compilation = Self.compile([("core.tokens.json", core), ("semantic.tokens.json", semantic)])
        #expect(compilation.formats["core.tokens.json"] == .tokensStudioW3C)
        #expect(compilation.formats["semantic.tokens.json"] == .tokensStudioW3C)
        #expect(Self.errors(compilation) == [])
        let note = compilation.log.diagnostics.first {
            $0.id == .foreignFormat && $0.location?.file == "semantic.tokens.json" && $0.message.hasPrefix("read as")
        }
        #expect(
            note?.message
                == "read as Tokens Studio (W3C DTCG format) ($type 'fontSize' is no DTCG type, and the other files of this run "
                + "are Tokens Studio's (core.tokens.json: $type 'letterSpacing' is a Tokens Studio type))")
        let manifest = try #require(compilation.manifest)
        #expect(manifest.token(named: "heading.lg.font-size")?.type == .dimension)
        // Alone, it is a DTCG file, whose types are unknown.
        let alone = Self.compile([("semantic.tokens.json", semantic)])
        #expect(alone.formats["semantic.tokens.json"] == nil)
        #expect(alone.log.diagnostics.contains { $0.id == .unknownType })
    }

    /// Aliases that go round through tokens of other types end: the size keeps an alias, and the
    /// cycle is an error, not a crash.
    @Test func aliasesOfOtherTypesInACycleEnd() {
        let compilation = Self.compile([
            (
                "core.json",
                """
                {
                  "fontSizes": { "body": { "value": "{ratio.a}", "type": "fontSizes" } },
                  "ratio": { "a": { "value": "{ratio.b}", "type": "opacity" }, "b": { "value": "{ratio.a}", "type": "other" } }
                }
                """
            )
        ])
        #expect(!Self.errors(compilation).isEmpty)
    }

    /// A Tokens Studio token without a type, named as a field of its typography values, has that
    /// field's type; another untyped token is still left out.
    @Test func anUntypedTokenNamedAsATypographyFieldHasItsType() throws {
        let compilation = Self.compile([
            (
                "core.json",
                """
                {
                  "fontSizes": { "body": { "value": "16px", "type": "fontSizes" } },
                  "typography": {
                    "lead": {
                      "fontSize": { "value": "1.25rem" },
                      "lineHeight": { "value": "1.75rem" },
                      "fontWeight": { "value": 600 },
                      "fontFamily": { "value": "Inter, sans-serif" },
                      "paragraphSpacing": { "value": "0" }
                    }
                  }
                }
                """
            )
        ])
        #expect(compilation.formats["core.json"] == .tokensStudioLegacy)
        #expect(Self.errors(compilation) == [])
        let manifest = try #require(compilation.manifest)
        #expect(manifest.token(named: "typography.lead.fontSize")?.type == .dimension)
        #expect(manifest.token(named: "typography.lead.lineHeight")?.type == .dimension)
        #expect(manifest.token(named: "typography.lead.fontWeight")?.type == .fontWeight)
        #expect(manifest.token(named: "typography.lead.fontFamily")?.type == .fontFamily)
        #expect(manifest.token(named: "typography.lead.paragraphSpacing") == nil)
    }

    /// A family that numbers its styles writes the weight's hundreds first: "7 Bold" is 700 when
    /// the number and the name agree, and no weight when they do not.
    @Test(arguments: [
        ("7 Bold", 700), ("5 Medium", 500), ("4 Regular", 400), ("6 Semi Bold Italic", 600),
    ])
    func numberedStyleNamesAreTheirWeight(_ text: String, _ weight: Int) {
        #expect(FontStyleName.parse(text)?.weight == weight)
    }

    @Test(arguments: ["6 Bold", "12 Bold", "0 Thin", "7", "7 Heading"])
    func numberedStyleNamesThatDisagreeAreNoWeight(_ text: String) {
        #expect(FontStyleName.parse(text) == nil)
    }

    /// A Figma variable scoped to `FONT_SIZE` (or `LINE_HEIGHT`) that aliases a number variable
    /// with no scope is a length in px: the number is written out, as DTCG's alias would name a
    /// token of another type.
    @Test func aFigmaSizeAliasingAPlainNumberIsItsValueInPx() throws {
        let compilation = Self.compile([
            (
                "core.json",
                """
                {
                  "Core": {
                    "Size": { "58": { "$type": "number", "$value": 58, "$extensions": { "com.figma.hiddenFromPublishing": true } } },
                    "Leading": { "70": { "$type": "number", "$value": 70, "$extensions": { "com.figma.hiddenFromPublishing": true } } },
                    "Family": { "Plain": { "$type": "string", "$value": "Inter", "$extensions": { "com.figma.scopes": ["FONT_FAMILY"] } } }
                  }
                }
                """
            ),
            (
                "styles.json",
                """
                {
                  "Display": {
                    "FontSize": { "$type": "number", "$value": "{Core.Size.58}", "$extensions": { "com.figma.scopes": ["FONT_SIZE"] } },
                    "LineHeight": { "$type": "number", "$value": "{Core.Leading.70}", "$extensions": { "com.figma.scopes": ["LINE_HEIGHT"] } },
                    "FontFamily": { "$type": "string", "$value": "{Core.Family.Plain}", "$extensions": { "com.figma.scopes": ["FONT_FAMILY"] } }
                  }
                }
                """
            ),
        ])
        #expect(compilation.formats["styles.json"] == .figmaVariables)
        #expect(Self.errors(compilation) == [])
        let manifest = try #require(compilation.manifest)
        let size = try #require(manifest.token(named: "Display.FontSize"))
        #expect(size.type == .dimension)
        #expect(JSONOutput(size.value).serialized(pretty: false) == #"{"value":58,"unit":"px"}"#)
        let leading = try #require(manifest.token(named: "Display.LineHeight"))
        #expect(JSONOutput(leading.value).serialized(pretty: false) == #"{"value":70,"unit":"px"}"#)
        // A family aliasing a family stays an alias.
        #expect(
            JSONOutput(try #require(manifest.token(named: "Display.FontFamily")).value).serialized(pretty: false)
                == #""{Core.Family.Plain}""#)
    }

    /// Tokens Studio names a token by its path joined with '.', so a key that holds a dot is the
    /// groups it spells: `{lineHeights.display.2xl}` names it, whether the file nests `display`
    /// or writes `"display.2xl"`. The converted file nests it, merged into a sibling group of the
    /// same name, so DTCG's names hold no '.'.
    @Test func aDottedNameIsTheGroupsItSpells() throws {
        let file = """
            {
              "fontSizes": { "2xl": { "value": "72", "type": "fontSizes" } },
              "lineHeights": {
                "display": { "xl": { "value": "72", "type": "lineHeights" } },
                "display.2xl": { "value": "90", "type": "lineHeights" }
              },
              "typography": {
                "display.2xl": {
                  "regular": {
                    "value": { "fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "{fontSizes.2xl}",
                      "lineHeight": "{lineHeights.display.2xl}", "letterSpacing": "0" },
                    "type": "typography"
                  }
                }
              }
            }
            """
        let compilation = Self.compile([("type.json", file)])
        #expect(compilation.formats["type.json"] == .tokensStudioLegacy)
        #expect(Self.errors(compilation) == [])
        let display = try #require(Self.large(compilation, "typography.display.2xl.regular"))
        #expect(display.fontSize == 72)
        #expect(display.lineHeight == 90)
        let conversion = Compiler.convert(sources: [.init(path: "type.json", bytes: Array(file.utf8))])
        let text = try #require(conversion.files.first?.text)
        let tree = try #require(JSONParser.parse(Array(text.utf8), file: "out.json").root)
        guard case .object(let root) = tree.value, case .object(let lineHeights)? = root["lineHeights"]?.value,
            case .object(let display2)? = lineHeights["display"]?.value,
            case .object(let typography)? = root["typography"]?.value
        else {
            Issue.record("not nested: \(text)")
            return
        }
        #expect(lineHeights.keys == ["display"])
        #expect(display2.keys == ["xl", "2xl"])
        #expect(typography.keys == ["display"])
    }

    /// A dotted name that would meet a token of the same path stays as written: DTCG cannot hold
    /// both `spacing.1` as a token and as the group of `spacing.1.5`, and the name check says so.
    @Test func aDottedNameThatMeetsATokenStaysAnError() {
        let compilation = Self.compile([
            (
                "space.json",
                """
                {
                  "spacing": {
                    "1": { "value": "4", "type": "spacing" },
                    "1.5": { "value": "6", "type": "spacing" }
                  }
                }
                """
            )
        ])
        #expect(
            compilation.log.diagnostics.filter { $0.severity == .error }.map(\.message) == [
                "invalid name '1.5': names cannot contain '.', which separates path segments in aliases"
            ])
    }
}
