// Fixtures for `lint --fix` and `audit --fix`, in `Fix/cases/`:
//
//     <case>.tokens.json     a manifest, and <case>.fixed.json the exact bytes `lint --fix` leaves
//     resolver-<case>/before and after   a resolver document with its token files, before and after
//     audit.swift, audit.css  app code, and audit.fixed.swift / audit.fixed.css after `audit --fix`
//     units.diff             the exact stdout of `lint units.tokens.json --fix --dry-run`
//
// Each runs the real binary in a copy of the case, with relative paths, as a user would.

import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeKit

@Suite struct FixCommandTests {
    static let cases = PackageRoot.file("Tests/HigTypeEndToEndTests/Fix/cases")

    static let lintCases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cases)) ?? []
        return names.filter { $0.hasSuffix(".tokens.json") }.map { String($0.dropLast(".tokens.json".count)) }.sorted()
    }()

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try #require(FileManager.default.contents(atPath: path), "missing \(path)"))
    }

    static func run(_ arguments: [String], in folder: TemporaryFolder) throws -> ProcessResult {
        let result = try ToolProcess.higtype(arguments, in: folder.path)
        #expect(!result.timedOut)
        return result
    }

    @Test func everySafeKindHasACase() {
        #expect(
            Set(Self.lintCases) == [
                "choices", "font-stack", "formatting", "json-syntax", "units", "values", "weight-spellings",
            ])
    }

    /// Each case fixes to its expected bytes; a second run changes nothing and says so.
    @Test(arguments: lintCases)
    func lintFixWritesTheExpectedFileAndASecondRunChangesNothing(_ name: String) throws {
        let folder = TemporaryFolder()
        let file = name + ".tokens.json"
        let original = try Self.bytes(Self.cases + "/" + file)
        #expect(FileManager.default.createFile(atPath: folder.file(file), contents: Data(original)))
        let expected = try Self.bytes(Self.cases + "/" + name + ".fixed.json")

        let first = try Self.run(["lint", file, "--fix"], in: folder)
        let fixed = try Self.bytes(folder.file(file))
        #expect(
            fixed == expected,
            "\(name): got\n\(String(decoding: fixed, as: UTF8.self))\nexpected\n\(String(decoding: expected, as: UTF8.self))"
        )
        let changes = expected != original
        #expect(first.stderr.contains(changes ? "higtype: lint --fix: fixed " : "higtype: lint --fix: nothing to fix;"))
        #expect(folder.listing() == [file], "no temporary file, backup or journal is left")

        folder.age(file)
        let mtime = folder.modificationDate(file)
        let second = try Self.run(["lint", file, "--fix"], in: folder)
        #expect(try Self.bytes(folder.file(file)) == expected)
        #expect(folder.modificationDate(file) == mtime, "a second run does not touch the file")
        #expect(second.stderr.contains("higtype: lint --fix: nothing to fix;"))
        #expect(second.status == first.status)
        // What remains is what plain lint reports on the fixed file.
        let lint = try Self.run(["lint", file], in: folder)
        #expect(second.status == lint.status)
    }

    @Test func choicesAreLeftForReview() throws {
        let folder = TemporaryFolder()
        let original = try Self.bytes(Self.cases + "/choices.tokens.json")
        #expect(FileManager.default.createFile(atPath: folder.file("choices.tokens.json"), contents: Data(original)))
        let result = try Self.run(["lint", "choices.tokens.json", "--fix"], in: folder)
        #expect(try Self.bytes(folder.file("choices.tokens.json")) == original)
        #expect(result.status == 1)
        // Each choice is still reported, with its fix-it to review: a style, a clamp, a platform list, a name.
        #expect(result.stderr.contains("[unknown-style]\n"))
        #expect(result.stderr.contains("                                           \"body\"\n"))
        #expect(result.stderr.contains("[fixed-size]\n"))
        #expect(
            result.stderr.contains("fix-it: insert \"$extensions\": {\"dev.higtype\": {\"platforms\": [\"ios\"]}},"))
        #expect(result.stderr.hasSuffix("higtype: lint --fix: nothing to fix; 6 errors, 0 warnings remain\n"))
    }

    @Test func dryRunPrintsTheExactDiffAndWritesNothing() throws {
        let folder = TemporaryFolder()
        let original = try Self.bytes(Self.cases + "/units.tokens.json")
        #expect(FileManager.default.createFile(atPath: folder.file("units.tokens.json"), contents: Data(original)))
        folder.age("units.tokens.json")
        let mtime = folder.modificationDate("units.tokens.json")
        let result = try Self.run(["lint", "units.tokens.json", "--fix", "--dry-run"], in: folder)
        #expect(result.stdout == String(decoding: try Self.bytes(Self.cases + "/units.diff"), as: UTF8.self))
        #expect(result.status == 1, "there is something to fix")
        #expect(
            result.stderr.hasSuffix(
                "higtype: lint --fix --dry-run: would fix 4 problems in 1 file; 1 error, 0 warnings would remain\n"))
        #expect(try Self.bytes(folder.file("units.tokens.json")) == original)
        #expect(folder.modificationDate("units.tokens.json") == mtime)
        #expect(folder.listing() == ["units.tokens.json"])

        // The diff is a patch: applied, it gives what --fix writes.
        let patched = try Self.apply(result.stdout, to: original)
        #expect(patched == (try Self.bytes(Self.cases + "/units.fixed.json")))
        // Nothing to fix: no diff, exit as plain lint.
        let clean = TemporaryFolder()
        clean.write("a.tokens.json", #"{ "t": { "$type": "typography", "b": { "$value": { "textStyle": "body" } } } }"#)
        let none = try Self.run(["lint", "a.tokens.json", "--fix", "--dry-run"], in: clean)
        #expect(none.stdout == "")
        #expect(none.status == 0)
        #expect(none.stderr == "higtype: lint --fix --dry-run: nothing to fix; 0 errors, 0 warnings would remain\n")
    }

    static let patchTool = RequiredInput.tool(
        "patch", hint: "install it (apt-get install patch)", tests: "tests that apply --dry-run's diff with patch")
    static let gitTool = RequiredInput.tool(
        "git", hint: "install it (apt-get install git)", tests: "tests that apply --dry-run's diff with git apply")

    /// A committed file whose name holds a newline and a `+++` header of its own (issue 36): the
    /// diff quotes the name as git does, so neither `patch -p0` nor `git apply` touches the file the
    /// name points at; both patch the file the audit read, as `--fix` would.
    @Test(.enabled(if: patchTool.shouldRun && gitTool.shouldRun, patchTool.skipComment))
    func aCraftedNameCannotSteerPatchOrGitApply() throws {
        let patch = try Self.patchTool.require()
        let git = try Self.gitTool.require()
        let crafted = "a.swift\n+++ victim.swift\n@@ -1 +1 @@\n-let victim = 1\n+let victim = 2\nx.swift"
        let source = "import SwiftUI\nlet f = Font.system(size: 17)\n"
        let victim = "let victim = 1\n"
        var copies: [TemporaryFolder] = []
        for _ in 0..<3 {
            let folder = TemporaryFolder()
            folder.write(crafted, source)
            folder.write("victim.swift", victim)
            copies.append(folder)
        }
        let dry = try Self.run(["audit", crafted, "--fix", "--dry-run"], in: copies[0])
        #expect(dry.status == 1)
        #expect(dry.stdout.hasPrefix(#"--- "a.swift\n+++ victim.swift\n@@ -1 +1 @@\n"#), "\(dry.stdout)")
        #expect(!dry.stdout.contains("\n+++ victim.swift"))
        _ = try Self.run(["audit", crafted, "--fix"], in: copies[0])
        let fixed = try #require(copies[0].read(crafted))
        #expect(fixed != source)

        let patched = try ToolProcess.run(patch, ["-p0", "--batch"], in: copies[1].path, input: dry.stdout)
        #expect(patched.status == 0, "\(patched.stdout)\(patched.stderr)")
        let applied = try ToolProcess.run(git, ["apply", "-p0"], in: copies[2].path, input: dry.stdout)
        #expect(applied.status == 0, "\(applied.stdout)\(applied.stderr)")
        for folder in copies[1...] {
            #expect(folder.read("victim.swift") == victim)
            #expect(folder.read(crafted) == fixed)
            #expect(folder.listing().sorted() == [crafted, "victim.swift"].sorted())
        }
    }

    /// Applies a one-file unified diff, as patch does, checking every context and removed line.
    static func apply(_ diff: String, to original: [UInt8]) throws -> [UInt8] {
        // The file's lines, each with its newline.
        var old = original.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) + [0x0A] }
        if original.last == 0x0A || original.isEmpty { old.removeLast() } else { old[old.count - 1].removeLast() }
        var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) + [0x0A] }
        lines.removeLast()  // after the final newline
        var out: [[UInt8]] = []
        var cursor = 0
        var i = 2  // past the --- and +++ lines
        while i < lines.count {
            let header = String(decoding: lines[i], as: UTF8.self)
            let start = try #require(Int(header.dropFirst(4).prefix { $0 != "," && $0 != " " }))
            out += old[cursor..<(start - 1)]
            cursor = start - 1
            i += 1
            while i < lines.count, lines[i].first != UInt8(ascii: "@") {
                let body = Array(lines[i].dropFirst())
                switch lines[i].first {
                case UInt8(ascii: " "):
                    #expect(old[cursor] == body)
                    out.append(body)
                    cursor += 1
                case UInt8(ascii: "-"):
                    #expect(old[cursor] == body)
                    cursor += 1
                default:
                    out.append(body)
                }
                i += 1
            }
        }
        out += old[cursor...]
        old = out
        return old.flatMap { $0 }
    }

    @Test func aResolverDocumentAndTheTokenFileItNamesAreFixedTogether() throws {
        let folder = TemporaryFolder()
        for file in ["app.resolver.json", "base.tokens.json"] {
            let bytes = try Self.bytes(Self.cases + "/resolver-ref-syntax/before/" + file)
            #expect(FileManager.default.createFile(atPath: folder.file(file), contents: Data(bytes)))
        }
        let result = try Self.run(["lint", "app.resolver.json", "--fix"], in: folder)
        #expect(result.status == 0)
        // The token file is read only once the document's $ref syntax is fixed: the second pass fixes it.
        #expect(result.stderr == "higtype: lint --fix: fixed 3 problems in 2 files; 0 errors, 0 warnings remain\n")
        for file in ["app.resolver.json", "base.tokens.json"] {
            #expect(
                try Self.bytes(folder.file(file))
                    == (try Self.bytes(Self.cases + "/resolver-ref-syntax/after/" + file)),
                "\(file)")
        }
        #expect(folder.listing() == ["app.resolver.json", "base.tokens.json"], "no staged file, backup or journal")
    }

    /// The real binary's JSON diagnostics, from lint and from build, carry each fix-it as an edit
    /// whose range is exactly the text it replaces; lint --fix in JSON prints what remains.
    @Test func jsonDiagnosticsCarryTheEditAndFixAppliesIt() throws {
        let folder = TemporaryFolder()
        let original = try Self.bytes(Self.cases + "/font-stack.tokens.json")
        #expect(FileManager.default.createFile(atPath: folder.file("a.tokens.json"), contents: Data(original)))
        for arguments in [
            ["lint", "a.tokens.json"], ["build", "a.tokens.json", "--out", "out", "--format", "css"],
        ] {
            let result = try Self.run(arguments + ["--diagnostics-format", "json"], in: folder)
            #expect(result.status == 0, "\(arguments[0]): \(result.stderr)")
            let printed = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            let fixes = printed.compactMap { $0["fixIt"] as? [String: Any] }
            #expect(fixes.count == 2, "\(arguments[0])")
            var edited: [String] = []
            for fix in fixes {
                #expect(fix["file"] as? String == "a.tokens.json")
                #expect(fix["safe"] as? Bool == true)
                let start = try #require((fix["start"] as? [String: Int])?["offset"])
                let end = try #require((fix["end"] as? [String: Int])?["offset"])
                edited.append(String(decoding: original[start..<end], as: UTF8.self))
            }
            #expect(edited == [#""-apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif""#, #""'Avenir Next'""#])
            #expect((fixes[0]["start"] as? [String: Int]) == ["line": 5, "column": 54, "offset": 108])
            #expect((fixes[0]["end"] as? [String: Int]) == ["line": 5, "column": 113, "offset": 167])
        }
        let fixed = try Self.run(["lint", "a.tokens.json", "--fix", "--diagnostics-format", "json"], in: folder)
        #expect(fixed.status == 0)
        #expect(fixed.stdout == "[]\n", "nothing remains")
        #expect(try Self.bytes(folder.file("a.tokens.json")) == (try Self.bytes(Self.cases + "/font-stack.fixed.json")))
    }

    @Test func auditFixRewritesSwiftAndCSSAndASecondRunChangesNothing() throws {
        let folder = TemporaryFolder()
        for file in ["audit.swift", "audit.css"] {
            let bytes = try Self.bytes(Self.cases + "/" + file)
            #expect(FileManager.default.createFile(atPath: folder.file(file), contents: Data(bytes)))
        }
        let first = try Self.run(["audit", "audit.swift", "audit.css", "--fix"], in: folder)
        #expect(try Self.bytes(folder.file("audit.swift")) == (try Self.bytes(Self.cases + "/audit.fixed.swift")))
        #expect(try Self.bytes(folder.file("audit.css")) == (try Self.bytes(Self.cases + "/audit.fixed.css")))
        #expect(first.status == 1, "a size that is not a literal has no fix-it and stays a finding")
        #expect(
            first.stderr.hasSuffix(
                "higtype: audited 2 files (28 lines): 1 error, 0 warnings, 1 waived; --fix: fixed 10 problems in 2 files\n"
                    + "higtype: by kind: 1 fixed-size; by nearest style: 1 not a literal\n"))
        let second = try Self.run(["audit", "audit.swift", "audit.css", "--fix"], in: folder)
        #expect(try Self.bytes(folder.file("audit.swift")) == (try Self.bytes(Self.cases + "/audit.fixed.swift")))
        #expect(second.stderr.contains("1 error, 0 warnings, 1 waived; --fix: nothing to fix\n"))
        let dry = try Self.run(["audit", "audit.swift", "--fix", "--dry-run"], in: folder)
        #expect(dry.stdout == "")
    }

    @Test func aFileChangedSinceItWasReadIsLeftAloneWithAnError() throws {
        let folder = TemporaryFolder()
        folder.write(
            "a.tokens.json",
            #"{ "t": { "$type": "typography", "b": { "$value": { "textStyle": "body", "fontWeight": "semibold" } } } }"#
        )
        var (_, result) = Pipeline.lintFix(.init(.init(manifests: [folder.file("a.tokens.json")])), dryRun: true)
        #expect(result.fixCount == 1)
        // An editor saves the file between higtype's read and its write.
        let edited = #"{ "t": { "$type": "typography", "b": { "$value": { "textStyle": "title1" } } } }"#
        folder.write("a.tokens.json", edited)
        Pipeline.writeFixes(&result)
        #expect(folder.read("a.tokens.json") == edited)
        #expect(result.written.isEmpty)
        #expect(result.writeDiagnostics.map(\.id) == [.sourceChanged])
        #expect(folder.listing() == ["a.tokens.json"])
    }

    @Test func overlappingFixItsAreResolvedInOrderAndSaidSo() throws {
        func fix(_ range: Range<Int>, _ text: String) -> Diagnostic.FixIt {
            func at(_ o: Int) -> HigTypeCore.SourceLocation { .init(file: "a.json", line: 1, column: o + 1, offset: o) }
            return .replace(SourceRange(start: at(range.lowerBound), end: at(range.upperBound)), with: text, .safe)
        }
        let source = Compiler.SourceFile(path: "a.json", bytes: Array("[\"abc\"]".utf8))
        let wide = Diagnostic.error(.tokenValue, "wide", fixIt: fix(1..<6, "\"x\""))
        let narrow = Diagnostic.error(.tokenValue, "narrow", fixIt: fix(2..<5, "ABC"))
        var checked = 0
        let result = Pipeline.fixPasses(sources: [source], diagnostics: [narrow, wide], select: \.isSafe) { files in
            checked += 1
            return ([], files)
        }
        #expect(result.files.map { String(decoding: $0.fixed, as: UTF8.self) } == ["[\"x\"]"])
        #expect(
            result.notes.map(\.message) == [
                "a.json:1:3: fix-it 'replace with ABC' not applied: it overlaps the fix-it at 1:2, applied first"
            ])
        #expect(result.notes.map(\.severity) == [.note])
        #expect(checked == 1, "the file is checked again once, and nothing is left")
    }

    @Test func usageErrors() throws {
        let folder = TemporaryFolder()
        folder.write("a.tokens.json", "{}")
        let dryAlone = try Self.run(["lint", "a.tokens.json", "--dry-run"], in: folder)
        #expect(dryAlone.status == 2)
        #expect(
            dryAlone.stderr.hasPrefix("higtype: error: --dry-run shows what --fix would change: give it with --fix\n"))
        let json = try Self.run(
            ["lint", "a.tokens.json", "--fix", "--dry-run", "--diagnostics-format", "json"], in: folder)
        #expect(json.status == 2)
        let audit = try Self.run(["audit", "a.swift", "--dry-run"], in: folder)
        #expect(audit.status == 2)
    }

    @Test func standardInputIsNotWrittenAndSaysSo() throws {
        let folder = TemporaryFolder()
        let input =
            #"{ "t": { "$type": "typography", "b": { "$value": { "textStyle": "body", "fontWeight": "semibold" } } } }"#
        let result = try ToolProcess.higtype(["lint", "-", "--fix"], in: folder.path, input: input)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "higtype: note: 1 fix-it in standard input not applied: it has no file to write; fix the file it came from [fix-skipped]\n"
            ))
        #expect(folder.listing().isEmpty)
    }
}
