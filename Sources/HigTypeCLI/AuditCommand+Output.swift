import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `higtype audit`'s output for CI and large trees: excludes, the config at the tree's root,
/// the baseline, SARIF, and the warning when no file was found.
extension AuditCommand {
    static let exclude = OptionSpec(
        name: "--exclude", valueName: "GLOB",
        help: """
            Leave out the files and folders GLOB matches (repeatable), a path relative to each folder \
            given: * and ? within a name, ** any folders, e.g. '**/Tests/**', '**/*Preview*.swift', \
            '**/Generated/**'.
            """,
        repeatable: true)
    static let baseline = OptionSpec(
        name: "--baseline", valueName: "FILE",
        help: """
            Report only findings FILE does not hold (a baseline --write-baseline wrote): matched by \
            file, id and the line's text, not its number, with counts.
            """)
    static let writeBaseline = OptionSpec(
        name: "--write-baseline", valueName: "FILE",
        help: """
            Record every finding in FILE (written atomically), a baseline for --baseline; the \
            findings then count as in the baseline, so the run passes unless the write fails.
            """)
    static let diagnosticsFormat = OptionSpec(
        name: OptionSpec.diagnosticsFormat.name, valueName: "text|json|sarif",
        help: """
            text (default): compiler-style lines on stderr.
            json: one JSON array of diagnostics on stdout.
            sarif: a SARIF 2.1.0 log on stdout, fix-its as fixes (GitHub code scanning reads it).
            """)

    /// The `higtype.json` at the root of the first folder given, if there is one.
    /// The platform the project in the first PATH, a folder, builds for alone (`ProjectPlatform`).
    static func projectPlatform(_ first: String) -> ProjectPlatform.Finding? {
        guard FileKind.of(first) == .folder else { return nil }
        return ProjectPlatform.detect(in: first)
    }

    static func configAtRoot(_ paths: [String]) -> String? {
        guard let first = paths.first else { return nil }
        let candidate = PathText.join(first, BuildConfig.fileName)
        guard FileKind.of(first) == .folder, FileKind.of(candidate) == .file else { return nil }
        return candidate
    }

    static func exclusions(_ parsed: ParsedArguments, config: BuildConfig?) -> AuditExclusions {
        AuditExclusions(
            globs: parsed.values(Self.exclude).map(AuditGlob.init),
            configGlobs: (config?.audit?.exclude ?? []).map(AuditGlob.init),
            configFolder: config.map { PathText.folder(of: $0.path) })
    }

    /// "no Swift or CSS file found under 'Sources', 'web'", or "every Swift or CSS file under … is excluded".
    static func noFiles(_ paths: [String], excluded: Bool) -> String {
        let list = paths.map { "'\($0)'" }.joined(separator: ", ")
        return excluded
            ? "every Swift or CSS file under \(list) is excluded; nothing was audited"
            : "no Swift or CSS file found under \(list)"
    }

    /// Records every finding with a position in `path` and keeps it as the run's baseline, so
    /// they all count as in the baseline. Returns the write's error, if any.
    static func writeBaseline(
        _ path: String, sources: [Compiler.SourceFile], results: [String: Auditor.FileResult],
        kept: inout AuditBaselineRun
    ) -> [Diagnostic] {
        kept.folder = PathText.folder(of: path)
        var baseline = AuditBaseline()
        for source in sources {
            for diagnostic in results[source.path]?.diagnostics ?? [] {
                guard let key = kept.key(diagnostic, source) else { continue }
                baseline.record(key)
                kept.recorded += 1
            }
        }
        kept.baseline = baseline
        let file = OutputFile(path: path, text: baseline.rendered())
        if case .failure(let problem) = OutputWriter.write([file], inputs: sources.map(\.path)) {
            kept.baseline = nil
            return [problem]
        }
        return []
    }

    enum BaselineRead { case none, loaded, failed }

    /// Reads `--baseline FILE`, else the config's `audit.baseline`, which must lead inside the
    /// project tree. Its errors are printed; on one the run has failed (status 1).
    static func readBaseline(
        _ parsed: ParsedArguments, config: BuildConfig?, format: DiagnosticsFormat, environment: ToolEnvironment,
        output: inout ToolOutput, into kept: inout AuditBaselineRun
    ) -> BaselineRead {
        var compilation = Compiler.Compilation()
        let path: String
        if let given = parsed[Self.baseline] {
            path = given
        } else if let config, let named = config.audit?.baseline {
            path = named
            let tree = ProjectTree.enclosing(config.path)
            if case .outside(let target) = tree.place(named) {
                let error = Diagnostic.error(
                    .outsideProject,
                    "the baseline '\(named)' leads to '\(target)', outside the project tree '\(tree.root)'",
                    at: config.audit?.baselineLocation)
                return failed(compilation, [error], parsed, format, environment, &output)
            }
        } else {
            return .none
        }
        let bytes: [UInt8]
        switch InputFile.read(path, limit: Compiler.InputPolicy().maxFileBytes) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return failed(
                compilation, [.error(.ioError, "cannot read the baseline '\(path)': \(failure.reason)")], parsed,
                format, environment, &output)
        }
        let source = Compiler.SourceFile(path: path, bytes: bytes)
        let (baseline, diagnostics) = AuditBaseline.read(source)
        guard let baseline else {
            compilation.sources = [source]
            return failed(compilation, diagnostics, parsed, format, environment, &output)
        }
        kept.baseline = baseline
        kept.folder = PathText.folder(of: path)
        return .loaded
    }

    private static func failed(
        _ compilation: Compiler.Compilation, _ diagnostics: [Diagnostic], _ parsed: ParsedArguments,
        _ format: DiagnosticsFormat, _ environment: ToolEnvironment, _ output: inout ToolOutput
    ) -> BaselineRead {
        HigTypeTool.emit(compilation, extra: diagnostics, format: format, environment: environment, output: &output)
        output.status = ToolOutput.Status.failure
        if format == .text, !parsed.has(.quiet) {
            output.stderr += "higtype: audit failed: \(HigTypeTool.count(diagnostics)) in the baseline\n"
        }
        return .failed
    }
}

/// The baseline of one run and what it matched.
struct AuditBaselineRun {
    var baseline: AuditBaseline?
    /// The baseline's folder: its files are named relative to it.
    var folder = ""
    /// Findings `--write-baseline` recorded.
    var recorded = 0

    func key(_ diagnostic: Diagnostic, _ source: Compiler.SourceFile) -> AuditBaseline.Key? {
        let file = PathText.relative(source.path, from: folder, in: FileManager.default.currentDirectoryPath)
        return AuditBaseline.key(for: diagnostic, bytes: source.bytes, file: file)
    }

    /// The diagnostics of one file the baseline does not hold; the others are counted.
    func filter(_ diagnostics: [Diagnostic], source: Compiler.SourceFile, summary: inout AuditSummary)
        -> [Diagnostic]
    {
        guard let baseline else { return diagnostics }
        let (new, matched) = baseline.filter(diagnostics) { key($0, source) }
        summary.baselined = (summary.baselined ?? 0) + matched
        return new
    }
}
