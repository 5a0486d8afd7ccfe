import HigTypeKit

/// What a command accepts and how its help reads. The options are declared once, in `options`;
/// the parser and the help text (CommandSyntax+Help.swift) are both derived from them.
struct CommandSyntax: Sendable {
    var name: String
    /// The positional arguments as the usage shows them (`MANIFEST...`, `[DIR]`); nil if none.
    var positional: String?
    var options: [OptionSpec]
    /// The help's text between the USAGE line and OPTIONS, printed as written.
    var summary: String
    /// The help's EXIT STATUS paragraph, printed as written.
    var exitStatus: String?
    /// Sections after EXIT STATUS, such as an EXAMPLE.
    var sections: [HelpSection] = []

    /// The option named `name`, if the command has one.
    func option(named name: String) -> OptionSpec? { options.first { $0.name == name } }
}

/// A titled section at the end of a command's help; its text is indented under the title.
struct HelpSection: Sendable {
    var title: String
    var text: String
}

/// Parsed arguments of one command.
struct ParsedArguments {
    var flags: Set<String> = []
    var options: [String: String] = [:]
    /// Every value of each option, in order, for options that may be repeated
    /// (`--platform ios --platform watchos`); `options` keeps the last one.
    var optionValues: [String: [String]] = [:]
    var positional: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    subscript(option: String) -> String? { options[option] }
    func values(_ option: String) -> [String] { optionValues[option] ?? [] }

    // Lookups by table entry, so a misspelt option does not compile.
    func has(_ flag: OptionSpec) -> Bool { has(flag.name) }
    subscript(option: OptionSpec) -> String? { self[option.name] }
    func values(_ option: OptionSpec) -> [String] { values(option.name) }
}

/// A usage error: printed as `higtype: error: …`, exit status 2.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

extension CommandSyntax {
    /// Parses `--flag`, `--option value`, `--option=value` and positionals by the option table;
    /// `--` ends options and `-` is a positional.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            if name == "--help" || name == "-h" {
                result.flags.insert("--help")
            } else if let option = option(named: name), option.isFlag {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                result.flags.insert(name)
            } else if option(named: name) != nil {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if i < arguments.count {
                    value = arguments[i]
                    i += 1
                } else {
                    throw UsageError("option '\(name)' needs a value")
                }
                result.options[name] = value
                result.optionValues[name, default: []].append(value)
            } else {
                let suggestion = Suggestions.closest(to: name, in: options.map(\.name) + ["--help"])
                throw UsageError(
                    "unknown option '\(name)' for '\(self.name)'" + Suggestions.hint(suggestion)
                        + "\nsee 'higtype \(self.name) --help'")
            }
        }
        if positional == nil, let extra = result.positional.first {
            throw UsageError("'\(self.name)' takes no argument '\(extra)'")
        }
        return result
    }
}
