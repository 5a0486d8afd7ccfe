import HigTypeAudit
import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// Fix-its that apply themselves: `lint --fix` (the safe fix-its of token files) and
/// `audit --fix` (the audit's fix-its in Swift and CSS).
///
/// Fixing runs in passes. Each pass applies the chosen fix-its to the files in memory
/// (`FixApplication`: in order of position, an overlapping one skipped and said so) and checks
/// the files again, so a fix that uncovers another (a trailing comma removed lets the parser
/// reach the next value) or an overlapping fix still wanted is applied in the next pass. It stops
/// when a pass changes nothing, or after `maxPasses`. Only then is anything written, every file
/// at once (`SourceRewriter`), or shown as a unified diff instead. A second run changes nothing.
extension Pipeline {
    /// At most this many passes; a manifest needs one, or two when a fix uncovers another.
    public static let maxFixPasses = 8

    /// One file the fixes change.
    public struct FixedFile: Sendable {
        public var path: String
        /// The bytes as read.
        public var original: [UInt8]
        /// The bytes with every fix applied.
        public var fixed: [UInt8]
        /// How many fix-its were applied to it, over every pass.
        public var fixes: Int
        /// What the fix-its changed, over every pass: ranges of `original` and of `fixed`.
        public var changes: [UnifiedDiff.Change]
    }

    /// What fixing did.
    public struct FixResult: Sendable {
        /// The files that change, in the order they were read.
        public var files: [FixedFile] = []
        /// Every file the passes read (not standard input), as read: the files a fix of these
        /// files plans to write, so that the next one recovers what a killed one left.
        public var read: [Compiler.SourceFile] = []
        /// `fix-skipped` notes: overlapping fix-its, fix-its on standard input, fix-its left when
        /// the passes ran out.
        public var notes: [Diagnostic] = []
        /// Writing's diagnostics: `source-changed` for a file left alone, `write-failed`.
        public var writeDiagnostics: [Diagnostic] = []
        /// The paths written (none for a dry run).
        public var written: [String] = []
        public var passes = 0

        public var fixCount: Int { files.reduce(0) { $0 + $1.fixes } }

        /// A unified diff of every file that changes (`--dry-run`).
        public var diff: [UInt8] {
            files.flatMap { UnifiedDiff.render(path: $0.path, old: $0.original, new: $0.fixed, changes: $0.changes) }
        }
    }

    /// `lint --fix`: lints the manifests (or a resolver document, for the contexts or every permutation),
    /// applies the safe fix-its until none is left, and writes the files (unless `dryRun`). The
    /// compilation returned is the last pass's: the diagnostics that remain once the fixes are in.
    public static func lintFix(_ request: LintRequest, dryRun: Bool = false) -> (
        compilation: Compiler.Compilation, fix: FixResult
    ) {
        var compilation = lint(request)
        var result = fixPasses(
            sources: compilation.sources, diagnostics: compilation.log.diagnostics, select: \.isSafe
        ) { current in
            var inputs = request.inputs.read(replacing: current)
            compilation = compile(&inputs, input: request.inputs.contexts, allContexts: request.allContexts).compilation
            return (compilation.log.diagnostics, compilation.sources)
        }
        if !dryRun { writeFixes(&result) }
        return (compilation, result)
    }

    /// `audit --fix`: audits `files` (Swift and CSS, each with its bytes as read), applies every
    /// fix-it the audit offers until none is left, and writes the files (unless `dryRun`). The
    /// diagnostics returned are the last pass's: the findings no fix-it could fix.
    public static func auditFix(_ files: [Compiler.SourceFile], auditor: Auditor, dryRun: Bool = false)
        -> (results: [String: Auditor.FileResult], fix: FixResult)
    {
        var results: [String: Auditor.FileResult] = [:]
        func audit(_ sources: [Compiler.SourceFile]) -> [Diagnostic] {
            sources.flatMap { file -> [Diagnostic] in
                guard let language = Auditor.Language(path: file.path) else { return [] }
                let result = auditor.audit(file.bytes, path: file.path, language: language)
                results[file.path] = result
                return result.diagnostics
            }
        }
        // Every audit fix-it is a style choice, applied because `--fix` asks for them.
        let every: (Diagnostic.FixIt) -> Bool = { _ in true }
        var result = fixPasses(sources: files, diagnostics: audit(files), select: every) { (audit($0), $0) }
        if !dryRun { writeFixes(&result) }
        return (results, result)
    }

    /// The passes: apply the fix-its `select` takes from `diagnostics`, check again with
    /// `check` (given every file, fixed so far; it returns the diagnostics and the files it
    /// read, which may be more: a resolver document fixed can name a token file it could not
    /// before), until a pass changes nothing.
    static func fixPasses(
        sources: [Compiler.SourceFile], diagnostics: [Diagnostic], select: (Diagnostic.FixIt) -> Bool,
        check: ([Compiler.SourceFile]) -> (diagnostics: [Diagnostic], sources: [Compiler.SourceFile])
    ) -> FixResult {
        var sources = sources
        var current = sources
        var fixes: [String: Int] = [:]
        // What the passes changed in each file, composed pass over pass.
        var changes: [String: [UnifiedDiff.Change]] = [:]
        var result = FixResult()
        var diagnostics = diagnostics
        var onStandardInput = 0
        for pass in 1...maxFixPasses {
            let chosen = diagnostics.compactMap(\.fixIt).filter(select)
            var byFile = Dictionary(grouping: chosen, by: \.range.file)
            onStandardInput = byFile.removeValue(forKey: Compiler.standardInputName)?.count ?? 0
            var changed = false
            for index in current.indices {
                guard let fileFixes = byFile[current[index].path] else { continue }
                let applied = FixApplication.apply(fileFixes, to: current[index].bytes)
                result.notes += applied.skipped.map { skippedNote($0, pass: pass) }
                guard applied.changed else { continue }
                current[index].bytes = applied.bytes
                fixes[current[index].path, default: 0] += applied.applied.count
                changes[current[index].path] = UnifiedDiff.compose(
                    changes[current[index].path] ?? [], applied.changes)
                changed = true
            }
            result.passes = pass
            guard changed else { break }
            let checked = check(current)
            diagnostics = checked.diagnostics
            var known = Set(current.map(\.path))
            for file in checked.sources where known.insert(file.path).inserted {
                sources.append(file)
                current.append(file)
            }
            if pass == maxFixPasses {
                let left = diagnostics.compactMap(\.fixIt).filter(select).count
                if left > 0 {
                    result.notes.append(
                        Diagnostic(
                            .note, id: .fixSkipped,
                            "\(left) fix-it\(left == 1 ? "" : "s") left after \(maxFixPasses) passes; run the command again"
                        ))
                }
            }
        }
        if onStandardInput > 0 {
            result.notes.append(
                Diagnostic(
                    .note, id: .fixSkipped,
                    "\(onStandardInput) fix-it\(onStandardInput == 1 ? "" : "s") in standard input not applied: "
                        + "it has no file to write; fix the file it came from"))
        }
        result.read = sources.filter { $0.path != Compiler.standardInputName }
        result.files = zip(sources, current).compactMap { old, new in
            old.bytes == new.bytes
                ? nil
                : FixedFile(
                    path: old.path, original: old.bytes, fixed: new.bytes, fixes: fixes[old.path] ?? 0,
                    changes: changes[old.path] ?? [])
        }
        return result
    }

    /// "tokens/a.json:4:12: fix-it 'replace with …' not applied: it overlaps the fix-it at 4:10, applied first".
    private static func skippedNote(_ skip: FixApplication.Skip, pass: Int) -> Diagnostic {
        let fix = skip.fix
        let what = fix.isInsertion ? "insert \(fix.replacement)" : "replace with \(fix.replacement)"
        let conflict = skip.conflict.range.start
        let later = pass == 1 ? "" : " (in pass \(pass), in the file as the earlier passes left it)"
        let reason =
            skip.conflict == fix
            ? "its range is outside the file"
            : "it overlaps the fix-it at \(conflict.line):\(conflict.column), applied first"
        return Diagnostic(
            .note, id: .fixSkipped,
            "\(fix.range.start.description): fix-it '\(what)' not applied: \(reason)\(later)")
    }

    /// Writes the fixed files, all or none; a file that changed since it was read is left alone
    /// (`source-changed`). `lintFix` and `auditFix` call it unless asked for a dry run; a tool
    /// that shows the changes first can call it after.
    public static func writeFixes(_ result: inout FixResult) {
        var rewrites = result.read.map { SourceRewriter.Rewrite(path: $0.path, original: $0.bytes, fixed: $0.bytes) }
        var indices = Dictionary(rewrites.indices.map { (rewrites[$0].path, $0) }, uniquingKeysWith: { a, _ in a })
        for file in result.files {
            let rewrite = SourceRewriter.Rewrite(path: file.path, original: file.original, fixed: file.fixed)
            if let index = indices[file.path] {
                rewrites[index] = rewrite
            } else {
                indices[file.path] = rewrites.count
                rewrites.append(rewrite)
            }
        }
        let outcome = SourceRewriter.write(rewrites)
        result.written = outcome.written
        result.writeDiagnostics = outcome.diagnostics
    }
}
