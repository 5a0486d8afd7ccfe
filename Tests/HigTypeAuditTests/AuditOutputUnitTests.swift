import Foundation
import HigTypeTestSupport
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

    @Test(arguments: [
        ("***", "name.swift", true),
        ("**/**/**/a", "a", true),
        ("ab*ba", "aba", false),
        ("ab*ba", "abba", true),
        ("a*", "a", true),
        ("*", "", false),
        ("a?c*d?", "abcxxdz", true),
        ("a?c*d?", "abcxxd", false),
        ("*.swift", "Views/A.swift", false),
        ("**/*.css", "web/a.css", true),
    ])
    func wildcardsMatchAsBefore(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(AuditGlob(pattern).matches(path) == expected)
    }

    /// Many `**` and `*` against a long path: a set of reached segments and a scan of pieces,
    /// not backtracking; a path 10 times as long takes about 10 times as long.
    @Test func manyWildcardsStayLinearInThePath() {
        let pattern = AuditGlob(String(repeating: "**/", count: 40) + String(repeating: "*a", count: 40) + "b")
        #expect(!pattern.matches(String(repeating: "x/", count: 200) + String(repeating: "a", count: 400)))
        let ratio = Growth.ratio(n: 200) { n in
            let path = String(repeating: "x/", count: n) + String(repeating: "a", count: 2 * n)
            #expect(!pattern.matches(path))
        }
        #expect(ratio < Growth.linearBound, "10 × the path took \(ratio) × the time")
        // Runs of ** and of * are one each: 5,000 of them cost what one does.
        let runs = AuditGlob(String(repeating: "**/", count: 5_000) + String(repeating: "*", count: 5_000) + "b")
        let plain = AuditGlob("**/*b")
        let long = String(repeating: "x/", count: 2_000) + String(repeating: "a", count: 2_000)
        let timeRuns = Self.time { _ = runs.matches(long) }
        let timePlain = Self.time { _ = plain.matches(long) }
        #expect(timeRuns < 5 * timePlain + 0.01, "runs \(timeRuns) s against \(timePlain) s")
    }

    static func time(_ work: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = Growth.threadCPUTime()
            work()
            best = min(best, Growth.threadCPUTime() - start)
        }
        return best
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

    /// On a line longer than the key's reach either side (a minified file is one line), a key
    /// holds the bytes within reach, not the line: keys of n findings on one line cost n, not n × the line.
    @Test func aKeyOnALongLineHoldsTheTextWithinReach() throws {
        let reach = AuditBaseline.keyReach
        let line = String(repeating: "x", count: 1_000) + "font-size: 12px" + String(repeating: "y", count: 1_000)
        let bytes = Array(("a\n" + line + "\nb\n").utf8)
        let at = Diagnostic.error(
            .fixedSize, "x", at: SourceLocation(file: "a.css", line: 2, column: 1001, offset: 1_002))
        let key = try #require(AuditBaseline.key(for: at, bytes: bytes, file: "a.css"))
        #expect(
            key.text == String(repeating: "x", count: reach) + "font-size: 12px"
                + String(repeating: "y", count: reach - 15))
        let ratio = Growth.ratio(n: 2_000) { n in
            let bytes = Array(String(repeating: "a{font-size:12px}", count: n).utf8)
            var total = 0
            for k in 0..<n {
                let d = Diagnostic.error(
                    .fixedSize, "x", at: SourceLocation(file: "a.css", line: 1, column: 1, offset: 17 * k + 2))
                total += AuditBaseline.key(for: d, bytes: bytes, file: "a.css")?.text.utf8.count ?? 0
            }
            #expect(total <= n * (2 * reach))
        }
        #expect(ratio < Growth.linearBound, "10 × the findings on one line took \(ratio) × the time")
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
                == "higtype: audited 2 files (10 lines): 5 errors, 0 warnings, 1 waived; --fix: nothing to fix\n"
                + "higtype: by kind: 4 fixed-size, 1 waiver-reason; by nearest style: 2 Body, 1 Title 1, 1 not a literal\n"
        )
        summary.baselined = 3
        #expect(
            summary.render().hasPrefix(
                "higtype: audited 2 files (10 lines): 5 errors, 0 warnings, 1 waived, 3 in the baseline\n"))
        #expect(AuditSummary().render() == "higtype: audited 0 files (0 lines): 0 errors, 0 warnings, 0 waived\n")
    }

    /// A macOS app's warnings are counted in the headline, by their style below it; a pinned
    /// Dynamic Type size is counted as a pin, not as a size that is not a literal.
    @Test func countsEveryFindingBySeverityAndAPinAsAPin() {
        var summary = AuditSummary()
        summary.files = 1
        var result = Auditor.FileResult(lines: 8)
        result.styles = [0: "Body", 5: "Body", 9: AuditSummary.pinKey]
        let at = { (offset: Int) in SourceLocation(file: "a", line: 1, column: 1, offset: offset) }
        let reported: [Diagnostic] = [
            .warning(.fixedSizeMacOS, "x", at: at(0)), .warning(.fixedSizeMacOS, "x", at: at(5)),
            .error(.fixedSize, "pin", at: at(9)), .warning(.fixedSizeMacOS, "x", at: at(12)),
            .warning(.readOnceSize, "y", at: at(20)),
        ]
        summary.add(result, reported: reported)
        #expect(summary.waivableFindings == 5)
        #expect(
            summary.render()
                == "higtype: audited 1 file (8 lines): 1 error, 4 warnings, 0 waived\n"
                + "higtype: by kind: 3 fixed-size-macos, 1 fixed-size, 1 read-once-size; by nearest style: 2 Body, "
                + "1 not a literal; 1 pinned Dynamic Type size\n")
    }

    /// The style a finding names comes from the table its message reads: macOS's for macOS code.
    @Test func aMacOSFindingIsCountedByTheMacOSStyle() {
        let source = Array("import AppKit\nlet a = NSFont.systemFont(ofSize: 17)\n".utf8)
        let result = Auditor(platform: .ios).audit(source, path: "a.swift", language: .swift)
        #expect(result.diagnostics.map(\.id) == [.fixedSizeMacOS])
        #expect(Array(result.styles.values) == ["Title 2"], "17 pt is Title 2 on macOS, Body on iOS")
    }
}
