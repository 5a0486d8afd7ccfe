import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// One kind of output `higtype build` generates. A format is a type that conforms to this
/// protocol, and `OutputFormat.all` lists each once: `--format`, a config's `formats`, the help,
/// the README's list (checked by a test) and the renderer all read that list, and no code
/// outside a format's own type asks for it by name.
protocol OutputKind: Sendable {
    /// The name `--format` and a config's `formats` take.
    var name: String { get }
    /// What it writes, as `--format`'s help and the README say it: "writes …".
    var summary: String { get }
    /// Whether a build without `--format` writes it.
    var isDefault: Bool { get }
    /// The built-in template it renders (`typography.css.mustache`, which `--templates DIR` may
    /// replace), writing the file of that name without `.mustache`; nil for a format built in code.
    var template: String? { get }
    /// The escaper for `{{name}}` in its template.
    var escape: @Sendable (String) -> String { get }

    /// Every path it writes for `resolved`, relative to `--out DIR`, known before rendering.
    func paths(for resolved: ResolvedManifest) -> [String]
    /// An option that would break this format's output (a library caller's; the command line
    /// refuses them first).
    func optionProblem(_ options: RenderOptions) -> Diagnostic?
    /// An error that stops the whole run before anything renders.
    func refusal(_ setup: RenderSetup) -> Diagnostic?
    /// Warnings about the options for this manifest, when the output is written all the same.
    func warnings(_ setup: RenderSetup) -> [Diagnostic]
    /// Problems of the manifest that break this format's output alone (two tokens with one name
    /// in its language): reported, and this format is left out of the run.
    func clashes(_ setup: RenderSetup) -> [Diagnostic]
    /// Renders its files into streams, each opened with `job.stream(_:)`.
    func render(_ job: RenderJob) throws(Diagnostic) -> [OutputStream]
}

extension OutputKind {
    var template: String? { nil }
    var escape: @Sendable (String) -> String { Escaping.json }
    func optionProblem(_ options: RenderOptions) -> Diagnostic? { nil }
    func refusal(_ setup: RenderSetup) -> Diagnostic? { nil }
    func warnings(_ setup: RenderSetup) -> [Diagnostic] { [] }
    func clashes(_ setup: RenderSetup) -> [Diagnostic] { [] }

    /// A templated format writes one file, named as its template without `.mustache`.
    var fileName: String? { template.map { String($0.dropLast(".mustache".count)) } }

    func paths(for resolved: ResolvedManifest) -> [String] { fileName.map { [$0] } ?? [] }

    /// A templated format renders its template into one stream: the built-in one compiled to
    /// code, `--templates DIR`'s with the Mustache engine.
    func render(_ job: RenderJob) throws(Diagnostic) -> [OutputStream] {
        guard let template, let fileName else { return [] }
        guard let entry = job.templates.entries[template] else {
            throw .error(.templateMissing, "no template named '\(template)'")
        }
        let stream = job.stream(fileName)
        let sink = { (chunk: [UInt8]) throws(Diagnostic) in
            try job.budget?.charge(chunk.count, for: stream.path)
            try stream.write(chunk)
        }
        do {
            if job.templates.rendersCompiled(template), let compiled = CompiledTemplates.named(template) {
                try CompiledOutput.render(compiled, job.model, escape: escape, limits: job.limits, into: sink)
            } else {
                try entry.template.render(
                    job.context, partials: job.partials, escape: escape, limits: job.limits, into: sink)
            }
        } catch {
            stream.discard()
            throw error
        }
        return [stream]
    }
}

/// What a format sees of one run before it renders: the manifest and the options.
struct RenderSetup {
    var resolved: ResolvedManifest
    var options: RenderOptions
    /// The platform whose values the CSS carries: `options.cssPlatform`, else the default for the targets.
    var cssPlatform: Platform?
    /// The tokens the outputs hold: those with values on some target, in manifest order.
    var tokens: [ResolvedToken]
    /// Their Swift names, computed once for the name check and the templates.
    var swiftNames: SwiftNameTable

    init(resolved: ResolvedManifest, options: RenderOptions, cssPlatform: Platform?) {
        self.resolved = resolved
        self.options = options
        self.cssPlatform = cssPlatform
        tokens = resolved.tokens.filter { !$0.platforms.isEmpty }
        swiftNames = SwiftNameTable(tokens)
    }
}

/// One format's rendering: the context, the templates, and where its streams go.
struct RenderJob {
    var resolved: ResolvedManifest
    /// The context the compiled built-in templates read.
    var model: TemplateModel
    /// Its projection, for the engine; null when no format renders with the engine.
    var context: TemplateValue
    var partials: [String: MustacheTemplate]
    var templates: TemplateSet
    var limits: MustacheLimits
    var outDir: String
    var mode: OutputStream.Mode
    var session: OutputSession?
    var budget: OutputBudget?

    /// A stream for `path`, relative to `--out DIR`.
    func stream(_ path: String) -> OutputStream {
        OutputStream(path: Renderer.join(outDir, path), mode: mode, session: session)
    }
}

/// The kinds of output `higtype build` generates, by name: a value that stands for one
/// `OutputKind`, so `request.formats = [.css, .json]` reads as it always has.
public struct OutputFormat: Sendable, Hashable, CustomStringConvertible {
    let kind: any OutputKind

    private init(_ kind: any OutputKind) { self.kind = kind }

    public static let css = OutputFormat(CSSFormat())
    public static let swift = OutputFormat(SwiftFormat())
    public static let json = OutputFormat(JSONFormat())
    public static let dtcg = OutputFormat(DTCGFormat())

    /// Every format, in the order `--format`'s help and the README list them: the one list.
    public static let all: [OutputFormat] = [.css, .swift, .json, .dtcg]

    /// What a build generates when `--format` is not given. `dtcg` is opt-in: it writes a folder
    /// of files (one per platform and size category) meant for other token tools, and adding it
    /// to the default would change what every existing build writes and `--check` expects.
    public static let defaults: [OutputFormat] = all.filter(\.isDefault)

    /// The format named `name` (`--format`, a config's `formats`), or nil.
    public init?(name: String) {
        guard let format = Self.all.first(where: { $0.name == name }) else { return nil }
        self = format
    }

    /// The name `--format` takes: `css`, `swift`, `json`, `dtcg`.
    public var name: String { kind.name }
    /// What it writes, as `--format`'s help says it.
    public var summary: String { kind.summary }
    /// Whether a build without `--format` writes it.
    public var isDefault: Bool { kind.isDefault }
    public var description: String { name }

    /// How a format's files are made.
    public enum Generation: Sendable, Equatable {
        /// One file in `--out DIR`, rendered by the Mustache template named `fileName + ".mustache"`,
        /// which `--templates DIR` may replace.
        case template(fileName: String)
        /// Several files under `--out DIR`, built in code; no template is involved.
        case code
    }

    public var generation: Generation { kind.fileName.map { .template(fileName: $0) } ?? .code }

    public static func == (a: OutputFormat, b: OutputFormat) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// `--format`'s help, from the list: the names, the defaults, and what the opt-in ones write.
    public static var help: String {
        "Comma-separated outputs to generate: \(all.map(\.name).joined(separator: ", ")) "
            + "(default: \(defaults.map(\.name).joined(separator: ","))). "
            + all.filter { !$0.isDefault }.map { "\($0.name) \($0.summary)" }.joined(separator: " ")
    }

    /// The README's `--format` entry, from the list (a test keeps the README equal to it, spaces
    /// and line breaks aside).
    public static var readme: String {
        let names = all.map { "`\($0.name)`" }.joined(separator: ", ")
        let words = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        let byDefault =
            all.prefix(defaults.count).allSatisfy(\.isDefault) && defaults.count < words.count
            ? "the first \(words[defaults.count])" : defaults.map { "`\($0.name)`" }.joined(separator: ", ")
        return "- `--format`: a comma-separated subset of \(names) (default: \(byDefault)). "
            + all.filter { !$0.isDefault }.map { "`\($0.name)` \($0.summary)" }.joined(separator: " ")
    }
}
