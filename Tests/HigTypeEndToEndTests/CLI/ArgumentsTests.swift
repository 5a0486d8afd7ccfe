import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

@Suite struct ArgumentsTests {
    let syntax = BuildCommand.syntax

    @Test func optionsTakeValuesInBothForms() throws {
        let parsed = try syntax.parse(["a.json", "--out", "dir", "--format=css,json", "--check", "b.json"])
        #expect(parsed.positional == ["a.json", "b.json"])
        #expect(parsed["--out"] == "dir")
        #expect(parsed["--format"] == "css,json")
        #expect(parsed.has("--check"))
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try syntax.parse(["--", "--odd-name.json"])
        #expect(parsed.positional == ["--odd-name.json"])
    }

    @Test func unknownOptionSuggestsTheClosest() {
        #expect(
            throws: UsageError(
                "unknown option '--fromat' for 'build'; did you mean '--format'?\nsee 'higtype build --help'")
        ) {
            try syntax.parse(["--fromat", "css"])
        }
    }

    @Test func missingValueIsAUsageError() {
        #expect(throws: UsageError("option '--out' needs a value")) { try syntax.parse(["a.json", "--out"]) }
    }

    @Test func unknownCommandExitsTwoWithSuggestion() {
        let result = HigTypeTool.run(["biuld"])
        #expect(result.status == 2)
        #expect(
            result.stderr == "higtype: error: unknown command 'biuld'; did you mean 'build'?\nsee 'higtype --help'\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownFormatIsAUsageError() {
        let result = HigTypeTool.run(["build", "x.json", "--format", "css,swfit"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("higtype: error: unknown output format 'swfit'; did you mean 'swift'?"))
    }

    @Test(arguments: ["build", "lint", "spec"]) func everyCommandHasHelp(command: String) {
        let result = HigTypeTool.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("USAGE: higtype \(command)"))
    }

    @Test func versionPrintsToStdout() {
        #expect(HigTypeTool.run(["--version"]).stdout == "higtype \(HigTypeTool.version)\n\(HIG.provenance.summary)\n")
    }
}

@Suite struct SpecCommandTests {
    @Test func printsTheTableForOneStyle() {
        let result = HigTypeTool.run(["spec", "--platform", "ios", "--style", "Body"])
        #expect(result.status == 0)
        #expect(result.stdout == specTable(platform: .ios, style: .body, category: nil))
        #expect(result.stdout.contains("Large (default)    17       22          -0.43"))
    }

    @Test func jsonIsOneDocumentOnStdout() {
        let result = HigTypeTool.run(["spec", "--format", "json", "--platform", "macos"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("{"))
        #expect(result.stdout.contains("\"emphasizedWeight\": \"heavy\""))
    }

    @Test func unknownStyleIsAUsageErrorWithSuggestion() {
        let result = HigTypeTool.run(["spec", "--style", "bdy"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("higtype: error: unknown value 'bdy' for --style; did you mean 'body'?"))
    }
}
