import HigTypeKit

/// `higtype lint`: checks manifests against the HIG and writes nothing.
enum LintCommand {
    static let syntax = CommandSyntax(
        name: "lint", flags: ["--strict"], options: ["--diagnostics-format"], positional: "MANIFEST",
        usage: "lint MANIFEST... [--strict] [--diagnostics-format text|json]",
        help: """
            USAGE: higtype lint MANIFEST... [--strict] [--diagnostics-format text|json]

            Checks token manifests against the embedded HIG specification and reports every problem.
            Several manifests compose: later files extend and override earlier ones.

            OPTIONS:
              --strict                    Exit 1 on warnings too, not only on errors.
              --diagnostics-format text|json
                                          text (default): compiler-style lines on stderr.
                                          json: one JSON array of diagnostics on stdout.
              -h, --help                  Show this help.

            EXIT STATUS: 0 clean; 1 errors (or warnings with --strict); 2 usage error.

            """)

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput) throws(UsageError) {
        let format = try HigTypeTool.diagnosticsFormat(parsed)
        let manifests = try HigTypeTool.requireManifests(parsed, command: "lint")
        let compilation = Compiler.compile(paths: manifests)
        HigTypeTool.emit(compilation, format: format, environment: environment, output: &output)
        let failed = compilation.log.hasErrors || (parsed.has("--strict") && compilation.log.hasWarnings)
        output.status = failed ? ToolOutput.Status.failure : ToolOutput.Status.ok
    }
}
