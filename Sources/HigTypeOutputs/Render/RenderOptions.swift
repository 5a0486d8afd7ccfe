import HigTypeCore
import HigTypeSpec

/// Choices that shape the outputs without changing the values.
public struct RenderOptions: Sendable {
    public enum CSSUnit: String, Sendable { case px, rem }
    public var cssUnit: CSSUnit = .px
    /// The selector for a size category's rules; `{category}` stands for the category id.
    public var cssSelector = ":root[data-dynamic-type=\"{category}\"]"
    /// Which platform's values the CSS carries; nil picks `defaultCSSPlatform(for:)`.
    public var cssPlatform: Platform?
    /// Add WebKit's text-style keywords (`font: -apple-system-body`) for Safari, under `@supports`.
    public var webKitKeywords = false
    /// Size, leading and tracking follow `--higtype-text-scale` (default `env(preferred-text-scale, 1)`):
    /// the platform's categories as one piecewise-linear curve per property. Ignored, with a
    /// warning, where the CSS platform has one category.
    public var cssTextScale = false
    /// The Swift enum that holds the generated constants.
    public var swiftNamespace = "Typography"
    /// The most bytes any one output may take (`--max-output-bytes`; `OutputBudget`).
    public var maxOutputBytes = OutputBudget.defaultMaxOutputBytes

    public init() {}

    /// Why these options would break the outputs of `formats`, or nil: a CSS selector pattern
    /// that is not one (`CSSSelectorPattern`), a Swift namespace that would not compile
    /// (`SwiftNames.namespaceProblem`). The command line refuses both as usage errors; this
    /// catches a library caller.
    public func problem(for formats: [OutputFormat]) -> Diagnostic? {
        OutputFormat.all.filter(formats.contains).lazy.compactMap { $0.kind.optionProblem(self) }.first
    }

    /// The platform whose values the CSS carries by default: iOS when targeted, else iPadOS when
    /// targeted (a web page is read on a phone or a tablet first), else the first target.
    public static func defaultCSSPlatform(for targets: [Platform]) -> Platform? {
        targets.contains(.ios) ? .ios : targets.contains(.ipados) ? .ipados : targets.first
    }
}
