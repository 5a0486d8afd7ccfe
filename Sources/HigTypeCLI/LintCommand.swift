import HigTypeKit

/// `higtype lint`: checks manifests against the HIG and writes nothing.
enum LintCommand {
    static let strict = OptionSpec(name: "--strict", help: "Exit 1 on warnings too, not only on errors.")

    static let allContexts = OptionSpec.allContexts(
        "Check every permutation of a resolver document's contexts (those --context leaves open).")

    static let fix = FixOptions.fix(
        """
        Apply the safe fix-its to the files in place: those that keep the meaning (DTCG weight \
        names, a font stack string as an array, exact unit conversions, $ref syntax). A fix-it \
        that makes a choice, such as a text style, is left for review. Every file is written \
        atomically, with its formatting kept outside the edits; a file that changed since it was \
        read is left alone. The diagnostics printed are those that remain.
        """)

    static let syntax = CommandSyntax(
        name: "lint", positional: "MANIFEST...",
        options: [
            strict, .context, allContexts, fix, FixOptions.dryRun, .config, .diagnosticsFormat, .quiet, .platforms,
            .allowPath,
        ],
        summary: """
            Checks token manifests against the embedded HIG specification and reports every problem.
            Several manifests compose: later files extend and override earlier ones. A DTCG
            resolver document is read alone, with the contexts --context chooses. A MANIFEST
            of - is read from standard input. 'higtype docs rules' describes each rule and how to
            configure or waive it. With --config, the manifests, contexts and platforms may come
            from a higtype.json file, as the SwiftPM plugin reads it.
            """,
        exitStatus: """
            0 clean; 1 errors (or warnings with --strict), those left after --fix,
            or a file --fix could not write; with --fix --dry-run, also 1 when there is
            anything to fix; 2 usage error.
            """)

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let format = try HigTypeTool.diagnosticsFormat(parsed)
        var config: BuildConfig?
        switch try HigTypeTool.readConfig(
            parsed, command: "lint", format: format, environment: environment, output: &output)
        {
        case .failed: return
        case .loaded(let loaded): config = loaded
        case .none: break
        }
        let manifests = try HigTypeTool.manifests(parsed, config: config, command: "lint")
        let fixing = try FixOptions.parse(parsed, fix: Self.fix, format: format)
        if fixing.fix {
            try runFix(
                parsed, manifests: manifests, config: config, dryRun: fixing.dryRun, format: format, environment,
                &output)
            return
        }
        let compilation = Pipeline.lint(try request(parsed, manifests: manifests, config: config))
        try HigTypeTool.checkResolverInput(compilation)
        HigTypeTool.emit(compilation, format: format, environment: environment, output: &output)
        let failed = compilation.log.hasErrors || (parsed.has(Self.strict) && compilation.log.hasWarnings)
        output.status = failed ? ToolOutput.Status.failure : ToolOutput.Status.ok
        // One closing line on stderr, clean or not, in either diagnostics format, as build's.
        guard !parsed.has(.quiet) else { return }
        let counts =
            Plural.count(compilation.sources.count, "file")
            + (compilation.resolved.map { ", " + Plural.count($0.tokens.count, "token") } ?? "")
            + ": \(HigTypeTool.count(compilation.log.sorted))"
        output.stderr += failed ? "higtype: lint failed: \(counts)\n" : "higtype: linted \(counts)\n"
    }

    private static func request(_ parsed: ParsedArguments, manifests: [String], config: BuildConfig?)
        throws(UsageError) -> Pipeline.LintRequest
    {
        var request = Pipeline.LintRequest(try HigTypeTool.inputs(parsed, manifests: manifests, config: config))
        request.allContexts = parsed.has(Self.allContexts)
        return request
    }

    /// `lint --fix`: the diagnostics that remain after the fixes, the diff with `--dry-run`, and a summary.
    private static func runFix(
        _ parsed: ParsedArguments, manifests: [String], config: BuildConfig?, dryRun: Bool, format: DiagnosticsFormat,
        _ environment: ToolEnvironment, _ output: inout ToolOutput
    ) throws(UsageError) {
        let (compilation, result) = Pipeline.lintFix(
            try request(parsed, manifests: manifests, config: config), dryRun: dryRun)
        try HigTypeTool.checkResolverInput(compilation)
        if dryRun { output.stdout += String(decoding: result.diff, as: UTF8.self) }
        HigTypeTool.emit(
            compilation, extra: result.notes + result.writeDiagnostics, format: format, environment: environment,
            output: &output)
        let failed =
            compilation.log.hasErrors || (parsed.has(Self.strict) && compilation.log.hasWarnings)
            || result.writeDiagnostics.contains { $0.severity == .error } || (dryRun && !result.files.isEmpty)
        output.status = failed ? ToolOutput.Status.failure : ToolOutput.Status.ok
        guard !parsed.has(.quiet) else { return }
        output.stderr +=
            "higtype: lint --fix\(dryRun ? " --dry-run" : ""): \(FixOptions.summary(result, dryRun: dryRun)); "
            + "\(HigTypeTool.count(compilation.log.sorted)) \(dryRun ? "would remain" : "remain")\n"
    }
}
