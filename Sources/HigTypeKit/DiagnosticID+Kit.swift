import HigTypeCore

/// The diagnostics of the pipeline facade: the build configuration file.
extension DiagnosticID {
    /// A `higtype.json` build configuration that is not what `BuildConfig` reads: an unknown key,
    /// a value of the wrong kind, a file it names that does not exist.
    public static let configFile = DiagnosticID("config-file")

    /// Every id the facade reports.
    public static let kitCatalogue: [DiagnosticID] = [.configFile]
}
