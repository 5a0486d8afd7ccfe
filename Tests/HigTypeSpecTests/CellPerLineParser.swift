import Foundation
import HigTypeTestSupport

@testable import HigTypeCore
@testable import HigTypeSpec

/// Reads document 003: every table cell on a line of its own. A table is found by its header
/// cells; the lines just above name it (category label, section heading or tracking table name),
/// and rows follow in groups of the header's width until a line that cannot start a row.
enum CellPerLineParser {
    static func read(_ text: String, into reading: inout DocumentReading) {
        let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        for i in lines.indices {
            let next = i + 1 < lines.count ? lines[i + 1] : ""
            switch (lines[i], next) {
            case ("Platform", "Default size"): readLegibility(lines, from: i + 3, into: &reading)
            case ("Style", "Weight"): readCategoryTable(lines, header: i, into: &reading)
            case ("Text style", "Weight"): readFixedTable(lines, header: i, into: &reading)
            case ("Size (points)", _) where next.hasPrefix("Tracking"):
                readTrackingTable(lines, header: i, into: &reading)
            default: break
            }
        }
    }

    private static func readLegibility(_ lines: [String], from start: Int, into reading: inout DocumentReading) {
        var i = start
        while i + 2 < lines.count, let platform = HIGNames.platform(lines[i]),
            let d = Double(lines[i + 1].replacingOccurrences(of: " pt", with: "")),
            let m = Double(lines[i + 2].replacingOccurrences(of: " pt", with: ""))
        {
            reading.add(.legibility(platform, .defaultSize), .number(d))
            reading.add(.legibility(platform, .minimumSize), .number(m))
            i += 3
        }
    }

    /// Label above the header ("xSmall", "AX1"), section heading above that ("watchOS Dynamic Type sizes").
    private static func readCategoryTable(_ lines: [String], header: Int, into reading: inout DocumentReading) {
        guard header >= 2, let category = HIGNames.category(lines[header - 1]) else {
            return reading.problems.append("003: no category label above the table at line \(header)")
        }
        let section = lines[header - 2]
        let platform: Platform = section.contains("watchOS") ? .watchos : .ios
        var i = header + 4
        while i + 3 < lines.count, let style = HIGNames.style(lines[i]), let weight = FontWeight(named: lines[i + 1]),
            let size = Double(lines[i + 2]), let leading = Double(lines[i + 3])
        {
            reading.addRow(platform, category, style, weight: weight, size: size, leading: leading)
            i += 4
        }
    }

    /// "macOS built-in text styles" above five header cells; rows end with the emphasized weight.
    private static func readFixedTable(_ lines: [String], header: Int, into reading: inout DocumentReading) {
        guard header >= 1, let platform = HIGNames.platform(lines[header - 1].components(separatedBy: " ").first ?? "")
        else {
            return reading.problems.append("003: no platform above the table at line \(header)")
        }
        var i = header + 5
        while i + 4 < lines.count, let style = HIGNames.style(lines[i]), let weight = FontWeight(named: lines[i + 1]),
            let size = Double(lines[i + 2]), let leading = Double(lines[i + 3]),
            let emphasized = FontWeight(named: lines[i + 4])
        {
            reading.addRow(platform, .default, style, weight: weight, size: size, leading: leading)
            reading.add(.metric(platform, .default, style, .emphasizedWeight), .weight(emphasized))
            i += 5
        }
    }

    private static func readTrackingTable(_ lines: [String], header: Int, into reading: inout DocumentReading) {
        guard header >= 1, let table = HIGNames.trackingTable(lines[header - 1]) else {
            return reading.problems.append("003: no tracking table name above line \(header)")
        }
        var i = header + 3
        while i + 2 < lines.count, let size = Double(lines[i]), let em = Double(lines[i + 1]),
            let points = Double(lines[i + 2])
        {
            reading.addTrackingRow(table, size: size, em: em, points: points)
            i += 3
        }
    }
}
