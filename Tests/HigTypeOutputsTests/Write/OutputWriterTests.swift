import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

@Suite struct OutputWriterTests {
    @Test func writesMissingFilesAndCreatesFolders() throws {
        let tmp = TemporaryFolder()
        let result = try OutputWriter.write([OutputFile(path: tmp.file("a/b/out.css"), text: "x")]).get()
        #expect(result.map(\.1) == [.written])
        #expect(tmp.read("a/b/out.css") == "x")
        let mode = try FileManager.default.attributesOfItem(atPath: tmp.file("a/b/out.css"))[.posixPermissions] as? Int
        #expect(mode == 0o644)
    }

    @Test func unchangedFileKeepsItsModificationTime() throws {
        let tmp = TemporaryFolder()
        tmp.write("out.css", "same")
        tmp.age("out.css")
        let before = tmp.modificationDate("out.css")
        let result = try OutputWriter.write([OutputFile(path: tmp.file("out.css"), text: "same")]).get()
        #expect(result.map(\.1) == [.unchanged])
        #expect(tmp.modificationDate("out.css") == before)
    }

    @Test func changedFileIsReplacedAndNoTemporaryFileRemains() throws {
        let tmp = TemporaryFolder()
        tmp.write("out.css", "old")
        _ = try OutputWriter.write([OutputFile(path: tmp.file("out.css"), text: "new")]).get()
        #expect(tmp.read("out.css") == "new")
        #expect(tmp.listing() == ["out.css"])
    }

    @Test func checkReportsMissingStaleAndCurrent() {
        let tmp = TemporaryFolder()
        tmp.write("current", "a")
        tmp.write("stale", "old")
        let statuses = OutputWriter.check([
            OutputFile(path: tmp.file("current"), text: "a"),
            OutputFile(path: tmp.file("stale"), text: "new"),
            OutputFile(path: tmp.file("missing"), text: "b"),
        ]).map(\.1)
        #expect(statuses == [.unchanged, .stale, .missing])
        #expect(tmp.read("stale") == "old")
        #expect(tmp.read("missing") == nil)
    }

    @Test func aFileThatCannotBeStagedLeavesEveryOutputAsItWas() {
        let tmp = TemporaryFolder()
        tmp.write("good.css", "old")
        tmp.write("blocker", "a file where a folder should be")
        let result = OutputWriter.write([
            OutputFile(path: tmp.file("good.css"), text: "new"),
            OutputFile(path: tmp.file("blocker/out.css"), text: "x"),
        ])
        guard case .failure(let diagnostic) = result else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostic.id == .writeFailed)
        #expect(tmp.read("good.css") == "old")
        #expect(tmp.listing() == ["blocker", "good.css"])
    }
}

@Suite struct DepfileTests {
    @Test func namesOutputsAndPrerequisitesInMakeSyntax() throws {
        let text = try Depfile.render(
            targets: ["out/typography.css", "out/Typography.swift"],
            prerequisites: ["tokens/app.tokens.json", "my templates/t$1#.mustache"])
        #expect(
            text == """
                out/typography.css out/Typography.swift: tokens/app.tokens.json \\
                  my\\ templates/t$$1\\#.mustache

                tokens/app.tokens.json:

                my\\ templates/t$$1\\#.mustache:

                """)
    }

    /// Each character GNU Make reads as syntax, escaped as Make reads it back (the real `make`
    /// checks these in DepfileInjectionTests), and the names it cannot express.
    @Test(arguments: [
        ("a b", "a\\ b"), ("a\tb", "a\\\tb"), ("a#b", "a\\#b"), ("a$b", "a$$b"), ("a:b", "a\\:b"), ("a|b", "a\\|b"),
        ("a*b", "a\\*b"), ("a?b", "a\\?b"), ("a[b]", "a\\[b]"), ("a\\b", "a\\b"), ("a\\ b", "a\\\\\\ b"),
        ("a\\#", "a\\\\\\#"), ("~x", "./~x"), ("export", "./export"), ("define", "./define"),
        ("x (copy).json", "x\\ (copy).json"), (".hidden", ".hidden"), ("dir/.IGNORE", "dir/.IGNORE"),
    ])
    func escapesWhatMakeReadsAsSyntax(name: String, escaped: String) {
        #expect(Depfile.escape(name) == .success(escaped))
    }

    @Test(arguments: ["a\nb", "a\rb", "a\u{7F}", "a;b", "a=b", "a%b", "a\\", "lib(member)", ".PHONY", "./.IGNORE", ""])
    func refusesWhatMakeCannotExpress(name: String) throws {
        guard case .failure = Depfile.escape(name) else {
            Issue.record("'\(name)' was escaped")
            return
        }
        #expect(throws: Diagnostic.self) { try Depfile.render(targets: ["out"], prerequisites: [name]) }
    }

    @Test func leavesHigtypesStateFilesOut() throws {
        let text = try Depfile.render(
            targets: ["out/a.css", "out/.higtype-fingerprint"], prerequisites: ["m.json", "out/.higtype-commit-x"])
        #expect(text == "out/a.css: m.json\n\nm.json:\n")
    }
}
