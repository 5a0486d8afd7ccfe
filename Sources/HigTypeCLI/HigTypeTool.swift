import Foundation
import HigTypeKit

/// The `higtype` command line. The executable only forwards its arguments here and exits
/// with the status this returns, so every command can be tested in-process.
public enum HigTypeTool {
    public static let version = "0.1.0"

    static let commands: [CommandSyntax] = [
        BuildCommand.syntax, LintCommand.syntax, PreviewCommand.syntax, InitCommand.syntax, SpecCommand.syntax,
        TemplatesCommand.syntax, AuditCommand.syntax,
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
            output.stdout = "higtype \(version)\n"
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
            output.stderr = "higtype: error: unknown command '\(first)'"
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
            case TemplatesCommand.syntax.name: try TemplatesCommand.run(parsed, output: &output)
            case InitCommand.syntax.name: try InitCommand.run(parsed, output: &output)
            case AuditCommand.syntax.name: try AuditCommand.run(parsed, environment: environment, output: &output)
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

        Run 'higtype <command> --help' for a command's options, 'higtype --version' for the version.

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
        case .text:
            let printer = TextDiagnosticPrinter(sources: compilation.sourceMap, colored: environment.colorDiagnostics)
            output.stderr += printer.render(diagnostics)
        }
    }

    static func diagnosticsFormat(_ parsed: ParsedArguments) throws(UsageError) -> DiagnosticsFormat {
        guard let raw = parsed[.diagnosticsFormat] else { return .text }
        guard let format = DiagnosticsFormat(rawValue: raw) else {
            throw UsageError("--diagnostics-format takes 'text' or 'json', not '\(raw)'")
        }
        return format
    }

    static func requireManifests(_ parsed: ParsedArguments, command: String) throws(UsageError) -> [String] {
        guard !parsed.positional.isEmpty else { throw UsageError("'\(command)' needs at least one manifest file") }
        return parsed.positional
    }
}
