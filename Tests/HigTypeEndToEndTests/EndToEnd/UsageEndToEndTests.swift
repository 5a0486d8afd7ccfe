import Foundation
import HigTypeTestSupport
import Testing

/// Exit statuses as documented: 0 success, 1 errors in the input, 2 usage errors, which print
/// `higtype: error:` on stderr.
@Suite struct UsageEndToEndTests {
    @Test func unknownOptionSuggestsTheClosest() throws {
        let result = try ToolProcess.higtype(["build", "x.tokens.json", "--qiet"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "higtype: error: unknown option '--qiet' for 'build'; did you mean '--quiet'?\nsee 'higtype build --help'\n"
        )
    }

    @Test func unknownCommand() throws {
        let result = try ToolProcess.higtype(["biuld", "x.tokens.json"])
        #expect(result.status == 2)
        #expect(
            result.stderr == "higtype: error: unknown command 'biuld'; did you mean 'build'?\nsee 'higtype --help'\n")
    }

    @Test(arguments: ["build", "lint"]) func missingManifestArgument(command: String) throws {
        let result = try ToolProcess.higtype([command])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("higtype: error: '\(command)' needs at least one manifest file\n"))
    }

    @Test func noArgumentsPrintsTheOverviewAndExitsTwo() throws {
        let result = try ToolProcess.higtype([])
        #expect(result.status == 2)
        #expect(result.stderr.contains("USAGE: higtype <command> [options]"))
    }

    @Test func missingManifestFileIsAnInputError() throws {
        let tmp = TemporaryFolder()
        let result = try ToolProcess.higtype(["build", "nope.tokens.json", "--out", "out"], in: tmp.path)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "higtype: error: cannot read manifest 'nope.tokens.json': no such file [io-error]\nhigtype: build failed: 1 error, 0 warnings; nothing was written\n"
        )
        #expect(tmp.listing().isEmpty)
    }

    @Test func successExitsZero() throws {
        let version = try ToolProcess.higtype(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("higtype "))
        let help = try ToolProcess.higtype(["build", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("EXIT STATUS: 0 success; 1 errors in a manifest or template"))
        let lint = try ToolProcess.higtype(["lint", PackageRoot.file(Workspace.manifest)])
        #expect(lint.status == 0, "\(lint.stderr)")
    }
}
