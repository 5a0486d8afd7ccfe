import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeKit

/// `higtype audit`'s output for CI and large trees (issue 23): the summary and the waiver note
/// once per run, `--exclude` and the config's `audit` section, baselines, SARIF, the warning for
/// no files, and each file audited once however many paths lead to it.
@Suite("audit output") struct AuditOutputTests {
    static let note =
        "higtype: note: display type that must stay fixed (onboarding, marketing) can be waived with a comment: higtype: allow fixed-size — <reason>\n"

    private func audit(_ arguments: String...) -> ToolOutput {
        HigTypeTool.run(["audit"] + arguments)
    }

    /// Every finding's lines but the note and the summary, which follow them once.
    @Test func theWaiverNoteAndTheSummaryComeOnceAtTheEnd() {
        let folder = TemporaryFolder()
        folder.write(
            "A.swift",
            """
            let a = Font.system(size: 17, weight: .semibold)
            let b = Font.system(size: 17)
            // higtype: allow fixed-size — onboarding display type
            let c = Font.system(size: 34)
            let d = UIFont.systemFont(ofSize: titleSize)
            /* higtype: allow fixed-size */
            let e = Font.system(size: 12)

            """)
        folder.write("b.css", "h1 { font-size: 17px }\n")
        let output = audit(folder.path)
        #expect(output.status == 1)
        #expect(output.stderr.components(separatedBy: "can be waived with a comment").count == 2, "once")
        #expect(
            output.stderr.hasSuffix(
                Self.note + "higtype: audited 2 files (8 lines): 6 errors, 0 warnings, 1 waived\n"
                    + "higtype: by kind: 5 fixed-size, 1 waiver-reason; "
                    + "by nearest style: 2 Body, 1 Caption 1, 1 Headline, 1 not a literal\n"),
            "\(output.stderr)")
        // --quiet drops the summary; the note stays, as the advice the findings no longer repeat.
        let quiet = audit(folder.path, "--quiet")
        #expect(quiet.stderr.hasSuffix("font-size: 1.0625rem\n" + Self.note), "\(quiet.stderr)")
        #expect(!quiet.stderr.contains("higtype: audited"))
        // JSON: no note, and no finding carries it.
        let json = audit(folder.path, "--diagnostics-format", "json")
        #expect(!json.stdout.contains("can be waived") && !json.stderr.contains("can be waived"))
        // Clean: one line, no note.
        folder.write("A.swift", "let a = Font.body\n")
        folder.write("b.css", "h1 { font-size: 1rem }\n")
        #expect(audit(folder.path).stderr == "higtype: audited 2 files (2 lines): 0 errors, 0 warnings, 0 waived\n")
    }

    @Test func excludeLeavesOutTestsPreviewsAndGeneratedCode() {
        let folder = TemporaryFolder()
        let fixed = "let a = Font.system(size: 12)\n"
        folder.write("App/Kept.swift", fixed)
        folder.write("App/Tests/ScreenTests.swift", fixed)
        folder.write("Tests/AppTests/Other.swift", fixed)
        folder.write("App/Views/CardPreview.swift", fixed)
        folder.write("App/Views/Card+Previews.swift", fixed)
        folder.write("App/Generated/Fonts.swift", fixed)
        folder.write("web/Generated/site.css", "p { font-size: 12px }\n")
        let output = audit(
            folder.path, "--exclude", "**/Tests/**", "--exclude", "**/*Preview*.swift", "--exclude", "**/Generated/**")
        #expect(output.stderr.contains("\(folder.path)/App/Kept.swift:1:9: error:"))
        #expect(
            output.stderr.hasSuffix(
                Self.note + "higtype: audited 1 file (1 line): 1 error, 0 warnings, 0 waived\n"
                    + "higtype: by kind: 1 fixed-size; by nearest style: 1 Caption 1\n"), "\(output.stderr)")
        // Relative to the folder given: `Tests/**` is the top folder only.
        let top = audit(folder.path, "--exclude", "Tests/**")
        #expect(top.stderr.contains("App/Tests/ScreenTests.swift:1:9"))
        #expect(!top.stderr.contains("Other.swift"))
        // `*` stays within a name: `App/*.swift` is not `App/Views/…`.
        let one = audit(folder.path, "--exclude", "App/*.swift")
        #expect(!one.stderr.contains("Kept.swift") && one.stderr.contains("CardPreview.swift"))
    }

    @Test func theConfigAtTheRootAddsExcludesAndChecksItsKeys() {
        let folder = TemporaryFolder()
        folder.write("App/Kept.swift", "let a = Font.system(size: 12)\n")
        folder.write("App/Generated/Fonts.swift", "let a = Font.system(size: 12)\n")
        folder.write("higtype.json", #"{"audit": {"exclude": ["App/Generated/**"]}}"#)
        let output = audit(folder.path)
        #expect(output.stderr.contains("audited 1 file (1 line)"), "\(output.stderr)")
        #expect(!output.stderr.contains("Fonts.swift"))
        // Given with --config from elsewhere, its patterns stay relative to its own folder.
        let config = audit(folder.file("App"), "--config", folder.file("higtype.json"))
        #expect(config.stderr.contains("audited 1 file (1 line)"), "\(config.stderr)")
        // Unknown keys in "audit" are errors at their position, like the rest of the config.
        folder.write("higtype.json", "{\"audit\": {\n  \"exlude\": [\"x\"], \"baseline\": 3}}")
        let bad = audit(folder.path)
        #expect(bad.status == 1)
        #expect(
            bad.stderr.contains(
                "\(folder.file("higtype.json")):2:3: error: unknown key 'exlude' in 'audit'; did you mean 'exclude'? [config-file]"
            ), "\(bad.stderr)")
        #expect(
            bad.stderr.contains(
                "\(folder.file("higtype.json")):2:32: error: 'baseline' must be a path relative to this file's folder, not a number [config-file]"
            ), "\(bad.stderr)")
        folder.write("higtype.json", #"{"audit": []}"#)
        #expect(audit(folder.path).stderr.contains("1:11: error: 'audit' must be an object"))
    }

    @Test func aConfigBaselineStaysInsideTheProjectTree() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("repo/.git"), withIntermediateDirectories: true)
        folder.write("repo/App/A.swift", "let a = Font.system(size: 12)\n")
        folder.write("outside.json", #"{"higtypeAuditBaseline": 1, "findings": []}"#)
        folder.write("repo/higtype.json", #"{"audit": {"baseline": "../outside.json"}}"#)
        let output = audit(folder.file("repo"))
        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "\(folder.file("repo/higtype.json")):1:24: error: the baseline '\(folder.file("repo/../outside.json"))' leads to"
            ), "\(output.stderr)")
        #expect(output.stderr.contains("outside the project tree") && output.stderr.contains("[outside-project]"))
        #expect(!output.stderr.contains("A.swift"), "nothing is audited against a baseline that was refused")
    }

    @Test func aBaselineReportsOnlyNewFindingsMatchedByTextNotLineNumber() throws {
        let folder = TemporaryFolder()
        let line = "let a = Font.system(size: 12)\n"
        folder.write("App/A.swift", line + line + "let b = Font.system(size: 17)\n")
        let baseline = folder.file("higtype-baseline.json")
        let written = audit(folder.file("App"), "--write-baseline", baseline)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(
            written.stderr
                == "higtype: audited 1 file (3 lines): 0 errors, 0 warnings, 0 waived, 3 in the baseline\n"
                + "higtype: wrote the baseline '\(baseline)': 3 findings\n")
        #expect(
            folder.read("higtype-baseline.json") == """
                {
                  "higtypeAuditBaseline": 1,
                  "findings": [
                    {
                      "file": "App/A.swift",
                      "id": "fixed-size",
                      "text": "let a = Font.system(size: 12)",
                      "count": 2
                    },
                    {
                      "file": "App/A.swift",
                      "id": "fixed-size",
                      "text": "let b = Font.system(size: 17)",
                      "count": 1
                    }
                  ]
                }

                """)
        // Lines added above move every finding; a third copy of the line is one new finding.
        folder.write(
            "App/A.swift", "import SwiftUI\n\n" + line + "    " + line + line + "let b = Font.system(size: 17)\n")
        let output = audit(folder.file("App"), "--baseline", baseline)
        #expect(output.status == 1)
        #expect(output.stderr.components(separatedBy: "error:").count == 2, "one finding: \(output.stderr)")
        #expect(output.stderr.contains("App/A.swift:5:9: error: fixed font size 12 pt Regular"), "\(output.stderr)")
        #expect(
            output.stderr.hasSuffix(
                "higtype: audited 1 file (6 lines): 1 error, 0 warnings, 0 waived, 3 in the baseline\n"
                    + "higtype: by kind: 1 fixed-size; by nearest style: 1 Caption 1\n"), "\(output.stderr)")
        // Named by the config: the same.
        folder.write("higtype.json", #"{"audit": {"baseline": "higtype-baseline.json"}}"#)
        #expect(audit(folder.path).stderr.contains("1 error, 0 warnings, 0 waived, 3 in the baseline"))
        #expect(audit(folder.path, "--baseline", baseline, "--write-baseline", baseline).status == 2)
        // A baseline that cannot be written is an error, and the findings are reported as usual.
        let over = audit(folder.file("App"), "--write-baseline", folder.file("App/A.swift"))
        #expect(over.status == 1)
        #expect(
            over.stderr.contains("[output-is-input]") && over.stderr.contains("A.swift:4:13: error: fixed font size"))
        #expect(
            over.stderr.hasSuffix(
                "(6 lines): 4 errors, 0 warnings, 0 waived\nhigtype: by kind: 4 fixed-size; by nearest style: 3 Caption 1, 1 Body\n"
            ),
            "\(over.stderr)")
    }

    @Test func aMalformedBaselineIsAnErrorWithAPosition() {
        let folder = TemporaryFolder()
        folder.write("A.swift", "let a = Font.system(size: 12)\n")
        for (text, expected) in [
            ("{", "base.json:1:2: error:"),
            (
                #"{"findings": []}"#,
                "base.json:1:1: error: not an audit baseline: 'higtypeAuditBaseline' is missing [audit-baseline]"
            ),
            (
                "{\"higtypeAuditBaseline\": 1, \"findings\": [\n {\"file\": \"A.swift\", \"id\": \"fixed-size\", \"text\": \"x\", \"count\": 0}]}",
                "base.json:2:64: error: 'count' must be a whole number from 1 [audit-baseline]"
            ),
            (
                #"{"higtypeAuditBaseline": 1, "findings": [{"file": "A.swift", "id": "fixed-size", "txt": "x", "count": 1}]}"#,
                "base.json:1:82: error: unknown key 'txt'; a finding has file, id, text and count [audit-baseline]"
            ),
        ] {
            folder.write("base.json", text)
            let output = audit(folder.file("A.swift"), "--baseline", folder.file("base.json"))
            #expect(output.status == 1)
            #expect(output.stderr.contains(expected), "\(output.stderr)")
            #expect(output.stderr.hasSuffix("in the baseline\n") && !output.stderr.contains("fixed-size]"))
        }
        #expect(
            audit(folder.file("A.swift"), "--baseline", folder.file("none.json")).stderr.contains(
                "error: cannot read the baseline"))
    }

    @Test func noFileOfAKnownKindIsAWarningAndExitTwo() throws {
        let folder = TemporaryFolder()
        folder.write("docs/notes.md", "font-size: 12px")
        folder.write("web/Tests/a.swift", "let a = Font.system(size: 12)\n")
        try FileManager.default.createDirectory(atPath: folder.file("Empty"), withIntermediateDirectories: true)
        let output = audit(folder.file("docs"), folder.file("Empty"))
        #expect(output.status == 2)
        #expect(
            output.stderr
                == "higtype: warning: no Swift or CSS file found under '\(folder.file("docs"))', '\(folder.file("Empty"))'\n"
        )
        // Found, and every one excluded: said so, but it is what was asked (exit 0).
        let excluded = audit(folder.file("docs"), folder.file("web/Tests/a.swift"), "--exclude", "**/Tests/**")
        #expect(excluded.status == 0)
        #expect(
            excluded.stderr
                == "higtype: warning: every Swift or CSS file under '\(folder.file("docs"))', '\(folder.file("web/Tests/a.swift"))' is excluded; nothing was audited\n"
        )
    }

    @Test func aFileIsAuditedOnceHoweverManyPathsLeadToIt() throws {
        let folder = TemporaryFolder()
        folder.write("App/Title.swift", "let a = Font.system(size: 12)\n")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder.file("App/Alias.swift"), withDestinationPath: "Title.swift")
        try fm.createSymbolicLink(atPath: folder.file("App/Again"), withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: folder.file("App/Loop"), withDestinationPath: "../App")
        let output = audit(folder.file("App"), folder.file("App/Title.swift"), folder.path)
        #expect(output.status == 1)
        #expect(output.stderr.components(separatedBy: "error:").count == 2, "\(output.stderr)")
        #expect(output.stderr.contains("\(folder.file("App"))/Title.swift:1:9: error:"), "the file, not the link")
        #expect(output.stderr.contains("higtype: audited 1 file (1 line): 1 error, 0 warnings"))
        // A symlinked folder is not followed: a file only behind one is not audited.
        let other = TemporaryFolder()
        other.write("Elsewhere.swift", "let a = Font.system(size: 12)\n")
        try fm.createSymbolicLink(atPath: folder.file("App/Outside"), withDestinationPath: other.path)
        #expect(!audit(folder.file("App")).stderr.contains("Elsewhere.swift"))
    }

    @Test func sarifCarriesEveryFindingWithItsRegionAndFix() throws {
        let folder = TemporaryFolder()
        folder.write("App/T ü.swift", "let t = Text(\"x\").font(.system(size: 17, weight: .semibold))\n")
        folder.write("App/B.swift", "let b = Font.system(size: n)\n")
        let result = try ToolProcess.higtype(["audit", "App", "--diagnostics-format", "sarif"], in: folder.path)
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "higtype")
        #expect(driver["version"] as? String == HigTypeTool.version)
        #expect((driver["rules"] as? [[String: Any]])?.map { $0["id"] as? String } == ["fixed-size"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = results[1]
        #expect(first["ruleId"] as? String == "fixed-size" && first["level"] as? String == "error")
        let physical = try #require(
            ((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "App/T%20%C3%BC.swift" && artifact["uriBaseId"] as? String == "SRCROOT")
        let region = try #require(physical["region"] as? [String: Int])
        #expect(region == ["startLine": 1, "startColumn": 18, "endLine": 1, "endColumn": 61])
        let change = try #require(
            ((first["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["deletedRegion"] as? [String: Int] == region)
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == ".font(.headline)")
        #expect(results[0]["fixes"] == nil, "a size that is not a literal has no fix")
        #expect(result.stderr.hasPrefix("higtype: audited 2 files"), "the summary stays on stderr")
        #expect(HigTypeTool.run(["lint", "x.tokens.json", "--diagnostics-format", "sarif"]).status == 2)
    }
}

/// The SARIF log validated against the SARIF 2.1.0 JSON schema by Python's `jsonschema`.
@Suite("audit SARIF schema") struct AuditSARIFSchemaTests {
    static let schema = RequiredInput.shared(
        "conformance/sarif-2.1.0", marker: "sarif-schema-2.1.0.json", tests: "SARIF schema validation tests")
    static let validator = RequiredInput.pythonWithJSONSchema(tests: "SARIF schema validation tests")

    static let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        log = json.load(open(sys.argv[2], encoding="utf-8"))
        errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=str)
        for error in errors:
            print("/".join(str(p) for p in error.absolute_path), error.message, file=sys.stderr)
        print(f"{len(log['runs'][0]['results'])} results, {len(errors)} errors")
        sys.exit(1 if errors else 0)
        """

    static func validate(_ text: String, in folder: TemporaryFolder) throws -> ProcessResult {
        folder.write("log.sarif", text)
        return try ToolProcess.run(
            try validator.require(),
            ["-c", script, try schema.require() + "/sarif-schema-2.1.0.json", folder.file("log.sarif")], timeout: 120)
    }

    @Test(
        "audit --diagnostics-format sarif is valid SARIF 2.1.0",
        .enabled(if: schema.shouldRun, schema.skipComment), .enabled(if: validator.shouldRun, validator.skipComment))
    func outputIsValid() throws {
        let folder = TemporaryFolder()
        folder.write("App/T.swift", "let t = Text(\"x\").font(.system(size: 17, weight: .semibold))\n")
        folder.write("App/B.swift", "/* higtype: allow fixed-size */\nlet b = Font.system(size: n)\n")
        folder.write("web/s.css", "h1 { font: bold 14px/1.2 helvetica }\n")
        let output = try ToolProcess.higtype(["audit", "App", "web", "--diagnostics-format", "sarif"], in: folder.path)
        #expect(output.status == 1)
        let result = try Self.validate(output.stdout, in: folder)
        #expect(result.status == 0, "\(result.stderr)\(result.stdout)")
        #expect(result.stdout == "4 results, 0 errors\n", "\(result.stdout)")
        // The validator can fail: a level SARIF does not define.
        let broken = try Self.validate(
            output.stdout.replacingOccurrences(of: "\"error\"", with: "\"fatal\""), in: folder)
        #expect(broken.status == 1 && broken.stderr.contains("'fatal' is not one of"), "\(broken.stderr)")
    }
}
