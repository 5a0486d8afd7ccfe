import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec

/// `--version` and `spec --format json` name the HIG revision the tables follow; these check
/// that what they name is what the scrapes in ../shared/hig say.
@Suite struct ProvenanceTests {
    static let input = RequiredInput.shared("hig", tests: "HIG provenance tests")

    @Test func versionNamesTheRevision() {
        let output = HigTypeTool.run(["--version"], environment: ToolEnvironment(colorDiagnostics: false))
        #expect(
            output.stdout
                == "higtype \(HigTypeTool.version)\nHIG Typography tables as of the page's change-log entry of 2025-03-07 (copies dated 2020-03-27, 2025-06-25, 2025-07-20)\n"
        )
    }

    @Test func specJSONCarriesIt() {
        guard case .object(let members) = specJSON(),
            let provenance = members.first(where: { $0.0 == "provenance" })?.1,
            case .object(let fields) = provenance
        else {
            Issue.record("no provenance in spec JSON")
            return
        }
        #expect(fields.map(\.0) == ["page", "changeLogEntry", "lastTableChange", "sources"])
        let entry = fields.first { $0.0 == "changeLogEntry" }?.1
        #expect(
            entry
                == .object([
                    ("date", .string("2025-03-07")), ("summary", .string("Expanded guidance for Dynamic Type.")),
                ]))
    }

    /// The newest change-log entry in the copy that has the change log (003) is the one named,
    /// and each copy's retrieval date is the one its header gives.
    @Test(.enabled(if: Self.input.shouldRun, Self.input.skipComment))
    func matchesTheScrapes() throws {
        let folder = try Self.input.require()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") }.sorted()
        #expect(files.map { String($0.prefix(3)) } == HIG.provenance.sources.map(\.document))
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        for (file, source) in zip(files, HIG.provenance.sources) {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            // Header dates ("last_updated: 2025-07-20T…", "Updated: 2025-06-25T…"), else the first date in the text.
            let stamp =
                text.firstMatch(of: /(?:last_updated|Updated):\s*"?(\d{4}-\d{2}-\d{2})/)?.1
                ?? text.firstMatch(of: /(\d{4}-\d{2}-\d{2})/)?.1
            #expect(stamp.map(String.init) == source.dated, "\(file)")
            if text.contains("\nChanges\n") {
                let log = text[text.range(of: "\nChanges\n")!.upperBound...]
                let dates = log.matches(
                    of:
                        /(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})/
                )
                .map { m in
                    String(format: "%@-%02d-%02d", String(m.3), months.firstIndex(of: String(m.1))! + 1, Int(m.2)!)
                }
                #expect(dates.max() == HIG.provenance.changeLogEntry)
                #expect(dates.contains(HIG.provenance.lastTableChange))
            }
        }
    }
}
