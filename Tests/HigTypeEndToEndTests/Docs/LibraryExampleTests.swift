import Foundation
import HigTypeTestSupport
import Testing

/// ARCHITECTURE.md shows higtype used as a library. That example is the source of the
/// `library-example` target, so it is compiled with the package against the public API alone;
/// these tests hold the page and the file together and run the built program.
@Suite struct LibraryExampleTests {
    static let source = PackageRoot.file("Examples/LibraryExample/main.swift")

    @Test func architectureGuideShowsTheExampleVerbatim() throws {
        let guide = try String(contentsOfFile: PackageRoot.file("ARCHITECTURE.md"), encoding: .utf8)
        let code = try String(contentsOfFile: Self.source, encoding: .utf8)
        #expect(
            guide.contains("```swift\n" + code + "```\n"),
            "ARCHITECTURE.md must quote Examples/LibraryExample/main.swift exactly")
    }

    @Test func exampleCompilesTheExampleManifestToTheGoldenOutputs() throws {
        let binary = try #require(
            ToolProcess.sibling("library-example"),
            "library-example was not built beside the test runner or in .build/debug; run 'swift test' from the package root"
        )
        let result = try ToolProcess.run(binary, ["tokens/example.tokens.json"], in: PackageRoot.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // Same bytes as the golden files: the library and the command line produce one output.
        var expected = ""
        for name in ["typography.css", "typography.json"] {
            let golden = try Data(
                contentsOf: URL(fileURLWithPath: PackageRoot.file("Tests/HigTypeEndToEndTests/Golden/example/" + name)))
            expected += "\(name): \(golden.count) bytes\n"
        }
        #expect(result.stdout == expected)
    }
}
