/// Renders the resolved manifest into output files: through the templates, or for `dtcg` in code.
public enum Renderer {
    public struct Result: Sendable {
        public var files: [OutputFile]
        public var diagnostics: [Diagnostic]
        /// Custom template files that were used, for the depfile.
        public var templateFiles: [String]
        public var tokenCount: Int
    }

    static func render(
        _ resolved: ResolvedManifest, formats: [OutputFormat], outDir: String, templates: TemplateSet,
        options: RenderOptions = .init()
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        let cssPlatform = options.cssPlatform ?? (resolved.platforms.contains(.ios) ? .ios : resolved.platforms.first)
        let context = TemplateContext(resolved: resolved, cssPlatform: cssPlatform, options: options).build()
        let partials = templates.partials
        let limits = stepLimits(for: context)
        var files: [OutputFile] = []
        // Clashing Swift names would not compile: report them, and leave the Swift file out.
        let swiftClashes = formats.contains(.swift)
            ? SwiftNameCheck.check(resolved.tokens.filter { !$0.platforms.isEmpty }) : []
        diagnostics += swiftClashes
        for format in formats {
            if format == .swift, !swiftClashes.isEmpty { continue }
            guard case .template(let fileName) = format.generation else {
                // `dtcg` is the one format built in code: a folder of files rather than one template.
                files += DTCGOutput.files(for: resolved).map { OutputFile(path: join(outDir, $0.path), text: $0.text) }
                continue
            }
            let templateName = fileName + ".mustache"
            guard let entry = templates.entries[templateName] else {
                diagnostics.append(.error("template-missing", "no template named '\(templateName)'"))
                continue
            }
            do {
                let text = try entry.template.render(
                    context, partials: partials, escape: Escaping.escaper(for: format), limits: limits)
                files.append(OutputFile(path: join(outDir, fileName), text: text))
            } catch {
                diagnostics.append(error)
            }
        }
        let used = templates.files
        return Result(
            files: files, diagnostics: diagnostics, templateFiles: used,
            tokenCount: resolved.tokens.count)
    }

    /// Limits that scale with the manifest: a template may take 64 steps per value in its
    /// context (the built-in ones take a few), so sections nested over the same list — whose
    /// work multiplies at each level — stop with an error in time proportional to the manifest.
    static func stepLimits(for context: TemplateValue) -> MustacheLimits {
        var limits = MustacheLimits()
        limits.steps = min(limits.steps, 100_000 + 64 * context.nodeCount)
        return limits
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
