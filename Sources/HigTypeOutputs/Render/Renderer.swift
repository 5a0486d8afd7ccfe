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

/// Renders the resolved manifest into output files: through the templates, or for `dtcg` in code.
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
        if let asked = options.cssPlatform, formats.contains(.css), !resolved.platforms.contains(asked) {
            // An empty `:root {}` with exit 0 would be a silently wrong output.
            let targets = resolved.platforms.map(\.rawValue).joined(separator: ", ")
            let error = Diagnostic.error(
                .platformNotTargeted,
                "--css-platform \(asked.rawValue): the manifest does not target \(asked.displayName), so there are no "
                    + "values to write; its platforms are \(targets.isEmpty ? "none with HIG tables" : targets). "
                    + "Add it to $extensions[\"dev.higtype\"].platforms or pick one of those")
            return Result(files: [], streams: [], diagnostics: [error], templateFiles: templates.files, tokenCount: 0)
        }
        if let problem = options.problem(for: formats) {
            return Result(files: [], streams: [], diagnostics: [problem], templateFiles: templates.files, tokenCount: 0)
        }
        let cssPlatform = options.cssPlatform ?? RenderOptions.defaultCSSPlatform(for: resolved.platforms)
        let context = TemplateContext(resolved: resolved, cssPlatform: cssPlatform, options: options).build()
        if options.cssTextScale, formats.contains(.css), let cssPlatform,
            TextScaleBreakpoints(HIG.spec(for: cssPlatform)) == nil
        {
            diagnostics.append(
                .warning(
                    .textScaleIgnored,
                    "--css-text-scale changes nothing: the CSS carries \(cssPlatform.displayName)'s values, which have "
                        + "one size category, so there is no curve to follow; the CSS is as without the flag. Pick a "
                        + "platform with Dynamic Type sizes with --css-platform ios or watchos, or drop the flag"))
        }
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
        // Clashing Swift names would not compile: report them, and leave the Swift file out.
        let swiftClashes =
            formats.contains(.swift)
            ? SwiftNameCheck.check(
                resolved.tokens.lazy.filter { !$0.platforms.isEmpty }, namespace: options.swiftNamespace) : []
        diagnostics += swiftClashes
        // Clashing CSS names would let one token's values silently replace another's: likewise.
        let cssClashes = formats.contains(.css) ? CSSNameCheck.check(resolved.tokens, platform: cssPlatform) : []
        diagnostics += cssClashes
        let jobs = formats.filter { !($0 == .swift && !swiftClashes.isEmpty) && !($0 == .css && !cssClashes.isEmpty) }
        // Each format renders independently from the same immutable context, so large manifests
        // render them in parallel; for small ones starting threads would cost more than it saves.
        let results = ConcurrentResults<([OutputStream], [Diagnostic])>(count: jobs.count)
        let render: @Sendable (Int) -> Void = { index in
            results[index] = renderOne(
                jobs[index], resolved: resolved, context: context, partials: partials, templates: templates,
                limits: limits, outDir: outDir, mode: mode, session: session, budget: budget)
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

    private static func renderOne(
        _ format: OutputFormat, resolved: ResolvedManifest, context: TemplateValue,
        partials: [String: MustacheTemplate], templates: TemplateSet, limits: MustacheLimits, outDir: String,
        mode: OutputStream.Mode, session: OutputSession?, budget: OutputBudget?
    ) -> ([OutputStream], [Diagnostic]) {
        var streams: [OutputStream] = []
        do {
            guard case .template(let fileName) = format.generation else {
                // `dtcg` is the one format built in code: a folder of files rather than one template.
                for file in DTCGOutput.files(for: resolved) {
                    let stream = OutputStream(path: join(outDir, file.path), mode: mode, session: session)
                    streams.append(stream)
                    try budget?.charge(file.text.utf8.count, for: stream.path)
                    try stream.write(Array(file.text.utf8))
                }
                return (streams, [])
            }
            let templateName = fileName + ".mustache"
            guard let entry = templates.entries[templateName] else {
                return ([], [.error(.templateMissing, "no template named '\(templateName)'")])
            }
            let stream = OutputStream(path: join(outDir, fileName), mode: mode, session: session)
            streams.append(stream)
            try entry.template.render(
                context, partials: partials, escape: Escaping.escaper(for: format), limits: limits,
                into: { (chunk) throws(Diagnostic) in
                    try budget?.charge(chunk.count, for: stream.path)
                    try stream.write(chunk)
                })
            return (streams, [])
        } catch {
            streams.forEach { $0.discard() }
            return ([], [error])
        }
    }

    /// Every path `render` may write for `resolved` into `outDir`, known before rendering, so
    /// that a run can check them all before it writes any (`OutputSession.begin`).
    public static func plannedPaths(_ resolved: ResolvedManifest, formats: [OutputFormat], outDir: String) -> [String] {
        formats.flatMap { format -> [String] in
            switch format.generation {
            case .template(let fileName): [join(outDir, fileName)]
            case .code: DTCGOutput.paths(for: resolved).map { join(outDir, $0) }
            }
        }
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

    private static func join(_ folder: String, _ name: String) -> String {
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
