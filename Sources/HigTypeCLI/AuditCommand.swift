import Foundation
import HigTypeKit

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
        options: [platform, manifest, .config, fix, FixOptions.dryRun, .diagnosticsFormat, .quiet],
        summary: """
            Finds font sizes in Swift, CSS, SCSS and LESS that bypass Dynamic Type: Font.system(size:),
            Font.custom without relativeTo:, UIFont/NSFont systemFont(ofSize:) and (name:size:),
            CSS font-size and font with px, pt or another absolute length. Each finding names the
            nearest HIG text style and carries a fix-it. Folders are searched for .swift, .css, .scss
            and .less files, skipping .build, DerivedData, Pods, Carthage, node_modules and hidden folders.
            A comment "higtype: allow fixed-size — <reason>" on the line or the line before
            waives a finding. With --config, the tokens are those a build with that
            higtype.json compiles (its manifests or resolver, contexts and platforms), named in
            its namespace.
            """,
        exitStatus: """
            0 clean; 1 findings (those left after --fix), a waiver without a reason,
            errors in the manifest, or a file --fix could not write; with --fix --dry-run,
            also 1 when there is anything to fix; 2 usage error.
            """)

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let format = try HigTypeTool.diagnosticsFormat(parsed)
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
        let files: [String]
        switch AuditFiles.collect(parsed.positional) {
        case .success(let found): files = found
        case .failure(let problem): throw UsageError(problem.message)
        }
        var config: BuildConfig?
        switch HigTypeTool.readConfig(
            parsed, command: "audit", format: format, environment: environment, output: &output)
        {
        case .failed: return
        case .loaded(let loaded): config = loaded
        case .none: break
        }
        var compilation = Compiler.Compilation()
        try HigTypeTool.readStandardInputOnce(parsed.values(Self.manifest))
        let manifests = parsed.values(Self.manifest).isEmpty ? config?.inputs ?? [] : parsed.values(Self.manifest)
        if !manifests.isEmpty {
            compilation = Pipeline.lint(
                manifests: manifests, input: config?.contexts ?? .init(), platforms: config?.platforms)
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
        let platform = asked ?? targets.map { $0.contains(.ios) || $0.isEmpty ? .ios : $0[0] } ?? .ios
        var auditor = Auditor(platform: platform)
        auditor.tokens = compilation.resolved.map {
            TokenMatch($0, platform: platform, namespace: config?.namespace ?? "Typography")
        }
        var diagnostics: [Diagnostic] = []
        var waived = 0
        var lines = 0
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
        for source in sources {
            let result =
                results[source.path]
                ?? auditor.audit(source.bytes, path: source.path, language: Auditor.Language(path: source.path)!)
            if !result.diagnostics.isEmpty { compilation.sources.append(source) }
            diagnostics += result.diagnostics
            waived += result.waived
            lines += result.lines
        }
        if let fixed, fixing.dryRun { output.stdout += String(decoding: fixed.diff, as: UTF8.self) }
        let extra = diagnostics + (fixed.map { $0.notes + $0.writeDiagnostics } ?? [])
        HigTypeTool.emit(compilation, extra: extra, format: format, environment: environment, output: &output)
        let findings = diagnostics.filter { $0.id == .fixedSize }.count
        let failed =
            compilation.log.hasErrors || extra.contains { $0.severity == .error }
            || (fixing.dryRun && fixed?.files.isEmpty == false)
        output.status = failed ? ToolOutput.Status.failure : ToolOutput.Status.ok
        guard !parsed.has(.quiet) else { return }
        output.stderr +=
            "higtype: audited \(files.count) \(files.count == 1 ? "file" : "files") (\(lines) lines): "
            + "\(findings) fixed \(findings == 1 ? "size" : "sizes"), \(waived) waived"
            + (fixed.map {
                "; --fix\(fixing.dryRun ? " --dry-run" : ""): " + FixOptions.summary($0, dryRun: fixing.dryRun)
            }
                ?? "") + "\n"
    }
}
