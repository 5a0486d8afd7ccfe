import Foundation

/// higtype compiles manifests in stages; each hands a value to the next:
///
///     read      [path]            → [SourceFile]       the bytes, kept to quote lines in diagnostics
///     parse     SourceFile        → JSONNode           JSON/      strict RFC 8259, with positions
///     compose   [JSONNode]        → JSONNode           Manifest/  later files extend and override
///     load      JSONNode          → Manifest           Manifest/  tokens, groups, settings
///     resolve   Manifest          → ResolvedManifest   Resolve/   aliases, HIG values per category
///     validate  ResolvedManifest  → [Diagnostic]       Validate/  the HIG rules
///     render    ResolvedManifest  → [OutputFile]       Render/    templates → CSS, Swift, JSON
///     write     [OutputFile]      → [OutputStatus]     Write/     atomic, only when bytes change
///
/// Every stage reports `Diagnostic`s to one log; the stages after `load` run only on a
/// manifest that loaded, and nothing is written if any error was reported.
public enum Pipeline {
    /// A manifest file as read from disk.
    public struct SourceFile: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Everything one run learned about its manifests.
    public struct Compilation: Sendable {
        public var sources: [SourceFile] = []
        public var manifest: Manifest?
        public var resolved: ResolvedManifest?
        public var log = DiagnosticLog()

        /// File bytes by path, for quoting source lines under diagnostics.
        public var sourceMap: [String: [UInt8]] {
            Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// Reads, parses, composes, loads, resolves and validates the manifests at `paths`.
    public static func compile(paths: [String]) -> Compilation {
        var compilation = Compilation()
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                compilation.log.report(.error("io-error", "cannot read manifest '\(path)': \(readFailure(path))"))
                continue
            }
            compilation.sources.append(SourceFile(path: path, bytes: Array(data)))
        }
        return compile(compilation, files: paths)
    }

    /// Compiles manifests already in memory, as `compile(paths:)` does after reading them;
    /// the fuzz targets under `Fuzz/` drive the pipeline through this.
    public static func compile(sources: [SourceFile]) -> Compilation {
        var compilation = Compilation()
        compilation.sources = sources
        return compile(compilation, files: sources.map(\.path))
    }

    /// Runs every stage after reading over `compilation.sources`; `files` are the manifest paths as given.
    private static func compile(_ compilation: Compilation, files paths: [String]) -> Compilation {
        var compilation = compilation
        var documents: [JSONNode] = []
        for source in compilation.sources {
            let path = source.path
            let parsed = JSONParser.parse(source.bytes, file: path)
            compilation.log.report(contentsOf: parsed.diagnostics)
            if let root = parsed.root { documents.append(root) }
        }
        guard !compilation.log.hasErrors, let root = Composer.compose(documents) else { return compilation }

        let (manifest, loadDiagnostics) = ManifestLoader.load(root, files: paths)
        compilation.log.report(contentsOf: loadDiagnostics)
        guard let manifest else { return compilation }
        compilation.manifest = manifest

        let (resolved, resolveDiagnostics) = Resolver.resolve(manifest)
        compilation.log.report(contentsOf: Validator.validate(resolved, upstream: resolveDiagnostics))
        compilation.resolved = resolved
        return compilation
    }

    private static func readFailure(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        return isDirectory.boolValue ? "it is a folder" : "permission denied"
    }
}
