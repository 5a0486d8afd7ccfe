import HigTypeCore

/// A parsed Mustache template, rendered as often as needed without parsing again;
/// higtype uses it to write CSS, Swift and JSON from user-replaceable templates.
public struct MustacheTemplate: Sendable {
    /// The file path diagnostics point at.
    public let name: String
    package let nodes: [MustacheNode]

    /// Parses `source`; `name` is the file path used in diagnostics.
    /// Throws the first syntax error as a `template-syntax` diagnostic.
    public init(source: String, name: String) throws(Diagnostic) {
        self.name = name
        self.nodes = try MustacheParser.parse(source, file: name)
    }

    /// A template parsed ahead of time: the built-in templates are parsed when higtype is built
    /// (`make embed-templates`) and embedded as nodes, so a run never parses them.
    package init(name: String, nodes: [MustacheNode]) {
        self.name = name
        self.nodes = nodes
    }

    /// Renders the template against `context`, looking partials up by name (a missing
    /// partial renders as nothing) and passing `{{name}}` output through `escape`
    /// (`{{{name}}}` and `{{&name}}` are written raw). Beyond the Mustache spec, sections over
    /// lists answer `first`, `last` and `index` for each item (see `MustacheRenderer`).
    /// Throws a `template-render` diagnostic when a limit in `limits` is exceeded or
    /// an array or object is interpolated.
    public func render(
        _ context: TemplateValue, partials: [String: MustacheTemplate] = [:],
        escape: @escaping @Sendable (String) -> String = MustacheTemplate.htmlEscape,
        limits: MustacheLimits = MustacheLimits()
    ) throws(Diagnostic) -> String {
        String(decoding: try renderBytes(context, partials: partials, escape: escape, limits: limits), as: UTF8.self)
    }

    /// `render`, as UTF-8 bytes: what a file needs, without a round trip through `String`.
    public func renderBytes(
        _ context: TemplateValue, partials: [String: MustacheTemplate] = [:],
        escape: @escaping @Sendable (String) -> String = MustacheTemplate.htmlEscape,
        limits: MustacheLimits = MustacheLimits()
    ) throws(Diagnostic) -> [UInt8] {
        var renderer = MustacheRenderer(context: context, partials: partials, escape: escape, limits: limits)
        try renderer.render(nodes, indent: "")
        return renderer.output
    }

    /// `renderBytes`, handing the output to `sink` a chunk of about `chunkSize` bytes at a time
    /// instead of keeping it, so a file of any size is written with one chunk of memory. An
    /// error thrown by `sink` stops the render and is rethrown.
    public func render(
        _ context: TemplateValue, partials: [String: MustacheTemplate] = [:],
        escape: @escaping @Sendable (String) -> String = MustacheTemplate.htmlEscape,
        limits: MustacheLimits = MustacheLimits(), chunkSize: Int = 1 << 20,
        into sink: ([UInt8]) throws(Diagnostic) -> Void
    ) throws(Diagnostic) {
        try withoutActuallyEscaping(sink) { (sink) throws(Diagnostic) in
            var renderer = MustacheRenderer(
                context: context, partials: partials, escape: escape, limits: limits, chunkSize: chunkSize, sink: sink)
            try renderer.render(nodes, indent: "")
            try renderer.finish()
        }
    }

    /// The spec's default escaper: `& < > " '` become HTML character references.
    public static let htmlEscape: @Sendable (String) -> String = { text in
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        return Escaping.replacing(text, htmlReference)
    }

    /// The character reference for `& < > " '`, the characters that are markup in HTML.
    package static func htmlReference(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }
}

/// Bounds on one render, so no template — however recursive — can overflow the
/// stack, run without end or fill memory.
public struct MustacheLimits: Sendable {
    /// How deep sections and partials may nest while rendering; this bounds the
    /// renderer's recursion, so a partial that includes itself stops here.
    public var depth: Int
    /// How many interpolations, section passes and partial inclusions one render may perform.
    public var steps: Int
    /// The largest output, in UTF-8 bytes.
    public var outputBytes: Int

    public init(depth: Int = 64, steps: Int = 100_000_000, outputBytes: Int = 1 << 30) {
        self.depth = depth
        self.steps = steps
        self.outputBytes = outputBytes
    }
}
