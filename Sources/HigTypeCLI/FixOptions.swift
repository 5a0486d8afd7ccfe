import HigTypeKit

/// `--fix` and `--dry-run`, shared by `lint` and `audit`, and how a fixing run reports.
enum FixOptions {
    static func fix(_ help: String) -> OptionSpec { OptionSpec(name: "--fix", help: help) }

    static let dryRun = OptionSpec(
        name: "--dry-run",
        help: """
            With --fix: write nothing; print the changes as a unified diff on stdout (patch -p0 \
            applies it), and exit 1 if there is anything to fix.
            """,
        nestedIn: "--fix")

    /// Whether to fix, and whether only to show the diff; usage errors for combinations that cannot work.
    static func parse(_ parsed: ParsedArguments, fix option: OptionSpec, format: DiagnosticsFormat)
        throws(UsageError) -> (fix: Bool, dryRun: Bool)
    {
        let fix = parsed.has(option)
        let dryRun = parsed.has(Self.dryRun)
        if dryRun, !fix { throw UsageError("--dry-run shows what --fix would change: give it with --fix") }
        if dryRun, format != .text {
            throw UsageError(
                "--fix --dry-run prints a diff on stdout, where --diagnostics-format \(format.rawValue) prints the diagnostics; "
                    + "give one of them (the JSON diagnostics carry every fix-it as an edit)")
        }
        return (fix, dryRun)
    }

    /// "fixed 3 problems in 2 files", "would fix 1 problem in 1 file", "nothing to fix", and the
    /// files left alone.
    static func summary(_ result: Pipeline.FixResult, dryRun: Bool) -> String {
        let files = dryRun ? result.files : result.files.filter { result.written.contains($0.path) }
        let count = files.reduce(0) { $0 + $1.fixes }
        var text =
            count == 0
            ? "nothing to fix"
            : "\(dryRun ? "would fix" : "fixed") \(plural(count, "problem")) in \(plural(files.count, "file"))"
        let left = result.files.count - files.count
        if left > 0 { text += "; \(plural(left, "file")) left alone" }
        return text
    }

    static func plural(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
