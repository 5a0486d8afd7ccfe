import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeSpec

/// Compares every cell of the five HIG scrapes in ../shared/hig with the embedded spec.
/// A difference passes only when it is a named, explained entry in `KnownDisagreements`.
@Suite(.enabled(if: HIGDocument.input.shouldRun, HIGDocument.input.skipComment))
struct HIGDocumentTests {
    /// Every test needs the scrapes; under CI=true their absence fails each one.
    init() throws { try HIGDocument.input.require() }

    /// Cells each document gives; a parser that silently finds less fails here.
    /// 000: legibility 10, iOS 12×11×3, macOS 11×4, tvOS 9×4, watchOS 9×10×3, tracking 441 rows × 2.
    /// 001: the same without legibility. 002: iOS only. 003: legibility, iOS and watchOS xSmall and AX1,
    /// macOS, tvOS, tracking SF Pro/macOS/tvOS/SF Compact (4 × 64 rows × 2). 004: 11 sizes and 1 weight.
    static let expectedCellCounts: [HIGDocument: Int] = [
        .runTogether: 10 + 396 + 44 + 36 + 270 + 882,
        .lists: 396 + 44 + 36 + 270 + 882,
        .markdown: 396,
        .cellPerLine: 10 + 66 + 44 + 36 + 60 + 512,
        .summary: 12,
    ]

    @Test(arguments: HIGDocument.allCases)
    func parsesWithoutProblems(_ document: HIGDocument) {
        #expect(document.reading.problems == [])
    }

    @Test(arguments: HIGDocument.allCases)
    func givesTheExpectedNumberOfCells(_ document: HIGDocument) {
        #expect(document.reading.cells.count == Self.expectedCellCounts[document])
    }

    @Test(arguments: HIGDocument.allCases)
    func everyCellMatchesOrIsAKnownDisagreement(_ document: HIGDocument) {
        for (key, published) in document.reading.cells.sorted(by: { $0.key < $1.key }) {
            let embedded = key.embedded
            guard published != embedded else { continue }
            let known = KnownDisagreements.cells.first { $0.document == document && $0.key == key }
            #expect(
                known != nil,
                "\(document.rawValue) \(key): published \(published), embedded \(embedded.map(String.init(describing:)) ?? "nothing")"
            )
            if let known {
                #expect(known.published == published, "\(known.testDescription) but the document says \(published)")
                #expect(
                    known.chosen == embedded,
                    "\(known.testDescription) but the spec holds \(String(describing: embedded))")
            }
        }
    }

    @Test(arguments: KnownDisagreements.cells)
    func knownDisagreementIsStillThere(_ known: KnownDisagreement) {
        #expect(known.document.reading.cells[known.key] == known.published)
        #expect(known.key.embedded == known.chosen)
        #expect(!known.reason.isEmpty)
    }

    /// The run-together scrape is complete: it confirms every embedded cell, not only some.
    @Test func runTogetherDocumentCoversTheWholeSpec() {
        let missing = CellKey.allEmbedded.subtracting(HIGDocument.runTogether.reading.cells.keys)
        #expect(missing.sorted() == [])
    }

    /// Where two documents give the same cell, they agree unless one of them is a known disagreement.
    @Test func documentsAgreeWithEachOther() {
        let knownKeys = Set(KnownDisagreements.cells.map { "\($0.document.rawValue) \($0.key)" })
        var values: [CellKey: [(HIGDocument, CellValue)]] = [:]
        for document in HIGDocument.allCases {
            for (key, value) in document.reading.cells where !knownKeys.contains("\(document.rawValue) \(key)") {
                values[key, default: []].append((document, value))
            }
        }
        for (key, given) in values.sorted(by: { $0.key < $1.key }) where Set(given.map(\.1)).count > 1 {
            Issue.record("documents disagree on \(key): \(given.map { "\($0.0.rawValue)=\($0.1)" })")
        }
    }

    @Test(arguments: HIGDocument.allCases)
    func rowsComeInTheSpecOrder(_ document: HIGDocument) {
        for (table, published) in document.reading.rowOrders.sorted(by: { $0.key < $1.key }) {
            let parts = table.split(separator: "/")
            let spec = HIG.spec(for: Platform(rawValue: String(parts[0]))!)
            let expected = spec.styles.map(\.style).filter(published.contains)
            guard published != expected else { continue }
            let known = KnownDisagreements.orders.first { $0.document == document && $0.table == table }
            #expect(known?.published == published, "\(document.rawValue) \(table) lists \(published.map(\.id))")
        }
    }

    @Test func knownOrderDisagreementsAreStillThere() {
        for known in KnownDisagreements.orders {
            #expect(known.document.reading.rowOrders[known.table] == known.published, "\(known.reason)")
        }
    }

    /// The splitter finds the one reading of rows whose cells ran together, "+.12" included.
    @Test func trackingRunSplitsOneWay() {
        let parses = TrackingRunSplitter("10+16+0.1511+11+.1212+6+0.07").parses(limit: 2)
        #expect(parses == [[TrackingRow(10, 16, 0.15), TrackingRow(11, 11, 0.12), TrackingRow(12, 6, 0.07)]])
        let zeros = TrackingRunSplitter("11+6+0.061200.013-6-0.0876+1+0.0780008400").parses(limit: 2)
        #expect(zeros.first?.map(\.size) == [11, 12, 13, 76, 80, 84])
        #expect(zeros.count == 1)
    }

    @Test func sizeAndLeadingSplitOneWay() {
        var reading = DocumentReading()
        #expect(RunTogetherParser.splitSizeAndLeading("3441", reading: &reading)! == (34, 41))
        #expect(RunTogetherParser.splitSizeAndLeading("1012.5", reading: &reading)! == (10, 12.5))
        #expect(RunTogetherParser.splitSizeAndLeading("1113", reading: &reading)! == (11, 13))
        #expect(reading.problems == [])
    }
}
