import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit

/// `--format dtcg` writes a resolver document per platform and a token file per size category;
/// higtype reads them back. Each platform's resolver, compiled at one context, gives every
/// token the values of the original build on that platform at that category, at the default
/// category of the read-back build (a DTCG file holds one category's values, and higtype reads
/// values as the default category's).
@Suite struct DTCGReadBackTests {
    /// Builds `manifest` with `--format dtcg` into a new folder; returns the original compilation and the folder.
    static func build(_ manifest: String) throws -> (Compiler.Compilation, TemporaryFolder) {
        let out = TemporaryFolder()
        var request = Pipeline.Request(manifests: [manifest])
        request.formats = [.dtcg]
        request.outDir = out.path
        let result = Pipeline.build(request)
        try #require(!result.hasErrors, "\(TextDiagnosticPrinter().render(result.diagnostics))")
        return (result.compilation, out)
    }

    /// Reads back every platform's resolver at each of its categories and compares every token's values.
    static func checkReadBack(_ original: Compiler.Compilation, in out: TemporaryFolder) throws {
        let resolved = try #require(original.resolved)
        try #require(!resolved.platforms.isEmpty)
        for platform in resolved.platforms {
            let spec = HIG.spec(for: platform)
            let resolver = out.file("dtcg/\(platform.rawValue).resolver.json")
            for category in spec.sizeCategories {
                // A platform with one category gets a resolver with a set and no modifier: no input.
                let input =
                    spec.sizeCategories.count > 1
                    ? ResolverInput([.init(modifier: "sizeCategory", context: category.rawValue)]) : ResolverInput()
                let readBack = Compiler.compile(paths: [resolver], input: input)
                #expect(
                    !readBack.log.hasErrors,
                    "\(platform) \(category):\n\(TextDiagnosticPrinter(sources: readBack.sourceMap).render(readBack.log.sorted))"
                )
                let tokens = try #require(readBack.resolved?.tokens, "\(platform) \(category) did not resolve")
                #expect(readBack.resolved?.platforms == [platform])
                let expected = resolved.tokens.compactMap { token in
                    token.values(on: platform)?[category].map { (token.name, $0) }
                }
                #expect(tokens.map(\.name) == expected.map(\.0), "\(platform) \(category): other tokens")
                for (name, values) in expected {
                    let back = tokens.first { $0.name == name }?.values(on: platform)?.defaultValues
                    #expect(
                        back == values,
                        "\(name) on \(platform) at \(category): read back \(String(describing: back)), built \(values)")
                }
            }
        }
    }

    @Test func theExampleReadsBackAtEveryCategory() throws {
        try #require(PackageRoot.isCurrentDirectory, "reads \(DTCGBuild.example) relative to the package root")
        let (original, out) = try Self.build(DTCGBuild.example)
        try Self.checkReadBack(original, in: out)
    }

    /// iOS's resolver has a modifier; macOS's, with its one category, a plain set.
    @Test func bothResolverShapesReadBack() throws {
        let folder = TemporaryFolder()
        folder.write("two.tokens.json", DTCGBuild.twoPlatformManifest)
        let (original, out) = try Self.build(folder.file("two.tokens.json"))
        try Self.checkReadBack(original, in: out)
    }

    /// Without `--context`, the resolver's default (the HIG's default category, large) applies.
    @Test func theDefaultContextIsTheDefaultCategory() throws {
        try #require(PackageRoot.isCurrentDirectory, "reads \(DTCGBuild.example) relative to the package root")
        let (original, out) = try Self.build(DTCGBuild.example)
        let readBack = Compiler.compile(paths: [out.file("dtcg/ios.resolver.json")])
        #expect(readBack.selection?.description == "sizeCategory=large")
        let body = try #require(readBack.resolved?.tokens.first { $0.name == "type.article.body" })
        let built = try #require(original.resolved?.tokens.first { $0.name == "type.article.body" })
        #expect(body.values(on: .ios)?.defaultValues == built.values(on: .ios)?[.large])
        #expect(body.values(on: .ios)?.defaultValues.fontSize == 17)
    }
}
