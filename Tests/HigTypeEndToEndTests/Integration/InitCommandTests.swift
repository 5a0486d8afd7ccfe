import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// `higtype init`: the three files, a manifest that lints clean for every platform choice,
/// refusal to overwrite, and usage errors.
@Suite struct InitCommandTests {
    static let files = [".pre-commit-config.yaml", "higtype.mk", "tokens", "tokens/app.tokens.json"]

    @Test func createsTheThreeFilesAndSaysWhatToRunNext() throws {
        let tmp = TemporaryFolder()
        let result = HigTypeTool.run(["init", tmp.file("project")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let root = tmp.file("project")
        #expect(
            result.stdout == """
                created \(root)/tokens/app.tokens.json
                created \(root)/higtype.mk
                created \(root)/.pre-commit-config.yaml
                next: cd \(root) && higtype build tokens/app.tokens.json --out Generated

                """)
        #expect(tmp.listing() == ["project"] + Self.files.map { "project/" + $0 })
        #expect(tmp.read("project/higtype.mk") == (try MakeRecipeTests.documentedFragment()))
        #expect(tmp.read("project/tokens/app.tokens.json")?.contains(#""platforms": ["ios"]"#) == true)
        let config = try #require(tmp.read("project/.pre-commit-config.yaml"))
        #expect(config.contains("- id: higtype-build\n"))
        #expect(config.contains("args: [tokens/app.tokens.json, --out, Generated]\n"))
    }

    @Test func withoutAFolderItWritesInTheCurrentOne() throws {
        let tmp = TemporaryFolder()
        let result = try ToolProcess.higtype(["init"], in: tmp.path)
        #expect(result.status == 0, "\(result.stderr)")
        // The next command names higtype as it was started: here by its path, not on PATH.
        let binary = try #require(ToolProcess.debugBinary)
        #expect(
            result.stdout.hasSuffix(
                "created higtype.mk\ncreated .pre-commit-config.yaml\nnext: \(binary) build tokens/app.tokens.json --out Generated\n"
            ))
        #expect(tmp.listing() == Self.files)
    }

    /// Each platform alone, and both spellings of a list. visionOS has no HIG sizes, so its only
    /// finding is the spec-gap warning; every other choice passes `lint --strict`.
    @Test(
        arguments: Platform.allCases.map { ["--platform", $0.rawValue] } + [
            ["--platforms", "ios,watchos"], ["--platform", "macOS", "--platform", "tvos", "--platform", "macos"],
        ])
    func theManifestLintsClean(_ options: [String]) throws {
        let tmp = TemporaryFolder()
        let created = HigTypeTool.run(["init", tmp.path] + options)
        try #require(created.status == 0, "\(created.stderr)")
        let manifest = tmp.file("tokens/app.tokens.json")
        let compilation = Compiler.compile(paths: [manifest])
        let ids = compilation.log.sorted.filter { $0.severity != .note }.map(\.id.rawValue)
        let text = TextDiagnosticPrinter(sources: compilation.sourceMap).render(compilation.log.sorted)
        if options.last == "visionos" {
            #expect(ids == ["spec-gap"], "\(text)")
            #expect(created.stderr.contains("visionOS"))
        } else {
            #expect(ids.isEmpty, "\(text)")
            #expect(HigTypeTool.run(["lint", "--strict", manifest]).status == 0)
        }
        let platforms =
            options == ["--platforms", "ios,watchos"]
            ? #"["ios", "watchos"]"#
            : options.count == 6 ? #"["macos", "tvos"]"# : #"["\#(options[1])"]"#
        #expect(tmp.read("tokens/app.tokens.json")?.contains(#""platforms": \#(platforms)"#) == true)
    }

    @Test func refusesToOverwriteAndWritesNothing() throws {
        let tmp = TemporaryFolder()
        tmp.write("higtype.mk", "mine\n")
        let result = try ToolProcess.higtype(["init"], in: tmp.path)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "higtype: error: 'higtype.mk' exists; not overwriting it\nhigtype: nothing was written\n")
        #expect(tmp.listing() == ["higtype.mk"])
        #expect(tmp.read("higtype.mk") == "mine\n")
    }

    @Test func unknownPlatformIsAUsageErrorWithASuggestion() throws {
        let tmp = TemporaryFolder()
        let result = try ToolProcess.higtype(["init", "--platforms", "ios,wathcos"], in: tmp.path)
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                higtype: error: unknown platform 'wathcos'; did you mean 'watchos'?; platforms are ios, ipados, macos, tvos, visionos, watchos
                see 'higtype init --help'

                """)
        #expect(tmp.listing().isEmpty)
    }

    @Test func helpListsInit() {
        #expect(HigTypeTool.run(["--help"]).stdout.contains("  init [DIR] [--platform P]... [--platforms P,P]\n"))
        #expect(HigTypeTool.run(["init", "--help"]).stdout.hasPrefix("USAGE: higtype init [DIR]"))
    }
}
