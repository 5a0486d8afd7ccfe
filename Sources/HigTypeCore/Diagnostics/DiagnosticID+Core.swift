/// The diagnostics of the core: reading files and scanning JSON.
extension DiagnosticID {
    /// A file or folder cannot be read.
    public static let ioError = DiagnosticID("io-error")
    /// The text is not RFC 8259 JSON.
    public static let jsonSyntax = DiagnosticID("json-syntax")
    /// The bytes are not UTF-8 (a UTF-16 or UTF-32 file, invalid sequences).
    public static let jsonEncoding = DiagnosticID("json-encoding")
    /// Arrays and objects nest deeper than the scanner allows.
    public static let jsonDepth = DiagnosticID("json-depth")
    /// The file, or a string in it, is larger than the scanner allows.
    public static let jsonSize = DiagnosticID("json-size")
    /// An object has the same key twice.
    public static let duplicateKey = DiagnosticID("duplicate-key")
    /// A reference or a template leads outside the project tree (`ProjectTree`), after symlinks.
    public static let outsideProject = DiagnosticID("outside-project")
    /// One run's inputs exceed a bound on all of them together: bytes read, JSON values held.
    public static let inputLimit = DiagnosticID("input-limit")

    /// Every id the core reports.
    public static let coreCatalogue: [DiagnosticID] = [
        .ioError, .jsonSyntax, .jsonEncoding, .jsonDepth, .jsonSize, .duplicateKey, .outsideProject, .inputLimit,
    ]
}
