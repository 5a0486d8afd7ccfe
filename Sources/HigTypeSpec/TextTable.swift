import HigTypeCore

/// A plain-text table with aligned columns: text columns flush left, number columns flush right,
/// two spaces between columns and no trailing spaces, so it reads well in a terminal and diffs cleanly.
struct TextTable {
    var header: [String]
    var rows: [[String]]
    /// Indexes of columns aligned to the right (numbers).
    var rightAligned: Set<Int>

    func lines() -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { cells in
            let padded = cells.indices.map { column -> String in
                let fill = String(repeating: " ", count: widths[column] - cells[column].count)
                return rightAligned.contains(column) ? fill + cells[column] : cells[column] + fill
            }
            return trimmingTrailingSpaces(padded.joined(separator: "  "))
        }
    }
}

func trimmingTrailingSpaces(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
}
