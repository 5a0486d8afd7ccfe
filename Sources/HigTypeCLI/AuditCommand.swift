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
            platform, manifest, .context, .config, exclude, baseline, writeBaseline, fix, FixOptions.dryRun,
            diagnosticsFormat, .quiet, .allowPath,
        ],
        summary: """
            Finds font sizes in Swift, CSS, SCSS and LESS that bypass Dynamic Type:
            Font.system(size:), Font.custom without relativeTo:, UIFont/NSFont systemFont(ofSize:)
            and (name:size:), CSS font-size and font with px, pt or another absolute length. Each
            finding names the nearest HIG text style and carries a fix-it. Folders are searched
            for .swift, .css, .scss and .less files, skipping .build, DerivedData, Pods, Carthage,
            node_modules and hidden folders.
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
                throw UsageError("unknown platform '\(name)' for --platform" + Suggestions.didYouMean(name, in: ids))
            }
            asked = named
        }
        if parsed[Self.baseline] != nil, parsed[Self.writeBaseline] != nil {
            throw UsageError("--write-baseline records every finding; give it without --baseline")
        }
        var config: BuildConfig?
        switch try HigTypeTool.readConfig(
            parsed, command: "audit", format: format, environment: environment, output: &output,
            path: Self.configAtRoot(parsed.positional))
        {
        case .failed: return
        case .loaded(let loaded): config = loaded
        case .none: break
        }
        let files: [String]
        switch AuditFiles.collect(parsed.positional, excluding: Self.exclusions(parsed, config: config)) {
        case .success(let found): files = found
        case .failure(let problem): throw UsageError(problem.message)
        }
        guard !files.isEmpty else {
            // Files found and all excluded were left out on purpose (a pre-commit run on excluded
            // files): a warning, exit 0. None found at all: exit 2, never a clean report.
            let excluded = (try? AuditFiles.collect(parsed.positional).get())?.isEmpty == false
            output.stderr += "higtype: warning: \(Self.noFiles(parsed.positional, excluded: excluded))\n"
            output.status = excluded ? ToolOutput.Status.ok : ToolOutput.Status.usage
            return
        }
        var compilation = Compiler.Compilation()
        try HigTypeTool.readStandardInputOnce(parsed.values(Self.manifest))
        let manifests = parsed.values(Self.manifest).isEmpty ? config?.inputs ?? [] : parsed.values(Self.manifest)
        if !manifests.isEmpty {
            compilation = Pipeline.lint(
                manifests: manifests, input: try HigTypeTool.resolverInput(parsed, config: config),
                platforms: config?.platforms, allowedPaths: try HigTypeTool.allowedPaths(parsed))
            try HigTypeTool.checkResolverInput(compilation)
        }
        let targets = compilation.resolved?.platforms
        if let asked, let targets, !targets.contains(asked) {
            // Token names from another platform's values would be wrong names.
            let error = Diagnostic.error(
                .platformNotTargeted,
                "--platform \(asked.rawValue): the manifest does not target \(asked.displayName), so no token has values "
                    + "there; its platforms are \(targets.map(\.rawValue).joined(separator: ", ")). Pick one of those, "
                    + "or add it to $extensions[\"dev.higtype\"].platforms")
            HigTypeTool.emit(compilation, extra: [error], format: format, environment: environment, output: &output)
            output.status = ToolOutput.Status.failure
            return
        }
        // Without --platform or a manifest, an app that builds for macOS alone is audited as macOS code.
        let project = asked == nil && targets == nil ? parsed.positional.first.flatMap(Self.projectPlatform) : nil
        let platform =
            asked ?? targets.map { $0.contains(.ios) || $0.isEmpty ? .ios : $0[0] } ?? project?.platform ?? .ios
        if let project, format == .text, !parsed.has(.quiet) {
            output.stderr +=
                "higtype: note: \(project.evidence), so the code is audited as \(project.platform.displayName) code; "
                + "--platform ios audits it as iOS code\n"
        }
        var auditor = Auditor(platform: platform)
        auditor.tokens = compilation.resolved.map {
            TokenMatch($0, platform: platform, namespace: config?.namespace ?? "Typography")
        }
        var diagnostics: [Diagnostic] = []
        var sources: [Compiler.SourceFile] = []
        for file in files {
            // A FIFO or device named like a source file is reported as what it is, never waited on.
            let bytes: [UInt8]
            switch InputFile.read(file, limit: Compiler.InputPolicy().maxFileBytes) {
            case .success(let read): bytes = read
            case .failure(let failure):
                diagnostics.append(.error(.ioError, "cannot read '\(file)': \(failure.reason)"))
                continue
            }
            sources.append(.init(path: file, bytes: bytes))
        }
        // With --fix, the files and findings are those left once every fix-it is in.
        var fixed: Pipeline.FixResult?
        var results: [String: Auditor.FileResult] = [:]
        if fixing.fix {
            let run = Pipeline.auditFix(sources, auditor: auditor, dryRun: fixing.dryRun)
            (results, fixed) = (run.results, run.fix)
            for file in run.fix.files {
                if let index = sources.firstIndex(where: { $0.path == file.path }) { sources[index].bytes = file.fixed }
            }
        }
        for source in sources where results[source.path] == nil {
            results[source.path] = auditor.audit(
                source.bytes, path: source.path, language: Auditor.Language(path: source.path)!)
        }
        // The baseline: the one --write-baseline records now, or the one given, read.
        var summary = AuditSummary()
        summary.files = files.count
        summary.add(diagnostics)
        var written: [Diagnostic] = []
        var kept = AuditBaselineRun()
        if let path = parsed[Self.writeBaseline] {
            written = Self.writeBaseline(path, sources: sources, results: results, kept: &kept)
        } else if case .failed = Self.readBaseline(
            parsed, config: config, format: format, environment: environment, output: &output, into: &kept)
        {
            return
        }
        if kept.baseline != nil { summary.baselined = 0 }
        for source in sources {
            guard let result = results[source.path] else { continue }
            let reported = kept.filter(result.diagnostics, source: source, summary: &summary)
            if !reported.isEmpty { compilation.sources.append(source) }
            diagnostics += reported
            summary.add(result, reported: reported)
        }
        if let fixed, fixing.dryRun { output.stdout += String(decoding: fixed.diff, as: UTF8.self) }
        let extra = diagnostics + (fixed.map { $0.notes + $0.writeDiagnostics } ?? []) + written
        HigTypeTool.emit(compilation, extra: extra, format: format, environment: environment, output: &output)
        let failed =
            compilation.log.hasErrors || extra.contains { $0.severity == .error }
            || (fixing.dryRun && fixed?.files.isEmpty == false)
        output.status = failed ? ToolOutput.Status.failure : ToolOutput.Status.ok
        if format == .text, summary.fixedSizes > 0 { output.stderr += "higtype: note: \(AuditSummary.waiverNote)\n" }
        guard !parsed.has(.quiet) else { return }
        output.stderr += summary.render(
            fix: fixed.map {
                "--fix\(fixing.dryRun ? " --dry-run" : ""): " + FixOptions.summary($0, dryRun: fixing.dryRun)
            })
        if let path = parsed[Self.writeBaseline], written.isEmpty {
            output.stderr += "higtype: wrote the baseline '\(path)': \(FixOptions.plural(kept.recorded, "finding"))\n"
        }
    }
}
