import HigTypeKit

/// `higtype spec`: prints the embedded HIG typography specification.
enum SpecCommand {
    static let syntax = CommandSyntax(
        name: "spec", options: ["--platform", "--style", "--size-category", "--format"],
        usage: "spec [--platform P] [--style S] [--size-category C] [--format table|json]",
        help: """
            USAGE: higtype spec [--platform P] [--style S] [--size-category C] [--format table|json]

            Prints the HIG typography specification compiled into higtype: sizes, leadings and
            weights per text style and size category, legibility sizes and tracking tables.

            OPTIONS:
              --platform P        ios, ipados, macos, tvos, visionos or watchos.
              --style S           A text style, by API name (body, title1) or HIG name ("Title 1").
              --size-category C   A size category (large, accessibility3) or HIG name (AX3).
              --format table|json table (default): aligned text; json: the whole structure.
              -h, --help          Show this help.

            EXAMPLE:
              higtype spec --platform ios --style body

            """)

    static func run(_ parsed: ParsedArguments, output: inout ToolOutput) throws(UsageError) {
        let platform = try value(parsed["--platform"], as: Platform.self, option: "--platform")
        let style = try value(parsed["--style"], as: TextStyle.self, option: "--style")
        let category = try value(parsed["--size-category"], as: SizeCategory.self, option: "--size-category")
        switch parsed["--format"] ?? "table" {
        case "table": output.stdout = specTable(platform: platform, style: style, category: category)
        case "json":
            output.stdout = specJSON(platform: platform, style: style, category: category).serialized() + "\n"
        case let other: throw UsageError("--format takes 'table' or 'json', not '\(other)'")
        }
    }

    private static func value<T: NamedCase>(_ name: String?, as type: T.Type, option: String) throws(UsageError) -> T? {
        guard let name else { return nil }
        if let value = T(named: name) { return value }
        let ids = T.allCases.map(\.rawValue)
        throw UsageError(
            "unknown value '\(name)' for \(option)"
                + Suggestions.hint(Suggestions.closest(to: name, in: ids))
                + "; choose from \(ids.joined(separator: ", "))")
    }
}
