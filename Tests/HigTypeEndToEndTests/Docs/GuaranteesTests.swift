import Foundation
import HigTypeTestSupport
import Testing

/// The README's "Guarantees for build steps" names, for each guarantee, the suites that prove
/// it. Every name must be a suite in this test target, so a renamed or deleted suite cannot
/// leave a guarantee that nothing tests.
@Suite struct GuaranteesTests {
    @Test func everyGuaranteeNamesSuitesThatExist() throws {
        let readme = try String(contentsOfFile: PackageRoot.file("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "### Guarantees for build steps"))
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        let guarantees = section.components(separatedBy: "\n- ").dropFirst()
        #expect(guarantees.count >= 6)
        let sources = try Self.testSources()
        for guarantee in guarantees {
            let names = guarantee.matches(of: /`(\w+Tests)`/).map { String($0.output.1) }
            #expect(!names.isEmpty, "a guarantee names no test: \(guarantee.prefix(60))")
            for name in names {
                #expect(sources.contains("struct \(name) "), "README names \(name), which is not a suite")
            }
        }
    }

    /// Every Swift file of every test target, concatenated.
    static func testSources() throws -> String {
        let folder = PackageRoot.file("Tests")
        let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return try files.filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
    }
}
