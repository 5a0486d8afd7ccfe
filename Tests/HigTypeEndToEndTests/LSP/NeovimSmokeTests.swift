import Foundation
import HigTypeTestSupport
import Testing

/// Neovim, headless, as a real client: it starts `higtype lsp` for a token file with an error
/// and reads the diagnostic back through `vim.diagnostic.get()` (LSP/neovim-smoke.lua), then goes
/// to an alias's definition.
@Suite struct NeovimSmokeTests {
    static let nvim = RequiredInput.tool(
        "nvim", hint: "install it (apt-get install neovim)", tests: "Neovim language server smoke test")

    @Test(.enabled(if: nvim.shouldRun, nvim.skipComment))
    func neovimShowsTheDiagnostic() throws {
        let nvim = try Self.nvim.require()
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let folder = TemporaryFolder()
        folder.write(
            "a.tokens.json",
            "{\n  \"weight\": {\"bold\": {\"$type\": \"fontWeight\", \"$value\": \"bold\"}},\n"
                + "  \"type\": {\n    \"$type\": \"typography\",\n"
                + "    \"😀\": {\"$value\": {\"textStyle\": \"headline\", \"fontWeight\": \"semibold\"}},\n"
                + "    \"b\": {\"$value\": {\"textStyle\": \"body\", \"fontWeight\": \"{weight.bold}\"}}\n  }\n}\n")
        var environment = ProcessInfo.processInfo.environment
        environment["HIGTYPE_BIN"] = binary
        // Inside "{weight.bold}" on line 5.
        environment["HIGTYPE_DEFINITION"] = "5:60"
        let script = PackageRoot.file("Tests/HigTypeEndToEndTests/LSP/neovim-smoke.lua")
        let result = try ToolProcess.run(
            nvim, ["--headless", "--clean", "-u", "NONE", "-c", "luafile \(script)", "a.tokens.json"],
            in: folder.path, environment: environment, timeout: 90)
        #expect(!result.timedOut)
        // Neovim gives columns in bytes: the emoji is two UTF-16 units, four bytes, so LSP's 61 is 63.
        #expect(
            result.stdout
                == "4:63 higtype token-value \"semibold\" is not a DTCG font weight name (DTCG's weight names are "
                + "lowercase, hyphenated and case-sensitive); Apple's Semibold is 600, which DTCG writes \"semi-bold\"\n"
                + "definition a.tokens.json 1:13\n"
        )
        #expect(result.status == 0)
    }
}
