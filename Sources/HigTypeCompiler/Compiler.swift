import Foundation
import HigTypeCore

/// The compiler's half of the pipeline: from manifest files to a validated `ResolvedManifest`.
///
///     read      [path]            → [SourceFile]       the bytes, kept to quote lines in diagnostics
///     parse     SourceFile        → JSONNode           HigTypeCore/JSON  strict RFC 8259, with positions
///     compose   [JSONNode]        → JSONNode           Manifest/  later files extend and override
///     load      JSONNode          → Manifest           Manifest/  tokens, groups, settings
///     resolve   Manifest          → ResolvedManifest   Resolve/   aliases, HIG values per category
///     validate  ResolvedManifest  → [Diagnostic]       Validate/  the HIG rules
///
/// Every stage reports `Diagnostic`s to one log; the stages after `load` run only on a
/// manifest that loaded. `HigTypeOutputs` renders and writes what this returns, and
/// `HigTypeKit.Pipeline` runs both halves.
public enum Compiler {
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
        /// The manifest as loaded; the outputs never read it (they read `resolved`).
        public var manifest: Manifest?
        public var resolved: ResolvedManifest?
        public var log = DiagnosticLog()

        public init() {}

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
                compilation.log.report(.error(.ioError, "cannot read manifest '\(path)': \(readFailure(path))"))
                continue
            }
            compilation.sources.append(SourceFile(path: path, bytes: Array(data)))
        }
        return compile(compilation, files: paths)
    }

    /// Compiles manifests already in memory, as `compile(paths:)` does after reading them;
    /// the fuzz targets under `Fuzz/` drive the compiler through this.
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
        guard !compilation.log.hasErrors else { return compilation }
        let (composed, composeDiagnostics) = Composer.compose(documents)
        compilation.log.report(contentsOf: composeDiagnostics)
        guard let root = composed else { return compilation }

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
