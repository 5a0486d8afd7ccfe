import HigTypeKit

/// What a command accepts: flags, options with a value, and positional arguments.
struct CommandSyntax {
    var name: String
    var flags: [String] = []
    var options: [String] = []
    var positional: String?
    var usage: String
    var help: String

    var allOptions: [String] { flags + options + ["--help"] }
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
}

/// A usage error: printed as `higtype: error: …`, exit status 2.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

extension CommandSyntax {
    /// Parses `--flag`, `--option value`, `--option=value` and positionals; `--` ends options.
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
            } else if flags.contains(name) {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                result.flags.insert(name)
            } else if options.contains(name) {
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
                let suggestion = Suggestions.closest(to: name, in: allOptions)
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
