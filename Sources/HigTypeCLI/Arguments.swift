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

extension CommandSyntax {
    /// The flag a pre-commit hook's entry starts with (`higtype audit --pre-commit`), for the
    /// commands whose hooks take file names.
    static let preCommit = OptionSpec(
        name: "--pre-commit",
        help: """
            For a pre-commit hook's entry, given first: every later argument that names an existing \
            file or folder is a path, never an option, so a committed file named like an option \
            cannot change the run. (Elsewhere, put -- before paths that may start with a dash.)
            """,
        inSynopsis: false)
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

/// A usage error: printed as `higtype: error: …`, exit status 2. Its text goes to a terminal, and
/// the values in it are often what the command line or a file held (an option a committed file
/// name became, a path), so every value interpolated into it is made safe there
/// (`TerminalText.safe`: ESC, OSC, newlines and invisible characters shown as `\u{…}`); the
/// literal text around them is the tool's own. `\(raw: text)` keeps text that is already safe.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: TerminalMessage) { self.message = message.text }
}

/// Text for a terminal whose interpolated values are escaped (`TerminalText.safe`).
struct TerminalMessage: ExpressibleByStringInterpolation, Sendable {
    var text: String

    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        mutating func appendLiteral(_ literal: String) { text += literal }
        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            text += TerminalText.safe(value.description)
        }
        /// Text that is the tool's own, or already made safe.
        mutating func appendInterpolation(raw: String) { text += raw }
    }

    static func + (lhs: TerminalMessage, rhs: TerminalMessage) -> TerminalMessage {
        TerminalMessage(text: lhs.text + rhs.text)
    }

    private init(text: String) { self.text = text }
}

extension CommandSyntax {
    /// Parses `--flag`, `--option value`, `--option=value` and positionals by the option table;
    /// `--` ends options and `-` is a positional. After `--pre-commit` as the first argument (a
    /// hook's entry, which pre-commit follows with the hook's args and then the file names, with
    /// no `--` between), an argument that names an existing file or folder is a file, never an
    /// option: a committed file named `--config=quiet.css` cannot change what the hook does.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var optionsEnded = false
        let hook = arguments.first == Self.preCommit.name && option(named: Self.preCommit.name) != nil
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-"
                || (hook && i > 1 && FileSystem.exists(argument))
            {
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
                    "unknown option '\(name)' for '\(self.name)'\(raw: Suggestions.hint(suggestion))\nsee 'higtype \(self.name) --help'"
                )
            }
        }
        if positional == nil, let extra = result.positional.first {
            throw UsageError("'\(self.name)' takes no argument '\(extra)'")
        }
        return result
    }
}
