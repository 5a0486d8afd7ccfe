/// The usage lines and help text, generated from a command's option table.
extension CommandSyntax {
    /// Columns the help fits in: option descriptions wrap, and a USAGE line longer than this
    /// lists `[options]` in place of every option.
    static let helpWidth = 88
    /// Where option descriptions start at most; longer option labels stand on a line of their own.
    static let maxDescriptionColumn = 30

    /// The one-line usage listed by `higtype --help` and the README: the positionals and every
    /// option, required ones bare, optional ones in brackets, repeatable ones with `...`.
    var usage: String { usageTerms.joined(separator: " ") }

    /// The words of `usage`: the name, the positionals, and one term per option (with the
    /// options nested in it), so a long usage can be wrapped between terms.
    var usageTerms: [String] {
        let terms = options.filter { $0.nestedIn == nil }.map { synopsisTerm($0, among: options) }
        return [name] + [positional].compactMap { $0 } + terms
    }

    /// The usage on the help's first line: the full one if it lists every option and fits,
    /// else the positionals and required options followed by `[options]`.
    var helpUsage: String {
        let full = usage
        if options.allSatisfy(\.inSynopsis), "USAGE: higtype \(full)".count <= Self.helpWidth { return full }
        let required = options.filter(\.required).map { synopsisTerm($0, among: []) }
        return ([name] + [positional].compactMap { $0 } + required + ["[options]"]).joined(separator: " ")
    }

    /// `higtype <command> --help`.
    var help: String {
        var text = "USAGE: higtype \(helpUsage)\n\n\(summary)\n\nOPTIONS:\n\(optionList)"
        if let exitStatus { text += "\nEXIT STATUS: \(exitStatus)\n" }
        for section in sections {
            let body = section.text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 + "\n" }
            text += "\n\(section.title):\n" + body.joined()
        }
        return text
    }

    /// The OPTIONS list: each label, then its description wrapped in a column, then `-h, --help`.
    var optionList: String {
        let rows = options.map { ($0.label, $0.help) } + [("-h, --help", "Show this help.")]
        let column = min(2 + rows.map(\.0.count).max()! + 2, Self.maxDescriptionColumn)
        let indent = String(repeating: " ", count: column)
        return rows.map { label, help in
            var lines = Self.wrap(help, width: Self.helpWidth - column).map { indent + $0 + "\n" }
            let head = "  " + label
            if head.count + 2 > column {
                lines.insert(head + "\n", at: 0)
            } else {
                lines[0] = head + lines[0].dropFirst(head.count)
            }
            return lines.joined()
        }.joined()
    }

    /// `--opt VALUE`, bracketed unless required, with the options nested in it.
    private func synopsisTerm(_ option: OptionSpec, among shown: [OptionSpec]) -> String {
        var term = option.name + ((option.synopsisValue ?? option.valueName).map { " " + $0 } ?? "")
        for inner in shown where inner.nestedIn == option.name {
            term += " " + synopsisTerm(inner, among: shown)
        }
        return (option.required ? term : "[\(term)]") + (option.repeatable ? "..." : "")
    }

    /// Greedy word wrap; each newline in `text` starts a new line.
    static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            return lines + [line]
        }
    }
}
