import Foundation
import HigTypeTestSupport

@testable import HigTypeCore
@testable import HigTypeSpec

/// Reads document 001: one row per line under headings such as "Dynamic Type sizes (iOS)",
/// with "• xSmall" or "• SF Pro" bullets naming each table. Its tvOS table comes as a standard
/// and an emphasized sub-table; the emphasized rows end in an unexplained "| +11" column, ignored here.
enum ListParser {
    static func read(_ text: String, into reading: inout DocumentReading) {
        let w = HIGNames.weightAlternation
        let typeRow = try! NSRegularExpression(
            pattern:
                "^(\(HIGNames.styleAlternation)) (\(w)) (\\d+(?:\\.\\d+)?) (\\d+(?:\\.\\d+)?)(?: (\(w)))?(?: \\| [+-]?\\d+)?$"
        )
        let trackingRow = try! NSRegularExpression(pattern: #"^(\d+) ([+-]?\d+) ([+-]?\d*\.?\d+)$"#)
        var heading = ""
        var bullet = ""
        var emphasizedTable = false
        for raw in text.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("Point size") || line.hasPrefix("Not all apps") { continue }
            if line.hasPrefix("• ") {
                bullet = String(line.dropFirst(2))
            } else if line.contains("Size (points)") || line.contains("Size (Points)") {
                emphasizedTable = line.contains("(emphasized)")
            } else if let m = match(typeRow, line) {
                readTypeRow(m, heading: heading, bullet: bullet, emphasized: emphasizedTable, into: &reading)
            } else if let m = match(trackingRow, line) {
                let name =
                    heading.hasPrefix("Tracking values") ? trackingTableName(heading: heading, bullet: bullet) : nil
                guard let name else {
                    reading.problems.append("001: tracking row outside a tracking table: \(line)")
                    continue
                }
                reading.addTrackingRow(name, size: Double(m[1])!, em: Double(m[2])!, points: Double(m[3])!)
            } else if !raw.hasPrefix(" ") {
                heading = line
                bullet = ""
                emphasizedTable = false
            }
        }
    }

    private static func match(_ regex: NSRegularExpression, _ line: String) -> [String]? {
        let ns = line as NSString
        guard let m = regex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { return nil }
        return (0..<m.numberOfRanges).map {
            m.range(at: $0).location == NSNotFound ? "" : ns.substring(with: m.range(at: $0))
        }
    }

    /// "Dynamic Type sizes (watchOS)" → watchOS; "Built-in text styles" is the macOS table.
    private static func platform(heading: String) -> Platform? {
        if heading == "Built-in text styles" { return .macos }
        guard heading.hasPrefix("Dynamic Type sizes") || heading.hasPrefix("Larger accessibility type sizes"),
            let open = heading.lastIndex(of: "(")
        else { return nil }
        return Platform(named: String(heading[heading.index(after: open)...].dropLast()))
    }

    private static func readTypeRow(
        _ m: [String], heading: String, bullet: String, emphasized: Bool,
        into reading: inout DocumentReading
    ) {
        guard let platform = platform(heading: heading), let style = HIGNames.style(m[1]),
            let weight = FontWeight(named: m[2]), let size = Double(m[3]), let leading = Double(m[4])
        else {
            return reading.problems.append("001: type row outside a known table: \(m[0])")
        }
        let fixed = platform == .macos || platform == .tvos
        guard let category = fixed ? .default : HIGNames.category(bullet) else {
            return reading.problems.append("001: no category for \(m[0])")
        }
        if emphasized {
            reading.add(.metric(platform, category, style, .emphasizedWeight), .weight(weight))
            reading.add(.metric(platform, category, style, .size), .number(size))
            reading.add(.metric(platform, category, style, .leading), .number(leading))
            return
        }
        reading.addRow(platform, category, style, weight: weight, size: size, leading: leading)
        if let emphasizedWeight = FontWeight(named: m[5]) {
            reading.add(.metric(platform, category, style, .emphasizedWeight), .weight(emphasizedWeight))
        }
    }

    /// "Tracking values (macOS)" names its table; the iOS and watchOS headings hold bulleted tables.
    private static func trackingTableName(heading: String, bullet: String) -> String? {
        HIGNames.trackingTable(
            bullet.isEmpty
                ? heading.replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "") : bullet)
    }
}
