import Foundation
import HigTypeTestSupport
import Testing

/// The binary with a resolver document: `--context`, usage errors, and what it reads and writes.
@Suite struct ResolverEndToEndTests {
    static let outputs = ["typography.css", "Typography.swift", "typography.json"]

    @Test func contextsChooseTheFilesAndDefaultsFillIn() throws {
        let ws = ResolverWorkspace()
        let result = try ws.higtype("build", ResolverWorkspace.resolver, "--context", "size=regular", "--out", "out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try #/higtype: 2 tokens \(theme=light, size=regular\), 3 files \(3 written, 0 unchanged\) in \d+ ms\n/#
                .wholeMatch(in: result.stderr) != nil, "\(result.stderr)")
        #expect(try ws.value("out/typography.json", "type.body", "fontWeight") == 400)
        #expect(try ws.value("out/typography.json", "type.title", "fontSize") == 28)

        let both = try ws.higtype(
            "build", ResolverWorkspace.resolver, "--context", "theme=dark", "--context=size=large", "--out", "out",
            "--quiet")
        #expect(both.status == 0, "\(both.stderr)")
        #expect(try ws.value("out/typography.json", "type.body", "fontWeight") == 600)
        #expect(try ws.value("out/typography.json", "type.title", "fontSize") == 34)
    }

    @Test func aModifierWithoutDefaultNeedsAContext() throws {
        let ws = ResolverWorkspace()
        let result = try ws.higtype("build", ResolverWorkspace.resolver, "--out", "out")
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                higtype: error: modifier 'size' has no default, so its context must be chosen: pass --context size=regular (its contexts are regular, large)
                see 'higtype build --help'

                """)
        #expect(!ws.folder.listing().contains("out"))
    }

    @Test(arguments: [
        (
            ["--context", "sise=large"],
            "--context names modifier 'sise', which tokens/app.resolver.json does not have (did you mean 'size'?); its modifiers are theme, size"
        ),
        (
            ["--context", "size=larg"],
            "modifier 'size' has no context 'larg' (did you mean 'large'?); its contexts are regular, large"
        ),
        (["--context", "size"], "--context takes MODIFIER=CONTEXT, e.g. --context theme=dark, not 'size'"),
        (["--context", "size=large", "--context", "size=regular"], "--context gives modifier 'size' more than once"),
    ])
    func wrongContextsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let ws = ResolverWorkspace()
        for command in [["build", "--out", "out"], ["lint"], ["preview", "--out", "p.html"]] {
            let result = try ToolProcess.higtype(command + [ResolverWorkspace.resolver] + arguments, in: ws.folder.path)
            #expect(result.status == 2, "\(command[0]): \(result.stderr)")
            #expect(
                result.stderr.hasPrefix("higtype: error: ") && result.stderr.contains(message),
                "\(command[0]): \(result.stderr)")
            #expect(result.stderr.hasSuffix("see 'higtype \(command[0]) --help'\n"))
        }
        #expect(ws.folder.listing().allSatisfy { !$0.hasPrefix("out") && $0 != "p.html" })
    }

    @Test func contextsNeedAResolverDocument() throws {
        let ws = ResolverWorkspace()
        let result = try ws.higtype("lint", "tokens/base.tokens.json", "--context", "theme=dark")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "--context chooses contexts of a resolver document, and tokens/base.tokens.json is a token manifest"))
    }

    @Test func theDepfileListsEveryFileRead() throws {
        let ws = ResolverWorkspace()
        let result = try ws.higtype(
            "build", ResolverWorkspace.resolver, "--context", "size=large", "--out", "out", "--format", "json",
            "--depfile", "out/typography.d", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        // theme is light, whose context is empty: tokens/theme/dark.tokens.json is not read.
        #expect(
            ws.folder.read("out/typography.d") == """
                out/typography.json: tokens/app.resolver.json \\
                  tokens/base.tokens.json \\
                  tokens/size/large.tokens.json

                tokens/app.resolver.json:

                tokens/base.tokens.json:

                tokens/size/large.tokens.json:

                """)
    }

    @Test func lintAndPreviewTakeContexts() throws {
        let ws = ResolverWorkspace()
        let lint = try ws.higtype("lint", ResolverWorkspace.resolver, "--context", "size=large")
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.hasPrefix("higtype: linted "), "\(lint.stderr)")
        let preview = try ws.higtype(
            "preview", ResolverWorkspace.resolver, "--context", "size=large", "--out", "p.html")
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stderr == "higtype: preview of 2 typography tokens written to p.html\n")
    }

    /// The binary reads back what `--format dtcg` wrote: the iOS resolver at xLarge gives, at the
    /// default category, the example's xLarge values (Large Title is 36/43 at xLarge).
    @Test func dtcgOutputBuildsAgain() throws {
        let ws = ResolverWorkspace()
        let example = try #require(FileManager.default.contents(atPath: PackageRoot.file(DTCGBuild.example)))
        ws.folder.write("example.tokens.json", String(decoding: example, as: UTF8.self))
        let first = try ws.higtype("build", "example.tokens.json", "--format", "dtcg", "--out", "out", "--quiet")
        try #require(first.status == 0, "\(first.stderr)")
        let back = try ws.higtype(
            "build", "out/dtcg/ios.resolver.json", "--context", "sizeCategory=xLarge", "--format", "json", "--out",
            "back")
        #expect(back.status == 0, "\(back.stderr)")
        #expect(try ws.value("back/typography.json", "type.screen.title", "fontSize") == 36)
        #expect(try ws.value("back/typography.json", "type.screen.title", "lineHeight") == 43)
        #expect(try ws.value("back/typography.json", "type.screen.title", "fontWeight") == 700)
    }
}
