import HigTypeCompiler
import HigTypeOutputs
import HigTypeSpec

/// A build's options kept in a file beside its tokens, `higtype.json`, so that the SwiftPM plugin,
/// an Xcode project and a command line (`--config FILE`) build the same thing from one place.
/// Every key is optional, and paths are relative to the file's folder:
///
///     {
///       "manifests": ["brand.tokens.json", "app.tokens.json"],
///       "platforms": ["ios", "watchos"],
///       "namespace": "AppTypography",
///       "out": "Generated",
///       "formats": ["swift", "css", "json"]
///     }
///
/// or, for a DTCG resolver document, `"resolver": "app.resolver.json"` with
/// `"contexts": { "theme": "dark" }`. A command line's own options and manifests take
/// precedence over the file's. `docs/integration.md` documents the keys.
public struct BuildConfig: Sendable, Equatable {
    /// The file, as its path was given.
    public var path: String
    /// The token files, in composition order, as paths from the current folder.
    public var manifests: [String]?
    /// A resolver document in place of manifests, as a path from the current folder.
    public var resolver: String?
    /// The resolver's contexts, one per modifier; the others take their defaults.
    public var contexts = ResolverInput()
    /// The targets to build for, in place of the manifest's (`Compiler.Inputs.platforms`).
    public var platforms: [Platform]?
    /// The Swift enum that holds the constants (`--swift-namespace`).
    public var namespace: String?
    /// Where outputs go, as a path from the current folder (`--out`).
    public var out: String?
    /// Which outputs to generate (`--format`).
    public var formats: [OutputFormat]?
    /// What `higtype audit` leaves out, and its baseline (`AuditConfig`).
    public var audit: AuditConfig?

    public init(path: String) { self.path = path }

    /// The keys a config may have, in the order the docs list them.
    public static let keys = ["manifests", "resolver", "contexts", "platforms", "namespace", "out", "formats", "audit"]

    /// The file name the SwiftPM plugin looks for in a target.
    public static let fileName = "higtype.json"

    /// What the compiler reads: the resolver document, or the manifests; nil when the file names neither.
    public var inputs: [String]? { resolver.map { [$0] } ?? manifests }
}
