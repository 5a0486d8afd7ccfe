import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeSpec

/// The five HIG Typography scrapes in `../shared/hig`, each read by its own parser.
enum HIGDocument: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Everything on a few lines; numbers run together ("Large Title Regular 3138").
    case runTogether = "000"
    /// Clean lists, one row per line; an older revision of the page in places.
    case lists = "001"
    /// A ≈2020 iOS-only Korean translation with markdown tables.
    case markdown = "002"
    /// One table cell per line; only some categories.
    case cellPerLine = "003"
    /// A short third-party summary of iOS default sizes.
    case summary = "004"

    var testDescription: String { "\(rawValue) (\(self))" }

    static let input = RequiredInput.shared("hig", tests: "HIG document comparisons")
    static let folder = URL(fileURLWithPath: PackageRoot.shared + "/hig")

    /// The document's text: the file in the folder whose name starts with "<number>_".
    func text() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        guard let name = names.sorted().first(where: { $0.hasPrefix(rawValue + "_") }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: Self.folder.path + "/" + rawValue + "_*"])
        }
        return try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The document parsed into cells; parsed once per test run.
    var reading: DocumentReading { Self.readings[self]! }

    private static let readings: [HIGDocument: DocumentReading] = Dictionary(
        uniqueKeysWithValues: allCases.map { doc in
            var reading = DocumentReading()
            do {
                let text = try doc.text()
                switch doc {
                case .runTogether: RunTogetherParser.read(text, into: &reading)
                case .lists: ListParser.read(text, into: &reading)
                case .markdown: MarkdownParser.read(text, into: &reading)
                case .cellPerLine: CellPerLineParser.read(text, into: &reading)
                case .summary: SummaryParser.read(text, into: &reading)
                }
            } catch {
                reading.problems.append("cannot read \(doc.rawValue): \(error)")
            }
            return (doc, reading)
        })
}

/// One value a document publishes, addressed the way the embedded spec addresses it.
enum CellKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    enum Legibility: String, Sendable { case defaultSize, minimumSize }
    enum Field: String, Sendable { case weight, size, leading, emphasizedWeight }
    enum TrackingColumn: String, Sendable { case em, points }

    case legibility(Platform, Legibility)
    case metric(Platform, SizeCategory, TextStyle, Field)
    case tracking(table: String, size: Double, TrackingColumn)

    var description: String {
        switch self {
        case .legibility(let p, let f): "legibility/\(p.id)/\(f.rawValue)"
        case .metric(let p, let c, let s, let f): "\(p.id)/\(c.id)/\(s.id)/\(f.rawValue)"
        case .tracking(let t, let size, let c): "tracking/\(t)/\(JSONOutput.format(size))/\(c.rawValue)"
        }
    }

    static func < (a: CellKey, b: CellKey) -> Bool { a.description < b.description }

    /// The value the embedded spec holds for this key; nil when it holds none.
    var embedded: CellValue? {
        switch self {
        case .legibility(let p, .defaultSize): .number(HIG.spec(for: p).defaultSize)
        case .legibility(let p, .minimumSize): .number(HIG.spec(for: p).minimumSize)
        case .metric(let p, let c, let s, let field):
            HIG.spec(for: p).style(s).flatMap { spec in
                switch field {
                case .emphasizedWeight: spec.emphasizedWeight.map(CellValue.weight)
                case .weight: spec.metrics[c].map { .weight($0.weight) }
                case .size: spec.metrics[c].map { .number($0.size) }
                case .leading: spec.metrics[c].map { .number($0.leading) }
                }
            }
        case .tracking(let name, let size, let column):
            HIG.trackingTables.first { $0.name == name }?.rows.first { $0.size == size }.map {
                .number(column == .em ? $0.em : $0.points)
            }
        }
    }

    /// Every cell of the embedded spec, to check that the documents confirm all of it.
    static let allEmbedded: Set<CellKey> = {
        var keys = Set<CellKey>()
        for spec in HIG.platforms {
            keys.insert(.legibility(spec.platform, .defaultSize))
            keys.insert(.legibility(spec.platform, .minimumSize))
            for style in spec.styles {
                if style.emphasizedWeight != nil {
                    keys.insert(.metric(spec.platform, .default, style.style, .emphasizedWeight))
                }
                for category in style.metrics.keys {
                    for field in [Field.weight, .size, .leading] {
                        keys.insert(.metric(spec.platform, category, style.style, field))
                    }
                }
            }
        }
        for table in HIG.trackingTables {
            for row in table.rows {
                keys.insert(.tracking(table: table.name, size: row.size, .em))
                keys.insert(.tracking(table: table.name, size: row.size, .points))
            }
        }
        return keys
    }()
}

enum CellValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case weight(FontWeight)

    var description: String {
        switch self {
        case .number(let n): JSONOutput.format(n)
        case .weight(let w): w.displayName
        }
    }
}

/// What a parser found in one document.
struct DocumentReading: Sendable {
    var cells: [CellKey: CellValue] = [:]
    /// Style order of each table, keyed like "macos/default" or "ios/xSmall".
    var rowOrders: [String: [TextStyle]] = [:]
    /// Anything the parser could not read unambiguously; a correct parser leaves this empty.
    var problems: [String] = []

    /// Records a cell; a document that gives one cell two different values is a problem.
    mutating func add(_ key: CellKey, _ value: CellValue) {
        if let old = cells[key], old != value {
            problems.append("\(key) given twice: \(old) and \(value)")
        }
        cells[key] = value
    }

    /// Records one row of a type table (weight, size, leading) and its place in the table's order.
    mutating func addRow(
        _ platform: Platform, _ category: SizeCategory, _ style: TextStyle,
        weight: FontWeight, size: Double, leading: Double
    ) {
        add(.metric(platform, category, style, .weight), .weight(weight))
        add(.metric(platform, category, style, .size), .number(size))
        add(.metric(platform, category, style, .leading), .number(leading))
        rowOrders["\(platform.id)/\(category.id)", default: []].append(style)
    }

    mutating func addTrackingRow(_ table: String, size: Double, em: Double, points: Double) {
        add(.tracking(table: table, size: size, .em), .number(em))
        add(.tracking(table: table, size: size, .points), .number(points))
    }
}

/// Name matching shared by the parsers.
enum HIGNames {
    /// A style as the documents print it ("Subhead", "Caption 1", "Semi-Bold" weights go via FontWeight).
    static func style(_ name: String) -> TextStyle? { TextStyle(named: name) }

    /// A category label, ignoring spaces and any "(default …)" note: "x Large (default 44 mm…)" is xLarge.
    static func category(_ label: String) -> SizeCategory? {
        let bare = label.split(separator: "(").first.map(String.init) ?? label
        return SizeCategory(named: bare.replacingOccurrences(of: " ", with: ""))
    }

    /// The embedded tracking table a heading names: "SF Pro", "macOS tracking values", "tv OS tracking values".
    static func trackingTable(_ heading: String) -> String? {
        let folded = foldName(heading)
        let byLength = HIG.trackingTables.map(\.name).sorted { $0.count > $1.count }
        return byLength.first { folded.hasSuffix(foldName($0)) || folded.hasSuffix(foldName($0) + "trackingvalues") }
    }

    /// A platform name as a document prints it: "i OS, i Pad OS", "iOS, iPadOS", "tv OS".
    static func platform(_ name: String) -> Platform? {
        let first = name.split(separator: ",").first.map(String.init) ?? name
        return Platform(named: first.replacingOccurrences(of: " ", with: ""))
    }

    /// Text style names longest first, for regex alternations ("Large Title" before "Title 1").
    static let styleAlternation: String = {
        let names = TextStyle.allCases.map(\.displayName) + ["Subhead", "Subheadline"]
        return Set(names).sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
            .map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
    }()

    static let weightAlternation = FontWeight.allCases.map(\.displayName).joined(separator: "|")
}

/// `NSRegularExpression` matches as arrays of capture groups (nil for a group that did not take part).
func captures(of pattern: String, in text: String, options: NSRegularExpression.Options = []) -> [[String?]] {
    let regex = try! NSRegularExpression(pattern: pattern, options: options)
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
        (0..<match.numberOfRanges).map { i in
            let r = match.range(at: i)
            return r.location == NSNotFound ? nil : ns.substring(with: r)
        }
    }
}
