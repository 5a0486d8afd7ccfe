import HigTypeCore

/// The diagnostics of the template engine.
extension DiagnosticID {
    /// A template does not parse: an unclosed or mismatched section, a bad tag or delimiter.
    public static let templateSyntax = DiagnosticID("template-syntax")
    /// A template parsed but cannot be rendered: a limit was hit, or a list was interpolated.
    public static let templateRender = DiagnosticID("template-render")

    /// Every id the template engine reports.
    public static let mustacheCatalogue: [DiagnosticID] = [.templateSyntax, .templateRender]
}
