import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeAudit
@testable import HigTypeCore

/// The style sheet side of the audit beyond the fixtures: the fix-it round trip over every CSS,
/// SCSS and LESS fixture, the SCSS and LESS lexing, which files are audited, and long lines.
@Suite struct AuditStyleSheetTests {
    /// Every fix-it of a fixture applied (as `audit --fix` applies them, back to front), the file
    /// audits again with no fix-it left, and every finding that had none is still there.
    @Test(arguments: AuditFixture.all.filter { !$0.name.hasSuffix(".swift") })
    func fixItRoundTrip(_ fixture: AuditFixture) throws {
        let language = try #require(Auditor.Language(path: fixture.path))
        var bytes = Array(try #require(FileManager.default.contents(atPath: fixture.path)))
        let first = Auditor().audit(bytes, path: fixture.name, language: language)
        let fixes = first.diagnostics.compactMap(\.fixIt).sorted { $0.range.start.offset > $1.range.start.offset }
        var previousStart = Int.max
        for fix in fixes {
            #expect(fix.range.end.offset <= previousStart, "fix-its overlap in \(fixture.name)")
            bytes.replaceSubrange(
                fix.range.start.offset..<fix.range.end.offset, with: Array(fix.replacement.utf8))
            previousStart = fix.range.start.offset
        }
        let second = Auditor().audit(bytes, path: fixture.name, language: language)
        #expect(second.diagnostics.filter { $0.fixIt != nil }.map(\.message) == [], "\(fixture.name)")
        #expect(
            second.diagnostics.count == first.diagnostics.count - fixes.count,
            "\(fixture.name): the findings without a fix-it stay, the others go")
        #expect(second.waived == first.waived)
    }

    private func scss(_ source: String, _ dialect: CSSLexer.Dialect = .scss) -> (texts: [String], comments: [String]) {
        let bytes = Array(source.utf8)
        let lexed = CSSLexer.lex(bytes, dialect: dialect)
        let text = { (a: Int, b: Int) in String(decoding: bytes[a..<b], as: UTF8.self) }
        return (lexed.tokens.map { text($0.start, $0.end) }, lexed.comments.map { text($0.start, $0.end) })
    }

    @Test func lineCommentsInSCSSAndLESSOnly() {
        #expect(scss("a{b:1px} // c: 2px\nd").comments == ["// c: 2px"])
        #expect(scss("a // c", .less).comments == ["// c"])
        #expect(scss("a // c", .css).comments == [])
        #expect(scss("a // c", .css).texts == ["a", "/", "/", "c"])
    }

    @Test func interpolationsAreOneTokenWithTheirBracesAndStrings() {
        #expect(
            scss(#".a-#{$n + "}"} { x: #{f({a: 1})}px }"#).texts == [
                ".", "a-", #"#{$n + "}"}"#, "{", "x", ":", "#{f({a: 1})}", "px", "}",
            ])
        #expect(scss("w: @{v}px", .less).texts == ["w", ":", "@{v}", "px"])
        #expect(scss("x: #{open").texts == ["x", ":", "#{open"])
    }

    @Test func unquotedURLKeepsItsSlashes() {
        #expect(scss("b: url(//cdn/a.png); c: 1px").texts == ["b", ":", "url(//cdn/a.png)", ";", "c", ":", "1px"])
        #expect(scss(#"b: url("//x")"#).texts == ["b", ":", "url", "(", #""//x""#, ")"])
        #expect(scss("b: myurl(//x)").comments == ["//x)"])
    }

    @Test func styleSheetFilesAreCollectedAndOthersRefused() throws {
        let folder = TemporaryFolder()
        for name in ["a.css", "b.scss", "c.less", "d.sass", "e.styl", "f.swift"] { folder.write("web/" + name, "") }
        let found = try AuditFiles.collect([folder.file("web")]).get()
        #expect(found.map { ($0 as NSString).lastPathComponent } == ["a.css", "b.scss", "c.less", "f.swift"])
        let refused = AuditFiles.collect([folder.file("web/d.sass")])
        #expect(
            refused
                == .failure(.init(message: "'\(folder.file("web/d.sass"))' is not a .swift, .css, .scss or .less file"))
        )
    }

    /// One line of minified CSS with a finding every rule: positions stay right at the end of
    /// the line, and the audit does not scan the line from its start for each finding.
    @Test func findingsOnOneLongLine() {
        let rule = ".c{color:red;font-size:13px}"
        let count = 20_000
        let bytes = Array(("é" + String(repeating: rule, count: count)).utf8)
        let result = Auditor().audit(bytes, path: "min.css", language: .css)
        #expect(result.diagnostics.count == count)
        let last = result.diagnostics.last?.location
        // `é` is two bytes and one column.
        #expect(last?.line == 1)
        #expect(last?.column == 2 + (count - 1) * rule.count + 13)
        #expect(last?.offset == 2 + (count - 1) * rule.utf8.count + 13)
    }
}
