/// TEMPORARY until the template engine lands.
public enum Renderer {
    public struct Result: Sendable {
        public var files: [OutputFile]
        public var diagnostics: [Diagnostic]
        public var templateFiles: [String]
        public var tokenCount: Int
    }
    static func render(_ resolved: ResolvedManifest, formats: [OutputFormat], outDir: String, templates: TemplateSet) -> Result {
        Result(files: [], diagnostics: [], templateFiles: [], tokenCount: resolved.tokens.count)
    }
}
struct TemplateSet {
    var diagnostics: [Diagnostic] = []
    static func load(overridesIn folder: String?) -> TemplateSet { TemplateSet() }
}
