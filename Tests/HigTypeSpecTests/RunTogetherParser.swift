import Foundation
import HigTypeTestSupport

@testable import HigTypeCore
@testable import HigTypeSpec

/// Reads document 000, where a scraper dropped the table cell boundaries: "Large Title Regular 3138"
/// is 31 pt on 38 pt leading, "6+41+0.24" is one tracking row. Each run of digits is split by
/// trying every split and keeping those that are plausible; exactly one must survive.
enum RunTogetherParser {
    static func read(_ text: String, into reading: inout DocumentReading) {
        readLegibility(text, into: &reading)
        guard let specs = text.range(of: "i OS, i Pad OS Dynamic Type sizes") else {
            return reading.problems.append("000: no Specifications tables")
        }
        let rest = String(text[specs.lowerBound...])
        let markers = [
            "mac OS built-in text styles", "tv OS built-in text styles", "watch OS Dynamic Type sizes",
            "Tracking values",
        ]
        let parts = split(rest, at: markers, reading: &reading)
        guard parts.count == 5 else { return }
        readCategoryTables(parts[0], platform: .ios, into: &reading)
        readFixedTable(parts[1], platform: .macos, into: &reading)
        readFixedTable(parts[2], platform: .tvos, into: &reading)
        readCategoryTables(parts[3], platform: .watchos, into: &reading)
        readTrackingTables(parts[4], into: &reading)
    }

    /// "i OS, i Pad OS 17 pt 11 ptmac OS 13 pt 10 pt…"
    static func readLegibility(_ text: String, into reading: inout DocumentReading) {
        let pattern = #"(i OS, i Pad OS|mac OS|tv OS|vision OS|watch OS) (\d+) pt (\d+) pt"#
        for m in captures(of: pattern, in: text) {
            guard let platform = HIGNames.platform(m[1]!) else { continue }
            reading.add(.legibility(platform, .defaultSize), .number(Double(m[2]!)!))
            reading.add(.legibility(platform, .minimumSize), .number(Double(m[3]!)!))
        }
    }

    /// Cuts the text at each marker in turn.
    private static func split(_ text: String, at markers: [String], reading: inout DocumentReading) -> [String] {
        var parts: [String] = []
        var rest = Substring(text)
        for marker in markers {
            guard let r = rest.range(of: marker) else {
                reading.problems.append("000: missing section \"\(marker)\"")
                return []
            }
            parts.append(String(rest[..<r.lowerBound]))
            rest = rest[r.upperBound...]
        }
        return parts + [String(rest)]
    }

    /// Dynamic Type tables: each starts after a category label ("x Small", "AX 1", "Large (default 40 mm…)").
    private static func readCategoryTables(_ text: String, platform: Platform, into reading: inout DocumentReading) {
        let pieces = text.components(separatedBy: "Style Weight Size (points)Leading (points)")
        let row = "(\(HIGNames.styleAlternation)) (\(HIGNames.weightAlternation)) (\\d+(?:\\.\\d+)?)"
        let label = #"(x{0,3} ?Small|Medium|x{0,3} ?Large|AX ?\d)(?: ?\([^)]*\))?\s*$"#
        for (previous, piece) in zip(pieces, pieces.dropFirst()) {
            guard let name = captures(of: label, in: previous).first?[1], let category = HIGNames.category(name) else {
                reading.problems.append("000: no category label before a \(platform.id) table")
                continue
            }
            for m in captures(of: row, in: piece) {
                guard let style = HIGNames.style(m[1]!), let weight = FontWeight(named: m[2]!),
                    let (size, leading) = splitSizeAndLeading(m[3]!, reading: &reading)
                else { continue }
                reading.addRow(platform, category, style, weight: weight, size: size, leading: leading)
            }
        }
    }

    /// macOS and tvOS: "Large Title Regular 2632 Bold", the last word the emphasized weight.
    private static func readFixedTable(_ text: String, platform: Platform, into reading: inout DocumentReading) {
        let w = HIGNames.weightAlternation
        let row = "(\(HIGNames.styleAlternation)) (\(w)) (\\d+) (\(w))"
        for m in captures(of: row, in: text) {
            guard let style = HIGNames.style(m[1]!), let weight = FontWeight(named: m[2]!),
                let emphasized = FontWeight(named: m[4]!),
                let (size, leading) = splitSizeAndLeading(m[3]!, reading: &reading)
            else { continue }
            reading.addRow(platform, .default, style, weight: weight, size: size, leading: leading)
            reading.add(.metric(platform, .default, style, .emphasizedWeight), .weight(emphasized))
        }
    }

    /// Splits "3441" into 34/41 and "3032.5" into 30/32.5. A split is plausible when neither part has a
    /// leading zero, the size is whole, and size ≤ leading ≤ 2 × size (every published leading is).
    static func splitSizeAndLeading(_ digits: String, reading: inout DocumentReading) -> (Double, Double)? {
        let chars = Array(digits)
        let candidates = (1..<chars.count).compactMap { i -> (Double, Double)? in
            let size = String(chars[..<i])
            let leading = String(chars[i...])
            guard size.first != "0", leading.first != "0", leading.first != ".", !size.contains("."),
                let s = Double(size), let l = Double(leading), s <= l, l <= 2 * s
            else { return nil }
            return (s, l)
        }
        guard candidates.count == 1 else {
            reading.problems.append("000: \(digits) splits \(candidates.count) ways")
            return nil
        }
        return candidates[0]
    }

    /// Seven tracking tables, each after a heading naming it and ending at "Not all apps…".
    private static func readTrackingTables(_ text: String, into reading: inout DocumentReading) {
        let pieces = text.components(separatedBy: "Size (points)Tracking (1/1000 em)Tracking (points)")
        for (previous, piece) in zip(pieces, pieces.dropFirst()) {
            let heading = previous.trimmingCharacters(in: .whitespaces)
            guard let table = HIGNames.trackingTable(heading) else {
                reading.problems.append("000: tracking table without a known name before \(piece.prefix(20))")
                continue
            }
            let run = String(piece.prefix { $0 != "N" }).replacingOccurrences(of: " ", with: "")
            let parses = TrackingRunSplitter(run).parses(limit: 2)
            guard parses.count == 1 else {
                reading.problems.append("000: tracking table \(table) reads \(parses.count) ways")
                continue
            }
            for row in parses[0] { reading.addTrackingRow(table, size: row.size, em: row.em, points: row.points) }
        }
    }
}

/// Splits a run-together tracking table such as "6+41+0.247+34+0.23…1200.0…8000" into rows.
///
/// A row is a size (whole, no leading zero, larger than the previous row's, at most 300 pt: the largest
/// published is 260), a tracking in 1/1000 em (signed, or a bare 0) and a tracking in points (one integer
/// digit at most, which may be missing as in "+.12"; a non-zero value always has two decimals, a zero may
/// be "0", "0.0" or "0.00"). The points must be near size × em / 1000: within 0.25 pt, the largest
/// published deviation being 0.2 pt (New York 220 pt), and zero when the em value is.
/// Every split that consumes the whole run is a parse.
struct TrackingRunSplitter {
    let chars: [Character]
    init(_ run: String) { chars = Array(run) }

    func parses(limit: Int) -> [[TrackingRow]] {
        var found: [[TrackingRow]] = []
        var rows: [TrackingRow] = []
        search(at: 0, previousSize: 0, rows: &rows, found: &found, limit: limit)
        return found
    }

    private func search(
        at i: Int, previousSize: Double, rows: inout [TrackingRow], found: inout [[TrackingRow]], limit: Int
    ) {
        guard found.count < limit else { return }
        if i == chars.count {
            if !rows.isEmpty { found.append(rows) }
            return
        }
        for (size, afterSize) in wholeNumbers(at: i, signed: false) where size > previousSize && size <= 300 {
            for (em, afterEm) in wholeNumbers(at: afterSize, signed: true) {
                for (points, afterPoints) in decimals(at: afterEm) {
                    let computed = size * em / 1000
                    guard abs(points - computed) <= 0.25, em != 0 || points == 0 else { continue }
                    rows.append(TrackingRow(size, em, points))
                    search(at: afterPoints, previousSize: size, rows: &rows, found: &found, limit: limit)
                    rows.removeLast()
                }
            }
        }
    }

    /// Whole numbers starting at `i`: a bare "0", or digits without a leading zero, after a sign if `signed`.
    private func wholeNumbers(at i: Int, signed: Bool) -> [(Double, Int)] {
        var results: [(Double, Int)] = []
        if i < chars.count, chars[i] == "0" { results.append((0, i + 1)) }
        var start = i
        var sign = 1.0
        if signed, i < chars.count, chars[i] == "+" || chars[i] == "-" {
            sign = chars[i] == "-" ? -1 : 1
            start += 1
        } else if signed {
            return results
        }
        guard start < chars.count, chars[start].isNumber else { return results }
        if chars[start] == "0" { return signed ? results + [(0, start + 1)] : results }
        var end = start
        while end < chars.count, chars[end].isNumber, end - start < 3 {
            end += 1
            results.append((sign * Double(String(chars[start..<end]))!, end))
        }
        return results
    }

    /// Point values starting at `i`: "[sign]D", "[sign]D.d", "[sign]D.dd" or "[sign].dd", one digit D at most.
    private func decimals(at i: Int) -> [(Double, Int)] {
        var j = i
        var sign = 1.0
        if j < chars.count, chars[j] == "+" || chars[j] == "-" {
            sign = chars[j] == "-" ? -1 : 1
            j += 1
        }
        var results: [(Double, Int)] = []
        var whole = "0"
        if j < chars.count, chars[j].isNumber {
            whole = String(chars[j])
            j += 1
            if whole == "0" { results.append((0, j)) }
        }
        guard j < chars.count, chars[j] == "." else { return results }
        var fraction = ""
        var k = j + 1
        while k < chars.count, chars[k].isNumber, fraction.count < 2 {
            fraction.append(chars[k])
            k += 1
            let value = sign * Double(whole + "." + fraction)!
            if value == 0 || fraction.count == 2 { results.append((value, k)) }
        }
        return results
    }
}
