import HigTypeKit

/// `higtype adopt`: writes an adapter that makes the sources' typography tokens build and follow
/// Dynamic Type. The work is `Pipeline.adopt`'s; this fills its request and prints.
enum AdoptCommand {
    static let out = OptionSpec(
        name: "--out", valueName: "ADAPTER.tokens.json",
        help: """
            Where to write the adapter (required). Never one of the sources, and never over a file \
            that is not an adapter adopt wrote.
            """, required: true)
    static let report = OptionSpec(
        name: "--report", valueName: "md|json",
        help: """
            Also print the decisions on stdout: md, as Markdown tables for a pull request (each \
            token's source size and weight, the style named, its distance, and the token's size at \
            the smallest, the default and the largest size category; where each field of a composed \
            token came from; what was changed to pass the HIG; what was left out, and why); json, \
            the same as one JSON object.
            """)
    static let noCompose = OptionSpec(
        name: "--no-compose",
        help: """
            Do not compose typography tokens from separate ones (font-size, line-height, \
            font-weight, font-family and letter-spacing tokens of one role).
            """)
    static let composeExclude = OptionSpec(
        name: "--compose-exclude", valueName: "TOKEN",
        help: """
            Leave the token out of composing: of two tokens for one field of a role \
            (adopt-ambiguous), the one not to use. Repeat for several.
            """, repeatable: true)
    static let noConform = OptionSpec(
        name: "--no-conform",
        help: """
            Keep the adopted tokens' values as the sources give them, for the HIG rules to report. \
            By default adopt raises a size below the platform's minimum to it and a light weight \
            to Regular, in the adapter, and says so in the token's $description and the report.
            """)
    static let allContexts = OptionSpec.allContexts(
        """
        Adopt every permutation of a resolver document's contexts into one adapter (those --context \
        leaves open). A value that converts differently in two contexts is an error.
        """)

    static let syntax = CommandSyntax(
        name: "adopt", positional: "SOURCE...",
        options: [
            out, report, noConform, noCompose, composeExclude, .context, allContexts, .diagnosticsFormat, .quiet,
            .allowPath,
        ],
        summary: """
            Writes an adapter: a DTCG 2025.10 token file that, composed after the sources, makes
            every typography token build and follow Dynamic Type, without an edit to the sources.
            Typography kept as separate tokens (sibling groups, parallel scales keyed by one step,
            Figma scopes) is composed into typography tokens that alias them. A token with an error
            adopt cannot fix is left out, and the adapter tells build to skip it.
            For each typography token without a text style, it names the nearest HIG style under
            $extensions["dev.higtype"].textStyle; the token keeps its own size and leading, which
            scale on that style's curve, and takes the fields it lacks from the style. Values DTCG
            does not have but that convert exactly ("16px", a line height in px or %, an em letter
            spacing at a known size, a font stack in one string) are written as DTCG in
            replacement tokens. A value that cannot convert without a guess (a size in em) gets an
            error that says what to write, and where.

            The sources are read as 'build' reads them: several files, or a resolver document with
            --context; a resolver document's adapter goes in a set at the end of its
            resolutionOrder, and adopt prints the entry. Each token's $description says why its
            style was chosen; the same sources give the same bytes. If any error is left once the
            adapter is composed, nothing is written. 'higtype docs adopt' has the details.
            """,
        exitStatus: """
            0 the adapter was written (or was up to date, or nothing was
            left to adopt); 1 errors (nothing written); 2 usage error.
            """,
        sections: [
            HelpSection(
                title: "EXAMPLE",
                text: """
                    higtype adopt brand/typography.json --out tokens/adapter.tokens.json --report md
                    higtype build brand/typography.json tokens/adapter.tokens.json --out Generated
                    """)
        ])

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let format = try HigTypeTool.diagnosticsFormat(parsed)
        let sources = try HigTypeTool.requireManifests(parsed, command: "adopt")
        guard let out = parsed[Self.out], !out.isEmpty else {
            throw UsageError("'adopt' needs --out ADAPTER.tokens.json, the file to write the adapter to")
        }
        if let report = parsed[Self.report], report != "md", report != "json" {
            throw UsageError("--report takes 'md' (Markdown) or 'json', not '\(report)'")
        }
        if let report = parsed[Self.report], format == .json {
            throw UsageError("--report \(report) and --diagnostics-format json both print on stdout; choose one")
        }
        var request = Adopter.Request(sources: sources, out: out)
        request.input = try HigTypeTool.resolverInput(parsed)
        request.allContexts = parsed.has(Self.allContexts)
        request.compose = !parsed.has(Self.noCompose)
        request.conform = !parsed.has(Self.noConform)
        request.composeExcluded = parsed.values(Self.composeExclude)
        request.allowedPaths = try HigTypeTool.allowedPaths(parsed)
        let result = Pipeline.adopt(request)
        let adoption = result.adoption
        try HigTypeTool.checkResolverInput(adoption.compilation)
        HigTypeTool.emit(
            adoption.compilation, extra: result.outputDiagnostics, format: format, environment: environment,
            output: &output)
        output.status = result.hasErrors ? ToolOutput.Status.failure : ToolOutput.Status.ok
        if !result.hasErrors, let report = parsed[Self.report] {
            output.stdout += report == "json" ? AdoptReport.json(adoption) : AdoptReport.markdown(adoption)
        }
        guard format == .text, !parsed.has(.quiet) else { return }
        output.stderr += summary(result, sources: sources)
    }

    /// The lines adopt ends with on stderr: what it did, and how to use the adapter.
    static func summary(_ result: Pipeline.AdoptResult, sources: [String]) -> String {
        let adoption = result.adoption
        if result.hasErrors {
            return "higtype: adopt failed: \(HigTypeTool.count(result.diagnostics)); nothing was written\n"
        }
        guard let status = result.status else {
            let earlier = adoption.earlierAdapter.map { " (\($0) is an adapter adopt wrote)" } ?? ""
            return
                "higtype: nothing left to adopt\(earlier): every typography token names a text style; nothing was written\n"
        }
        let styled = adoption.styled.count
        let converted = adoption.converted.count
        var text =
            "higtype: adopted \(adoption.decisions.count) token\(adoption.decisions.count == 1 ? "" : "s") "
            + "(\(styled) named a text style, \(converted) with values written as DTCG)"
            + (adoption.skipped.isEmpty
                ? "" : ", \(adoption.skipped.count) left out and skipped by build (see the warnings)")
            + "; \(adoption.path) \(status == .unchanged ? "is unchanged" : "written")\n"
        if let resolver = adoption.resolverDocument, let advice = adoption.themesAdvice {
            text += "higtype: add it to \(resolver) as a token set: \(advice)\n"
        } else if let resolver = adoption.resolverDocument, let entry = adoption.resolverEntry {
            text += "higtype: add it to \(resolver) as a set at the end of resolutionOrder:\n  \(entry)\n"
        } else {
            let words = (sources + [adoption.path]).map(BuildCommand.shellQuoted).joined(separator: " ")
            text += "higtype: build it after the sources: higtype build \(words)\n"
        }
        return text
    }
}
