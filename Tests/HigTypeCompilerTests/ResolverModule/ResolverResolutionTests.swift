import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// What the fixtures resolve to, beyond their diagnostics: which sources win, what is read.
@Suite struct ResolverResolutionTests {
    static func compile(_ name: String, _ choices: [String: String] = [:]) throws -> Compiler.Compilation {
        let fixture = try #require(ResolverFixture.named(name), "no fixture '\(name)'")
        let entry = try fixture.expectation().entry
        let input = ResolverInput(choices.sorted { $0.key < $1.key }.map { .init(modifier: $0.key, context: $0.value) })
        return Compiler.compile(paths: [fixture.folder + "/" + entry], input: input)
    }

    /// Token name → text style, of a compilation that must have resolved without errors.
    static func styles(_ compilation: Compiler.Compilation) throws -> [String: String] {
        #expect(!compilation.log.hasErrors, "\(TextDiagnosticPrinter().render(compilation.log.sorted))")
        let resolved = try #require(compilation.resolved)
        return Dictionary(uniqueKeysWithValues: resolved.tokens.map { ($0.name, $0.textStyle?.rawValue ?? "-") })
    }

    /// The files read, relative to the fixture folder.
    static func read(_ compilation: Compiler.Compilation, _ name: String) -> [String] {
        let folder = ResolverFixture.named(name)!.folder + "/"
        return compilation.sources.map { $0.path.hasPrefix(folder) ? String($0.path.dropFirst(folder.count)) : $0.path }
    }

    @Test func laterSourcesAndLaterEntriesWin() throws {
        // The set's second source replaces its first; the modifier, later in resolutionOrder, replaces both.
        #expect(try Self.styles(Self.compile("later-source-wins")) == ["type.body": "title3"])
        #expect(try Self.styles(Self.compile("later-source-wins", ["size": "regular"])) == ["type.body": "callout"])
    }

    @Test func membersBesideARefReplaceTheTargetsShallowly() throws {
        // `type` beside the $ref replaces the file's whole `type` group: body is gone, caption is there.
        let compilation = try Self.compile("ref-overrides-shallow")
        #expect(try Self.styles(compilation) == ["type.caption": "caption1"])
        #expect(compilation.manifest?.token(named: "font.serif") != nil, "members not overridden stay")
    }

    @Test func anOrderEntryCanOverrideAModifiersDefault() throws {
        #expect(try Self.styles(Self.compile("order-ref-overrides-default")) == ["type.body": "headline"])
        #expect(
            try Self.styles(Self.compile("order-ref-overrides-default", ["theme": "light"])) == ["type.body": "body"])
    }

    @Test func inputsMatchIgnoringCase() throws {
        let compilation = try Self.compile("input-case-insensitive", ["THEME": "Dark"])
        #expect(compilation.selection?.description == "theme=dark")
        let body = try #require(compilation.resolved?.tokens.first { $0.name == "type.body" })
        #expect(body.platforms.first?.defaultValues.fontWeight.number == 700)
    }

    @Test func modifiersCanListSets() throws {
        #expect(try Self.styles(Self.compile("valid-set-in-modifier")) == ["type.body": "body"])
        #expect(
            try Self.styles(Self.compile("valid-set-in-modifier", ["size": "small"])) == [
                "type.body": "body", "type.caption": "caption1",
            ])
    }

    @Test func defsBundleTheirFiles() throws {
        #expect(try Self.styles(Self.compile("valid-defs-bundle")) == ["type.body": "body"])
    }

    @Test func onlyTheChosenContextsFilesAreRead() throws {
        let name = "valid-sets-and-modifiers"
        #expect(Self.read(try Self.compile(name), name) == ["app.resolver.json", "base.tokens.json"])
        let compact = try Self.compile(name, ["density": "compact"])
        #expect(Self.read(compact, name) == ["app.resolver.json", "base.tokens.json", "density/compact.tokens.json"])
        #expect(try Self.styles(compact) == ["type.body": "callout"])
        #expect(compact.resolved?.files.map { ($0 as NSString).lastPathComponent } == ["app.resolver.json"])
    }

    @Test func aFileReferredToTwiceIsReadOnce() throws {
        let name = "shared-file-read-once"
        #expect(Self.read(try Self.compile(name), name) == ["app.resolver.json", "base.tokens.json"])
    }

    @Test func anEmptySelectionResolvesToNoTokens() throws {
        let compilation = try Self.compile("empty-selection")
        #expect(compilation.resolved?.tokens.isEmpty == true)
        #expect(Self.read(compilation, "empty-selection") == ["app.resolver.json"])
    }

    @Test func aResolverIsCompiledAlone() throws {
        let fixture = try #require(ResolverFixture.named("valid-defs-bundle"))
        let manifest = try #require(ResolverFixture.named("valid-defs-ignored")).folder + "/base.tokens.json"
        let compilation = Compiler.compile(paths: [manifest, fixture.folder + "/app.resolver.json"])
        #expect(compilation.log.diagnostics.map(\.id) == [.resolverInput])
        #expect(compilation.log.diagnostics.first?.message.contains("is compiled alone") == true)
    }

    @Test func contextsNeedAResolver() throws {
        let manifest = try #require(ResolverFixture.named("valid-defs-ignored")).folder + "/base.tokens.json"
        let compilation = Compiler.compile(
            paths: [manifest], input: ResolverInput([.init(modifier: "theme", context: "dark")]))
        #expect(compilation.log.diagnostics.map(\.id) == [.resolverInput])
        #expect(compilation.resolved == nil)
    }

    /// In memory, the sources after a resolver are the only files it can read.
    @Test func sourcesInMemoryAreTheOnlyFiles() throws {
        let resolver = Compiler.SourceFile(
            path: "dir/app.resolver.json",
            bytes: Array(
                """
                {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a.json"}, {"$ref": "b.json"}]}},
                 "resolutionOrder": [{"$ref": "#/sets/s"}]}
                """.utf8))
        let a = Compiler.SourceFile(
            path: "dir/a.json",
            bytes: Array(#"{"t": {"$type": "typography", "x": {"$value": {"textStyle": "body"}}}}"#.utf8))
        let compilation = Compiler.compile(sources: [resolver, a])
        #expect(compilation.log.diagnostics.map(\.id) == [.resolverSourceFile])
        #expect(compilation.log.diagnostics.first?.location?.line == 1)
        #expect(compilation.sources.map(\.path) == ["dir/app.resolver.json", "dir/a.json"])
    }

    /// In memory too, a reference may lead only inside the tree (by default the resolver's folder):
    /// `../secret.json` is there to read, and is refused unread.
    @Test func sourcesInMemoryOutsideTheTreeAreRefused() throws {
        let resolver = Compiler.SourceFile(
            path: "dir/app.resolver.json",
            bytes: Array(
                """
                {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../secret.json"}, {"$ref": "/secret.json"}]}},
                 "resolutionOrder": [{"$ref": "#/sets/s"}]}
                """.utf8))
        let secret = Compiler.SourceFile(path: "secret.json", bytes: Array(#"{"t": {"$value": "SECRET"}}"#.utf8))
        let compilation = Compiler.compile(sources: [resolver, secret])
        #expect(compilation.log.diagnostics.map(\.id) == [.outsideProject, .outsideProject])
        #expect(
            compilation.log.sorted.first?.message
                == "token file '../secret.json' ('secret.json') leads outside the project tree 'dir'; a resolver "
                + "document may only name files inside it, symlinks followed")
        #expect(compilation.sources.map(\.path) == ["dir/app.resolver.json"])
        // With the tree at the top, the same file is read.
        var inputs = Compiler.read(sources: [resolver, secret], root: ".")
        let wider = Compiler.compile(&inputs)
        #expect(wider.sources.map(\.path) == ["dir/app.resolver.json", "secret.json"])
    }
}
