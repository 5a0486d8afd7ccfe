import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `adopt --report md`: the decisions as Markdown tables for a pull request, one row per token.
/// The styles: the token, its size and weight (and leading) as the sources give them, the style
/// named (and the nearer styles a target lacks), how far the style is from them, and the token's size at the smallest, the default and
/// the largest size category once adopted. Then the values written as DTCG.
public enum AdoptReport {
    public static func markdown(_ adoption: Adoption) -> String {
        var out = "### higtype adopt\n\n"
        let styled = adoption.styled
        let converted = adoption.converted
        if styled.isEmpty && converted.isEmpty {
            return out + "Nothing left to adopt: every typography token names a text style.\n"
        }
        out +=
            "\(count(styled.count, "token")) named a text style, \(count(converted.count, "token")) with values "
            + "written as DTCG, in `\(PathText.name(of: adoption.path))`.\n"
        if !styled.isEmpty {
            let platforms = Set(styled.compactMap { $0.style?.nearest.platform.displayName }).sorted()
            out +=
                "\nSizes in pt on \(platforms.joined(separator: ", ")), at the smallest, the default and the "
                + "largest size category.\n\n"
            out += "| token | source | style | distance | smallest | default | largest |\n"
            out += "| --- | --- | --- | --- | ---: | ---: | ---: |\n"
            for decision in styled {
                guard let style = decision.style else { continue }
                let nearest = style.nearest
                let cells = [
                    code(decision.name), nearest.described(unit: "px"),
                    nearest.style.displayName + (nearest.passedOverText.map { " (\($0))" } ?? ""),
                    nearest.distance.description,
                ]
                out += "| " + (cells.map(escaped) + sizes(style)).joined(separator: " | ") + " |\n"
            }
        }
        if !converted.isEmpty {
            out += "\nValues written as DTCG:\n\n| token | written | DTCG |\n| --- | --- | --- |\n"
            for decision in converted {
                for conversion in decision.conversions {
                    out +=
                        "| \(escaped(code(decision.name))) | \(escaped(code(conversion.original))) | "
                        + "\(escaped(code(conversion.replacement))) |\n"
                }
            }
        }
        return out
    }

    /// "13 (xSmall)", "16 (Large)", "49 (AX5)": the size at the first, default and last category.
    private static func sizes(_ style: AdoptDecision.Style) -> [String] {
        guard let first = style.sizes.first, let last = style.sizes.last,
            let middle = style.sizes.first(where: { $0.category == style.nearest.category })
        else { return ["—", "—", "—"] }
        func cell(_ entry: (category: SizeCategory, size: Double)) -> String {
            "\(NumberText.format(entry.size)) (\(entry.category.displayName))"
        }
        if style.sizes.count == 1 { return ["—", cell(middle), "—"] }
        return [cell(first), cell(middle), cell(last)]
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    private static func code(_ text: String) -> String { "`\(text)`" }
    /// A table cell: a `|` would end it.
    private static func escaped(_ text: String) -> String { text.replacingScalars(of: "|", with: "\\|") }
}
