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
        if styled.isEmpty && converted.isEmpty && adoption.skipped.isEmpty {
            return out + "Nothing left to adopt: every typography token names a text style.\n"
        }
        out +=
            "\(count(styled.count, "token")) named a text style, \(count(converted.count, "token")) with values "
            + "written as DTCG, in `\(PathText.name(of: adoption.path))`"
            + (adoption.skipped.isEmpty ? "" : "; \(count(adoption.skipped.count, "token")) left out") + ".\n"
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
                    nearest.style.displayName + (nearest.passedOverText.map { " (\($0))" } ?? "")
                        + (style.passedOver.map { " (nearest \($0.style.displayName) breaks the order)" } ?? ""),
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
        let composed = adoption.decisions.filter { !$0.composedFrom.isEmpty }
        if !composed.isEmpty {
            out += "\nTypography tokens composed from separate tokens, each field from:\n\n"
            out += "| token | fontFamily | fontSize | fontWeight | lineHeight | letterSpacing |\n"
            out += "| --- | --- | --- | --- | --- | --- |\n"
            for decision in composed {
                let cells = ["fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing"].map { field in
                    decision.composedFrom.first { $0.field == field }?.origin ?? "the style"
                }
                out += "| " + ([code(decision.name)] + cells).map(escaped).joined(separator: " | ") + " |\n"
            }
        }
        let conformed = adoption.decisions.filter { !$0.conformed.isEmpty }
        if !conformed.isEmpty {
            out += "\nChanged to pass the HIG (--no-conform keeps the values):\n\n| token | change |\n| --- | --- |\n"
            for decision in conformed {
                for note in decision.conformed { out += "| \(escaped(code(decision.name))) | \(escaped(note)) |\n" }
            }
        }
        let leftOut = adoption.decisions.filter { !$0.leftOut.isEmpty }
        if !leftOut.isEmpty {
            out +=
                "\nMembers a DTCG token does not hold, left out of the adapter's copy:\n\n| token | left out |\n| --- | --- |\n"
            for decision in leftOut {
                out +=
                    "| \(escaped(code(decision.name))) | \(escaped(decision.leftOut.map(code).joined(separator: ", "))) |\n"
            }
        }
        if !adoption.skipped.isEmpty {
            out +=
                "\nLeft out, and skipped by build (the adapter's `skip` setting):\n\n| token | why |\n| --- | --- |\n"
            for item in adoption.skipped {
                out += "| \(escaped(code(item.name))) | \(escaped(oneLine(item.reason))) |\n"
            }
        }
        return out
    }

    /// `adopt --report json`: the same decisions as one JSON object, for a program.
    public static func json(_ adoption: Adoption) -> String {
        let tokens: [JSONOutput] = adoption.decisions.map { decision in
            var members: [(String, JSONOutput)] = [("name", .string(decision.name))]
            if let style = decision.style {
                members.append(("style", .string(style.nearest.style.rawValue)))
                members.append(("platform", .string(style.nearest.platform.rawValue)))
                members.append(("distance", .string(style.nearest.distance.description)))
                if let passedOver = style.passedOver {
                    members.append(("nearest", .string(passedOver.style.rawValue)))
                }
                members.append(
                    ("sizes", .object(style.sizes.map { ($0.category.rawValue, .number($0.size)) })))
            }
            if !decision.composedFrom.isEmpty {
                members.append(
                    ("composedFrom", .object(decision.composedFrom.map { ($0.field, .string($0.origin)) })))
            }
            if !decision.conversions.isEmpty {
                members.append(
                    (
                        "conversions",
                        .array(
                            decision.conversions.map {
                                .object([("written", .string($0.original)), ("dtcg", .string($0.replacement))])
                            })
                    ))
            }
            if !decision.conformed.isEmpty {
                members.append(("conformed", .array(decision.conformed.map(JSONOutput.string))))
            }
            if !decision.leftOut.isEmpty {
                members.append(("leftOut", .array(decision.leftOut.map(JSONOutput.string))))
            }
            return .object(members)
        }
        let skipped: [JSONOutput] = adoption.skipped.map { item in
            var members: [(String, JSONOutput)] = [("name", .string(item.name)), ("reason", .string(item.reason))]
            if let location = item.location { members.append(("location", .string(location.description))) }
            return .object(members)
        }
        let root: JSONOutput = .object([
            ("adapter", .string(PathText.name(of: adoption.path))), ("tokens", .array(tokens)),
            ("skipped", .array(skipped)),
        ])
        return root.serialized() + "\n"
    }

    /// A reason on one line, for a table cell.
    private static func oneLine(_ text: String) -> String { text.replacingScalars(of: "\n", with: " ") }

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
