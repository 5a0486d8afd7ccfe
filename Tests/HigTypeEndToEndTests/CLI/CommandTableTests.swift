import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCore

/// Each command's option table is the one source of the options: its help shows exactly those
/// options, its parser accepts exactly those, and the usage lines are made from them.
@Suite struct CommandTableTests {
    static let commands = HigTypeTool.commands.map(\.name)

    private func syntax(_ name: String) -> CommandSyntax {
        HigTypeTool.commands.first { $0.name == name }!
    }

    /// The labels of the help's OPTIONS list (`--out DIR`, `-h, --help`), read back from its text.
    private func optionLabels(in help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: "OPTIONS:") else { return [] }
        let list = lines[(start + 1)...].prefix { !$0.isEmpty }
        // A row starts at column 2; its label ends at the first run of two spaces.
        return list.filter { $0.hasPrefix("  -") }.map { line in
            let row = line.dropFirst(2)
            let end = row.range(of: "  ")?.lowerBound ?? row.endIndex
            return String(row[..<end])
        }
    }

    private func optionName(_ label: String) -> String {
        String(label.split(separator: " ").first { $0.hasPrefix("--") } ?? "")
    }

    @Test(arguments: commands) func helpShowsEveryOptionWithItsValue(command: String) {
        let syntax = syntax(command)
        let help = HigTypeTool.run([command, "--help"]).stdout
        #expect(help == syntax.help)
        let labels = optionLabels(in: help)
        for option in syntax.options {
            #expect(labels.contains(option.label), "'\(option.label)' is not in '\(command) --help'")
        }
        #expect(labels.last == "-h, --help")
    }

    @Test(arguments: commands) func helpListsNoOptionOutsideTheTable(command: String) {
        let syntax = syntax(command)
        let names = optionLabels(in: syntax.help).map(optionName)
        #expect(names.count == syntax.options.count + 1)
        #expect(Set(names) == Set(syntax.options.map(\.name) + ["--help"]))
    }

    @Test(arguments: commands) func noOptionIsDeclaredTwice(command: String) {
        let names = syntax(command).options.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: commands) func parserAcceptsEveryOptionInTheTable(command: String) throws {
        let syntax = syntax(command)
        for option in syntax.options {
            if option.isFlag {
                #expect(try syntax.parse([option.name]).has(option))
                #expect(throws: UsageError("option '\(option.name)' takes no value")) {
                    try syntax.parse([option.name + "=x"])
                }
            } else {
                #expect(try syntax.parse([option.name, "v"])[option] == "v")
                #expect(try syntax.parse([option.name + "=v"])[option] == "v")
                #expect(throws: UsageError("option '\(option.name)' needs a value")) { try syntax.parse([option.name]) }
            }
        }
        #expect(try syntax.parse(["-h"]).has("--help"))
    }

    @Test(arguments: commands) func parserRejectsOptionsOutsideTheTable(command: String) {
        let syntax = syntax(command)
        #expect(throws: UsageError("unknown option '--zzz-unknown' for '\(command)'\nsee 'higtype \(command) --help'"))
        {
            try syntax.parse(["--zzz-unknown"])
        }
        // Options of the other commands are not accepted here either.
        let own = Set(syntax.options.map(\.name))
        let others = Set(HigTypeTool.commands.flatMap(\.options).map(\.name)).subtracting(own)
        for name in others.sorted() {
            let error = #expect(throws: UsageError.self) { try syntax.parse([name, "v"]) }
            #expect(error?.message.hasPrefix("unknown option '\(name)' for '\(command)'") == true)
        }
    }

    @Test(arguments: commands) func usageShowsEveryOption(command: String) {
        let syntax = syntax(command)
        let words = syntax.usage.split(separator: " ").map { $0.trimmingCharacters(in: .init(charactersIn: "[].")) }
        #expect(Set(words.filter { $0.hasPrefix("--") }) == Set(syntax.options.map(\.name)))
        for option in syntax.options {
            #expect(syntax.usage.contains("[\(option.name)") != option.required)
        }
        for option in syntax.options where option.nestedIn != nil {
            #expect(syntax.option(named: option.nestedIn!) != nil)
        }
        #expect(syntax.help.hasPrefix("USAGE: higtype \(syntax.helpUsage)\n\n"))
    }

    @Test(arguments: commands) func helpFitsTheWidth(command: String) {
        for line in syntax(command).help.split(separator: "\n") {
            #expect(line.count <= CommandSyntax.helpWidth, "too long: \(line)")
        }
    }

    @Test func overviewListsEveryCommandsUsage() {
        let overview = HigTypeTool.run(["--help"]).stdout
        for syntax in HigTypeTool.commands {
            #expect(overview.contains("\n  \(syntax.usage)\n"))
        }
        #expect(
            HigTypeTool.commands.map(\.usage) == [
                "build MANIFEST... [--out DIR] [--format css,swift,json,dtcg] [--templates DIR] [--check] "
                    + "[--depfile FILE [--depfile-target T]] [--context NAME=VALUE]... [--all-contexts] [--config FILE] "
                    + "[--diagnostics-format text|json] [--quiet] [--platforms P,P] [--allow-path DIR]... "
                    + "[--css-platform P] [--css-unit px|rem] [--css-selector PATTERN] [--css-webkit-keywords] "
                    + "[--css-text-scale] [--swift-namespace NAME] [--max-output-bytes N]",
                "lint MANIFEST... [--strict] [--context NAME=VALUE]... [--all-contexts] [--fix [--dry-run]] [--config FILE] "
                    + "[--diagnostics-format text|json] [--quiet] [--platforms P,P] [--allow-path DIR]...",
                "preview MANIFEST... --out FILE.html [--context NAME=VALUE]... [--diagnostics-format text|json] [--quiet] "
                    + "[--allow-path DIR]... [--max-output-bytes N]",
                "init [DIR] [--platform P]... [--platforms P,P]",
                "spec [--platform P] [--style S] [--size-category C] [--format table|json]",
                "templates [NAME] [--write DIR]",
                "audit PATH... [--platform NAME] [--manifest FILE]... [--context NAME=VALUE]... [--config FILE] "
                    + "[--exclude GLOB]... [--include KINDS]... [--baseline FILE] [--write-baseline FILE] [--fix [--dry-run]] "
                    + "[--diagnostics-format text|json|sarif] [--quiet] [--allow-path DIR]... [--pre-commit]",
                "adopt SOURCE... --out ADAPTER.tokens.json [--report md|json] [--no-conform] [--no-compose] "
                    + "[--compose-exclude TOKEN]... [--context NAME=VALUE]... [--all-contexts] "
                    + "[--diagnostics-format text|json] [--quiet] [--allow-path DIR]...",
                "convert SOURCE... --out DIR [--diagnostics-format text|json] [--quiet]",
                "docs [TOPIC]",
                "lsp",
            ])
    }

    @Test func longUsageLinesListOptionsInTheHelp() {
        #expect(BuildCommand.syntax.helpUsage == "build MANIFEST... [options]")
        #expect(PreviewCommand.syntax.helpUsage == "preview MANIFEST... --out FILE.html [options]")
        #expect(LintCommand.syntax.helpUsage == "lint MANIFEST... [options]")
        #expect(InitCommand.syntax.helpUsage == InitCommand.syntax.usage)
    }

    @Test func optionDescriptionsAlignAndWrap() {
        let help = InitCommand.syntax.help
        #expect(
            help.contains(
                """
                  --platform P      A platform the manifest targets: ios, ipados, macos, tvos, visionos
                                    or watchos. Repeat for several (default: ios).
                  --platforms LIST  The same as a comma-separated list.
                  -h, --help        Show this help.

                """))
        // A label too long for the column stands on its own line.
        #expect(
            LintCommand.syntax.help.contains(
                """
                  --diagnostics-format text|json
                                              text (default): compiler-style lines on stderr.
                                              json: one JSON array of diagnostics on stdout.

                """))
    }
}
