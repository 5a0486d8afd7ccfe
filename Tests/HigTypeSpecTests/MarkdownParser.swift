import Foundation
import HigTypeTestSupport

@testable import HigTypeCore
@testable import HigTypeSpec

/// Reads document 002: two markdown tables of iOS sizes. The first row names the categories
/// (each spanning a size and a leading column), then an alignment row and an S/L row, then one
/// row per style with its weight ("Semi-Bold") given once for all categories.
enum MarkdownParser {
    static func read(_ text: String, into reading: inout DocumentReading) {
        var categories: [SizeCategory] = []
        for line in text.components(separatedBy: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            if cells[0].isEmpty {
                // Header: category labels at every other column from the third; "Large<br />(Default)".
                categories = stride(from: 2, to: cells.count, by: 2).compactMap { i in
                    HIGNames.category(cells[i].components(separatedBy: "<").first ?? cells[i])
                }
                if categories.count * 2 + 2 != cells.count {
                    reading.problems.append("002: unreadable header \(line)")
                }
                continue
            }
            guard let style = HIGNames.style(cells[0]), let weight = FontWeight(named: cells[1]) else { continue }
            for (k, category) in categories.enumerated() {
                guard let size = Double(cells[2 + 2 * k]), let leading = Double(cells[3 + 2 * k]) else {
                    reading.problems.append("002: unreadable cell in \(line)")
                    continue
                }
                reading.addRow(.ios, category, style, weight: weight, size: size, leading: leading)
            }
        }
    }
}
