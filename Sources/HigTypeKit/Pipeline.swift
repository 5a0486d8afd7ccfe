import HigTypeAudit
import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// higtype as a library: the whole pipeline behind one call. `import HigTypeKit` brings every
/// layer's public types with it.
///
///     read      [path]            → [SourceFile]       HigTypeCompiler  the bytes, for quoting lines
///     parse     SourceFile        → JSONNode           HigTypeCore      strict RFC 8259, with positions
///     order     resolver document → [JSONNode]         HigTypeCompiler  a resolver's token sources for
///                                                      the chosen contexts, in merge order
///     compose   [JSONNode]        → JSONNode           HigTypeCompiler  later files extend and override
///     load      JSONNode          → Manifest           HigTypeCompiler  tokens, groups, settings
///     resolve   Manifest          → ResolvedManifest   HigTypeCompiler  aliases, HIG values per category
///     validate  ResolvedManifest  → [Diagnostic]       HigTypeCompiler  the HIG rules
///     render    ResolvedManifest  → [OutputFile]       HigTypeOutputs   CSS, Swift, JSON, DTCG
///     write     [OutputFile]      → [OutputStatus]     HigTypeOutputs   atomic, only when bytes change
///
/// Every stage reports `Diagnostic`s to one log. Rendering runs only on a manifest without
/// errors, and nothing is written if any error was reported. A resolver document compiles for
/// the contexts `--context` chooses, or with `allContexts` once per permutation, each rendered
/// into its own folder and all written together (Pipeline+Permutations.swift). The commands of `HigTypeCLI` only
/// turn arguments into a `Pipeline.Request`, call `build` or `preview`, and print the result.
public enum Pipeline {
    /// What one build is asked to do.
    public struct Request: Sendable {
        /// The manifests, as paths; later files extend and override earlier ones.
        public var manifests: [String]
        /// The manifests' bytes, when the caller has them in memory (`manifests` then only names them).
        public var sources: [Compiler.SourceFile]?
        public var formats: [OutputFormat] = OutputFormat.defaults
        /// The folder the outputs' paths are in.
        public var outDir: String = "."
        /// A folder of `*.mustache` files that replace built-in templates of the same name.
        public var templatesFolder: String?
        public var options = RenderOptions()
        /// A Makefile dependency file to write beside the outputs, and the target it names
        /// (nil: the outputs themselves).
        public var depfile: String?
        public var depfileTarget: String?
        public var mode: Mode = .write
        /// The command that regenerates the outputs, for `.check`'s advice (default `higtype build`).
        public var rebuildCommand = "higtype build"
        /// The contexts chosen for a resolver document's modifiers (`--context`); the others take their defaults.
        public var input = ResolverInput()
        /// Builds every permutation of a resolver document, each into the folder
        /// `ResolverPermutations.folderName` names under `outDir`, holding the modifiers `input` names.
        public var allContexts = false
        /// Folders a resolver document's references and the templates may lead into besides the
        /// project tree and the templates folder (`--allow-path`).
        public var allowedPaths: [String] = []
        /// The targets to build for in place of the manifest's `platforms` (`--platforms`); nil
        /// keeps the manifest's. See `Compiler.Inputs.platforms`.
        public var platforms: [Platform]?

        public enum Mode: Sendable {
            /// Write every output whose bytes change.
            case write
            /// Write nothing; report outputs that are missing or differ (`build --check`).
            case check
            /// Write nothing; hand the outputs back in memory.
            case render
        }

        public init(manifests: [String]) { self.manifests = manifests }

        /// A build of manifests already in memory.
        public init(sources: [Compiler.SourceFile]) {
            self.manifests = sources.map(\.path)
            self.sources = sources
        }
    }

    /// What one build did.
    public struct Result: Sendable {
        public var compilation: Compiler.Compilation
        /// The rendered outputs' bytes (and the depfile, if asked for), in `.render` mode; in
        /// `.write` and `.check` modes outputs stream to disk and only `statuses` say what happened.
        public var outputs: [OutputFile] = []
        /// What happened to each output: written or unchanged, or with `.check`, missing or stale.
        public var statuses: [(path: String, status: OutputStatus)] = []
        /// Diagnostics about the files on disk, reported after rendering: checking and writing.
        public var outputDiagnostics: [Diagnostic] = []
        /// How many typography tokens were rendered (in every permutation, added up).
        public var tokenCount = 0
        /// With `allContexts`, each permutation, in order; `compilation` then merges their diagnostics.
        public var permutations: [Permutation] = []

        /// Every diagnostic: the log's (compiling, templates, rendering) in source order, then the files'.
        public var diagnostics: [Diagnostic] { compilation.log.sorted + outputDiagnostics }
        public var hasErrors: Bool {
            compilation.log.hasErrors || outputDiagnostics.contains { $0.severity == .error }
        }
    }

    /// Compiles, renders and (as `request.mode` says) writes or checks the outputs.
    public static func build(_ request: Request) -> Result {
        let policy = Compiler.InputPolicy(allowedPaths: request.allowedPaths)
        var inputs =
            request.sources.map { Compiler.read(sources: $0, policy: policy) }
            ?? Compiler.read(paths: request.manifests, policy: policy)
        inputs.platforms = request.platforms
        let (compilation, permutations) = compile(&inputs, input: request.input, allContexts: request.allContexts)
        var result = Result(compilation: compilation, permutations: permutations)
        guard !compilation.log.hasErrors else { return result }

        // Templates and rendering report into the log, sorted with the manifest's diagnostics.
        let templates = TemplateSet.load(overridesIn: request.templatesFolder, allowing: request.allowedPaths)
        result.compilation.log.report(contentsOf: templates.diagnostics)
        guard !result.compilation.log.hasErrors else { return result }
        let streamMode: OutputStream.Mode =
            switch request.mode {
            case .render: .collect
            case .check: .compare
            case .write: .stage
            }
        let targets: [(Compiler.Compilation, String)] =
            permutations.isEmpty
            ? [(compilation, request.outDir)] : permutations.map { ($0.compilation, join(request.outDir, $0.folder)) }
        // Every file read: the manifests, or a resolver document and each token file it selected.
        // Standard input is no file Make could watch, nor one an output could overwrite.
        let readFiles =
            result.compilation.sources.map(\.path).filter { $0 != Compiler.standardInputName } + templates.files

        // Before anything is written: every path the run may write is checked, and what a killed
        // run left in the output folder is put back (or, for a check, reported).
        var session: OutputSession?
        if request.mode != .render {
            var planned = targets.flatMap { compilation, outDir in
                compilation.resolved.map { Renderer.plannedPaths($0, formats: request.formats, outDir: outDir) } ?? []
            }
            if let depfile = request.depfile {
                do {
                    _ = try Depfile.render(
                        targets: request.depfileTarget.map { [$0] } ?? planned, prerequisites: readFiles)
                } catch {
                    result.outputDiagnostics.append(error)
                    return result
                }
                if request.mode == .write { planned.append(depfile) }
            }
            let opened = OutputSession(root: request.outDir, purpose: request.mode == .check ? .check : .build)
            let problems = opened.begin(targets: planned, inputs: readFiles)
            guard problems.isEmpty else {
                opened.end(succeeded: false)
                result.outputDiagnostics += problems
                return result
            }
            session = opened
        }
        var succeeded = false
        defer { session?.end(succeeded: succeeded) }

        var streams: [OutputStream] = []
        var templateFiles: [String] = []
        // The outputs are bounded by the inputs' size (times the permutations), so `$extends` or
        // descriptions that multiply cannot make a small manifest write gigabytes.
        let budget = OutputBudget(
            inputBytes: compilation.sources.reduce(0) { $0 + $1.bytes.count }, permutations: targets.count)
        for (compilation, outDir) in targets {
            guard let resolved = compilation.resolved else {
                streams.forEach { $0.discard() }
                return result
            }
            let rendered = Renderer.render(
                resolved, formats: request.formats, outDir: outDir, templates: templates, options: request.options,
                mode: streamMode, session: session, budget: budget)
            result.compilation.log.report(contentsOf: rendered.diagnostics)
            result.tokenCount += rendered.tokenCount
            result.outputs += rendered.files
            streams += rendered.streams
            templateFiles = rendered.templateFiles
        }
        guard !result.compilation.log.hasErrors else {
            streams.forEach { $0.discard() }
            return result
        }

        if let depfile = request.depfile {
            let targets = request.depfileTarget.map { [$0] } ?? streams.map(\.path)
            let prerequisites =
                result.compilation.sources.map(\.path).filter { $0 != Compiler.standardInputName } + templateFiles
            let text: String
            do {
                text = try Depfile.render(targets: targets, prerequisites: prerequisites)
            } catch {
                streams.forEach { $0.discard() }
                result.outputDiagnostics.append(error)
                return result
            }
            if request.mode == .render {
                result.outputs.append(OutputFile(path: depfile, text: text))
            } else if request.mode == .write {
                let stream = OutputStream(path: depfile, mode: .stage, session: session)
                do {
                    try stream.write(Array(text.utf8))
                } catch {
                    streams.forEach { $0.discard() }
                    result.outputDiagnostics.append(error)
                    return result
                }
                streams.append(stream)
            }
        }

        switch request.mode {
        case .render:
            break
        case .check:
            // The depfile is bookkeeping for Make, not an output a check holds anyone to.
            for stream in streams {
                let status = (try? stream.finish()) ?? .stale
                result.statuses.append((stream.path, status))
                switch status {
                case .missing:
                    result.outputDiagnostics.append(
                        .error(
                            .missingOutput,
                            "'\(stream.path)' is missing; run '\(request.rebuildCommand)' to generate it"))
                case .stale:
                    result.outputDiagnostics.append(
                        .error(
                            .staleOutput,
                            "'\(stream.path)' is out of date; run '\(request.rebuildCommand)' to regenerate it"))
                case .written, .unchanged:
                    break
                }
            }
            succeeded = true
        case .write:
            switch session.map({ $0.commit(streams) }) ?? .success([]) {
            case .failure(let diagnostic): result.outputDiagnostics.append(diagnostic)
            case .success(let statuses):
                result.statuses = statuses
                succeeded = true
            }
        }
        return result
    }

    /// What one preview did.
    public struct PreviewResult: Sendable {
        public var compilation: Compiler.Compilation
        /// The page, or nil when the manifest did not get as far as resolution.
        public var page: OutputFile?
        /// What happened to the page when it was written.
        public var status: OutputStatus?
        public var outputDiagnostics: [Diagnostic] = []
        /// How many typography tokens the page shows.
        public var tokenCount = 0

        public var diagnostics: [Diagnostic] { compilation.log.sorted + outputDiagnostics }
        public var hasErrors: Bool {
            compilation.log.hasErrors || outputDiagnostics.contains { $0.severity == .error }
        }
    }

    /// Compiles the manifests (or a resolver document, with the contexts `input` chooses) and
    /// writes the HTML specimen to `out` (or, with `write: false`, only renders it). The page is
    /// written even when rules fail, since it shows them. `allowedPaths` widens the project tree.
    public static func preview(
        manifests: [String], out: String, write: Bool = true, input: ResolverInput = .init(),
        allowedPaths: [String] = []
    ) -> PreviewResult {
        let compilation = Compiler.compile(
            paths: manifests, input: input, policy: .init(allowedPaths: allowedPaths))
        var result = PreviewResult(compilation: compilation)
        guard let resolved = compilation.resolved else { return result }
        let budget = OutputBudget(inputBytes: compilation.sources.reduce(0) { $0 + $1.bytes.count })
        do {
            // The page shows every token's text at least once per platform.
            try budget.checkAhead(resolved.tokens, copies: max(1, resolved.platforms.count), for: out)
        } catch {
            result.outputDiagnostics.append(error)
            return result
        }
        guard let text = PreviewPage.render(resolved, diagnostics: compilation.log.sorted, limit: budget.limit) else {
            result.outputDiagnostics.append(budget.exceeded(out))
            return result
        }
        let page = OutputFile(path: out, text: text)
        result.page = page
        result.tokenCount = resolved.typographyTokens.count
        guard write else { return result }
        // The page's folder is its output folder; the page may not be one of the files read.
        let inputs = compilation.sources.map(\.path).filter { $0 != Compiler.standardInputName }
        switch OutputWriter.write([page], root: PathText.folder(of: out), inputs: inputs) {
        case .failure(let diagnostic): result.outputDiagnostics.append(diagnostic)
        case .success(let statuses): result.status = statuses.first?.1
        }
        return result
    }
}
