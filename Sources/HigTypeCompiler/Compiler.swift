import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The compiler's half of the pipeline: from manifest files, or a resolver document, to a
/// validated `ResolvedManifest`.
///
///     read      [path]            → [SourceFile]       the bytes, kept to quote lines in diagnostics
///     parse     SourceFile        → JSONNode           HigTypeCore/JSON  strict RFC 8259, with positions
///     order     resolver document → [JSONNode]         ResolverModule/  the token sources the chosen
///                                                      contexts select, read, in merge order
///     compose   [JSONNode]        → JSONNode           Manifest/  later files extend and override
///     load      JSONNode          → Manifest           Manifest/  tokens, groups, settings
///     resolve   Manifest          → ResolvedManifest   Resolve/   aliases, HIG values per category
///     validate  ResolvedManifest  → [Diagnostic]       Validate/  the HIG rules
///
/// `order` runs only for a resolver document; for manifests, compose takes their trees as given.
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
        /// Every file read, in the order read: the manifests, or a resolver document and the token
        /// files it selected. The depfile lists them.
        public var sources: [SourceFile] = []
        /// The manifest as loaded, with its raw JSON: the compiler's own (internal). Other layers
        /// read `resolved`, and `platforms` when it did not resolve.
        var manifest: Manifest?
        public var resolved: ResolvedManifest?
        /// The contexts a resolver document was compiled with; nil for manifests.
        public var selection: ResolverSelection?
        public var log = DiagnosticLog()
        /// The files read in another tool's format (Tokens Studio, Style Dictionary, Figma), and
        /// which; the others are DTCG. Diagnostics in these files carry no fix-it, since a fix-it
        /// writes DTCG's syntax and these files are not DTCG.
        public var formats: [String: TokenFormat] = [:]
        /// The tokens of those files that were not read, a value needing a guess; `adopt` leaves
        /// them out (`SkipFinder`), and a skip list naming one leaves out its errors.
        var unread: [UnreadToken] = []

        public init() {}

        /// The target platforms the manifest names (its `platforms` setting, else iOS), those
        /// without HIG tables included; nil when no manifest loaded. `resolved.platforms` keeps
        /// only the ones with tables.
        public var platforms: [Platform]? { manifest?.settings.platforms }

        /// File bytes by path, for quoting source lines under diagnostics.
        public var sourceMap: [String: [UInt8]] {
            Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a })
        }

        /// Finds the end of every fix-it that replaces a JSON value (`FixIt.replaceJSON`) in the
        /// files read, so each is an edit with both ends. The stages that make fix-its hold the
        /// tree, whose nodes keep only their start; the compiler calls this before it returns.
        public mutating func completeFixIts() {
            guard log.diagnostics.contains(where: { $0.fixIt?.endsWithJSONValue == true }) else { return }
            log.completeFixIts(in: sourceMap)
        }
    }

    /// Reads, parses, composes, loads, resolves and validates the manifests at `paths`, or the
    /// resolver document at `paths[0]` with the contexts `input` chooses (defaults for the rest),
    /// reading only what `policy` allows.
    public static func compile(paths: [String], input: ResolverInput = .init(), policy: InputPolicy = .init())
        -> Compilation
    {
        var inputs = read(paths: paths, policy: policy)
        return compile(&inputs, input: input)
    }

    /// Compiles manifests already in memory, as `compile(paths:)` does after reading them; the
    /// fuzz targets under `Fuzz/` drive the compiler through this. When the first source is a
    /// resolver document, the others are the files it may refer to, and nothing is read from disk.
    public static func compile(sources: [SourceFile], input: ResolverInput = .init()) -> Compilation {
        var inputs = read(sources: sources)
        return compile(&inputs, input: input)
    }

    /// Runs every stage after reading and parsing over `inputs`, for one input of a resolver
    /// document. Token files read on the way stay in `inputs`, so compiling again for another
    /// input (another permutation) reads none twice. Every fix-it it returns is a complete edit
    /// (`Compilation.completeFixIts()`).
    ///
    /// `appending` are documents composed after everything `inputs` select, as a later file on
    /// the command line or a set at the end of a resolver document's `resolutionOrder` would be:
    /// how `adopt` checks its adapter against the sources without writing or editing any file.
    public static func compile(
        _ inputs: inout Inputs, input: ResolverInput = .init(), appending: [SourceFile] = []
    ) -> Compilation {
        var compilation = stages(&inputs, input: input, appending: appending)
        // A converted file's fix-its would write DTCG into another format, and a JSON5 file's
        // are made for JSON (a value's end is found by JSON's rules): neither is offered.
        let converted = Set(compilation.formats.keys)
        let unoffered = { (diagnostic: Diagnostic) in
            diagnostic.location.map { converted.contains($0.file) || JSON5Parser.isJSON5(path: $0.file) } ?? false
        }
        if compilation.log.diagnostics.contains(where: { $0.fixIt != nil && unoffered($0) }) {
            compilation.log.removeFixIts(where: unoffered)
        }
        compilation.completeFixIts()
        return compilation
    }

    private static func stages(_ inputs: inout Inputs, input: ResolverInput, appending: [SourceFile]) -> Compilation {
        var compilation = inputs.compilation
        var documents = inputs.manifests
        var files = inputs.paths
        if let loaded = inputs.resolver {
            let (selection, problems) = loaded.document.select(input)
            compilation.log.report(contentsOf: problems)
            guard let selection, !compilation.log.hasErrors else { return compilation }
            compilation.selection = selection
            let ordered = ResolverModule.documents(loaded, selection: selection, store: &inputs.store)
            compilation.sources += ordered.files.filter { file in !compilation.sources.contains { $0.path == file.path }
            }
            compilation.log.report(contentsOf: ordered.diagnostics)
            // A selection of empty contexts composes to an empty tree, which loads as a manifest without tokens.
            documents =
                ordered.documents.isEmpty
                ? [JSONNode(.object(JSONObject()), at: loaded.document.orderLocation)] : ordered.documents
            files = [loaded.document.path]
        } else if !input.isEmpty, !inputs.isResolver {
            compilation.log.report(
                .error(
                    .resolverInput,
                    "--context chooses contexts of a resolver document, and \(inputs.paths.joined(separator: ", ")) "
                        + "\(inputs.paths.count == 1 ? "is a token manifest" : "are token manifests")"))
        }
        guard !compilation.log.hasErrors else { return compilation }
        for file in appending {
            let parsed = JSONParser.parse(file.bytes, file: file.path)
            compilation.sources.append(file)
            compilation.log.report(contentsOf: parsed.diagnostics)
            if let root = parsed.root {
                documents.append(root)
                files.append(file.path)
            }
        }
        guard !compilation.log.hasErrors else { return compilation }
        compilation.log.report(contentsOf: GeneratedInputs.diagnose(documents))
        let composition = Composer.composition(documents)
        compilation.formats = composition.formats
        compilation.unread = composition.unread
        guard let root = composition.root else {
            compilation.log.report(contentsOf: composition.diagnostics)
            return compilation
        }
        // What the root's `skip` setting leaves out is neither reported nor resolved (`SkipList`).
        var skipProblems: [Diagnostic] = []
        let skip = SkipList.read(root, diagnostics: &skipProblems)
        let (skipped, unknown) = skip.positions(in: root, unread: composition.unread)
        let kept = { (diagnostic: Diagnostic) in
            diagnostic.location.map { !SkipList.contains($0, in: skipped) } ?? true
        }
        compilation.log.report(contentsOf: composition.diagnostics.filter(kept) + skipProblems + unknown)

        let (loaded, loadDiagnostics) = ManifestLoader.load(
            root, files: files, replacedTypes: composition.replacedTypes)
        compilation.log.report(contentsOf: loadDiagnostics.filter(kept))
        guard var manifest = loaded else { return compilation }
        if !skip.isEmpty {
            manifest.loadedWithErrors = loadDiagnostics.contains { $0.severity == .error && kept($0) }
        }
        manifest.adapterFiles = Set(documents.filter(AdapterDocument.isMarked).map(\.location.file))
        if let platforms = inputs.platforms {
            manifest.settings.platforms = platforms
            manifest.settings.platformsLocation = nil
        }
        compilation.manifest = manifest

        let (found, resolveDiagnostics) = Resolver.resolve(manifest)
        var resolved = found
        if !skip.isEmpty { resolved.tokens.removeAll { skip.contains($0.name) } }
        compilation.log.report(contentsOf: Validator.validate(resolved, upstream: resolveDiagnostics.filter(kept)))
        compilation.resolved = resolved
        return compilation
    }
}
