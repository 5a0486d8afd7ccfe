import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeOutputs
@testable import HigTypeSpec

/// The build and check hooks run on `\.tokens\.json$`, which the DTCG files `build --format dtcg`
/// writes (`<out>/dtcg/<platform>/<category>.tokens.json`) also match; the hooks' `exclude`
/// leaves exactly that layout out. The filters are read from `.pre-commit-hooks.yaml` itself.
@Suite(.tags(.precommit), .slow) struct PreCommitExcludeTests {
    /// A hook's `key:` in `.pre-commit-hooks.yaml`, without YAML's single quotes.
    static func filter(_ key: String, of hook: String) throws -> String {
        let text = try String(contentsOfFile: PackageRoot.file(".pre-commit-hooks.yaml"), encoding: .utf8)
        let blocks = text.components(separatedBy: "- id: ").dropFirst()
        let block = try #require(blocks.first { $0.hasPrefix(hook + "\n") }, "no hook \(hook)")
        let line = try #require(
            block.split(separator: "\n").first { $0.hasPrefix("  \(key): ") }, "\(hook) has no \(key)")
        var value = String(line.dropFirst("  \(key): ".count))
        if value.hasPrefix("'"), value.hasSuffix("'") {
            value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        return value
    }

    /// pre-commit applies `files` and `exclude` with Python's `re.search`; these patterns use only
    /// syntax ICU reads the same way.
    static func matches(_ pattern: String, _ path: String) throws -> Bool {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    @Test(arguments: ["higtype-build", "higtype-check"])
    func excludeLeavesOutEveryGeneratedFileAndNoManifest(_ hook: String) throws {
        let files = try Self.filter("files", of: hook)
        let exclude = try Self.filter("exclude", of: hook)
        #expect(files == #"\.tokens\.json$"#)
        for platform in Platform.allCases {
            for category in SizeCategory.allCases {
                for path in [
                    "dtcg/\(platform.rawValue)/\(category.rawValue).tokens.json",
                    "app/Generated/dtcg/\(platform.rawValue)/\(category.rawValue).tokens.json",
                ] {
                    #expect(try Self.matches(files, path), "\(path) should match files")
                    #expect(try Self.matches(exclude, path), "\(path) should be excluded")
                }
            }
        }
        for manifest in [
            "app.tokens.json", "tokens/app.tokens.json", "tokens/dtcg/brand.tokens.json",
            "tokens/dtcg/ios/brand.tokens.json",
            "tokens/mydtcg/ios/large.tokens.json", "tokens/dtcg/android/large.tokens.json",
            "dtcg/ios/large/app.tokens.json",
        ] {
            #expect(try Self.matches(files, manifest), "\(manifest) should match files")
            #expect(try !Self.matches(exclude, manifest), "\(manifest) is a manifest, yet excluded")
        }
        // higtype's state files in an output folder (StateFile), staged DTCG files among them.
        for state in [
            "Generated/.higtype-commit-0123456789ab",
            "Generated/dtcg/ios/.higtype-stage-0123456789ab-large.tokens.json",
            ".higtype-backup-0123456789ab-app.tokens.json", "Generated/.higtype-fingerprint",
        ] {
            #expect(try Self.matches(exclude, state), "\(state) is a state file, yet not excluded")
        }
        #expect(exclude.hasSuffix("|" + StateFile.pattern))
        // The configuration `higtype init` writes has the same filter.
        #expect(
            InitCommand.preCommitConfig.contains("exclude: '\(exclude.replacingOccurrences(of: "'", with: "''"))'\n"))
    }

    /// What the DTCG output really writes, on every platform, falls under `exclude`.
    @Test func everyFileTheDTCGOutputWritesIsExcluded() throws {
        let exclude = try Self.filter("exclude", of: "higtype-build")
        let folder = TemporaryFolder()
        let platforms = Platform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        folder.write(
            "m.tokens.json",
            #"""
            { "$extensions": { "dev.higtype": { "platforms": [\#(platforms)] } },
              "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }
            """#)
        let result = HigTypeTool.run([
            "build", folder.file("m.tokens.json"), "--out", folder.file("out"), "--format", "dtcg", "--quiet",
        ])
        try #require(result.status == 0, "\(result.stderr)")
        let written = folder.listing().filter { $0.hasSuffix(".tokens.json") && $0.hasPrefix("out/") }
        let expectedCount = Platform.allCases.map { HIG.spec(for: $0).sizeCategories.count }.reduce(0, +)
        #expect(written.count == expectedCount, "\(written)")
        for path in written { #expect(try Self.matches(exclude, path), "\(path) is not excluded") }
        #expect(try !Self.matches(exclude, "m.tokens.json"))
    }

    /// A real pre-commit, with local hooks that carry the published filters: a commit that touches
    /// only a generated DTCG file does not run the check, which without `exclude` would run and fail.
    @Test(
        .enabled(if: PreCommitTests.preCommit.shouldRun, PreCommitTests.preCommit.skipComment), .timeLimit(.minutes(5)))
    func aCommitOfOnlyAGeneratedDTCGFileRunsNoHook() throws {
        try PreCommitTests.preCommit.require()
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let repo = try PreCommitTests.Repository(pathPrefix: (binary as NSString).deletingLastPathComponent)
        let example = try #require(FileManager.default.contents(atPath: PackageRoot.file(Workspace.manifest)))
        repo.folder.write("tokens/app.tokens.json", String(decoding: example, as: UTF8.self))
        let args = "[tokens/app.tokens.json, --out, Generated, --format, \"css,dtcg\"]"
        let files = try Self.filter("files", of: "higtype-check")
        let exclude = try Self.filter("exclude", of: "higtype-check")
        for (name, filters) in [
            (".pre-commit-config.yaml", [("files", files), ("exclude", exclude)]),
            ("unfiltered.pre-commit-config.yaml", [("files", files)]),
        ] {
            let lines = filters.map { "        \($0.0): '\($0.1)'\n" }.joined()
            repo.folder.write(
                name,
                """
                repos:
                  - repo: local
                    hooks:
                      - id: higtype-check
                        name: higtype check
                        entry: higtype build --check
                        language: system
                        pass_filenames: false
                \(lines)        args: \(args)

                """)
        }
        let built = try repo.run(
            binary, ["build", "tokens/app.tokens.json", "--out", "Generated", "--format", "css,dtcg", "--quiet"])
        try #require(built.status == 0, "\(built.stderr)")
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "-m", "Tokens and their outputs")
        #expect(try repo.preCommit("install").status == 0)

        // A hand edit of a generated DTCG file, staged alone.
        let generated = "Generated/dtcg/ios/large.tokens.json"
        repo.folder.write(generated, (repo.folder.read(generated) ?? "") + "\n")
        try repo.git("add", generated)

        // Without `exclude`, the file counts as a manifest change: the check runs and fails on it.
        let unfiltered = try repo.preCommit("run", "higtype-check", "--config", "unfiltered.pre-commit-config.yaml")
        #expect(unfiltered.status == 1, "\(unfiltered.stdout)\(unfiltered.stderr)")
        #expect(
            unfiltered.stdout.contains("'Generated/dtcg/ios/large.tokens.json' is out of date"), "\(unfiltered.stdout)")

        // With the published filters, committing it runs no higtype hook.
        let commit = try repo.git("commit", "-m", "Touch a generated file")
        let log = commit.stdout + commit.stderr
        #expect(commit.status == 0, "\(log)")
        #expect(log.contains("higtype check") && log.contains("(no files to check)Skipped"), "\(log)")
        #expect(!log.contains("Passed") && !log.contains("Failed"), "\(log)")
    }
}
