import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `higtype` command line. The executable only forwards its arguments here and exits
/// with the status this returns, so every command can be tested in-process.
public enum HigTypeTool {
    public static let version = "0.1.0"

    static let commands: [CommandSyntax] = [
        BuildCommand.syntax, LintCommand.syntax, PreviewCommand.syntax, InitCommand.syntax, SpecCommand.syntax,
        TemplatesCommand.syntax, AuditCommand.syntax, AdoptCommand.syntax, ConvertCommand.syntax, DocsCommand.syntax,
        LspCommand.syntax,
    ]

    public static func run(_ arguments: [String], environment: ToolEnvironment = .init()) -> ToolOutput {
        var output = ToolOutput()
        guard let first = arguments.first else {
            output.stderr = overview
            output.status = ToolOutput.Status.usage
            return output
        }
        switch first {
        case "--version", "-V", "version":
            output.stdout = "higtype \(version)\n\(HIG.provenance.summary)\n"
            return output
        case "--help", "-h", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                output.stdout = command.help
            } else {
                output.stdout = overview
            }
            return output
        default: break
        }
        guard let syntax = commands.first(where: { $0.name == first }) else {
            let suggestion = Suggestions.closest(to: first, in: commands.map(\.name))
            output.stderr =
                "higtype: error: unknown command '\(TerminalText.safe(first))'"
                + Suggestions.hint(suggestion) + "\nsee 'higtype --help'\n"
            output.status = ToolOutput.Status.usage
            return output
        }
        let parsed: ParsedArguments
        do {
            parsed = try syntax.parse(Array(arguments.dropFirst()))
        } catch {
            output.stderr = "higtype: error: \(error.message)\n"
            output.status = ToolOutput.Status.usage
            return output
        }
        if parsed.has("--help") {
            output.stdout = syntax.help
            return output
        }
        do {
            switch syntax.name {
            case BuildCommand.syntax.name: try BuildCommand.run(parsed, environment: environment, output: &output)
            case LintCommand.syntax.name: try LintCommand.run(parsed, environment: environment, output: &output)
            case PreviewCommand.syntax.name: try PreviewCommand.run(parsed, environment: environment, output: &output)
            case SpecCommand.syntax.name: try SpecCommand.run(parsed, output: &output)
            case TemplatesCommand.syntax.name:
                try TemplatesCommand.run(parsed, environment: environment, output: &output)
            case InitCommand.syntax.name: try InitCommand.run(parsed, environment: environment, output: &output)
            case AuditCommand.syntax.name: try AuditCommand.run(parsed, environment: environment, output: &output)
            case AdoptCommand.syntax.name: try AdoptCommand.run(parsed, environment: environment, output: &output)
            case ConvertCommand.syntax.name: try ConvertCommand.run(parsed, environment: environment, output: &output)
            case DocsCommand.syntax.name: try DocsCommand.run(parsed, output: &output)
            case LspCommand.syntax.name: LspCommand.run(output: &output)
            default: break
            }
        } catch {
            output.stderr += "higtype: error: \(error.message)\nsee 'higtype \(syntax.name) --help'\n"
            output.status = ToolOutput.Status.usage
        }
        return output
    }

    static var overview: String {
        """
        higtype \(version): compiles HIG typography token manifests to CSS, Swift and JSON, and previews them as HTML

        USAGE: higtype <command> [options]

        COMMANDS:
        \(commands.map { "  " + $0.usage }.joined(separator: "\n"))

        Run 'higtype <command> --help' for a command's options, 'higtype docs' for the manual,
        'higtype --version' for the version.

        """
    }
}

extension HigTypeTool {
    /// Prints diagnostics in the chosen format; JSON goes to stdout as one array, text to stderr.
    static func emit(
        _ compilation: Compiler.Compilation, extra: [Diagnostic] = [], format: DiagnosticsFormat,
        environment: ToolEnvironment, output: inout ToolOutput
    ) {
        let diagnostics = compilation.log.sorted + extra
        switch format {
        case .json:
            output.stdout += JSONDiagnosticPrinter.render(diagnostics)
        case .sarif:
            output.stdout += SARIFPrinter.render(
                diagnostics, toolVersion: version, root: FileSystem.currentFolder)
        case .text:
            let printer = TextDiagnosticPrinter(sources: compilation.sourceMap, colored: environment.colorDiagnostics)
            output.stderr += printer.render(diagnostics)
        }
    }

    static func diagnosticsFormat(_ parsed: ParsedArguments, sarif: Bool = false) throws(UsageError)
        -> DiagnosticsFormat
    {
        guard let raw = parsed[.diagnosticsFormat] else { return .text }
        guard let format = DiagnosticsFormat(rawValue: raw), sarif || format != .sarif else {
            throw UsageError(
                "--diagnostics-format takes 'text'\(sarif ? ", 'json' or 'sarif'" : " or 'json'"), not '\(raw)'")
        }
        return format
    }

    /// "2 errors, 1 warning", for the line a failed command ends with.
    static func count(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// The manifests named on the command line; `-` reads one from standard input.
    static func requireManifests(_ parsed: ParsedArguments, command: String) throws(UsageError) -> [String] {
        guard !parsed.positional.isEmpty else { throw UsageError("'\(command)' needs at least one manifest file") }
        try readStandardInputOnce(parsed.positional)
        return parsed.positional
    }

    /// Standard input can be read once: a second `-` would find it empty.
    static func readStandardInputOnce(_ manifests: [String]) throws(UsageError) {
        if manifests.filter({ $0 == Compiler.standardInputPath }).count > 1 {
            throw UsageError("'-' (standard input) may be given only once: it can be read only once")
        }
    }
}

extension HigTypeTool {
    /// The folders `--allow-path` adds to the project tree; each must be a folder.
    static func allowedPaths(_ parsed: ParsedArguments) throws(UsageError) -> [String] {
        let paths = parsed.values(.allowPath)
        for path in paths {
            let kind = FileKind.of(path)
            guard kind == .folder else {
                throw UsageError(
                    "--allow-path takes a folder, and '\(path)' \(kind == .file ? "is a file" : "does not exist")")
            }
        }
        return paths
    }

    /// The `--context NAME=VALUE` options as a resolver input.
    static func resolverInput(_ parsed: ParsedArguments) throws(UsageError) -> ResolverInput {
        var input = ResolverInput()
        for value in parsed.values(.context) {
            let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError("--context takes MODIFIER=CONTEXT, e.g. --context theme=dark, not '\(value)'")
            }
            input.choices.append(.init(modifier: parts[0], context: parts[1]))
        }
        return input
    }

    /// A usage error for what the command line asked of a resolver document and it does not
    /// have (`resolver-input`): an unknown modifier or context, a modifier left without one.
    static func checkResolverInput(_ compilation: Compiler.Compilation) throws(UsageError) {
        let problems = compilation.log.diagnostics.filter { $0.id == .resolverInput && $0.severity == .error }
        guard !problems.isEmpty else { return }
        throw UsageError(
            "\(raw: problems.map { TerminalText.safe($0.message) }.joined(separator: "\nhigtype: error: "))")
    }
}
