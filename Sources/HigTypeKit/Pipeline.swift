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
/// into its own folder and all written together (Pipeline+Permutations.swift). Render and write
/// are one call into the outputs, `OutputWriter.finish`. `build`, `lint`, `preview` and `audit`
/// each take a request holding the same `Inputs`; the commands of `HigTypeCLI` only fill a
/// request, call the pipeline, and print the result.
public enum Pipeline {
    /// What one build is asked to do.
    public struct Request: Sendable {
        /// What it compiles: the manifests or resolver document, contexts, platforms, allowed paths.
        public var inputs: Inputs
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
        /// Write (`.write`), compare (`.check`, `build --check`) or hand back (`.render`) the outputs.
        public var mode: Mode = .write
        /// The command that regenerates the outputs, for `.check`'s advice (default `higtype build`).
        public var rebuildCommand = "higtype build"
        /// Builds every permutation of a resolver document, each into the folder
        /// `ResolverPermutations.folderName` names under `outDir`, holding the modifiers the
        /// inputs' contexts name.
        public var allContexts = false
        /// Keep a fingerprint in `outDir` and skip a build that would do what the last one did
        /// (`Pipeline+Fingerprint.swift`); nil: always build.
        public var fingerprint: FingerprintSettings?

        public typealias Mode = OutputWriter.Mode

        public init(_ inputs: Inputs) { self.inputs = inputs }
        public init(manifests: [String]) { self.init(Inputs(manifests: manifests)) }
        /// A build of manifests already in memory.
        public init(sources: [Compiler.SourceFile]) { self.init(Inputs(sources: sources)) }
    }

    /// What one build did.
    public struct Result: Sendable {
        public var compilation: Compiler.Compilation
        /// The rendered outputs' bytes (and the depfile, if asked for), in `.render` mode; in
        /// `.write` and `.check` modes outputs stream to disk and only `statuses` say what happened.
        public var outputs: [OutputFile] = []
        /// What happened to each output: written or unchanged, or with `.check`, missing or stale.
        public var statuses: [(path: String, status: OutputStatus)] = []
        /// Each written output's inode as this build left it (`OutputWriter.Finished.inodes`).
        var outputInodes: [String: UInt64] = [:]
        /// Diagnostics about the files on disk, reported after rendering: checking and writing.
        public var outputDiagnostics: [Diagnostic] = []
        /// How many typography tokens were rendered (in every permutation, added up).
        public var tokenCount = 0
        /// With `allContexts`, each permutation, in order; `compilation` then merges their diagnostics.
        public var permutations: [Permutation] = []
        /// Set when the build was skipped because its fingerprint matched: what the build it
        /// replays reported. `compilation` then holds only the files read and the diagnostics.
        public var replay: Replay?

        /// How many permutations were built (0 without `allContexts`).
        public var permutationCount: Int { replay?.permutations ?? permutations.count }
        /// The contexts the build chose, as "theme=dark, size=large"; empty for none.
        public var selectionText: String {
            replay?.selection ?? compilation.selection.map { $0.choices.isEmpty ? "" : "\($0)" } ?? ""
        }

        /// Every diagnostic: the log's (compiling, templates, rendering) in source order, then the files'.
        public var diagnostics: [Diagnostic] { compilation.log.sorted + outputDiagnostics }
        public var hasErrors: Bool {
            compilation.log.hasErrors || outputDiagnostics.contains { $0.severity == .error }
        }
    }

    /// Compiles, renders and (as `request.mode` says) writes or checks the outputs: the compiler's
    /// stages here, then the writing stage in one call (`OutputWriter.finish`).
    public static func build(_ request: Request) -> Result {
        let fingerprint = fingerprinted(request)
        if let fingerprint, let replayed = replay(request, fingerprint) { return replayed }
        var inputs = request.inputs.read()
        var result = compiled(&inputs, request)
        guard !result.compilation.log.hasErrors else { return result }
        // Rendering reads the resolved tokens; the parsed trees and the tokens as loaded are
        // released before it starts, each held only here (a large manifest's biggest part).
        inputs.releaseTrees()
        result.compilation.releaseTree()
        for index in result.permutations.indices { result.permutations[index].compilation.releaseTree() }

        // Templates and rendering report into the log, sorted with the manifest's diagnostics.
        let templates = TemplateSet.load(
            overridesIn: request.templatesFolder, allowing: request.inputs.allowedPaths)
        result.compilation.log.report(contentsOf: templates.diagnostics)
        guard !result.compilation.log.hasErrors else { return result }
        let targets =
            result.permutations.isEmpty
            ? [OutputWriter.Job.Target(resolved: result.compilation.resolved, outDir: request.outDir)]
            : result.permutations.map {
                OutputWriter.Job.Target(resolved: $0.compilation.resolved, outDir: join(request.outDir, $0.folder))
            }
        // Every file read: the manifests, or a resolver document and each token file it selected.
        // Standard input is no file Make could watch, nor one an output could overwrite.
        var job = OutputWriter.Job(
            targets: targets, outDir: request.outDir, formats: request.formats, templates: templates,
            options: request.options,
            inputs: result.compilation.sources.map(\.path).filter { $0 != Compiler.standardInputName },
            inputBytes: result.compilation.sources.reduce(0) { $0 + $1.bytes.count })
        job.depfile = request.depfile
        job.depfileTarget = request.depfileTarget
        job.rebuildCommand = request.rebuildCommand
        let finished = OutputWriter.finish(job, mode: request.mode)
        result.compilation.log.report(contentsOf: finished.renderDiagnostics)
        result.tokenCount = finished.tokenCount
        result.outputs = finished.outputs
        result.statuses = finished.statuses
        result.outputInodes = finished.inodes
        result.outputDiagnostics = finished.outputDiagnostics
        if let fingerprint, request.mode == .write, !result.hasErrors, result.outputDiagnostics.isEmpty {
            record(result, request, fingerprint, templates: templates.files)
        }
        return result
    }

    /// The compilation of `inputs` as `request` asks, in a result that is its one holder, so
    /// releasing its tree frees it.
    private static func compiled(_ inputs: inout Compiler.Inputs, _ request: Request) -> Result {
        let (compilation, permutations) = compile(
            &inputs, input: request.inputs.contexts, allContexts: request.allContexts)
        return Result(compilation: compilation, permutations: permutations)
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

    /// What one preview is asked to do.
    public struct PreviewRequest: Sendable {
        /// What it compiles: the manifests or resolver document, contexts, allowed paths.
        public var inputs: Inputs
        /// Where the page goes.
        public var out: String
        /// False: only render the page, in memory.
        public var write = true
        /// The most bytes the page may take (`--max-output-bytes`; `OutputBudget`).
        public var maxOutputBytes = OutputBudget.defaultMaxOutputBytes

        public init(_ inputs: Inputs, out: String) {
            self.inputs = inputs
            self.out = out
        }
    }

    /// Compiles the inputs and writes the HTML specimen to `request.out` (or, with `write: false`,
    /// only renders it). The page is written even when rules fail, since it shows them.
    public static func preview(_ request: PreviewRequest) -> PreviewResult {
        var inputs = request.inputs.read()
        let compilation = Compiler.compile(&inputs, input: request.inputs.contexts)
        let out = request.out
        var result = PreviewResult(compilation: compilation)
        guard let resolved = compilation.resolved else { return result }
        let budget = OutputBudget(
            inputBytes: compilation.sources.reduce(0) { $0 + $1.bytes.count }, maxOutputBytes: request.maxOutputBytes)
        do {
            // The page shows every token's text at least once per platform.
            try budget.checkAhead(resolved.tokens, copies: max(1, resolved.platforms.count), for: out, onePage: true)
        } catch {
            result.outputDiagnostics.append(error)
            return result
        }
        guard let text = PreviewPage.render(resolved, diagnostics: compilation.log.sorted, limit: budget.pageLimit)
        else {
            result.outputDiagnostics.append(
                budget.pageLimit < budget.limit ? budget.exceededOutput(out) : budget.exceeded(out))
            return result
        }
        let page = OutputFile(path: out, text: text)
        result.page = page
        result.tokenCount = resolved.typographyTokens.count
        guard request.write else { return result }
        // The page's folder is its output folder; the page may not be one of the files read.
        let read = compilation.sources.map(\.path).filter { $0 != Compiler.standardInputName }
        switch OutputWriter.write([page], root: PathText.folder(of: out), inputs: read) {
        case .failure(let diagnostic): result.outputDiagnostics.append(diagnostic)
        case .success(let statuses): result.status = statuses.first?.1
        }
        return result
    }
}
