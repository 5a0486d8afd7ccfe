import Foundation
import HigTypeTestSupport

/// The "depends on" column of ARCHITECTURE.md's table of targets, as target names.
///
/// A row is `| \`name\` | what it holds | depends on |`. The last cell names targets as the prose
/// does: `Core` for `HigTypeCore` (any short name `HigType` completes), `CLI`, `Mustache`,
/// `` `higtype` ``; a parenthesis says why and is dropped; `Foundation` and `FoundationEssentials` are not targets. A row named
/// `HigType…Plugin` stands for every command plugin (`HigType*Plugin` but `HigTypePlugin`).
enum ArchitectureTable {
    struct Row: Equatable {
        var name: String
        var dependencies: [String]
    }

    static func rows(in markdown: String, targets: [String]) -> [Row] {
        var rows: [Row] = []
        for line in markdown.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4 else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let dependencies = names(in: cells[cells.count - 2], targets: targets)
            if name.contains("…") {
                let parts = name.components(separatedBy: "…")
                for target in targets
                where target.hasPrefix(parts[0]) && target.hasSuffix(parts[1]) && target != parts[0] + parts[1] {
                    rows.append(Row(name: target, dependencies: dependencies))
                }
            } else {
                rows.append(Row(name: name, dependencies: dependencies))
            }
        }
        return rows
    }

    /// The targets one "depends on" cell names, sorted.
    static func names(in cell: String, targets: [String]) -> [String] {
        var text = ""
        var depth = 0
        for character in cell {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if depth == 0 {
                text.append(character)
            }
        }
        return text.split(separator: ",").compactMap { part -> String? in
            let word = part.trimmingCharacters(in: CharacterSet(charactersIn: "` ").union(.whitespaces))
            if word.isEmpty || word == "Foundation" || word == "FoundationEssentials" { return nil }
            return targets.contains("HigType" + word) ? "HigType" + word : word
        }.sorted()
    }
}
