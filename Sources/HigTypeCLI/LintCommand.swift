import HigTypeKit

/// `higtype lint`: checks manifests against the HIG and writes nothing.
enum LintCommand {
    static let strict = OptionSpec(name: "--strict", help: "Exit 1 on warnings too, not only on errors.")

    static let allContexts = OptionSpec.allContexts(
        "Check every permutation of a resolver document's contexts (those --context leaves open).")

    static let syntax = CommandSyntax(
        name: "lint", positional: "MANIFEST...",
        options: [strict, .context, allContexts, .config, .diagnosticsFormat, .quiet, .platforms, .allowPath],
        summary: """
            Checks token manifests against the embedded HIG specification and reports every problem.
            Several manifests compose: later files extend and override earlier ones. A DTCG
            resolver document is read alone, with the contexts --context chooses. A MANIFEST
            of - is read from standard input. 'higtype docs rules' describes each rule and how to
            configure or waive it. With --config, the manifests, contexts and platforms may come
            from a higtype.json file, as the SwiftPM plugin reads it.
            """,
        exitStatus: "0 clean; 1 errors (or warnings with --strict); 2 usage error.")

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let format = try HigTypeTool.diagnosticsFormat(parsed)
        var config: BuildConfig?
        switch HigTypeTool.readConfig(
            parsed, command: "lint", format: format, environment: environment, output: &output)
        {
        case .failed: return
        case .loaded(let loaded): config = loaded
        case .none: break
        }
        let manifests = try HigTypeTool.manifests(parsed, config: config, command: "lint")
        let compilation = Pipeline.lint(
            manifests: manifests, input: try HigTypeTool.resolverInput(parsed, config: config),
            allContexts: parsed.has(Self.allContexts), platforms: try HigTypeTool.platforms(parsed, config: config),
            allowedPaths: try HigTypeTool.allowedPaths(parsed))
        try HigTypeTool.checkResolverInput(compilation)
        HigTypeTool.emit(compilation, format: format, environment: environment, output: &output)
        let failed = compilation.log.hasErrors || (parsed.has(Self.strict) && compilation.log.hasWarnings)
        output.status = failed ? ToolOutput.Status.failure : ToolOutput.Status.ok
        if failed, format == .text, !parsed.has(.quiet) {
            output.stderr += "higtype: lint failed: \(HigTypeTool.count(compilation.log.sorted))\n"
        }
    }
}
