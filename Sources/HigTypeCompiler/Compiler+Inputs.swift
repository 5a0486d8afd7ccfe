import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Compiler {
    /// What the read and parse stages made of a run's inputs, before any context is chosen: the
    /// manifests' trees, or a resolver document read and checked. One `Inputs` compiles once per
    /// input, so a build of every permutation reads and checks the document once.
    public struct Inputs: Sendable {
        /// The files read and the diagnostics reported so far: what a compilation starts from.
        public internal(set) var compilation = Compilation()
        /// The paths as given.
        var paths: [String]
        /// The manifests' trees, in order (empty for a resolver document).
        var manifests: [JSONNode] = []
        /// Whether the input is a resolver document (even one too broken to read).
        public internal(set) var isResolver = false
        /// Whether that resolver document is a Tokens Studio `$themes.json` read as one.
        public internal(set) var isTokensStudioThemes = false
        /// The resolver document, when it read without errors.
        public internal(set) var resolver: ResolverModule.Loaded?
        /// Where the resolver's token files are read from, and those already read.
        var store: SourceStore
        /// The targets to build for in place of the manifest's own `platforms` (`--platforms`,
        /// a config's `platforms`): the same as a last file that sets them with
        /// `replacePlatforms`, and the one way to say it of a resolver document, which composes
        /// only its own sources. nil keeps the manifest's.
        public var platforms: [Platform]?
    }

    /// The path `-` reads a manifest from standard input, as Unix tools do.
    public static let standardInputPath = "-"
    /// How diagnostics and outputs name the manifest read from standard input.
    public static let standardInputName = "<stdin>"

    /// Reads and parses the files at `paths`: manifests, or one resolver document. A path `-`
    /// reads standard input (once: the caller refuses a second `-`), named `<stdin>`. Each file's
    /// size is checked before it is read, and a resolver document's references may lead only into
    /// the project tree of the first path, widened by `policy.allowedPaths`. A file in `replacing`
    /// (by the path diagnostics name it with) is read from there instead, as are the token files a
    /// resolver document names: `lint --fix` compiles its edits before it writes them.
    public static func read(paths: [String], policy: InputPolicy = .init(), replacing: [SourceFile] = []) -> Inputs {
        let tree = policy.tree(firstInput: paths.first)
        var inputs = Inputs(
            paths: paths.map { $0 == standardInputPath ? standardInputName : $0 },
            store: .disk(tree: tree, policy: policy, replacing: replacing))
        var total = 0
        for path in paths {
            let name = path == standardInputPath ? standardInputName : path
            if let replaced = replacing.first(where: { $0.path == name }) {
                total += replaced.bytes.count
                inputs.compilation.sources.append(replaced)
                continue
            }
            let limit = min(policy.maxFileBytes, max(0, policy.maxTotalBytes - total))
            let read =
                path == standardInputPath
                ? InputFile.readStandardInput(limit: limit)
                : FileDoor.read(path, limit: limit, tree: tree, origin: .typed)
            switch read {
            case .success(let bytes):
                total += bytes.count
                inputs.compilation.sources.append(SourceFile(path: name, bytes: bytes))
            case .failure(.tooLarge(let size, _)) where limit < policy.maxFileBytes:
                inputs.compilation.log.report(
                    .error(
                        .inputLimit,
                        "cannot read manifest '\(name)': its \(size) bytes would take the bytes this run reads past "
                            + "\(policy.maxTotalBytes), the limit for all inputs together"))
            case .failure(let failure):
                let id: DiagnosticID =
                    switch failure {
                    case .tooLarge: .jsonSize
                    case .outsideProject: .outsideProject
                    default: .ioError
                    }
                inputs.compilation.log.report(.error(id, "cannot read manifest '\(name)': \(failure.reason)"))
            }
        }
        inputs.store.remainingBytes = policy.maxTotalBytes - total
        var values = 0
        let parsed = inputs.compilation.sources.map { source in
            let result = TokenFileSyntax.parse(
                source.bytes, file: source.path, limits: policy.limits(afterValues: values))
            values += result.values
            return result
        }
        inputs.store.valuesRead = values
        take(parsed, into: &inputs)
        return inputs
    }

    /// Parses manifests already in memory. When the first is a resolver document, the others are
    /// the token files it may refer to: they are read only when it does, and only those under
    /// `root` (default: the first source's folder), as a build from disk reads only inside the project tree.
    public static func read(sources: [SourceFile], root: String? = nil, policy: InputPolicy = .init()) -> Inputs {
        let folder = sources.first.map { PathText.folder(of: $0.path) } ?? ""
        let tree = ProjectTree.memory(root: root ?? (folder.isEmpty ? "." : folder))
        var inputs = Inputs(paths: sources.map(\.path), store: .memory(sources, tree: tree, policy: policy))
        inputs.compilation.sources = sources
        guard let first = sources.first else { return inputs }
        let parsed = TokenFileSyntax.parse(first.bytes, file: first.path, limits: policy.limits(afterValues: 0))
        if ResolverModule.isResolver(path: first.path, root: parsed.root)
            || TokensStudioThemes.isThemes(path: first.path, root: parsed.root)
        {
            inputs.compilation.sources = [first]
            inputs.paths = [first.path]
            inputs.store.remainingBytes -= first.bytes.count
            inputs.store.valuesRead = parsed.values
            take([parsed], into: &inputs)
        } else {
            var values = parsed.values
            let rest = sources.dropFirst().map { source in
                let result = TokenFileSyntax.parse(
                    source.bytes, file: source.path, limits: policy.limits(afterValues: values))
                values += result.values
                return result
            }
            take([parsed] + rest, into: &inputs)
        }
        return inputs
    }

    /// Takes the parsed sources: manifests' trees, or a resolver document, read and checked.
    private static func take(_ results: [JSONParseResult], into inputs: inout Inputs) {
        for (source, parsed) in zip(inputs.compilation.sources, results) {
            inputs.compilation.log.report(contentsOf: parsed.diagnostics)
            // Tokens Studio's `$themes.json` given alone is the resolver document it stands for;
            // among token files it is one that holds no tokens (a `foreign-format` note).
            let themes = inputs.paths.count == 1 && TokensStudioThemes.isThemes(path: source.path, root: parsed.root)
            guard themes || ResolverModule.isResolver(path: source.path, root: parsed.root) else {
                if let root = parsed.root { inputs.manifests.append(root) }
                continue
            }
            inputs.isResolver = true
            guard inputs.paths.count == 1 else {
                inputs.compilation.log.report(
                    .error(
                        .resolverInput,
                        "'\(source.path)' is a resolver document, which is compiled alone: it names its own token files. "
                            + "Give it without other manifests, or add them to one of its sets",
                        at: parsed.root?.location))
                continue
            }
            guard var root = parsed.root else { continue }
            if themes {
                inputs.isTokensStudioThemes = true
                let metadata = inputs.store.load(TokensStudioThemes.metadataPath(besides: source.path))
                if case .success(let entry) = metadata {
                    inputs.compilation.log.report(contentsOf: entry.parsed.diagnostics)
                }
                let (document, notes) = TokensStudioThemes.resolverDocument(
                    root, path: source.path, metadata: try? metadata.get().parsed.root)
                inputs.compilation.log.report(contentsOf: notes)
                root = document
            }
            let (loaded, diagnostics) = ResolverModule.read(root, path: source.path)
            inputs.compilation.log.report(contentsOf: diagnostics)
            inputs.resolver = loaded
        }
        inputs.compilation.completeFixIts()
    }

    /// Why `path` could not be read, in a few words.
    public static func readFailure(_ path: String) -> String {
        switch FileKind.of(path) {
        case nil: "no such file"
        case .folder: "it is a folder"
        case .file: "permission denied"
        }
    }
}
