import Foundation
import HigTypeTestSupport
import Testing

/// The pre-commit hooks in .pre-commit-hooks.yaml, run by a real pre-commit in a throwaway git
/// repository, and the configuration `higtype init` writes.
///
/// pre-commit clones the hook repository at `rev`, which is this package's `git rev-parse HEAD`:
/// the hooks are tested as committed, and uncommitted changes to the package are not. It builds
/// that clone with `swift build -c release --build-path <its env>/.build`, a build folder of its
/// own, so it does not wait on the lock `swift test` holds on this package's `.build`.
@Suite("pre-commit", .serialized, .tags(.precommit), .slow) struct PreCommitTests {
    /// pre-commit on PATH; with CI=true a missing one fails these tests instead of skipping them.
    static let preCommit = RequiredInput.tool(
        "pre-commit", hint: "install it (python3 -m pip install pre-commit)", tests: "pre-commit tests")

    /// A throwaway repository with a hermetic pre-commit store.
    struct Repository {
        let folder = TemporaryFolder()
        let home = TemporaryFolder()
        var environment: [String: String]

        init(pathPrefix: String? = nil) throws {
            var environment = ProcessInfo.processInfo.environment
            // Git variables set by an enclosing hook or checkout would point git at another repository.
            for name in environment.keys where name.hasPrefix("GIT_") { environment[name] = nil }
            environment["PRE_COMMIT_HOME"] = home.path
            environment["PRE_COMMIT_COLOR"] = "never"
            environment["SKIP"] = nil
            if let pathPrefix { environment["PATH"] = pathPrefix + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
            self.environment = environment
            try git("init", "-q")
            try git("config", "user.name", "higtype tests")
            try git("config", "user.email", "tests@higtype.invalid")
            try git("config", "commit.gpgsign", "false")
        }

        @discardableResult
        func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> ProcessResult {
            let result = try ToolProcess.run(
                executable, arguments, in: folder.path, environment: environment, timeout: timeout)
            #expect(
                !result.timedOut, "\(executable) \(arguments.joined(separator: " ")) timed out after \(Int(timeout)) s")
            return result
        }

        @discardableResult
        func git(_ arguments: String...) throws -> ProcessResult {
            let result = try run("/usr/bin/git", arguments)
            try #require(
                result.status == 0 || arguments.first == "commit",
                "git \(arguments.joined(separator: " ")) failed: \(result.stderr)")
            return result
        }

        func preCommit(_ arguments: String..., timeout: TimeInterval = 120) throws -> ProcessResult {
            try run(try PreCommitTests.preCommit.require(), arguments, timeout: timeout)
        }

        var commitCount: Int {
            Int((try? git("rev-list", "--count", "HEAD"))?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
                ?? 0
        }
    }

    static let outputs = ["Generated/typography.css", "Generated/Typography.swift", "Generated/typography.json"]

    /// The published hooks: `higtype-build` stops a commit whose manifest change alters a
    /// committed output until the outputs are staged; `higtype-check` fails on a stale or missing
    /// output and leaves it as it is; `higtype-audit` fails on a fixed font size until it is waived.
    @Test(.enabled(if: preCommit.shouldRun, preCommit.skipComment), .timeLimit(.minutes(20)))
    func publishedHooksBuildAndCheck() throws {
        try Self.preCommit.require()
        let head = try ToolProcess.run("/usr/bin/git", ["-C", PackageRoot.path, "rev-parse", "HEAD"])
        try #require(
            head.status == 0,
            "the package root is not a git checkout, which pre-commit needs to clone it: \(head.stderr)")
        let rev = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let hooksFile = try ToolProcess.run(
            "/usr/bin/git", ["-C", PackageRoot.path, "cat-file", "-e", "HEAD:.pre-commit-hooks.yaml"])
        try #require(
            hooksFile.status == 0,
            "the package's HEAD commit has no .pre-commit-hooks.yaml; commit it to test the hooks")

        let repo = try Repository()
        let example = try #require(FileManager.default.contents(atPath: PackageRoot.file(Workspace.manifest)))
        repo.folder.write("tokens/app.tokens.json", String(decoding: example, as: UTF8.self))
        for (file, hook) in [
            (".pre-commit-config.yaml", "higtype-build"), ("check.pre-commit-config.yaml", "higtype-check"),
        ] {
            repo.folder.write(
                file,
                """
                repos:
                  - repo: \(PackageRoot.path)
                    rev: \(rev)
                    hooks:
                      - id: \(hook)
                        args: [tokens/app.tokens.json, --out, Generated]

                """)
        }

        // First use: pre-commit builds higtype in release mode. (`--all-files` means tracked files,
        // hence the `git add`.) Untracked new outputs are not a change pre-commit can see, so the
        // hook passes; they are then committed.
        try repo.git("add", "-A")
        let first = try repo.preCommit("run", "--all-files", timeout: 1200)
        try #require(first.status == 0, "the first pre-commit run failed:\n\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("higtype build") && first.stdout.contains("Passed"), "\(first.stdout)")
        #expect(repo.folder.listing().filter { $0.hasPrefix("Generated/") } == Self.outputs.sorted())
        try repo.git("add", "-A")
        try repo.git("commit", "-q", "-m", "Typography tokens")
        #expect(try repo.preCommit("install").status == 0)

        // A manifest change: the hook regenerates the outputs and the commit stops.
        let text = try #require(repo.folder.read("tokens/app.tokens.json"))
        repo.folder.write(
            "tokens/app.tokens.json",
            text.replacingOccurrences(of: "Large navigation titles", with: "Navigation titles"))
        try repo.git("add", "tokens/app.tokens.json")
        let commits = repo.commitCount
        let stopped = try repo.git("commit", "-m", "Rename the title token's description")
        let log = stopped.stdout + stopped.stderr
        #expect(stopped.status != 0, "the commit went through although the hook changed outputs:\n\(log)")
        #expect(log.contains("higtype build") && log.contains("Failed"), "\(log)")
        #expect(log.contains("- files were modified by this hook"), "\(log)")
        #expect(repo.commitCount == commits)
        #expect(repo.folder.read("Generated/Typography.swift")?.contains("Navigation titles") == true)
        #expect(repo.folder.read("Generated/Typography.swift")?.contains("Large navigation titles") == false)

        // Staging the regenerated outputs lets the commit through.
        try repo.git("add", "Generated")
        let committed = try repo.git("commit", "-m", "Rename the title token's description")
        #expect(committed.status == 0, "\(committed.stdout)\(committed.stderr)")
        #expect(
            (committed.stdout + committed.stderr).contains("higtype build")
                && (committed.stdout + committed.stderr).contains("Passed"))
        #expect(repo.commitCount == commits + 1)
        #expect(try repo.git("status", "--porcelain").stdout.isEmpty)

        // The check hook: a stale output fails the run and is left as it was.
        let staleCSS = (repo.folder.read("Generated/typography.css") ?? "") + "/* edited by hand */\n"
        repo.folder.write("Generated/typography.css", staleCSS)
        let stale = try repo.preCommit(
            "run", "higtype-check", "--config", "check.pre-commit-config.yaml", "--all-files")
        #expect(stale.status == 1, "\(stale.stdout)\(stale.stderr)")
        #expect(stale.stdout.contains("higtype check") && stale.stdout.contains("Failed"), "\(stale.stdout)")
        #expect(
            stale.stdout.contains(
                "'Generated/typography.css' is out of date; run 'higtype build tokens/app.tokens.json --out Generated' to regenerate it [stale-output]"
            ), "\(stale.stdout)")
        #expect(!stale.stdout.contains("files were modified by this hook"))
        #expect(repo.folder.read("Generated/typography.css") == staleCSS)

        // A missing output fails too; once the outputs match, the check passes.
        try repo.git("checkout", "--", "Generated/typography.css")
        try FileManager.default.removeItem(atPath: repo.folder.file("Generated/typography.json"))
        let missing = try repo.preCommit(
            "run", "higtype-check", "--config", "check.pre-commit-config.yaml", "--all-files")
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("'Generated/typography.json' is missing"), "\(missing.stdout)")
        #expect(repo.folder.read("Generated/typography.json") == nil)
        try repo.git("checkout", "--", "Generated/typography.json")
        let clean = try repo.preCommit(
            "run", "higtype-check", "--config", "check.pre-commit-config.yaml", "--all-files")
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.contains("higtype check") && clean.stdout.contains("Passed"))

        // The audit hook: pre-commit passes it the Swift and CSS files, and a fixed size fails it.
        repo.folder.write(
            "audit.pre-commit-config.yaml",
            """
            repos:
              - repo: \(PackageRoot.path)
                rev: \(rev)
                hooks:
                  - id: higtype-audit
                    args: [--manifest, tokens/app.tokens.json]

            """)
        repo.folder.write(
            "App/Title.swift", "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 17, weight: .semibold))\n")
        repo.folder.write("web/site.css", "p { font-size: 1rem; } /* font-size: 12px */\n")
        try repo.git("add", "-A")
        let found = try repo.preCommit(
            "run", "higtype-audit", "--config", "audit.pre-commit-config.yaml", "--all-files")
        #expect(found.status == 1, "\(found.stdout)\(found.stderr)")
        #expect(found.stdout.contains("higtype audit") && found.stdout.contains("Failed"), "\(found.stdout)")
        #expect(found.stdout.contains("App/Title.swift:2:18: error: fixed font size 17 pt Semibold"), "\(found.stdout)")
        #expect(found.stdout.contains("token 'type.list.rowTitle' has these values [fixed-size]"), "\(found.stdout)")
        // The two files above and the two generated ones, whose fixed sizes (drawn at a category read from Dynamic Type) carry waivers.
        #expect(found.stdout.contains("higtype: audited 4 files ("), "\(found.stdout)")
        // The generated Swift picks each size from the reader's Dynamic Type category, so the audit
        // reads none of them as fixed: its waivers have nothing left to waive.
        #expect(found.stdout.contains("): 1 error, 0 warnings, 0 waived"), "\(found.stdout)")
        repo.folder.write(
            "App/Title.swift",
            "import SwiftUI\n// higtype: allow fixed-size — onboarding display type\nlet t = Text(\"x\").font(.system(size: 17, weight: .semibold))\n"
        )
        try repo.git("add", "-A")
        let waived = try repo.preCommit(
            "run", "higtype-audit", "--config", "audit.pre-commit-config.yaml", "--all-files")
        #expect(waived.status == 0, "\(waived.stdout)\(waived.stderr)")
        #expect(waived.stdout.contains("higtype audit") && waived.stdout.contains("Passed"), "\(waived.stdout)")
        #expect(!waived.stdout.contains("error:"), "\(waived.stdout)")

        // A pull request's files named like options (issue 36): an empty `--baseline=k.css`, with
        // `k.css` a link to a file outside the repository, and `--config=quiet.css`. pre-commit
        // appends them after the hook's args; the hook audits them as files, reads nothing outside,
        // and a finding beside them is still reported.
        let secret = TemporaryFolder()
        secret.write("style.css", "/* SECRET-36PC */\n")
        try FileManager.default.createSymbolicLink(
            atPath: repo.folder.file("k.css"), withDestinationPath: secret.file("style.css"))
        repo.folder.write("--baseline=k.css", "")
        repo.folder.write("quiet.css", "")
        repo.folder.write("--config=quiet.css", "")
        repo.folder.write("web/more.css", "h1 { font-size: 13px; }\n")
        try repo.git("add", "-A")
        let hostile = try repo.preCommit(
            "run", "higtype-audit", "--config", "audit.pre-commit-config.yaml", "--all-files")
        #expect(hostile.status == 1, "\(hostile.stdout)\(hostile.stderr)")
        #expect(hostile.stdout.contains("web/more.css:1:6: error: fixed font size 13 pt"), "\(hostile.stdout)")
        #expect(!(hostile.stdout + hostile.stderr).contains("SECRET-36PC"), "\(hostile.stdout)")
        #expect(!hostile.stdout.contains("baseline"), "\(hostile.stdout)")
    }

    /// The configuration `higtype init` writes runs the higtype on PATH (here the debug build) as
    /// a local hook; it needs no build, so this test is quick.
    @Test(.enabled(if: preCommit.shouldRun, preCommit.skipComment), .timeLimit(.minutes(5)))
    func initConfigurationStopsACommitThatChangesOutputs() throws {
        try Self.preCommit.require()
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let repo = try Repository(pathPrefix: (binary as NSString).deletingLastPathComponent)
        let created = try ToolProcess.higtype(["init", "--platforms", "ios,watchos"], in: repo.folder.path)
        try #require(created.status == 0, "\(created.stderr)")
        try repo.run(binary, ["build", "tokens/app.tokens.json", "--out", "Generated", "--quiet"])
        try repo.git("add", "-A")
        #expect(try repo.preCommit("install").status == 0)
        let initial = try repo.git("commit", "-m", "Scaffold")
        #expect(initial.status == 0, "\(initial.stdout)\(initial.stderr)")

        let text = try #require(repo.folder.read("tokens/app.tokens.json"))
        repo.folder.write(
            "tokens/app.tokens.json",
            text.replacingOccurrences(of: #""textStyle": "title3""#, with: #""textStyle": "title2""#))
        try repo.git("add", "tokens")
        let stopped = try repo.git("commit", "-m", "Larger section headers")
        #expect(stopped.status != 0)
        #expect(
            (stopped.stdout + stopped.stderr).contains("- files were modified by this hook"),
            "\(stopped.stdout)\(stopped.stderr)")
        try repo.git("add", "Generated")
        #expect(try repo.git("commit", "-m", "Larger section headers").status == 0)
    }
}
