import HigTypeLSP

/// `higtype lsp`: the language server on standard input and output, until the editor sends `exit`.
enum LspCommand {
    static let syntax = CommandSyntax(
        name: "lsp", options: [],
        summary: """
            Runs higtype as a language server (LSP 3.17) on standard input and output, as an
            editor starts it: diagnostics for token files (in the composition a higtype.json
            names) and for Swift and CSS (the audit), fix-its as code actions, hover tables of
            text styles, and completion of style, weight, type and platform names.
            'higtype docs editors' shows the setup for Neovim, VS Code and Zed.
            """,
        exitStatus: """
            0 after the editor's shutdown and exit; 1 when the input ends without them,
            or its framing is broken; 2 usage error.
            """)

    static func run(output: inout ToolOutput) {
        output.status = StdioLoop.run()
    }
}
