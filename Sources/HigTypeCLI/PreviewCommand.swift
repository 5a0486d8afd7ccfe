import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `higtype preview`: writes a self-contained HTML type specimen of the manifests, with their
/// rule violations marked on the tokens they concern.
enum PreviewCommand {
    static let out = OptionSpec(
        name: "--out", valueName: "FILE.html", help: "Where to write the page (required).", required: true)

    static let syntax = CommandSyntax(
        name: "preview", positional: "MANIFEST...",
        options: [out, .context, .diagnosticsFormat, .quiet, .allowPath, .maxOutputBytes],
        summary: """
            Writes a type specimen: one HTML file, with no external scripts, fonts or links (one
            inline script drives the text-scale slider), that sets every typography token in its
            font stack at every size category of each target platform, with its size, leading,
            weight, tracking, text style and family. Findings of the HIG rules are shown as
            badges on the tokens they concern, with counts at the top.
            'higtype docs preview' describes the page.

            A manifest with errors still gets a preview as long as it resolves, since the page
            is a way to look at the problems; the exit status is then 1. A manifest that does
            not parse or load gets no file. Diagnostics are printed as by 'higtype lint'. The
            file is only replaced when its bytes change. A DTCG resolver document is previewed
            with the contexts --context chooses. A MANIFEST of - is read from standard input.
            """,
        exitStatus: """
            0 written, no errors; 1 the manifest has errors (the page is still
            written if the manifest resolved) or the page could not be written; 2 usage error.
            """)

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let format = try HigTypeTool.diagnosticsFormat(parsed)
        let manifests = try HigTypeTool.requireManifests(parsed, command: "preview")
        guard let out = parsed[Self.out], !out.isEmpty else {
            throw UsageError("'preview' needs --out FILE.html, the file to write the page to")
        }

        var request = Pipeline.PreviewRequest(
            try HigTypeTool.inputs(parsed, manifests: manifests, config: nil), out: out)
        request.maxOutputBytes = try OptionSpec.parseMaxOutputBytes(parsed)
        let result = Pipeline.preview(request)
        try HigTypeTool.checkResolverInput(result.compilation)
        HigTypeTool.emit(
            result.compilation, extra: result.outputDiagnostics, format: format, environment: environment,
            output: &output)
        output.status = result.hasErrors ? ToolOutput.Status.failure : ToolOutput.Status.ok
        guard !parsed.has(.quiet) else { return }
        if result.page == nil {
            output.stderr += "higtype: no preview written: the manifest did not load\n"
        } else if let status = result.status {
            let state = status == .unchanged ? "unchanged at" : "written to"
            output.stderr += "higtype: preview of \(result.tokenCount) typography tokens \(state) \(out)\n"
        }
    }
}
