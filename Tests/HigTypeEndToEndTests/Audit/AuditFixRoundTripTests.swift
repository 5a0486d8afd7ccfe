import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeKit

/// `audit --fix` over every audit fixture (`Tests/HigTypeAuditTests/cases`): each fix-it applies
/// without overlapping another, the fixed file audits with no finding left that has a fix-it,
/// the findings left are exactly those that had none, and a second run changes nothing.
@Suite struct AuditFixRoundTripTests {
    static let folder = PackageRoot.file("Tests/HigTypeAuditTests/cases")

    static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { Auditor.Language(path: $0) != nil }.sorted()
    }

    /// Every fixture, each with its expectations: a case added or lost changes the count.
    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count == 83, "\(Self.fixtures)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder)) ?? []
        let expected = Set(names.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) })
        #expect(Set(Self.fixtures.map { ($0 as NSString).deletingPathExtension }) == expected)
    }

    @Test(arguments: Self.fixtures)
    func fixingLeavesOnlyTheFindingsWithoutAFixIt(_ name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.folder + "/" + name))
        let language = try #require(Auditor.Language(path: name))
        let auditor = Auditor(platform: .ios)
        let before = auditor.audit(Array(bytes), path: name, language: language).diagnostics
        let run = Pipeline.auditFix([.init(path: name, bytes: Array(bytes))], auditor: auditor, dryRun: true)
        #expect(run.fix.notes.map(\.message) == [], "no fix-it overlaps another or is left over")
        let fixed = run.fix.files.first?.fixed ?? Array(bytes)
        #expect((run.fix.files.first?.fixes ?? 0) == before.filter { $0.fixIt != nil }.count)
        let after = auditor.audit(fixed, path: name, language: language).diagnostics
        #expect(after.filter { $0.fixIt != nil }.map(\.message) == [])
        #expect(after.map(\.id) == before.filter { $0.fixIt == nil }.map(\.id))
        let again = Pipeline.auditFix([.init(path: name, bytes: fixed)], auditor: auditor, dryRun: true)
        #expect(again.fix.files.isEmpty, "a second --fix changes nothing")
    }
}
