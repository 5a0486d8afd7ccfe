import HigTypeKit

/// `higtype audit`'s options for CI and large trees (excludes, the baseline, SARIF) and the
/// warning when no file was found; `Pipeline.audit` does what they ask.
extension AuditCommand {
    static let exclude = OptionSpec(
        name: "--exclude", valueName: "GLOB",
        help: """
            Leave out the files and folders GLOB matches (repeatable), a path relative to each folder \
            given: * and ? within a name, ** any folders, e.g. '**/Tests/**', '**/*Preview*.swift', \
            '**/Generated/**'.
            """,
        repeatable: true)
    static let include = OptionSpec(
        name: "--include", valueName: "KINDS",
        help: """
            Audit code that does not ship, left out by default (repeatable, comma-separated): tests, \
            previews, debug (#if DEBUG), generated, build (minified CSS, dist/, build/, .gitignore'd \
            folders), tools (executable targets importing no UI framework), or all.
            """,
        repeatable: true)
    static let baseline = OptionSpec(
        name: "--baseline", valueName: "FILE",
        help: """
            Report only findings FILE does not hold (a baseline --write-baseline wrote): matched by \
            file, id and the line's text, not its number, with counts.
            """)
    static let writeBaseline = OptionSpec(
        name: "--write-baseline", valueName: "FILE",
        help: """
            Record every finding in FILE (written atomically), a baseline for --baseline; the \
            findings then count as in the baseline, so the run passes unless the write fails.
            """)
    static let diagnosticsFormat = OptionSpec(
        name: OptionSpec.diagnosticsFormat.name, valueName: "text|json|sarif",
        help: """
            text (default): compiler-style lines on stderr.
            json: one JSON array of diagnostics on stdout.
            sarif: a SARIF 2.1.0 log on stdout, fix-its as fixes (GitHub code scanning reads it).
            """)

    /// "no Swift or CSS file found under 'Sources', 'web'", or "every Swift or CSS file under … is excluded".
    static func noFiles(_ paths: [String], excluded: Bool) -> String {
        let list = paths.map { "'\($0)'" }.joined(separator: ", ")
        return excluded
            ? "every Swift or CSS file under \(list) is excluded; nothing was audited"
            : "no Swift or CSS file found under \(list)"
    }
}
