import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI

/// Statements of the README, docs/ and CONTRIBUTING that a newcomer's read found untrue once
/// (issue 39), each held to the tool or the tree, as `OptionNameTests` holds the options named
/// in diagnostics: the closing line of lint and build, `"16px"`'s diagnostic, the fuzz targets
/// `make fuzz` runs, the times integration.md quotes, the `../shared` table, the test run's last
/// line, and CONTRIBUTING's numbered steps.
@Suite struct DocsTruthTests {
    static func text(_ file: String) throws -> String {
        try String(contentsOfFile: PackageRoot.file(file), encoding: .utf8)
    }

    /// A documented line as a pattern: its numbers stand for any, and a counted word may be singular.
    static func pattern(_ documented: String) -> Regex<AnyRegexOutput> {
        var escaped = NSRegularExpression.escapedPattern(for: documented)
        escaped = escaped.replacing(/\d+ (file|token|error|warning)s?/) { "\\d+ \($0.output.1)s?" }
        return try! Regex("^" + escaped + "$")
    }

    static let clean = #"{ "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }"#
    static let failing =
        #"{ "type": { "$type": "typography", "body": { "$value": { "textStyle": "body", "fontWeight": "semibold" } } } }"#

    /// The README's examples of lint's closing line, clean and failed: in text and in JSON, lint
    /// ends with a line of that form on stderr, counts included; build's line is there in JSON too.
    @Test func lintEndsWithTheLineTheReadmeShows() throws {
        let readme = try Self.text("README.md")
        let examples = readme.matches(of: /`(higtype: lint(?:ed| failed:) [^`]*)`/).map { String($0.output.1) }
        #expect(examples.count == 2, "\(examples)")
        let patterns = examples.map(Self.pattern)
        let folder = TemporaryFolder()
        folder.write("clean.tokens.json", Self.clean)
        folder.write("failing.tokens.json", Self.failing)
        for (file, status) in [("clean.tokens.json", Int32(0)), ("failing.tokens.json", Int32(1))] {
            for format in ["text", "json"] {
                let result = HigTypeTool.run(["lint", folder.file(file), "--diagnostics-format", format])
                #expect(result.status == status)
                let last = try #require(result.stderr.split(separator: "\n").last.map(String.init), "\(file) \(format)")
                #expect(
                    patterns.contains { last.wholeMatch(of: $0) != nil },
                    "lint \(file) --diagnostics-format \(format) ended with '\(last)', not a line the README shows: \(examples)"
                )
                #expect(last.contains("1 file, 1 token: "), "\(last)")
            }
        }
        let build = HigTypeTool.run([
            "build", folder.file("failing.tokens.json"), "--out", folder.file("out"), "--diagnostics-format", "json",
        ])
        #expect(build.stderr == "higtype: build failed: 1 error, 0 warnings; nothing was written\n")
        #expect(readme.contains("in either diagnostics format"))
    }

    /// manifest.md names the diagnostic a dimension written as `"16px"` gets, and the tool reports that one.
    @Test func theDiagnosticOf16pxIsTheOneManifestMdNames() throws {
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", #"{ "space": { "$type": "dimension", "s": { "$value": "16px" } } }"#)
        let result = HigTypeTool.run(["lint", folder.file("m.tokens.json"), "--diagnostics-format", "json"])
        let ids = result.stdout.matches(of: /"id" ?: ?"([a-z-]+)"/).map { String($0.output.1) }
        #expect(ids == ["token-value"], "\(result.stdout)")
        #expect(result.stdout.contains(#""safe" : true"#) || result.stdout.contains(#""safe": true"#))
        let manifest = try Self.text("docs/manifest.md")
        let sentence = try #require(
            manifest.components(separatedBy: "\n\n").first { $0.contains("A dimension written as a string") })
        #expect(sentence.contains("`\(ids.first ?? "")`"), "\(sentence)")
    }

    /// robustness.md's count of fuzz targets is the number of target files, the Makefile's
    /// FUZZ_TARGETS, and what `make fuzz` runs.
    @Test(.enabled(if: DepfileEndToEndTests.make.shouldRun, DepfileEndToEndTests.make.skipComment))
    func makeFuzzRunsEveryTargetRobustnessMdCounts() throws {
        let make = try DepfileEndToEndTests.make.require()
        let files = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.file("Fuzz"))
            .filter { $0.hasSuffix("Fuzz.swift") }
        let makefile = try Self.text("Makefile")
        let targets = makefile.split(separator: "\n").filter { $0.hasPrefix("FUZZ_TARGETS ") }
            .flatMap { $0.split(separator: "=").last?.split(separator: " ").map(String.init) ?? [] }
        #expect(files.count == targets.count, "\(files) against \(targets)")
        let words = [
            11: "Eleven", 12: "Twelve", 13: "Thirteen", 14: "Fourteen", 15: "Fifteen", 16: "Sixteen", 17: "Seventeen",
            18: "Eighteen", 19: "Nineteen", 20: "Twenty",
        ]
        let word = try #require(words[targets.count])
        #expect(try Self.text("docs/robustness.md").contains("\(word) libFuzzer targets live in `Fuzz/`"))
        var environment = ProcessInfo.processInfo.environment
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL"] { environment[name] = nil }
        let dryRun = try ToolProcess.run(
            make, ["-n", "-C", PackageRoot.path, "fuzz"], environment: environment, timeout: 120)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        for target in targets {
            #expect(
                dryRun.stdout.contains(".build-fuzz/\(target)-fuzz -max_total_time="),
                "make fuzz does not run \(target)")
        }
    }

    /// The times integration.md quotes are in performance.md's table of first builds.
    @Test func integrationTimesAreInPerformanceMdsTable() throws {
        let integration = try Self.text("docs/integration.md")
        let performance = try Self.text("docs/performance.md")
        let start = try #require(performance.range(of: "## First builds and the test suite (issue 39)"))
        let section = performance[start.upperBound...].prefix { _ in true }
        let table = section.components(separatedBy: "\n## ").first ?? ""
        let times = integration.matches(of: /\b\d+ min \d+ s\b|\b\d+ s\b/).map { String($0.output) }
        #expect(Set(times) == ["83 s", "93 s", "5 min 13 s"], "\(times)")
        for time in times {
            #expect(table.contains(time), "integration.md says \(time); performance.md's table does not")
        }
        #expect(!integration.contains("a minute or two") && !integration.contains("35 to 85"))
    }

    /// CONTRIBUTING's `../shared` table has a row for every shared folder a test reads.
    @Test func theSharedTableListsEveryFolderTheTestsRead() throws {
        let contributing = try Self.text("CONTRIBUTING.md")
        let folder = PackageRoot.file("Tests")
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        var read: Set<String> = []
        for file in files {
            let source = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for match in source.matches(of: /RequiredInput\.shared\(\s*"([^"]+)"/) {
                read.insert(String(match.output.1))
            }
        }
        #expect(read.count >= 6, "\(read)")
        for shared in read {
            #expect(
                contributing.contains("| `\(shared)/` |"), "CONTRIBUTING's ../shared table has no row for \(shared)/")
        }
    }

    /// The README's example of the test run's last line has the form scripts/test-summary.sh prints.
    @Test func theTestRunsLastLineIsTheOneTheReadmeShows() throws {
        let readme = try Self.text("README.md")
        let example = try #require(readme.firstMatch(of: /`(tests: [^`]*)`/).map { String($0.output.1) })
        let sample = TemporaryFolder()
        sample.write(
            "run.txt",
            "✔ Test a() passed after 0.1 seconds.\n➜ Test b() skipped: \"../shared is missing\"\n"
                + "✔ Test run with 2 tests in 1 suites passed after 0.2 seconds.\n")
        let result = try ToolProcess.run(
            "/bin/sh", [PackageRoot.file("scripts/test-summary.sh"), "cat", sample.file("run.txt")])
        #expect(result.status == 0)
        let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last == "tests: 1 passed, 0 failed, 1 skipped", "\(last)")
        let form = example.replacing(/\d+/, with: "N")
        #expect(last.replacing(/\d+/, with: "N").hasPrefix(form), "README shows '\(example)', the run ends '\(last)'")
    }

    /// Numbered steps stay under their section's heading: no section's first step is past 1.
    @Test func contributingsStepsStartAtOneUnderEachHeading() throws {
        let contributing = try Self.text("CONTRIBUTING.md")
        for section in contributing.components(separatedBy: "\n## ").dropFirst() {
            let heading = section.prefix { $0 != "\n" }
            let first = section.split(separator: "\n").first { $0.firstMatch(of: #/^\d+\. /#) != nil }
            if let first {
                #expect(first.hasPrefix("1. "), "'## \(heading)' starts its steps at '\(first.prefix(20))'")
            }
        }
    }
}

/// `.slow` (HigTypeTestSupport): HIGTYPE_TEST_FAST=1 leaves the slow suites out, but not under
/// CI=true, where a run that dropped the browser, compile and pre-commit suites could pass
/// without them.
@Suite struct SlowSuiteRuleTests {
    @Test func ciRunsTheSlowSuitesEvenWhenAskedToBeFast() {
        #expect(SlowSuites.runs(environment: [:]))
        #expect(!SlowSuites.runs(environment: ["HIGTYPE_TEST_FAST": "1"]))
        #expect(SlowSuites.runs(environment: ["HIGTYPE_TEST_FAST": "1", "CI": "true"]))
        #expect(SlowSuites.runs(environment: ["HIGTYPE_TEST_FAST": "0"]))
        #expect(!SlowSuites.runs(environment: ["HIGTYPE_TEST_FAST": "1", "CI": "false"]))
    }
}
