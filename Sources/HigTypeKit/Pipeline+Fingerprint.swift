import HigTypeCompiler
import HigTypeCore
import HigTypeOutputs

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// No-op rebuilds (issue 27): a build that writes its outputs records a `Fingerprint` in the
/// user's cache, keyed by the output folder's real path, never in the folder itself (a team
/// commits that folder, which must change only when an output does: issue 39);
/// the next build (or `--check`) with the same options, binary, inputs and templates, whose
/// outputs are as that build left them, skips compiling and rendering and returns what it
/// reported. Anything that differs, or a fingerprint that is missing, unreadable, edited or
/// sealed under another key, and the build runs as it would without one: correctness never
/// depends on the fingerprint.
extension Pipeline {
    /// What a build needs to keep and trust fingerprints.
    public struct FingerprintSettings: Sendable {
        /// The user's key (`FingerprintKey`), which seals them.
        public var key: [UInt8]
        /// The binary's identity: its version, and anything that tells two builds of it apart.
        public var version: String
        /// The folder the fingerprints are kept in, one file per output folder; nil keeps none.
        public var folder: String?

        public init(key: [UInt8], version: String, folder: String? = nil) {
            self.key = key
            self.version = version
            self.folder = folder
        }

        /// The user's key and this binary's identity (`version`, and the running binary's size
        /// and mtime), or nil when there is no usable key or `HIGTYPE_FINGERPRINT=0` turns
        /// fingerprints off.
        public static func user(environment: [String: String], version: String) -> FingerprintSettings? {
            guard environment["HIGTYPE_FINGERPRINT"] != "0", let path = FingerprintKey.path(environment: environment),
                let key = FingerprintKey.load(at: path)
            else { return nil }
            var identity = version
            if let binary = executablePath(), let stat = FileStat(path: binary) {
                identity += " \(stat.size) \(stat.mtime)"
            }
            return FingerprintSettings(
                key: key, version: identity, folder: PathText.join(PathText.folder(of: path), "fingerprints"))
        }

        /// The running binary's real path: `/proc/self/exe` where FoundationEssentials stands
        /// alone (Linux), `Bundle.main` on Apple platforms.
        static func executablePath() -> String? {
            #if canImport(FoundationEssentials)
                let link = "/proc/self/exe"
            #else
                guard let link = Bundle.main.executablePath else { return nil }
            #endif
            return FileSystem.realPath(link)
        }
    }

    /// What a build replayed from its fingerprint reported, beyond the diagnostics and statuses.
    public struct Replay: Sendable {
        public var permutations: Int
        /// The contexts the build chose, as "theme=dark, size=large"; empty for none.
        public var selection: String
    }

    /// The fingerprint's path for the request's output folder: in the settings' folder, named by
    /// the digest of the output folder's real path; nil when fingerprints are kept nowhere.
    static func fingerprintPath(_ request: Request) -> String? {
        guard let folder = request.fingerprint?.folder else { return nil }
        let out = request.outDir.isEmpty ? "." : request.outDir
        let real = FileSystem.realPath(out) ?? ProjectTree.lexical(PathText.absolute(out, in: FileSystem.currentFolder))
        var hasher = SHA256()
        hasher.update(Array(real.utf8))
        return PathText.join(folder, SHA256.hex(hasher.finish()))
    }

    /// Whether the request may keep a fingerprint: it writes or checks files read from disk.
    static func fingerprinted(_ request: Request) -> FingerprintSettings? {
        guard let settings = request.fingerprint, request.mode != .render, request.inputs.sources == nil,
            !request.inputs.manifests.contains(Compiler.standardInputPath),
            !request.inputs.manifests.contains(Compiler.standardInputName)
        else { return nil }
        return settings
    }

    /// Everything about the request but its mode and its advice, as one text, with the current
    /// folder and the project tree its paths are read in.
    static func fingerprintOptions(_ request: Request) -> String {
        let inputs = request.inputs
        return String(
            reflecting: (
                inputs.manifests, inputs.contexts, inputs.platforms, inputs.allowedPaths, request.formats,
                request.outDir, request.templatesFolder, request.options, request.depfile, request.depfileTarget,
                request.allContexts, FileSystem.currentFolder,
                // The project tree decides which files a resolver may read.
                inputs.manifests.first.map { ProjectTree.enclosing($0).root }
            ))
    }

    /// The digest of a file read: its bytes, and where its path leads (so a symlink moved to
    /// another file of the same bytes is a change).
    static func fingerprintDigest(path: String, bytes: [UInt8]) -> String {
        var hasher = SHA256()
        let real = FileSystem.realPath(path) ?? path
        hasher.update(Array(real.utf8) + [0])
        hasher.update(bytes)
        return SHA256.hex(hasher.finish())
    }

    /// The result of the build the fingerprint in `--out` recorded, when everything it recorded
    /// still holds; nil otherwise.
    static func replay(_ request: Request, _ settings: FingerprintSettings) -> Result? {
        guard let path = fingerprintPath(request),
            case .success(let bytes) = InputFile.read(path, limit: Fingerprint.maxBytes, followSymlinks: false),
            let recorded = Fingerprint.open(bytes, key: settings.key), recorded.version == settings.version,
            recorded.options == fingerprintOptions(request)
        else { return nil }
        // A journal means a commit to recover, which only a build does.
        let folder = request.outDir.isEmpty ? "." : request.outDir
        let names = FileSystem.names(in: folder) ?? []
        guard !names.contains(where: { $0.hasPrefix(StateFile.prefix + "commit-") }) else { return nil }
        for output in recorded.outputs where FileStat(path: output.path) != output.stat { return nil }
        let limit = Compiler.InputPolicy().maxFileBytes
        var sources: [Compiler.SourceFile] = []
        for file in recorded.inputs {
            guard case .success(let bytes) = InputFile.read(file.path, limit: limit),
                fingerprintDigest(path: file.path, bytes: bytes) == file.digest
            else { return nil }
            sources.append(.init(path: file.path, bytes: bytes))
        }
        let templates = TemplateSet.load(overridesIn: request.templatesFolder, allowing: request.inputs.allowedPaths)
        guard templates.diagnostics.isEmpty, templates.files == recorded.templates.map(\.path) else { return nil }
        for file in recorded.templates {
            guard case .success(let bytes) = InputFile.read(file.path, limit: limit),
                fingerprintDigest(path: file.path, bytes: bytes) == file.digest
            else { return nil }
        }
        var compilation = Compiler.Compilation()
        compilation.sources = sources
        compilation.log.report(contentsOf: recorded.diagnostics)
        var result = Result(compilation: compilation)
        result.tokenCount = recorded.tokenCount
        result.statuses = recorded.outputs.filter { request.mode == .write || $0.checked }.map {
            ($0.path, OutputStatus.unchanged)
        }
        result.replay = Replay(permutations: recorded.permutations, selection: recorded.selection)
        return result
    }

    /// Records `result`, a build that wrote its outputs without an error, in `--out`. A
    /// fingerprint that cannot be written is left out; an old one is removed first, so it can
    /// never describe outputs this build replaced.
    static func record(_ result: Result, _ request: Request, _ settings: FingerprintSettings, templates: [String]) {
        guard let path = fingerprintPath(request), let folder = settings.folder else { return }
        FileSystem.remove(path)
        var fingerprint = Fingerprint()
        fingerprint.version = settings.version
        fingerprint.options = fingerprintOptions(request)
        fingerprint.inputs = result.compilation.sources.map {
            .init(path: $0.path, digest: fingerprintDigest(path: $0.path, bytes: $0.bytes))
        }
        let limit = Compiler.InputPolicy().maxFileBytes
        for file in templates {
            guard case .success(let bytes) = InputFile.read(file, limit: limit) else { return }
            fingerprint.templates.append(.init(path: file, digest: fingerprintDigest(path: file, bytes: bytes)))
        }
        for (output, _) in result.statuses {
            // Another build writing the same folder may have replaced the file since this one's
            // commit: its stat would then describe that build's bytes. Only this run's own file
            // (the inode its stream staged or compared) is recorded; else no fingerprint at all.
            guard let stat = FileStat(path: output), stat.inode == result.outputInodes[output] else { return }
            fingerprint.outputs.append(.init(path: output, stat: stat, checked: output != request.depfile))
        }
        fingerprint.tokenCount = result.tokenCount
        fingerprint.permutations = result.permutationCount
        fingerprint.selection = result.selectionText
        fingerprint.diagnostics = result.compilation.log.sorted
        guard FileSystem.makeFolders(folder, permissions: 0o700) else { return }
        write(fingerprint.sealed(key: settings.key), to: path)
    }

    /// Writes `bytes` to `path` by a rename from a new file beside it.
    private static func write(_ bytes: [UInt8], to path: String) {
        var generator = SystemRandomNumberGenerator()
        let temporary = path + "-new-" + String(generator.next() % 1_000_000_000_000, radix: 36)
        guard case .success(let file) = FileSystem.OpenFile.create(temporary, permissions: 0o600) else { return }
        let written = file.write(bytes).flatMap { file.close() }.flatMap { FileSystem.rename(temporary, over: path) }
        if case .failure = written { FileSystem.remove(temporary) }
    }
}
