import Foundation
import Testing

@testable import HigTypeAudit
@testable import HigTypeCompiler
@testable import HigTypeCore

@Suite("audit globs") struct AuditGlobTests {
    @Test(arguments: [
        ("**/Tests/**", "Tests/A.swift", true),
        ("**/Tests/**", "App/Tests/Deep/A.swift", true),
        ("**/Tests/**", "App/MyTests/A.swift", false),
        ("**/*Preview*.swift", "Card+Previews.swift", true),
        ("**/*Preview*.swift", "App/Views/CardPreview.swift", true),
        ("**/*Preview*.swift", "App/Previews/Card.swift", false),
        ("**/Generated/**", "Generated", true),
        ("Generated/**", "App/Generated/F.swift", false),
        ("App/*.swift", "App/A.swift", true),
        ("App/*.swift", "App/Views/A.swift", false),
        ("App/?.swift", "App/A.swift", true),
        ("App/?.swift", "App/AB.swift", false),
        ("**", "anything/at/all.css", true),
        ("a/**/b", "a/b", true),
        ("a/**/b", "a/x/y/b", true),
        ("a/**/b", "a/x/y/c", false),
        ("*a*b*c", "xaybzc", true),
        ("*a*b*c", "xaybz", false),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(AuditGlob(pattern).matches(path) == expected)
    }

    /// Many `**` and `*` against a long path: a table and a greedy scan, not backtracking.
    @Test func manyWildcardsStayFast() {
        let pattern = AuditGlob(String(repeating: "**/", count: 40) + String(repeating: "*a", count: 40) + "b")
        let path = String(repeating: "x/", count: 200) + String(repeating: "a", count: 400)
        let start = Date()
        #expect(!pattern.matches(path))
        #expect(Date().timeIntervalSince(start) < 2)
    }
}

@Suite("audit baseline") struct AuditBaselineTests {
    static let diagnostic = Diagnostic.error(
        .fixedSize, "x", at: SourceLocation(file: "A.swift", line: 2, column: 9, offset: 12))

    @Test func theKeyIsTheTrimmedLine() throws {
        let bytes = Array("import X\n    let a = Font.system(size: 12)  \nlet b\n".utf8)
        let key = try #require(AuditBaseline.key(for: Self.diagnostic, bytes: bytes, file: "App/A.swift"))
        #expect(key == .init(file: "App/A.swift", id: "fixed-size", text: "let a = Font.system(size: 12)"))
        #expect(AuditBaseline.key(for: .error(.fixedSize, "no position"), bytes: bytes, file: "A.swift") == nil)
    }

    @Test func countsLetThatManyThrough() {
        var baseline = AuditBaseline()
        let key = AuditBaseline.Key(file: "A.swift", id: "fixed-size", text: "same")
        baseline.record(key)
        let three = [Self.diagnostic, Self.diagnostic, Self.diagnostic]
        let (new, matched) = baseline.filter(three) { _ in key }
        #expect(new.count == 2 && matched == 1)
        let other = baseline.filter(three) { _ in .init(file: "B.swift", id: "fixed-size", text: "same") }
        #expect(other.new.count == 3 && other.matched == 0)
    }

    @Test func writtenSortedAndReadBack() throws {
        var baseline = AuditBaseline()
        baseline.record(.init(file: "b.css", id: "fixed-size", text: "p { font-size: 12px }"))
        baseline.record(.init(file: "A.swift", id: "waiver-reason", text: "// \"quoted\""), count: 2)
        baseline.record(.init(file: "A.swift", id: "fixed-size", text: ""))
        let text = baseline.rendered()
        #expect(text.hasSuffix("}\n"))
        let order = ["\"text\": \"\"", "waiver-reason", "b.css"].map { text.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
        let (read, diagnostics) = AuditBaseline.read(.init(path: "base.json", bytes: Array(text.utf8)))
        #expect(diagnostics.isEmpty)
        #expect(read == baseline)
        #expect(read?.rendered() == text)
    }

    @Test func aFindingListedTwiceIsAnError() {
        let entry = #"{"file": "A.swift", "id": "fixed-size", "text": "x", "count": 1}"#
        let text = #"{"higtypeAuditBaseline": 1, "findings": ["# + entry + ", " + entry + "]}"
        let (read, diagnostics) = AuditBaseline.read(.init(path: "base.json", bytes: Array(text.utf8)))
        #expect(read == nil)
        #expect(diagnostics.map(\.message) == ["this finding is listed twice; give it once, with its count"])
        #expect(diagnostics.first?.location?.column == 108)
    }
}

@Suite("audit summary") struct AuditSummaryTests {
    @Test func countsByKindAndStyle() {
        var summary = AuditSummary()
        summary.files = 2
        var result = Auditor.FileResult(lines: 10)
        result.waived = 1
        result.styles = [0: "Body", 5: "Body", 9: "Title 1"]
        let at = { (offset: Int) in SourceLocation(file: "a", line: 1, column: 1, offset: offset) }
        let reported: [Diagnostic] =
            [0, 5, 9, 20].map { .error(.fixedSize, "x", at: at($0)) } + [
                .error(.waiverReason, "y", at: at(30))
            ]
        summary.add(result, reported: reported)
        #expect(
            summary.render(fix: "--fix: nothing to fix")
                == "higtype: audited 2 files (10 lines): 4 fixed sizes, 1 waived; --fix: nothing to fix\n"
                + "higtype: by kind: 4 fixed-size, 1 waiver-reason; by nearest style: 2 Body, 1 Title 1, 1 not a literal\n"
        )
        summary.baselined = 3
        #expect(
            summary.render().hasPrefix(
                "higtype: audited 2 files (10 lines): 4 fixed sizes, 1 waived, 3 in the baseline\n"))
        #expect(AuditSummary().render() == "higtype: audited 0 files (0 lines): 0 fixed sizes, 0 waived\n")
    }
}
