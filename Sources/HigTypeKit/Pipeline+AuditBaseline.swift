import HigTypeAudit
import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An audit's baseline: the one `--write-baseline` records, or the one `--baseline` (else the
/// config's `audit.baseline`) names, read and matched against the findings.
extension Pipeline {
    enum BaselineRead {
        case none
        case loaded
        /// The baseline's errors, with the file they quote.
        case failed(Compiler.Compilation, [Diagnostic])
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

    /// Reads the request's baseline, else the config's `audit.baseline`, which must lead inside
    /// the project tree.
    static func readBaseline(_ request: AuditRequest, into kept: inout AuditBaselineRun) -> BaselineRead {
        var compilation = Compiler.Compilation()
        let path: String
        if let given = request.baseline {
            path = given
        } else if let config = request.config, let named = config.audit?.baseline {
            path = named
            let tree = ProjectTree.enclosing(config.path)
            if case .outside(let target) = tree.place(named) {
                let error = Diagnostic.error(
                    .outsideProject,
                    "the baseline '\(named)' leads to '\(target)', outside the project tree '\(tree.root)'",
                    at: config.audit?.baselineLocation)
                return .failed(compilation, [error])
            }
        } else {
            return .none
        }
        let bytes: [UInt8]
        // `--baseline` typed (or passed by a hook) inside the tree must not lead out of it.
        let tree = ProjectTree.enclosing(request.paths.first ?? path, allowing: request.inputs.allowedPaths)
        switch FileDoor.read(path, limit: Compiler.InputPolicy().maxFileBytes, tree: tree, origin: .typed) {
        case .success(let read): bytes = read
        case .failure(let failure):
            let id: DiagnosticID = failure == .outsideProject ? .outsideProject : .ioError
            return .failed(compilation, [.error(id, "cannot read the baseline '\(path)': \(failure.reason)")])
        }
        let source = Compiler.SourceFile(path: path, bytes: bytes)
        let (baseline, diagnostics) = AuditBaseline.read(source)
        guard let baseline else {
            compilation.sources = [source]
            return .failed(compilation, diagnostics)
        }
        kept.baseline = baseline
        kept.folder = PathText.folder(of: path)
        return .loaded
    }
}

/// The baseline of one audit and what it matched.
struct AuditBaselineRun {
    var baseline: AuditBaseline?
    /// The baseline's folder: its files are named relative to it.
    var folder = ""
    /// Findings `--write-baseline` recorded.
    var recorded = 0

    func key(_ diagnostic: Diagnostic, _ source: Compiler.SourceFile) -> AuditBaseline.Key? {
        let file = PathText.relative(source.path, from: folder, in: FileSystem.currentFolder)
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
