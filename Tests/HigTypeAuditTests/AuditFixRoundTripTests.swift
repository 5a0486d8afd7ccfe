// The fix-it round trip over every Swift fixture: apply each finding's fix-it, audit again, and
// only the findings that had no fix-it remain; nothing the fix-its wrote is flagged.
// (`audit --fix` itself, end to end, is FixCommandTests.auditFixRewritesSwiftAndCSSAndASecondRunChangesNothing.)

import Foundation
import Testing

@testable import HigTypeAudit
@testable import HigTypeCore

@Suite("audit fix-it round trip") struct AuditFixRoundTripTests {
    static var swiftFixtures: [AuditFixture] { AuditFixture.all.filter { $0.name.hasSuffix(".swift") } }

    @Test(arguments: swiftFixtures)
    func fixedSourceAuditsClean(_ fixture: AuditFixture) throws {
        let bytes = Array(try #require(FileManager.default.contents(atPath: fixture.path)))
        let auditor = Auditor(platform: .ios)
        let first = auditor.audit(bytes, path: fixture.name, language: .swift)
        let fixIts = first.diagnostics.compactMap(\.fixIt).sorted { $0.range.start.offset > $1.range.start.offset }
        var fixed = bytes
        var previousStart = Int.max
        for fixIt in fixIts {
            let range = fixIt.range.start.offset..<fixIt.range.end.offset
            #expect(range.upperBound <= previousStart, "fix-its overlap at \(fixIt.range.start.line)")
            fixed.replaceSubrange(range, with: Array(fixIt.replacement.utf8))
            previousStart = range.lowerBound
        }
        let second = auditor.audit(fixed, path: fixture.name, language: .swift)
        let text = String(decoding: fixed, as: UTF8.self)
        #expect(second.diagnostics.filter { $0.fixIt != nil }.isEmpty, "a fix-it's text is flagged again:\n\(text)")
        #expect(
            second.diagnostics.map(\.id) == first.diagnostics.filter { $0.fixIt == nil }.map(\.id),
            "only the findings without a fix-it remain:\n\(text)")
        #expect(second.waived == first.waived)
    }

    /// The round trip changes the fixtures that have fix-its: a test that cannot fail proves nothing.
    @Test func theRoundTripSeesFixIts() throws {
        let path = try #require(Self.swiftFixtures.first { $0.name == "swift-fixit-keeps-font.swift" }).path
        let bytes = Array(try #require(FileManager.default.contents(atPath: path)))
        let diagnostics = Auditor(platform: .ios).audit(bytes, path: path, language: .swift).diagnostics
        #expect(diagnostics.filter { $0.fixIt != nil }.count == 14)
    }
}
