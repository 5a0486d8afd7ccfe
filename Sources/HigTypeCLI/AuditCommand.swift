import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `higtype audit`: finds font sizes in Swift and CSS that bypass Dynamic Type.
enum AuditCommand {
    static let platform = OptionSpec(
        name: "--platform", valueName: "NAME",
        help:
            "The platform whose HIG table names the nearest text style (default ios, or the manifest's first target when it does not target iOS)."
    )
    static let manifest = OptionSpec(
        name: "--manifest", valueName: "FILE",
        help:
            "A token manifest (repeatable; later files compose over earlier ones; - reads standard input): each finding names the token whose default-category size and weight it has.",
        repeatable: true)

    static let fix = FixOptions.fix(
        """
        Apply each finding's fix-it to the file in place: the nearest text style in the call's \
        own API, or with --manifest the token with the finding's values. Each is a choice to \
        review (--dry-run shows them as a diff first). Files are written atomically; a file that \
        changed since it was read is left alone. The findings printed are those that remain.
        """)

    static let syntax = CommandSyntax(
        name: "audit", positional: "PATH...",
        options: [
            platform, manifest, .context, .config, exclude, include, baseline, writeBaseline, fix, FixOptions.dryRun,
            diagnosticsFormat, .quiet, .allowPath, CommandSyntax.preCommit,
        ],
        summary: """
            Finds font sizes in Swift, CSS, SCSS, LESS, storyboards and XIBs that bypass Dynamic
            Type: Font.system(size:), Font.custom without relativeTo:, UIFont/NSFont
            systemFont(ofSize:) and (name:size:), CSS font-size and font with px, pt or another
            absolute length, fixed fontDescriptions. Each finding names the nearest HIG text style
            and carries a fix-it. Folders are searched for .swift, .css, .scss, .less, .storyboard
            and .xib files, skipping .build, DerivedData, Pods, Carthage, node_modules and hidden
            folders. Code that does not ship is left out and counted: tests, previews, #if DEBUG,
            generated code, build output, command-line tools (--include brings any back).
            A comment "higtype: allow fixed-size — <reason>" on the line or the line before
            waives a finding. With --config, or a higtype.json at the root of the first folder
            given, the tokens are those a build with that file compiles (its manifests or
            resolver, contexts and platforms), named in its namespace, and its "audit" section
            adds excludes and a baseline. --context chooses a resolver's contexts, as for build.
            A summary on stderr counts files, lines, findings by kind and nearest style, waivers
            and findings in the baseline.
            """,
        exitStatus: """
            0 clean; 1 findings (those left after --fix and not in the
            baseline), a waiver without a reason, errors in the manifest,
            config or baseline, or a file --fix or --write-baseline could not
            write; with --fix --dry-run, also 1 when there is anything to
            fix; 2 usage error, or no Swift or CSS file found (0 when
            files were found and all excluded).
            """)

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let format = try HigTypeTool.diagnosticsFormat(parsed, sarif: true)
        let fixing = try FixOptions.parse(parsed, fix: Self.fix, format: format)
        guard !parsed.positional.isEmpty else { throw UsageError("'audit' needs at least one file or folder") }
        var asked: Platform?
        if let name = parsed[Self.platform] {
            guard let named = Platform(named: name) else {
                let ids = Platform.allCases.map(\.rawValue)
                throw UsageError(
                    "unknown platform '\(name)' for --platform\(raw: Suggestions.didYouMean(name, in: ids))")
            }
            asked = named
        }
        if parsed[Self.baseline] != nil, parsed[Self.writeBaseline] != nil {
            throw UsageError("--write-baseline records every finding; give it without --baseline")
        }
        var config: BuildConfig?
        switch try HigTypeTool.readConfig(
            parsed, command: "audit", format: format, environment: environment, output: &output,
            path: Pipeline.auditConfig(for: parsed.positional))
        {
        case .failed: return
        case .loaded(let loaded): config = loaded
        case .none: break
        }
        try HigTypeTool.readStandardInputOnce(parsed.values(Self.manifest))
        let manifests = parsed.values(Self.manifest).isEmpty ? config?.inputs ?? [] : parsed.values(Self.manifest)
        // The contexts, platforms and allowed paths matter only to manifests.
        var request = Pipeline.AuditRequest(
            paths: parsed.positional,
            inputs: manifests.isEmpty
                ? .init(manifests: []) : try HigTypeTool.inputs(parsed, manifests: manifests, config: config))
        request.platform = asked
        request.config = config
        request.excludes = parsed.values(Self.exclude)
        for list in parsed.values(Self.include) {
            let (kinds, unknown) = AuditSkip.parse(list)
            if let unknown {
                let names = AuditSkip.allCases.map(\.rawValue) + ["all"]
                throw UsageError(
                    "unknown kind '\(unknown)' for --include; it takes \(names.joined(separator: ", "))\(raw: Suggestions.didYouMean(unknown, in: names))"
                )
            }
            request.include.formUnion(kinds)
        }
        request.baseline = parsed[Self.baseline]
        request.writeBaseline = parsed[Self.writeBaseline]
        (request.fix, request.dryRun) = (fixing.fix, fixing.dryRun)
        let result = Pipeline.audit(request)
        try HigTypeTool.checkResolverInput(result.compilation)
        try report(result, parsed, format: format, environment: environment, output: &output)
    }

    /// The result as the command prints it: the note, the diagnostics, the summary; and the status.
    private static func report(
        _ result: Pipeline.AuditResult, _ parsed: ParsedArguments, format: DiagnosticsFormat,
        environment: ToolEnvironment, output: inout ToolOutput
    ) throws(UsageError) {
        let quiet = parsed.has(.quiet)
        switch result.outcome {
        case .badPath(let message): throw UsageError("\(message)")
        case .noFiles(let excluded):
            // Files found and all excluded: a warning, exit 0. None found at all: exit 2, never a clean report.
            output.stderr += "higtype: warning: \(Self.noFiles(parsed.positional, excluded: excluded))\n"
            output.status = excluded ? ToolOutput.Status.ok : ToolOutput.Status.usage
            return
        case .stopped, .baselineFailed:
            HigTypeTool.emit(
                result.compilation, extra: result.findings, format: format, environment: environment, output: &output)
            output.status = ToolOutput.Status.failure
            if result.outcome == .baselineFailed, format == .text, !quiet {
                output.stderr += "higtype: audit failed: \(HigTypeTool.count(result.findings)) in the baseline\n"
            }
            return
        case .audited: break
        }
        if let project = result.project, format == .text, !quiet {
            output.stderr +=
                "higtype: note: \(project.evidence), so the code is audited as \(project.platform.displayName) code; "
                + "--platform ios audits it as iOS code\n"
        }
        let dryRun = parsed.has(FixOptions.dryRun)
        if let fixed = result.fix, dryRun { output.stdout += String(decoding: fixed.diff, as: UTF8.self) }
        HigTypeTool.emit(
            result.compilation, extra: result.findings, format: format, environment: environment, output: &output)
        output.status = result.failed ? ToolOutput.Status.failure : ToolOutput.Status.ok
        if format == .text, result.summary.waivableFindings > 0 {
            output.stderr += "higtype: note: \(AuditSummary.waiverNote)\n"
        }
        guard !quiet else { return }
        output.stderr += result.summary.render(
            fix: result.fix.map { "--fix\(dryRun ? " --dry-run" : ""): " + FixOptions.summary($0, dryRun: dryRun) })
        if let path = parsed[Self.writeBaseline], let recorded = result.baselineRecorded {
            output.stderr += "higtype: wrote the baseline '\(path)': \(FixOptions.plural(recorded, "finding"))\n"
        }
    }
}
