import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import Mustache

/// The typed catalogue of diagnostic ids and `docs/rules.md` describe the same ids, in the same order.
@Suite struct CatalogueTests {
    static let everyID: [DiagnosticID] =
        DiagnosticID.coreCatalogue + DiagnosticID.mustacheCatalogue + DiagnosticID.languageCatalogue
        + DiagnosticID.resolverCatalogue + DiagnosticID.outputsCatalogue + DiagnosticID.adoptCatalogue
        + DiagnosticID.kitCatalogue + DiagnosticID.auditOutputCatalogue + DiagnosticID.auditCatalogue
        + RuleCatalogue.all.map(\.id)

    static func rulesPage() throws -> String {
        try String(contentsOfFile: PackageRoot.file("docs/rules.md"), encoding: .utf8)
    }

    @Test func everyIDIsDeclaredOnce() {
        #expect(Set(Self.everyID).count == Self.everyID.count)
    }

    @Test func rulesAreDocumentedInCatalogueOrder() throws {
        let page = try Self.rulesPage()
        let section = try #require(
            page.components(separatedBy: "## The rules").last?.components(separatedBy: "\n## ").first)
        let headings = section.split(separator: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) }
        #expect(headings == RuleCatalogue.all.map(\.id.rawValue))
    }

    @Test func everyOtherDiagnosticIsListedWithTheDiagnosticsThatAreNotRules() throws {
        let page = try Self.rulesPage()
        let section = try #require(page.components(separatedBy: "## Diagnostics that are not rules").last)
        var listed: [String] = []
        var rest = section[...]
        while let open = rest.firstIndex(of: "`") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "`") else { break }
            listed.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        let rules = Set(RuleCatalogue.all.map(\.id))
        let others = Self.everyID.filter { !rules.contains($0) }.map(\.rawValue)
        #expect(Set(listed) == Set(others))
        #expect(listed.count == others.count, "an id is listed twice")
    }

    @Test func checksAreTheCatalogueRulesWithoutTheUpstreamOnes() {
        let checks = RuleCatalogue.checks.map(\.info.id)
        let upstream = RuleCatalogue.upstream.map(\.id)
        #expect(RuleCatalogue.all.map(\.id).filter { !upstream.contains($0) } == checks)
    }
}
