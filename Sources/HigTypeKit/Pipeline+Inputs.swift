import HigTypeCompiler

/// What every entry point compiles, in one shape: `build`, `lint`, `preview` and `audit` each
/// take a request that holds one `Inputs`, and fill it from the command line and `higtype.json`
/// the same way.
extension Pipeline {
    public struct Inputs: Sendable {
        /// The manifests, as paths; later files extend and override earlier ones.
        public var manifests: [String]
        /// The manifests' bytes, when the caller has them in memory (`manifests` then only names them).
        public var sources: [Compiler.SourceFile]?
        /// The contexts chosen for a resolver document's modifiers (`--context`); the others take their defaults.
        public var contexts = ResolverInput()
        /// The targets to build for in place of the manifest's `platforms` (`--platforms`); nil
        /// keeps the manifest's. See `Compiler.Inputs.platforms`.
        public var platforms: [Platform]?
        /// Folders a resolver document's references and the templates may lead into besides the
        /// project tree and the templates folder (`--allow-path`).
        public var allowedPaths: [String] = []

        public init(manifests: [String]) { self.manifests = manifests }

        /// Manifests already in memory.
        public init(sources: [Compiler.SourceFile]) {
            self.manifests = sources.map(\.path)
            self.sources = sources
        }

        var policy: Compiler.InputPolicy { Compiler.InputPolicy(allowedPaths: allowedPaths) }

        /// The files read and parsed, with `platforms` applied; `replacing` gives some files'
        /// bytes in place of the disk's (a fix's passes).
        func read(replacing: [Compiler.SourceFile] = []) -> Compiler.Inputs {
            var inputs =
                replacing.isEmpty
                ? (sources.map { Compiler.read(sources: $0, policy: policy) }
                    ?? Compiler.read(paths: manifests, policy: policy))
                : Compiler.read(paths: manifests, policy: policy, replacing: replacing)
            inputs.platforms = platforms
            return inputs
        }
    }
}
