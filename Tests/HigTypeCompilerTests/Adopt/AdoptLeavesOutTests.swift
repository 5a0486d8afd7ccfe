import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// `adopt` adopts what can be adopted: what it cannot is left out with its reason, and the
/// sources then build with the adapter, exit 0. And what it adopts keeps the team's values.
/// Each case is a lookalike of a pattern seen in the issue-37 corpus.
@Suite struct AdoptLeavesOutTests {
    /// Adopts the files held in memory, then builds them with the adapter.
    static func adopt(_ files: [(String, String)]) -> (adoption: Adoption, built: Compiler.Compilation?) {
        var request = Adopter.Request(sources: files.map(\.0), out: "adapter.tokens.json")
        request.sourceFiles = files.map { Compiler.SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }
        let adoption = Adopter.adopt(request)
        guard let adapter = adoption.adapter else { return (adoption, nil) }
        let built = Compiler.compile(
            sources: (request.sourceFiles ?? []) + [.init(path: "adapter.tokens.json", bytes: Array(adapter.utf8))])
        return (adoption, built)
    }

    static func errors(_ compilation: Compiler.Compilation?) -> [String] {
        compilation?.log.diagnostics.filter { $0.severity == .error }.map { "\($0.message) [\($0.id)]" } ?? ["no build"]
    }

    static func large(_ compilation: Compiler.Compilation?, _ name: String) -> StyleValues? {
        compilation?.resolved?.tokens.first { $0.source.name == name }?.values(on: .ios)?.defaultValues
    }

    static let body = #"{"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.3}"#

    /// A style adopt chooses is chosen for the team's values: a 130% line height at 16 px is
    /// 20.8 pt, not Callout's 21 (which a hand-written DTCG-form token within half a point means).
    @Test func aStyleAdoptChoseKeepsTheTeamsLineHeightExactly() throws {
        let (adoption, built) = Self.adopt([
            (
                "type.tokens.json",
                #"{"text": {"$type": "typography", "body": {"$value": \#(Self.body)}, "#
                    + #""small": {"$value": {"fontFamily": "Inter", "fontSize": "10px", "fontWeight": 400, "lineHeight": 1.2}}}}"#
            )
        ])
        #expect(Self.errors(adoption.compilation) == [])
        #expect(Self.errors(built) == [])
        #expect(Self.large(built, "text.body")?.lineHeight == 20.8)
        // Raised to 11 pt to pass the HIG, the line height stays 1.2 times the size: 13.2, not Caption 2's 13.
        #expect(Self.large(built, "text.small")?.fontSize == 11)
        #expect(Self.large(built, "text.small")?.lineHeight == 13.2)
        // The same values with a style the author named are the HIG's, as before.
        let named = Compiler.compile(sources: [
            .init(
                path: "a.tokens.json",
                bytes: Array(
                    #"{"text": {"$type": "typography", "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.3}, "$extensions": {"dev.higtype": {"textStyle": "callout"}}}}}"#
                        .utf8))
        ])
        #expect(Self.large(named, "text.body")?.lineHeight == 21)
    }

    /// A name that is a token in one file and a group in another cannot be composed: adopt leaves
    /// it out, with the conflict as its reason, and adopts the rest (a Figma Variables export of
    /// two collections that share a name).
    @Test func aNameThatIsATokenAndAGroupIsLeftOut() throws {
        let (adoption, built) = Self.adopt([
            (
                "badge.tokens.json",
                #"{"line-height": {"$type": "number", "$value": 1.5}, "text": {"$type": "typography", "body": {"$value": \#(Self.body)}}}"#
            ),
            (
                "core.tokens.json",
                #"{"line-height": {"tight": {"$type": "number", "$value": 1.2}}, "text": {"$type": "typography", "caption": {"$value": {"fontFamily": "Inter", "fontSize": "12px", "fontWeight": 400, "lineHeight": 1.25}}}}"#
            ),
        ])
        #expect(Self.errors(adoption.compilation) == [])
        #expect(adoption.skipped.map(\.name) == ["line-height"])
        #expect(
            adoption.skipped.first?.reason
                == "'line-height' is a token in badge.tokens.json, but here it is a group (it holds 'tight'); a later file may replace a token whole, with $value, or add $description, $deprecated or $extensions to it, but not turn it into a group [compose-conflict]"
        )
        #expect(Self.errors(built) == [])
        #expect(Self.large(built, "text.body")?.fontSize == 16)
        #expect(Self.large(built, "text.caption")?.lineHeight == 15)
        // Without the adapter the conflict is an error, as before.
        let alone = Compiler.compile(sources: adoption.compilation.sources.filter { $0.path != "adapter.tokens.json" })
        #expect(alone.log.diagnostics.contains { $0.id == .composeConflict && $0.severity == .error })
    }

    /// Adopts `source` again with the adapter adopt wrote for it given as a source after it.
    static func adoptAgain(_ source: (String, String), adapter: String) -> Adoption {
        var request = Adopter.Request(sources: [source.0, "adapter.tokens.json"], out: "next.tokens.json")
        request.sourceFiles = [
            .init(path: source.0, bytes: Array(source.1.utf8)),
            .init(path: "adapter.tokens.json", bytes: Array(adapter.utf8)),
        ]
        return Adopter.adopt(request)
    }

    /// A composite whose size conform raised holds the raised size, not the team's alias; adopting
    /// the sources with the adapter again finds that role composed, not a new one to compose
    /// (found by the adopt fuzz target: `text-style.micro` beside the adapter's `typography.micro`).
    @Test func aRaisedCompositeIsNotComposedAgainBesideItsAdapter() throws {
        let source = (
            "size.tokens.json",
            #"{"font-size": {"$type": "dimension", "micro": {"$value": {"value": "0.625", "unit": "rem"}}, "#
                + #""base": {"$value": {"value": "16", "unit": "px"}}}}"#
        )
        let (adoption, built) = Self.adopt([source])
        #expect(Self.errors(built) == [])
        #expect(Self.large(built, "typography.micro")?.fontSize == 11)
        let adapter = try #require(adoption.adapter)
        let again = Self.adoptAgain(source, adapter: adapter)
        #expect(again.decisions.map(\.name) == [])
        #expect(!again.hasErrors)
    }

    /// The team's own composite of its sibling tokens, whose size conform raised: the adapter's
    /// copy holds the raised size as a literal, no longer the alias, and given again as a source
    /// it still stands for the role, so the siblings are not composed into a second one.
    @Test func aTeamCompositeRaisedInItsAdapterKeepsItsSiblings() throws {
        let source = (
            "text.tokens.json",
            #"{"text": {"lead": {"size": {"$type": "dimension", "$value": {"value": 10, "unit": "px"}}, "#
                + #""lineHeight": {"$type": "number", "$value": 1.6}, "#
                + #""style": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": 400, "#
                + #""fontSize": "{text.lead.size}", "lineHeight": "{text.lead.lineHeight}", "letterSpacing": {"value": 0, "unit": "px"}}}}}}"#
        )
        let (adoption, built) = Self.adopt([source])
        #expect(Self.errors(built) == [])
        #expect(Self.large(built, "text.lead.style")?.fontSize == 11)
        let adapter = try #require(adoption.adapter)
        let again = Self.adoptAgain(source, adapter: adapter)
        #expect(again.decisions.map(\.name) == [])
        #expect(!again.hasErrors)
    }

    /// Not yet: a team composite outside the group of its size (`Body`, aliasing the scale step
    /// `size.body`) whose size conform raised. The adapter's `Body` holds the raised size as a
    /// literal, so, given again as a source, the step looks like a role of its own. The adopt
    /// fuzz target's second finding of this kind; adopt's own advice is to write the adapter
    /// again without it, and that gives no new role (`adoptingTheSourcesAloneAgain`).
    @Test func aRaisedCompositeElsewhereKeepsItsScaleStep() throws {
        let source = (
            "text.tokens.json",
            #"{"size": {"$type": "dimension", "body": {"$value": {"value": 8, "unit": "px"}}}, "#
                + #""Body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": 400, "#
                + #""fontSize": "{size.body}", "lineHeight": 1.3, "letterSpacing": {"value": 0, "unit": "px"}}}}"#
        )
        let (adoption, built) = Self.adopt([source])
        #expect(Self.errors(built) == [])
        #expect(Self.large(built, "Body")?.fontSize == 11)
        let adapter = try #require(adoption.adapter)
        // adoptingTheSourcesAloneAgain: the same sources, without the adapter, give the same adapter.
        #expect(Self.adopt([source]).0.adapter == adapter)
        let again = Self.adoptAgain(source, adapter: adapter)
        withKnownIssue("the team's alias the adapter replaced is not seen once the adapter is a source") {
            #expect(again.decisions.map(\.name) == [])
        }
    }

    /// A token whose whole value aliases a token left out has no value of its own: it is left
    /// out too, with that one's reason, rather than stopping the build with a `fixed-size` for
    /// the style it would have taken from its target.
    @Test func aWholeAliasOfATokenLeftOutIsLeftOut() throws {
        let (adoption, built) = Self.adopt([
            (
                "text.json",
                #"{"family": {"a": {"value": "Inter", "type": "fontFamily"}, "b": {"value": "Arial", "type": "fontFamily"}}, "#
                    + #""text": {"1": {"value": {"fontFamily": "{family.a}", "fontSize": "1.125 rem", "fontWeight": 400, "lineHeight": 1.5}, "type": "typography"}, "#
                    + #""lg": {"value": "{text.1}", "type": "typography"}, "#
                    + #""base": {"value": {"fontFamily": "Inter", "fontSize": "16", "fontWeight": 400, "lineHeight": 1.3}, "type": "typography"}}}"#
            )
        ])
        #expect(Self.errors(adoption.compilation) == [])
        #expect(adoption.skipped.map(\.name) == ["text.1", "text.lg"])
        #expect(adoption.skipped.last?.reason.hasPrefix("it aliases 'text.1', which is left out: ") == true)
        #expect(Self.errors(built) == [])
        #expect(Self.large(built, "text.base")?.fontSize == 16)
    }

    /// An error at a position inside a string (a CSS declaration written as a font family, whose
    /// `;` is malformed) is its token's: the token is left out, not the whole adopt stopped.
    @Test func anErrorInsideAStringIsItsTokens() throws {
        let (adoption, built) = Self.adopt([
            (
                "core.tokens.json",
                #"{"family": {"$type": "fontFamily", "$value": "font-family: Inter, \"Segoe UI\";"}, "#
                    + #""text": {"$type": "typography", "body": {"$value": \#(Self.body)}}}"#
            )
        ])
        #expect(Self.errors(adoption.compilation) == [])
        #expect(adoption.skipped.map(\.name) == ["family"])
        #expect(Self.errors(built) == [])
    }

    /// A token of another format whose name holds a dot (`-0.5`) that cannot be the groups it
    /// spells, as a token `-0` is there too, is skipped by its name: the skip entry hides its
    /// error in the build.
    @Test func anUnreadTokenNamedWithADotIsSkippedByName() throws {
        let (adoption, built) = Self.adopt([
            (
                "typography.json",
                #"{"letterSpacing": {"-0": {"value": "0px", "type": "typography"}, "-0.5": {"value": "-0.5px", "type": "typography"}}, "#
                    + #""body": {"value": {"fontFamily": "Inter", "fontSize": "16", "fontWeight": "Regular", "lineHeight": "24"}, "type": "typography"}}"#
            )
        ])
        #expect(Self.errors(adoption.compilation) == [])
        #expect(adoption.skipped.map(\.name) == ["letterSpacing.-0.5"])
        #expect(Self.errors(built) == [])
        #expect(!(built?.log.diagnostics.contains { $0.id == .skipUnknown } ?? true))
        #expect(Self.large(built, "body")?.lineHeight == 24)
    }

    /// Tokens Studio's older alias form, `$fontSize.7`, is an alias: the composites that use it
    /// build with the values they name.
    @Test func tokensStudioDollarAliasesAreAliases() throws {
        let (adoption, built) = Self.adopt([
            (
                "tokens.json",
                #"{"global": {"fontSize": {"7": {"value": "48", "type": "fontSizes"}}, "#
                    + #""lineHeights": {"0": {"value": "56", "type": "lineHeights"}}, "#
                    + #""fontWeights": {"b": {"value": "Bold", "type": "fontWeights"}}, "#
                    + #""Display": {"value": {"fontFamily": "Inter", "fontSize": "$fontSize.7", "fontWeight": "$fontWeights.b", "lineHeight": "$lineHeights.0"}, "type": "typography"}}, "#
                    + #""$metadata": {"tokenSetOrder": ["global"]}}"#
            )
        ])
        #expect(Self.errors(adoption.compilation) == [])
        #expect(Self.errors(built) == [])
        let display = try #require(Self.large(built, "Display"))
        #expect(display.fontSize == 48)
        #expect(display.lineHeight == 56)
        #expect(display.fontWeight.number == 700)
    }

    /// A weight's font style and a typography value's extra fields go into one
    /// `dev.higtype.source` object: twice in one object would be a `duplicate-key` error in the
    /// adapter and in `convert`'s output.
    @Test func oneSourceObjectHoldsTheStyleAndTheExtraFields() throws {
        let conversion = Compiler.convert(sources: [
            .init(
                path: "type.json",
                bytes: Array(
                    #"{"h1": {"value": {"fontFamily": "Inter", "fontSize": "32", "fontWeight": "Bold Italic", "lineHeight": "40", "paragraphSpacing": "0", "textCase": "none"}, "type": "typography"}}"#
                        .utf8))
        ])
        let text = try #require(conversion.files.first?.text)
        #expect(JSONParser.parse(Array(text.utf8), file: "out.json").diagnostics.isEmpty)
        let root = try #require(JSONParser.parse(Array(text.utf8), file: "out.json").root)
        #expect(
            root.node(at: ["h1", "$extensions", "dev.higtype.source"]).map { JSONOutput($0).serialized(pretty: false) }
                == #"{"fontStyle":"italic","paragraphSpacing":"0","textCase":"none"}"#)
    }
}

/// Roles adopt composes from separate tokens in patterns seen in the issue-37 corpus.
@Suite struct AdoptFieldsTests {
    static func composite(_ adoption: Adoption, _ path: [String]) -> String? {
        AdoptConversionTests.adapterValue(adoption, path + ["$value"])
    }

    /// Parallel scales, one under a category (`font.size.body`) and one not (`line-height.body`),
    /// are one role: the line height is the role's, not the style's.
    @Test func aScaleUnderACategoryPairsWithOneThatIsNot() throws {
        let (adoption, built) = AdoptLeavesOutTests.adopt([
            (
                "type.tokens.json",
                #"{"font": {"size": {"$type": "dimension", "body": {"$value": {"value": 14, "unit": "px"}}, "#
                    + #""title": {"$value": {"value": 16, "unit": "px"}}}}, "#
                    + #""line-height": {"$type": "dimension", "body": {"$value": {"value": 20, "unit": "px"}}, "#
                    + #""title": {"$value": {"value": 24, "unit": "px"}}}}"#
            )
        ])
        #expect(AdoptLeavesOutTests.errors(adoption.compilation) == [])
        #expect(
            Self.composite(adoption, ["font", "typography", "body"])
                == #"{"fontSize":"{font.size.body}","lineHeight":1.4285714285714286}"#)
        #expect(AdoptLeavesOutTests.large(built, "font.typography.title")?.lineHeight == 24)
    }

    /// Style Dictionary's `type` used as a category: a `typography` (`text`, `string`, `font`)
    /// token whose value is one string is the field its name says, so the sibling group is a role.
    @Test(arguments: ["typography", "text", "string", "font"])
    func aStyleDictionaryTypographyCategoryIsTheFieldItsNameSays(_ category: String) throws {
        let (adoption, built) = AdoptLeavesOutTests.adopt([
            (
                "typography.json",
                #"{"label": {"large": {"fontSize": {"value": "18px", "type": "\#(category)"}, "#
                    + #""lineHeight": {"value": "1.5", "type": "\#(category)"}, "#
                    + #""fontWeight": {"value": "600", "type": "\#(category)", "comment": "Semibold"}}}}"#
            )
        ])
        #expect(AdoptLeavesOutTests.errors(adoption.compilation) == [])
        let large = try #require(AdoptLeavesOutTests.large(built, "label.large.typography"))
        #expect(large.fontSize == 18)
        #expect(large.lineHeight == 27)
        #expect(large.fontWeight.number == 600)
    }

    /// A token of another format whose name says no field but whose type does (`font-height`
    /// of Tokens Studio's type `lineHeights`) is its role's line height; several such tokens of one
    /// field in one group are a scale, not a role.
    @Test func aFieldTheSourceTypeNamesIsTheRolesField() throws {
        let (adoption, built) = AdoptLeavesOutTests.adopt([
            (
                "typography.json",
                #"{"heading": {"five": {"font-size": {"value": "16", "type": "fontSizes"}, "#
                    + #""font-height": {"value": "24px", "type": "lineHeights"}}}, "#
                    + #""steps": {"font-size": {"value": "12", "type": "fontSizes"}, "#
                    + #""a": {"value": "20", "type": "lineHeights"}, "b": {"value": "24", "type": "lineHeights"}}}"#
            )
        ])
        #expect(AdoptLeavesOutTests.errors(adoption.compilation) == [])
        #expect(AdoptLeavesOutTests.large(built, "heading.five.typography")?.lineHeight == 24)
        // `steps` has two line heights only their type names: no line height, and no ambiguity.
        #expect(Self.composite(adoption, ["steps", "typography"]) == #"{"fontSize":"{steps.font-size}"}"#)
    }
}

/// A fuzz finding (`Fuzz/foreignformat-seeds/fuzz-plugin-key-on-a-group.json`): a plugin export
/// whose typography token lost its `value` is a group, and `convert` keeps the group's
/// `extensions` as `$extensions`, the plugin's vendor key included. That key on a group is no
/// sign of the plugin's format: the converted file reads as DTCG and converts to itself.
@Suite struct PluginKeyOnAGroupTests {
    @Test func aConvertedGroupWithThePluginsKeyReadsAsDTCG() throws {
        let input = try #require(
            FileManager.default.contents(
                atPath: PackageRoot.file("Fuzz/foreignformat-seeds/fuzz-plugin-key-on-a-group.json")))
        let first = try #require(
            Compiler.convert(sources: [.init(path: "fuzz.json", bytes: Array(input))]).files.first)
        #expect(first.format == .figmaPlugin)
        let again = try #require(
            Compiler.convert(sources: [.init(path: "converted.tokens.json", bytes: Array(first.text.utf8))]).files.first
        )
        #expect(again.format == .dtcg)
        #expect(again.text == first.text)
    }
}
