import HigTypeAudit
import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `higtype audit` as one call, in the shape of `build`, `lint` and `preview`: the files found
/// (less the excludes), the manifests' tokens to name in findings, the platform, each file
/// audited (after `--fix`, if asked), the baseline read or written, and the summary. The
/// command only fills an `AuditRequest` and prints the `AuditResult`. The audit's own types
/// (`Auditor`, `AuditFiles`, `AuditBaseline`, `AuditSummary`) are in `HigTypeAudit`.
extension Pipeline {
    /// What one audit is asked to do.
    public struct AuditRequest: Sendable {
        /// The manifests whose tokens the findings name (`--manifest`, else the config's), with
        /// their contexts, platforms and allowed paths; no manifest: findings name text styles.
        public var inputs: Inputs
        /// The files and folders to audit.
        public var paths: [String]
        /// The platform whose HIG table names the nearest style (`--platform`); nil: the
        /// manifest's, else the project's when it builds for macOS alone, else iOS.
        public var platform: Platform?
        /// The config read (`--config`, or `auditConfig(for:)`): its namespace, excludes and baseline.
        public var config: BuildConfig?
        /// Globs of files and folders to leave out (`--exclude`), relative to each path.
        public var excludes: [String] = []
        /// The baseline to read (`--baseline`; nil: the config's, if it names one).
        public var baseline: String?
        /// A baseline to record every finding in (`--write-baseline`), in place of reading one.
        public var writeBaseline: String?
        /// Apply every finding's fix-it (`--fix`), or with `dryRun` only compute them.
        public var fix = false
        public var dryRun = false
        /// Code that does not ship to audit all the same (`--include`), besides the config's.
        public var include: Set<AuditSkip> = []

        public init(paths: [String], inputs: Inputs = Inputs(manifests: [])) {
            self.paths = paths
            self.inputs = inputs
        }
    }

    /// What one audit did.
    public struct AuditResult: Sendable {
        public enum Outcome: Sendable, Equatable {
            /// The files were audited.
            case audited
            /// No file to audit: none was found, or (`allExcluded`) every one found was excluded.
            case noFiles(allExcluded: Bool)
            /// A path is not a file or folder the audit reads; the message says why.
            case badPath(String)
            /// Stopped before auditing: the manifests asked for contexts their resolver does not
            /// have, or `platform` is one they do not target. `diagnostics` say which.
            case stopped
            /// The baseline could not be read or is not one; `diagnostics` are its.
            case baselineFailed
        }

        public var outcome = Outcome.audited
        /// The files diagnostics quote (the manifests, then each file with a finding reported)
        /// and the manifests' diagnostics.
        public var compilation = Compiler.Compilation()
        /// The findings reported (not in the baseline), then `--fix`'s notes and the
        /// baseline's write errors.
        public var findings: [Diagnostic] = []
        /// The platform audited for.
        public var platform = Platform.ios
        /// Why the code was audited as another platform's (an app that builds for macOS alone).
        public var project: ProjectPlatform.Finding?
        /// What `--fix` did (or with `dryRun`, would do).
        public var fix: FixResult?
        /// The counts stderr ends with.
        public var summary = AuditSummary()
        /// How many findings `writeBaseline` recorded, once it is written.
        public var baselineRecorded: Int?

        public var diagnostics: [Diagnostic] { compilation.log.sorted + findings }
        public var hasErrors: Bool {
            compilation.log.hasErrors || findings.contains { $0.severity == .error }
        }
        /// Whether the run fails (exit 1): errors or findings, or a dry run with something to fix.
        public var failed: Bool {
            hasErrors || (fix.map { $0.files.isEmpty == false && dryRun } ?? false)
        }
        var dryRun = false
    }

    /// Audits the files `request.paths` names.
    public static func audit(_ request: AuditRequest) -> AuditResult {
        var result = AuditResult()
        result.dryRun = request.dryRun
        let config = request.config
        let exclusions = AuditExclusions(
            globs: request.excludes.map(AuditGlob.init),
            configGlobs: (config?.audit?.exclude ?? []).map(AuditGlob.init),
            configFolder: config.map { PathText.folder(of: $0.path) })
        let files: [String]
        switch AuditFiles.collect(request.paths, excluding: exclusions) {
        case .success(let found): files = found
        case .failure(let problem):
            result.outcome = .badPath(problem.message)
            return result
        }
        guard !files.isEmpty else {
            // Files found and all excluded were left out on purpose (a pre-commit run on excluded files).
            result.outcome = .noFiles(allExcluded: (try? AuditFiles.collect(request.paths).get())?.isEmpty == false)
            return result
        }
        if !request.inputs.manifests.isEmpty {
            result.compilation = lint(LintRequest(request.inputs))
            let log = result.compilation.log
            guard !log.diagnostics.contains(where: { $0.id == .resolverInput && $0.severity == .error }) else {
                result.outcome = .stopped
                return result
            }
        }
        let targets = result.compilation.resolved?.platforms
        if let asked = request.platform, let targets, !targets.contains(asked) {
            // Token names from another platform's values would be wrong names.
            result.findings.append(
                .error(
                    .platformNotTargeted,
                    "--platform \(asked.rawValue): the manifest does not target \(asked.displayName), so no token has "
                        + "values there; its platforms are \(targets.map(\.rawValue).joined(separator: ", ")). Pick "
                        + "one of those, or add it to $extensions[\"dev.higtype\"].platforms"))
            result.outcome = .stopped
            return result
        }
        // Without --platform or a manifest, an app that builds for macOS alone is audited as macOS code.
        result.project =
            request.platform == nil && targets == nil ? request.paths.first.flatMap(projectPlatform) : nil
        result.platform =
            request.platform ?? targets.map { $0.contains(.ios) || $0.isEmpty ? .ios : $0[0] }
            ?? result.project?.platform ?? .ios
        var auditor = Auditor(platform: result.platform)
        auditor.include = request.include.union(config?.audit?.include ?? [])
        let unshipped = leaveOutUnshipped(
            files, paths: request.paths, include: auditor.include, summary: &result.summary)
        auditor.tokens = result.compilation.resolved.map {
            TokenMatch($0, platform: result.platform, namespace: config?.namespace ?? "Typography")
        }
        var readErrors: [Diagnostic] = []
        var sources: [Compiler.SourceFile] = []
        // A file the walk reached, or one named, that lies in the project tree but leads out of
        // it through a symlink is refused unread (`FileDoor`).
        let tree = ProjectTree.enclosing(request.paths.first, allowing: request.inputs.allowedPaths)
        for file in unshipped.kept {
            // A FIFO or device named like a source file is reported as what it is, never waited on.
            switch FileDoor.read(file, limit: Compiler.InputPolicy().maxFileBytes, tree: tree, origin: .typed) {
            case .success(let bytes): sources.append(.init(path: file, bytes: bytes))
            case .failure(let failure):
                readErrors.append(
                    .error(
                        failure == .outsideProject ? .outsideProject : .ioError,
                        "cannot read '\(file)': \(failure.reason)"))
            }
        }
        let tools = unshippedTools(unshipped.tools, sources: sources)
        if !tools.isEmpty {
            sources.removeAll { tools.contains($0.path) }
            result.summary.addSkipped(.tools, files: tools.count)
        }
        // The first pass: the project's font helpers and scaled sizes, over every Swift file kept.
        auditor.helpers = SwiftFontHelpers.index(sources.filter { $0.path.hasSuffix(".swift") }.map(\.bytes))
        auditor.platformReason =
            result.project.map(\.reason)
            ?? (request.platform == .macos ? "audited with --platform macos" : nil)
        auditor.styleSheets = CSSRootSize.Project(sources.map { ($0.path, $0.bytes) })
        // Fix-its name only APIs the project's deployment targets have.
        if let first = request.paths.first, Self.isFolder(first) {
            auditor.deployment = DeploymentTarget.detect(in: first)
        }
        // With --fix, the files and findings are those left once every fix-it is in.
        var results: [String: Auditor.FileResult] = [:]
        if request.fix {
            let run = auditFix(sources, auditor: auditor, dryRun: request.dryRun)
            (results, result.fix) = (run.results, run.fix)
            for file in run.fix.files {
                if let index = sources.firstIndex(where: { $0.path == file.path }) { sources[index].bytes = file.fixed }
            }
        }
        for source in sources where results[source.path] == nil {
            results[source.path] = auditor.audit(
                source.bytes, path: source.path, language: Auditor.Language(path: source.path)!)
        }
        // The baseline: the one `writeBaseline` records now, or the one given, read.
        result.summary.files =
            sources.count + readErrors.count
            - results.values.filter { $0.skipped.keys.contains { !$0.isRegion } }.count
        result.summary.add(readErrors)
        var written: [Diagnostic] = []
        var kept = AuditBaselineRun()
        if let path = request.writeBaseline {
            written = writeBaseline(path, sources: sources, results: results, kept: &kept)
            if written.isEmpty { result.baselineRecorded = kept.recorded }
        } else {
            switch readBaseline(request, into: &kept) {
            case .none, .loaded: break
            case .failed(let compilation, let diagnostics):
                return AuditResult(outcome: .baselineFailed, compilation: compilation, findings: diagnostics)
            }
        }
        if kept.baseline != nil { result.summary.baselined = 0 }
        var reported = readErrors
        for source in sources {
            guard let fileResult = results[source.path] else { continue }
            let left = kept.filter(fileResult.diagnostics, source: source, summary: &result.summary)
            if !left.isEmpty { result.compilation.sources.append(source) }
            reported += left
            result.summary.add(fileResult, reported: left)
        }
        result.findings = reported + (result.fix.map { $0.notes + $0.writeDiagnostics } ?? []) + written
        return result
    }

    /// The `higtype.json` at the root of the first folder given, if there is one: the config an
    /// audit reads when no `--config` is given.
    public static func auditConfig(for paths: [String]) -> String? {
        guard let first = paths.first, isFolder(first) else { return nil }
        let candidate = PathText.join(first, BuildConfig.fileName)
        return FileSystem.exists(candidate) ? candidate : nil
    }

    /// The platform the project in `first`, a folder, builds for alone (`ProjectPlatform`).
    private static func projectPlatform(_ first: String) -> ProjectPlatform.Finding? {
        isFolder(first) ? ProjectPlatform.detect(in: first) : nil
    }

    private static func isFolder(_ path: String) -> Bool {
        FileKind.of(path) == .folder
    }
}
