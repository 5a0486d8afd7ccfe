import HigTypeKit

/// `higtype convert`: writes each source, in whatever format it is kept (Tokens Studio, Style
/// Dictionary, Figma), as a DTCG 2025.10 token file. The work is `Pipeline.convert`'s.
enum ConvertCommand {
    static let out = OptionSpec(
        name: "--out", valueName: "DIR",
        help: """
            The folder to write the DTCG files to (required): one per source, named after it with \
            .tokens.json. Never one of the sources.
            """, required: true)

    static let syntax = CommandSyntax(
        name: "convert", positional: "SOURCE...",
        options: [out, .diagnosticsFormat, .quiet],
        summary: """
            Writes each source as a DTCG 2025.10 token file, for a team that moves its tokens to
            DTCG. The sources are read as 'build' reads them: Tokens Studio (legacy and W3C, one
            set per file or several in one), Style Dictionary's legacy format, Figma's Variables
            export and the Figma plugin "Design Tokens"; a DTCG file is written as it is. Values
            convert only where they convert exactly ("16" is 16px, "150%" a line height of 1.5,
            math on aliases whose operands share a unit); members DTCG has no place for go to
            $extensions["dev.higtype.source"]. A value that needs a guess is an error that says
            what to write, and then nothing is written. The same sources give the same bytes;
            'higtype docs formats' has the details.
            """,
        exitStatus: """
            0 the files were written (or were up to date); 1 errors (nothing
            written); 2 usage error.
            """,
        sections: [
            HelpSection(
                title: "EXAMPLE",
                text: """
                    higtype convert figma/tokens.json --out tokens
                    higtype build tokens/tokens.tokens.json --out Generated
                    """)
        ])

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let format = try HigTypeTool.diagnosticsFormat(parsed)
        let sources = try HigTypeTool.requireManifests(parsed, command: "convert")
        guard let folder = parsed[Self.out], !folder.isEmpty else {
            throw UsageError("'convert' needs --out DIR, the folder to write the DTCG files to")
        }
        let result = Pipeline.convert(sources, into: folder)
        var compilation = Compiler.Compilation()
        compilation.sources = result.conversion.sources
        compilation.log = result.conversion.log
        HigTypeTool.emit(
            compilation, extra: result.outputDiagnostics, format: format, environment: environment, output: &output)
        output.status = result.hasErrors ? ToolOutput.Status.failure : ToolOutput.Status.ok
        guard format == .text, !parsed.has(.quiet) else { return }
        if result.hasErrors {
            output.stderr += "higtype: convert failed: \(HigTypeTool.count(result.diagnostics)); nothing was written\n"
            return
        }
        for file in result.conversion.files {
            let path = Pipeline.convertedPath(of: file.source, in: folder)
            let status = result.written.first { $0.path == path }?.status
            output.stderr +=
                "higtype: \(file.source) (\(file.format.displayName)) → \(path)\(status == .unchanged ? " (unchanged)" : "")\n"
        }
    }
}
