import Foundation
import HigTypeTestSupport

@testable import HigTypeCore
@testable import HigTypeSpec

/// Reads document 004: a markdown table of SwiftUI styles at the iOS default size,
/// e.g. "| `.headline` | 17pt semibold | Section headers |". Only sizes (and the one weight) are given.
enum SummaryParser {
    static func read(_ text: String, into reading: inout DocumentReading) {
        let pattern = #"^\| `\.(\w+)` \| (\d+)pt(?: (\w+))? \|"#
        for m in captures(of: pattern, in: text, options: .anchorsMatchLines) {
            guard let style = HIGNames.style(m[1]!), let size = Double(m[2]!) else {
                reading.problems.append("004: unknown style \(m[1]!)")
                continue
            }
            reading.add(.metric(.ios, .large, style, .size), .number(size))
            if let name = m[3] {
                guard let weight = FontWeight(named: name) else {
                    reading.problems.append("004: unknown weight \(name)")
                    continue
                }
                reading.add(.metric(.ios, .large, style, .weight), .weight(weight))
            }
        }
    }
}
