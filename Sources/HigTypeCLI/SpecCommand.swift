import HigTypeKit

/// `higtype spec`: prints the embedded HIG typography specification.
enum SpecCommand {
    static let platform = OptionSpec(
        name: "--platform", valueName: "P", help: "ios, ipados, macos, tvos, visionos or watchos.")
    static let style = OptionSpec(
        name: "--style", valueName: "S", help: "A text style, by API name (body, title1) or HIG name (\"Title 1\").")
    static let sizeCategory = OptionSpec(
        name: "--size-category", valueName: "C", help: "A size category (large, accessibility3) or HIG name (AX3).")
    static let format = OptionSpec(
        name: "--format", valueName: "table|json", help: "table (default): aligned text; json: the whole structure.")

    static let syntax = CommandSyntax(
        name: "spec", options: [platform, style, sizeCategory, format],
        summary: """
            Prints the HIG typography specification compiled into higtype. The table format
            shows sizes, leadings, weights and tracking per text style and size category (for
            visionOS, which has no published table, its default and minimum sizes); the json
            format holds the whole structure, legibility sizes and tracking tables included.
            """,
        exitStatus: """
            0 printed; 1 the platform has no such text style or size
            category (the line says so, e.g. "tvOS has no Large Title text style.");
            2 usage error.
            """,
        sections: [HelpSection(title: "EXAMPLE", text: "higtype spec --platform ios --style body")])

    static func run(_ parsed: ParsedArguments, output: inout ToolOutput) throws(UsageError) {
        let platform = try value(of: Self.platform, in: parsed, as: Platform.self)
        let style = try value(of: Self.style, in: parsed, as: TextStyle.self)
        let category = try value(of: Self.sizeCategory, in: parsed, as: SizeCategory.self)
        switch parsed[Self.format] ?? "table" {
        case "table": output.stdout = HIG.specTable(platform: platform, style: style, category: category)
        case "json":
            output.stdout = HIG.specJSON(platform: platform, style: style, category: category).serialized() + "\n"
        case let other: throw UsageError("--format takes 'table' or 'json', not '\(other)'")
        }
        // A query that finds nothing fails, as a lookup does: a script can tell.
        if let platform, finds(nothingOn: HIG.spec(for: platform), style: style, category: category) {
            output.status = ToolOutput.Status.failure
        }
    }

    /// Whether a platform's spec lacks the asked style or size category (visionOS has neither).
    private static func finds(nothingOn spec: PlatformSpec, style: TextStyle?, category: SizeCategory?) -> Bool {
        if let style, spec.style(style) == nil { return true }
        if let category, !spec.sizeCategories.contains(category) { return true }
        return false
    }

    private static func value<T: NamedCase>(of option: OptionSpec, in parsed: ParsedArguments, as type: T.Type)
        throws(UsageError) -> T?
    {
        guard let name = parsed[option] else { return nil }
        if let value = T(named: name) { return value }
        let ids = T.allCases.map(\.rawValue)
        throw UsageError(
            "unknown value '\(name)' for \(option.name)\(raw: Suggestions.hint(Suggestions.closest(to: name, in: ids)))"
                + "; choose from \(ids.joined(separator: ", "))")
    }
}
