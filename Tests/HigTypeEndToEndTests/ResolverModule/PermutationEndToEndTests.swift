import Foundation
import HigTypeTestSupport
import Testing

/// `build --all-contexts`: one folder per permutation, written all together or not at all.
@Suite struct PermutationEndToEndTests {
    static let folders = [
        "theme-light_size-regular", "theme-light_size-large", "theme-dark_size-regular", "theme-dark_size-large",
    ]
    static let outputs = folders.flatMap { folder in ResolverEndToEndTests.outputs.map { "out/\(folder)/\($0)" } }

    @Test func buildsEveryPermutationIntoItsFolder() throws {
        let ws = ResolverWorkspace()
        let result = try ws.higtype("build", ResolverWorkspace.resolver, "--all-contexts", "--out", "out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try #/higtype: 4 permutations, 8 tokens, 12 files \(12 written, 0 unchanged\) in \d+ ms\n/#.wholeMatch(
                in: result.stderr) != nil, "\(result.stderr)")
        #expect(
            ws.folder.listing().filter { $0.hasPrefix("out/") && $0.filter { $0 == "/" }.count == 2 }.sorted()
                == Self.outputs.sorted())
        for (folder, weight, size) in [
            ("theme-light_size-regular", 400.0, 28.0), ("theme-light_size-large", 400, 34),
            ("theme-dark_size-regular", 600, 28), ("theme-dark_size-large", 600, 34),
        ] {
            #expect(try ws.value("out/\(folder)/typography.json", "type.body", "fontWeight") == weight, "\(folder)")
            #expect(try ws.value("out/\(folder)/typography.json", "type.title", "fontSize") == size, "\(folder)")
        }
        let check = try ws.higtype("build", ResolverWorkspace.resolver, "--all-contexts", "--out", "out", "--check")
        #expect(check.status == 0 && check.stderr == "higtype: checked 12 outputs: all up to date\n", "\(check.stderr)")
    }

    @Test func aContextHoldsAModifier() throws {
        let ws = ResolverWorkspace()
        let result = try ws.higtype(
            "build", ResolverWorkspace.resolver, "--all-contexts", "--context", "theme=dark", "--out", "out", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        let folders = Set(ws.folder.listing().filter { $0.hasPrefix("out/") }.map { $0.split(separator: "/")[1] })
        #expect(folders == ["theme-dark_size-regular", "theme-dark_size-large"])
    }

    /// An error in one permutation writes none, and leaves every earlier output as it was; the
    /// error says which permutations have it.
    @Test func anErrorInOnePermutationWritesNone() throws {
        let ws = ResolverWorkspace()
        let first = try ws.higtype("build", ResolverWorkspace.resolver, "--all-contexts", "--out", "out", "--quiet")
        try #require(first.status == 0, "\(first.stderr)")
        Self.outputs.forEach(ws.folder.age)
        let before = Self.outputs.map(ws.folder.read)
        ws.folder.write(
            "tokens/size/large.tokens.json",
            #"{ "type": { "title": { "$type": "typography", "$value": { "textStyle": "largeTitel" } } } }"#)
        ws.folder.write(
            "tokens/base.tokens.json",
            ResolverWorkspace.files["tokens/base.tokens.json"]!.replacing("title1", with: "title2"))

        let result = try ws.higtype("build", ResolverWorkspace.resolver, "--all-contexts", "--out", "out")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("tokens/size/large.tokens.json:1:72: error: unknown text style 'largeTitel'"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "higtype: note: only in permutations 'theme-light_size-large', 'theme-dark_size-large' of 4\n"),
            "\(result.stderr)")
        #expect(Self.outputs.map(ws.folder.read) == before)
        #expect(
            Self.outputs.map(ws.folder.modificationDate).allSatisfy { $0 == Date(timeIntervalSince1970: 1_000_000_000) }
        )

        let lint = try ws.higtype("lint", ResolverWorkspace.resolver, "--all-contexts")
        #expect(lint.status == 1)
        #expect(
            lint.stderr.contains("only in permutations 'theme-light_size-large', 'theme-dark_size-large' of 4"),
            "\(lint.stderr)")
    }

    @Test func theDepfileListsTheFilesOfEveryPermutation() throws {
        let ws = ResolverWorkspace()
        let result = try ws.higtype(
            "build", ResolverWorkspace.resolver, "--all-contexts", "--format", "json", "--out", "out",
            "--depfile", "out/all.d", "--depfile-target", "out/stamp", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            ws.folder.read("out/all.d") == """
                out/stamp: tokens/app.resolver.json \\
                  tokens/base.tokens.json \\
                  tokens/size/large.tokens.json \\
                  tokens/theme/dark.tokens.json

                tokens/app.resolver.json:

                tokens/base.tokens.json:

                tokens/size/large.tokens.json:

                tokens/theme/dark.tokens.json:

                """)
    }

    @Test func allContextsNeedsAResolverDocument() throws {
        let ws = ResolverWorkspace()
        let result = try ws.higtype("build", "tokens/base.tokens.json", "--all-contexts", "--out", "out")
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix("higtype: error: --all-contexts builds every permutation of a resolver document"))
    }
}
