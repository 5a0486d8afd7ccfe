import HigTypeOutputs

// What a build request asks for: the formats and their options, and the templates they render.

/// One output format a request asks for (`Pipeline.Request.formats`).
public typealias OutputFormat = HigTypeOutputs.OutputFormat
/// The outputs' options (`Pipeline.Request.options`): CSS unit, selector, Swift namespace, …
public typealias RenderOptions = HigTypeOutputs.RenderOptions
/// The built-in templates, which `higtype templates` copies out for a team to change.
public typealias EmbeddedTemplates = HigTypeOutputs.EmbeddedTemplates

extension RenderOptions {
    /// Why `pattern` cannot be `cssSelector`, or nil: the check a build makes, for a caller that
    /// reports a bad option before it builds (the command line's `--css-selector`).
    public static func cssSelectorProblem(_ pattern: String) -> String? { CSSSelectorPattern.problem(pattern) }

    /// Why `name` cannot be `swiftNamespace`, or nil (the command line's `--swift-namespace`).
    public static func swiftNamespaceProblem(_ name: String) -> String? { SwiftNames.namespaceProblem(name) }
}
