import Foundation
import HigTypeTestSupport
import Testing

/// Options pasted into the outputs cannot become syntax there (issue 24, items 19 and 20):
/// `--css-selector` must read as a selector pattern and `--swift-namespace` must compile. Either
/// is a usage error (exit 2) that says why, and nothing is written.
@Suite struct OptionInjectionTests {
    @Test(arguments: [
        (
            ["--css-selector", ".dt-{category} /*"],
            "--css-selector '.dt-{category} /*' is not a selector pattern: "
                + "it holds '/*', which would open a comment that hides the rules after it"
        ),
        (
            ["--css-selector", ".dt-{category}} body { display: none"],
            "--css-selector '.dt-{category}} body { display: "
                + "none' is not a selector pattern: it holds '}', which would end the selector and let the rest inject "
                + "rules; only '{category}' may have braces"
        ),
        (
            ["--css-selector", ".dt-{category}\u{1B}[2J"],
            "--css-selector '.dt-{category}\\u{1B}[2J' is not a selector "
                + "pattern: it holds a control character (U+1B), which a selector cannot"
        ),
        (
            ["--swift-namespace", "String"],
            "--swift-namespace 'String' cannot name the generated enum: the generated "
                + "file uses the standard library's 'String', which a namespace of that name would hide"
        ),
        (
            ["--swift-namespace", "class"],
            "--swift-namespace 'class' cannot name the generated enum: 'class' is a Swift "
                + "keyword"
        ),
    ])
    func anOptionThatWouldBreakTheOutputsIsAUsageError(arguments: [String], message: String) throws {
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", HostileCase.exampleText)
        let result = try ToolProcess.higtype(["build", "m.tokens.json", "--out", "out"] + arguments, in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr == "higtype: error: \(message)\nsee 'higtype build --help'\n")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
    }
}
