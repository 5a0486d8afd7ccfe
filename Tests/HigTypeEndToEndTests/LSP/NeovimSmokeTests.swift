import Foundation
import HigTypeTestSupport
import Testing

/// Neovim, headless, as a real client, set up as docs/editors.md says for Neovim 0.7 and later
/// (Editors/neovim/higtype.lua, which Debian 12's Neovim 0.7.2 runs): the setup starts `higtype
/// lsp` from PATH for a token file with an error, and LSP/neovim-smoke.lua reads the diagnostic
/// back through `vim.diagnostic.get()`, then goes to an alias's definition.
@Suite struct NeovimSmokeTests {
    static let setup = PackageRoot.file("Editors/neovim/higtype.lua")

    /// docs/editors.md shows the setup file as it is, between markers.
    @Test func theDocumentedSetupIsTheFile() throws {
        let docs = try String(contentsOfFile: PackageRoot.file("docs/editors.md"), encoding: .utf8)
        let start = try #require(docs.range(of: "<!-- begin Editors/neovim/higtype.lua -->\n```lua\n"))
        let end = try #require(docs.range(of: "```\n<!-- end Editors/neovim/higtype.lua -->"))
        let file = try String(contentsOfFile: Self.setup, encoding: .utf8)
        #expect(
            String(docs[start.upperBound..<end.lowerBound]) == file,
            "copy Editors/neovim/higtype.lua into docs/editors.md")
        let code = file.split(separator: "\n").filter { !$0.hasPrefix("--") }.joined(separator: "\n")
        #expect(!code.contains("vim.fs") && !code.contains("vim.lsp.start("), "Neovim 0.7 has neither")
    }

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
        // The setup runs `higtype` from PATH, as an installed one would be.
        environment["PATH"] =
            (binary as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        // Inside "{weight.bold}" on line 5.
        environment["HIGTYPE_DEFINITION"] = "5:60"
        let script = PackageRoot.file("Tests/HigTypeEndToEndTests/LSP/neovim-smoke.lua")
        let result = try ToolProcess.run(
            nvim,
            [
                "--headless", "--clean", "-u", "NONE", "-c", "luafile \(Self.setup)", "-c", "luafile \(script)",
                "a.tokens.json",
            ],
            in: folder.path, environment: environment, timeout: 90)
        #expect(!result.timedOut)
        // Neovim gives columns in bytes: the emoji is two UTF-16 units, four bytes, so LSP's 61 is 63.
        #expect(
            result.stdout
                == "4:63 higtype token-value \"semibold\" is not a DTCG font weight name (DTCG's weight names are "
                + "lowercase, hyphenated and case-sensitive); Apple's Semibold is 600, which DTCG writes \"semi-bold\"\n"
                + "root \((folder.path as NSString).lastPathComponent)\n"
                + "definition a.tokens.json 1:13\n"
        )
        #expect(result.status == 0)
    }
}
