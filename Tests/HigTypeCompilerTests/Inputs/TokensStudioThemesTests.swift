import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// Tokens Studio's `$themes.json`, given alone, is read as the resolver document it stands for:
/// theme groups are modifiers, a theme's enabled and source sets its context's token files, in
/// `$metadata.json`'s `tokenSetOrder`.
@Suite struct TokensStudioThemesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tokens-studio-themes").path
    static let themes = folder + "/$themes.json"

    static func compile(_ choices: [(String, String)] = []) -> Compiler.Compilation {
        Compiler.compile(paths: [themes], input: ResolverInput(choices.map { .init(modifier: $0.0, context: $0.1) }))
    }

    /// A token's `$value` as compact JSON.
    static func value(_ compilation: Compiler.Compilation, _ name: String) -> String? {
        compilation.manifest?.token(named: name).map { JSONOutput($0.value).serialized(pretty: false) }
    }

    /// The files a compilation read, relative to the fixture folder.
    static func read(_ compilation: Compiler.Compilation) -> [String] {
        compilation.sources.map { String($0.path.dropFirst(folder.count + 1)) }
    }

    @Test func theDocumentHasOneModifierPerGroupAndTheSetsEveryThemeTurnsOnFirst() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.themes)))
        let root = try #require(JSONParser.parse(bytes, file: "$themes.json").root)
        let metadata = JSONParser.parse(
            #"{"tokenSetOrder": ["core", "mode/light", "mode/dark", "compact"]}"#, file: "m")
        let (document, diagnostics) = TokensStudioThemes.resolverDocument(
            root, path: "$themes.json", metadata: metadata.root)
        #expect(
            JSONOutput(document).serialized(pretty: false)
                == #"{"version":"2025.10","resolutionOrder":["#
                + #"{"type":"set","name":"tokensStudioCommon","sources":[{"$ref":"core.json"}]},"#
                + #"{"type":"modifier","name":"Mode","contexts":{"Light":[{"$ref":"mode/light.json"}],"#
                + #""Dark":[{"$ref":"mode/dark.json"}]},"default":"Light"},"#
                + #"{"type":"modifier","name":"Density","contexts":{"Regular":[],"#
                + #""Compact":[{"$ref":"compact.json"}]},"default":"Regular"}]}"#)
        #expect(diagnostics.map(\.id) == [.foreignFormat])
        #expect(
            diagnostics.first?.message
                == "read as Tokens Studio themes: a resolver document whose modifiers are the theme groups, "
                + "Mode (Light, Dark); Density (Regular, Compact); a theme's enabled and source sets are its "
                + "context's token files, in tokenSetOrder")
    }

    @Test func aContextsSetsApplyInTokenSetOrderNotTheOrderTheThemeNamesThem() throws {
        // The theme names b before a; tokenSetOrder puts c, then a, then b. A group of one theme
        // chooses nothing, so no modifier is left: its sets are the common set.
        let root = try #require(
            JSONParser.parse(
                #"[{"name": "A", "selectedTokenSets": {"b": "enabled", "a": "enabled", "c": "source"}}]"#, file: "t"
            )
            .root)
        let (document, _) = TokensStudioThemes.resolverDocument(
            root, path: "$themes.json",
            metadata: JSONParser.parse(#"{"tokenSetOrder": ["c", "a", "b"]}"#, file: "m").root)
        #expect(
            JSONOutput(document).serialized(pretty: false)
                == #"{"version":"2025.10","resolutionOrder":[{"type":"set","name":"tokensStudioCommon","sources":"#
                + #"[{"$ref":"c.json"},{"$ref":"a.json"},{"$ref":"b.json"}]}]}"#)
    }

    @Test func eachSelectionComposesItsThemesSets() {
        let light = Self.compile()
        #expect(!light.log.hasErrors, "\(TextDiagnosticPrinter().render(light.log.sorted))")
        #expect(Self.read(light) == ["$themes.json", "core.json", "mode/light.json"])
        #expect(Self.value(light, "fontSizes.body") == #"{"value":16,"unit":"px"}"#)
        #expect(Self.value(light, "fontWeights.body") == "400")

        let darkCompact = Self.compile([("mode", "dark"), ("density", "compact")])
        #expect(!darkCompact.log.hasErrors, "\(TextDiagnosticPrinter().render(darkCompact.log.sorted))")
        #expect(Self.read(darkCompact) == ["$themes.json", "core.json", "mode/dark.json", "compact.json"])
        #expect(Self.value(darkCompact, "fontSizes.body") == #"{"value":14,"unit":"px"}"#)
        #expect(Self.value(darkCompact, "fontWeights.body") == "500")
    }

    @Test func aMissingSetFileIsReportedAtTheThemeThatTurnsItOn() throws {
        let themes = #"[{"name": "Light", "group": "Mode", "selectedTokenSets": {"gone": "enabled"}}]"#
        let compilation = Compiler.compile(sources: [.init(path: "$themes.json", bytes: Array(themes.utf8))])
        let errors = compilation.log.sorted.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.location?.line == 1)
        #expect(errors.first?.location?.column == 59)
        #expect(errors.first?.message.contains("'gone.json'") == true)
    }

    @Test func twoThemesOfOneGroupWithOneNameAreAnError() throws {
        let root = try #require(
            JSONParser.parse(
                #"[{"name": "A", "selectedTokenSets": {}}, {"name": "A", "selectedTokenSets": {}}]"#, file: "t"
            ).root)
        let (_, diagnostics) = TokensStudioThemes.resolverDocument(root, path: "$themes.json", metadata: nil)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.id == .resolverName)
        #expect(error.location?.column == 51)
        #expect(
            error.message
                == "two themes of no group are named 'A'; a context is chosen by its name, so give each theme its own")
        #expect(diagnostics.contains { $0.message.hasPrefix("no $metadata.json beside it") })
    }

    @Test func amongTokenFilesAThemesFileIsStillOneThatHoldsNoTokens() {
        let compilation = Compiler.compile(paths: [Self.folder + "/core.json", Self.themes])
        #expect(!compilation.log.hasErrors, "\(TextDiagnosticPrinter().render(compilation.log.sorted))")
        #expect(Self.value(compilation, "fontSizes.body") == #"{"value":16,"unit":"px"}"#)
    }

    @Test func adoptSaysHowToAddItsAdapterAsATokenSet() {
        #expect(
            TokensStudioThemes.adapterAdvice("higtype/adapter.json")
                == "turn the set 'higtype/adapter' on (\"enabled\") in every theme's selectedTokenSets, "
                + "and put it last in $metadata.json's tokenSetOrder")
        #expect(TokensStudioThemes.adapterAdvice("../adapter.json").hasPrefix("write the adapter into the folder"))
    }

    @Test func aSetNameIsAFileNotReferenceSyntax() {
        #expect(TokensStudioThemes.reference(toSet: "brand/a#b:c%d") == "brand/a%23b%3Ac%25d.json")
        let themes = #"[{"name": "A", "selectedTokenSets": {"https://example.com/x": "enabled"}}]"#
        let compilation = Compiler.compile(sources: [.init(path: "$themes.json", bytes: Array(themes.utf8))])
        #expect(compilation.log.sorted.filter { $0.severity == .error }.map(\.id) == [.resolverSourceFile])
    }
}
