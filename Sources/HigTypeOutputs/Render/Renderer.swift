import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

#if canImport(FoundationEssentials)
    import Dispatch
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders the resolved manifest into output files, each format as its `OutputKind` says.
public enum Renderer {
    public struct Result: Sendable {
        /// The outputs' bytes, when rendered in `.collect` mode.
        public var files: [OutputFile]
        /// Every output as rendered, in order, each finished by `OutputWriter.commit` (or
        /// `OutputStream.finish`) in `.stage` and `.compare` modes.
        public var streams: [OutputStream]
        public var diagnostics: [Diagnostic]
        /// Custom template files that were used, for the depfile.
        public var templateFiles: [String]
        public var tokenCount: Int
    }

    public static func render(
        _ resolved: ResolvedManifest, formats: [OutputFormat], outDir: String, templates: TemplateSet,
        options: RenderOptions = .init(), mode: OutputStream.Mode = .collect, session: OutputSession? = nil,
        budget: OutputBudget? = nil
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        let kinds = OutputFormat.all.filter(formats.contains).map(\.kind)
        let cssPlatform = options.cssPlatform ?? RenderOptions.defaultCSSPlatform(for: resolved.platforms)
        let setup = RenderSetup(resolved: resolved, options: options, cssPlatform: cssPlatform)
        if let refusal = kinds.lazy.compactMap({ $0.refusal(setup) }).first {
            return Result(files: [], streams: [], diagnostics: [refusal], templateFiles: templates.files, tokenCount: 0)
        }
        if let problem = options.problem(for: formats) {
            return Result(files: [], streams: [], diagnostics: [problem], templateFiles: templates.files, tokenCount: 0)
        }
        let model = TemplateContext(setup).model()
        diagnostics += kinds.flatMap { $0.warnings(setup) }
        if let budget {
            do {
                // Every format writes each token's name, description and families at least once.
                try budget.checkAhead(resolved.tokens, copies: formats.count, for: outDir)
            } catch {
                return Result(
                    files: [], streams: [], diagnostics: [error], templateFiles: templates.files, tokenCount: 0)
            }
        }
        let partials = templates.partials
        let limits = stepLimits(for: resolved)
        // A format whose output the manifest would break (clashing names) is reported and left out.
        let jobs = formats.filter { format in
            let clashes = format.kind.clashes(setup)
            diagnostics += clashes
            return clashes.isEmpty
        }
        // Each format renders independently from the same immutable context, so large manifests
        // render them in parallel; for small ones starting threads would cost more than it saves.
        let results = ConcurrentResults<([OutputStream], [Diagnostic])>(count: jobs.count)
        // The built-in templates render compiled (CompiledTemplates); the engine, for `--templates`,
        // reads the model's projection, made only when a format needs it.
        let engine = jobs.contains { $0.kind.template.map { !templates.rendersCompiled($0) } ?? false }
        let job = RenderJob(
            resolved: resolved, model: model, context: engine ? model.templateValue : .null, partials: partials,
            templates: templates, limits: limits, outDir: outDir, mode: mode, session: session, budget: budget)
        let render: @Sendable (Int) -> Void = { index in
            do throws(Diagnostic) {
                results[index] = (try jobs[index].kind.render(job), [])
            } catch {
                results[index] = ([], [error])
            }
        }
        if resolved.tokens.count >= 500 {
            DispatchQueue.concurrentPerform(iterations: jobs.count, execute: render)
        } else {
            jobs.indices.forEach(render)
        }
        var streams: [OutputStream] = []
        for (formatStreams, formatDiagnostics) in results.values {
            streams += formatStreams
            diagnostics += formatDiagnostics
        }
        let files = mode == .collect ? streams.map { OutputFile(path: $0.path, contents: $0.contents) } : []
        return Result(
            files: files, streams: streams, diagnostics: diagnostics, templateFiles: templates.files,
            tokenCount: resolved.tokens.count)
    }

    /// Every path `render` may write for `resolved` into `outDir`, known before rendering, so
    /// that a run can check them all before it writes any (`OutputSession.begin`).
    public static func plannedPaths(_ resolved: ResolvedManifest, formats: [OutputFormat], outDir: String) -> [String] {
        formats.flatMap { format in format.kind.paths(for: resolved).map { join(outDir, $0) } }
    }

    /// Limits that scale with the manifest: a template may take 64 steps per value its context
    /// holds (the built-in ones take a few), so sections nested over the same list — whose work
    /// multiplies at each level — stop with an error in time proportional to the manifest.
    /// The context's size is bounded from the resolved tokens (about 200 values per token plus
    /// 20 per platform and per size category, and 4 per family of its stack, which the Swift
    /// context lists name by name) rather than counted, which would cost more than rendering a
    /// small manifest. A long font stack is a long list, not a recursing template: without its
    /// families counted, a stack of 30,000 names stopped the built-in Swift template.
    static func stepLimits(for resolved: ResolvedManifest) -> MustacheLimits {
        let values = resolved.tokens.reduce(1_000) { total, token in
            total + 200 + 4 * token.fontFamily.count + token.platforms.reduce(0) { $0 + 20 + 20 * $1.categories.count }
        }
        var limits = MustacheLimits()
        limits.steps = min(limits.steps, 100_000 + 64 * values)
        return limits
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}

/// Slots for results computed on several threads, read after they all finish.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = ThreadLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    /// Every slot's value, in order; call after every slot is filled.
    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
