import HigTypeCompiler
import HigTypeCore

/// The writing stage of a build as one call: `finish` plans every path, opens the output
/// folder's session (its checks and recovery), renders each resolved manifest into its folder
/// as streams, adds the depfile, and then writes all or nothing, or compares (`--check`), or
/// hands the bytes back. `Pipeline.build` (one manifest or every permutation of a resolver)
/// crosses into the outputs here once.
extension OutputWriter {
    /// What a build does with its outputs.
    public enum Mode: Sendable {
        /// Write every output whose bytes change.
        case write
        /// Write nothing; report outputs that are missing or differ (`build --check`).
        case check
        /// Write nothing; hand the outputs back in memory.
        case render
    }

    /// One build's outputs, as the compiler leaves them.
    public struct Job: Sendable {
        /// One folder's outputs: a resolved manifest (a permutation's, with `--all-contexts`)
        /// and the folder it is rendered into.
        public struct Target: Sendable {
            /// Nil when the manifest did not resolve: nothing is then written.
            public var resolved: ResolvedManifest?
            public var outDir: String

            public init(resolved: ResolvedManifest?, outDir: String) {
                self.resolved = resolved
                self.outDir = outDir
            }
        }

        public var targets: [Target]
        /// The output folder: the session's root.
        public var outDir: String
        public var formats: [OutputFormat]
        public var templates: TemplateSet
        public var options: RenderOptions
        /// Every file the build read (not standard input): none may be an output, and the
        /// depfile names them, with the custom templates used.
        public var inputs: [String]
        /// The inputs' size, which bounds the outputs' (`OutputBudget`).
        public var inputBytes: Int
        /// A Makefile dependency file, and the target it names (nil: the outputs).
        public var depfile: String?
        public var depfileTarget: String?
        /// The command that regenerates the outputs, for `.check`'s advice.
        public var rebuildCommand = "higtype build"

        public init(
            targets: [Target], outDir: String, formats: [OutputFormat], templates: TemplateSet, options: RenderOptions,
            inputs: [String], inputBytes: Int
        ) {
            self.targets = targets
            self.outDir = outDir
            self.formats = formats
            self.templates = templates
            self.options = options
            self.inputs = inputs
            self.inputBytes = inputBytes
        }
    }

    /// What the writing stage did.
    public struct Finished: Sendable {
        /// The outputs' bytes (and the depfile's) in `.render` mode.
        public var outputs: [OutputFile] = []
        /// What happened to each output: written or unchanged, or with `.check`, missing or stale.
        public var statuses: [(path: String, status: OutputStatus)] = []
        /// After a write, each output's inode as this run left it (`OutputStream.inode`): a
        /// fingerprint records an output only while it is still this run's file.
        public var inodes: [String: UInt64] = [:]
        /// Rendering's diagnostics (templates, names, options), reported with the compiler's.
        public var renderDiagnostics: [Diagnostic] = []
        /// Diagnostics about the files on disk: planning, checking and writing.
        public var outputDiagnostics: [Diagnostic] = []
        /// How many typography tokens were rendered, over every target.
        public var tokenCount = 0
    }

    /// Renders `job` and, as `mode` says, writes, checks or collects its outputs. Nothing is
    /// written when rendering reports an error or any path cannot be written.
    public static func finish(_ job: Job, mode: Mode) -> Finished {
        var finished = Finished()
        let streamMode: OutputStream.Mode =
            switch mode {
            case .render: .collect
            case .check: .compare
            case .write: .stage
            }
        // Before anything is written: every path the run may write is checked, and what a killed
        // run left in the output folder is put back (or, for a check, reported).
        var session: OutputSession?
        if mode != .render {
            var planned = job.targets.flatMap { target in
                target.resolved.map { Renderer.plannedPaths($0, formats: job.formats, outDir: target.outDir) } ?? []
            }
            let readFiles = job.inputs + job.templates.files
            if let depfile = job.depfile {
                do {
                    _ = try Depfile.render(
                        targets: job.depfileTarget.map { [$0] } ?? planned, prerequisites: readFiles)
                } catch {
                    finished.outputDiagnostics.append(error)
                    return finished
                }
                if mode == .write { planned.append(depfile) }
            }
            let opened = OutputSession(root: job.outDir, purpose: mode == .check ? .check : .build)
            let problems = opened.begin(targets: planned, inputs: readFiles)
            guard problems.isEmpty else {
                opened.end(succeeded: false)
                finished.outputDiagnostics += problems
                return finished
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
            inputBytes: job.inputBytes, permutations: job.targets.count, maxOutputBytes: job.options.maxOutputBytes)
        for target in job.targets {
            guard let resolved = target.resolved else {
                streams.forEach { $0.discard() }
                return finished
            }
            let rendered = Renderer.render(
                resolved, formats: job.formats, outDir: target.outDir, templates: job.templates, options: job.options,
                mode: streamMode, session: session, budget: budget)
            finished.renderDiagnostics += rendered.diagnostics
            finished.tokenCount += rendered.tokenCount
            finished.outputs += rendered.files
            streams += rendered.streams
            templateFiles = rendered.templateFiles
        }
        guard !finished.renderDiagnostics.contains(where: { $0.severity == .error }) else {
            streams.forEach { $0.discard() }
            return finished
        }

        if let depfile = job.depfile {
            let targets = job.depfileTarget.map { [$0] } ?? streams.map(\.path)
            let text: String
            do {
                text = try Depfile.render(targets: targets, prerequisites: job.inputs + templateFiles)
            } catch {
                streams.forEach { $0.discard() }
                finished.outputDiagnostics.append(error)
                return finished
            }
            if mode == .render {
                finished.outputs.append(OutputFile(path: depfile, text: text))
            } else if mode == .write {
                let stream = OutputStream(path: depfile, mode: .stage, session: session)
                do {
                    try stream.write(Array(text.utf8))
                } catch {
                    streams.forEach { $0.discard() }
                    finished.outputDiagnostics.append(error)
                    return finished
                }
                streams.append(stream)
            }
        }

        switch mode {
        case .render:
            break
        case .check:
            // The depfile is bookkeeping for Make, not an output a check holds anyone to.
            check(streams, rebuildCommand: job.rebuildCommand, into: &finished)
            succeeded = true
        case .write:
            switch session.map({ $0.commit(streams) }) ?? .success([]) {
            case .failure(let diagnostic): finished.outputDiagnostics.append(diagnostic)
            case .success(let statuses):
                finished.statuses = statuses
                for stream in streams { finished.inodes[stream.path] = stream.inode }
                succeeded = true
            }
        }
        return finished
    }

    /// `--check`: each stream's status, and an error for each output missing or stale.
    private static func check(_ streams: [OutputStream], rebuildCommand: String, into finished: inout Finished) {
        for stream in streams {
            let status = (try? stream.finish()) ?? .stale
            finished.statuses.append((stream.path, status))
            switch status {
            case .missing:
                finished.outputDiagnostics.append(
                    .error(.missingOutput, "'\(stream.path)' is missing; run '\(rebuildCommand)' to generate it"))
            case .stale:
                finished.outputDiagnostics.append(
                    .error(.staleOutput, "'\(stream.path)' is out of date; run '\(rebuildCommand)' to regenerate it"))
            case .written, .unchanged:
                break
            }
        }
    }
}
