import Foundation
import HigTypeTestSupport
import Testing

/// The install snippets of the README and docs/integration.md, as written, resolve against a
/// clone of this repository; only the placeholder URL is replaced by the clone's. The SwiftPM
/// dependency: `swift package resolve`, then `swift package show-dependencies`, which loads the
/// package graph and so checks the plugin's product name (and that no product of higtype carries
/// flags a dependency may not have). The pre-commit configuration: pre-commit validates it,
/// clones `rev` as it does before it installs a hook, and `pre-commit autoupdate` pins it to the
/// clone's newest commit. Nothing is built, so this takes seconds.
///
/// The clone is of the package's HEAD commit (uncommitted changes are not in it), with `main`
/// there, as a clone of the repository has it.
@Suite(.serialized) struct InstallSnippetTests {
    static let swift = ConsumerWorkspace.swift
    static let preCommit = PreCommitTests.preCommit
    /// The URL the snippets give, which stands for wherever the reader gets higtype.
    static let placeholder = "https://example.com/your-fork/higtype.git"

    /// A clone of this repository in a temporary folder, `main` at the package's HEAD commit.
    struct Clone {
        let folder = TemporaryFolder()
        var path: String { folder.file("higtype") }
        let head: String

        init() throws {
            let head = try Self.git(["-C", PackageRoot.path, "rev-parse", "HEAD"])
            try #require(
                head.status == 0, "the package root is not a git checkout, which this test clones: \(head.stderr)")
            self.head = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let path = folder.file("higtype")
            let clone = try Self.git(["clone", "--quiet", "--no-checkout", PackageRoot.path, path])
            try #require(clone.status == 0, "git clone failed: \(clone.stderr)")
            let main = try Self.git(["-C", path, "checkout", "--quiet", "-B", "main", self.head])
            try #require(main.status == 0, "git checkout -B main failed: \(main.stderr)")
        }

        static func git(_ arguments: [String]) throws -> ProcessResult {
            var environment = ProcessInfo.processInfo.environment
            for name in environment.keys where name.hasPrefix("GIT_") { environment[name] = nil }
            return try ToolProcess.run("/usr/bin/git", arguments, environment: environment, timeout: 120)
        }
    }

    /// The fenced blocks of `language` in `markdown` that contain `marker`.
    static func blocks(_ language: String, containing marker: String, in markdown: String) -> [String] {
        let parts = markdown.components(separatedBy: "```" + language + "\n").dropFirst()
        return parts.compactMap { part in part.components(separatedBy: "\n```").first }.filter { $0.contains(marker) }
    }

    static func document(_ name: String) throws -> String {
        try String(contentsOfFile: PackageRoot.file(name), encoding: .utf8)
    }

    /// The README's and integration.md's Package.swift snippets: one each.
    static func swiftSnippets() throws -> [(file: String, text: String)] {
        try ["README.md", "docs/integration.md"].flatMap { name in
            blocks("swift", containing: ".package(url:", in: try document(name)).map { (name, $0) }
        }
    }

    @Test func theSnippetsAreFound() throws {
        let swift = try Self.swiftSnippets()
        #expect(swift.map(\.file) == ["README.md", "docs/integration.md"])
        for snippet in swift {
            #expect(snippet.text.contains(Self.placeholder), "\(snippet.file): \(snippet.text)")
            #expect(snippet.text.contains(#"branch: "main""#), "\(snippet.file): \(snippet.text)")
        }
        let yaml = Self.blocks("yaml", containing: "rev:", in: try Self.document("docs/integration.md"))
        #expect(yaml.count == 1 && yaml[0].contains(Self.placeholder), "\(yaml)")
    }

    /// A consumer package whose manifest is the snippet, with the clone's URL, resolves higtype at
    /// `main`, the clone's HEAD, and loads: the plugin the snippet applies exists.
    @Test(.enabled(if: swift.shouldRun, swift.skipComment))
    func theSwiftPMSnippetsResolve() async throws {
        let swift = try Self.swift.require()
        let clone = try Clone()
        for (file, snippet) in try Self.swiftSnippets() {
            let consumer = TemporaryFolder()
            let body = snippet.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0 != "// Package.swift" }.joined(separator: "\n")
                .replacingOccurrences(of: Self.placeholder, with: "file://" + clone.path)
            consumer.write(
                "Package.swift",
                "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n"
                    + "name: \"Consumer\",\n" + body + "\n)\n")
            consumer.write("Sources/App/main.swift", "print(\"app\")\n")
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            for arguments in [["resolve"], ["show-dependencies"]] {
                let result = try await ToolProcess.runDetached(
                    swift, ["package", "--cache-path", consumer.file(".cache")] + arguments, in: consumer.path,
                    environment: environment, timeout: 600)
                #expect(!result.timedOut)
                #expect(
                    result.status == 0,
                    "\(file): swift package \(arguments[0]) failed:\n\(result.stdout)\(result.stderr)\n\(consumer.read("Package.swift") ?? "")"
                )
            }
            let resolved = consumer.read("Package.resolved") ?? ""
            #expect(resolved.contains(#""branch" : "main""#), "\(file):\n\(resolved)")
            #expect(resolved.contains(#""revision" : "\#(clone.head)""#), "\(file):\n\(resolved)")
        }
    }

    /// integration.md's .pre-commit-config.yaml, with the clone's path: pre-commit accepts it,
    /// clones its `rev` (the commit whose hooks it would install) and finds every hook it names
    /// there; `pre-commit autoupdate`, which the page says to run once, pins `rev` to the commit's
    /// full hash.
    @Test(.enabled(if: preCommit.shouldRun, preCommit.skipComment))
    func thePreCommitSnippetResolves() throws {
        let preCommit = try Self.preCommit.require()
        let clone = try Clone()
        let snippet = try #require(
            Self.blocks("yaml", containing: "rev:", in: try Self.document("docs/integration.md")).first)
        let config = snippet.replacingOccurrences(of: Self.placeholder, with: clone.path)
        let rev = try #require(Self.value(of: "rev:", in: config), "no rev in:\n\(config)")
        let hooks = config.split(separator: "\n").compactMap { Self.value(of: "- id:", in: String($0)) }
        #expect(hooks == ["higtype-build"], "\(config)")
        let repo = try PreCommitTests.Repository()
        repo.folder.write(".pre-commit-config.yaml", config + "\n")

        let valid = try repo.preCommit("validate-config", ".pre-commit-config.yaml")
        #expect(valid.status == 0, "\(valid.stdout)\(valid.stderr)")

        // pre-commit's own clone of `rev`: its store, as `install-hooks` and `run` use it first.
        let script = try #require(
            try? String(contentsOfFile: preCommit, encoding: .utf8).split(separator: "\n").first, "\(preCommit)")
        let shebang = try #require(
            script.hasPrefix("#!") ? String(script.dropFirst(2)).split(separator: " ").map(String.init) : nil,
            "pre-commit at \(preCommit) is not a script")
        // A pip-installed pre-commit names its Python on its first line; a version manager's shim
        // (pyenv's is a bash script) runs the python3 on PATH, which is the one that has it.
        let python =
            shebang.contains { ($0 as NSString).lastPathComponent.hasPrefix("python") }
            ? shebang : ["/usr/bin/env", "python3"]
        let store = TemporaryFolder()
        let cloned = try ToolProcess.run(
            python[0],
            Array(python.dropFirst()) + [
                "-c",
                "import sys; from pre_commit.store import Store; print(Store(sys.argv[1]).clone(sys.argv[2], sys.argv[3]))",
                store.path, clone.path, rev,
            ], environment: repo.environment, timeout: 120)
        try #require(cloned.status == 0, "pre-commit could not clone rev '\(rev)':\n\(cloned.stdout)\(cloned.stderr)")
        let checkout = cloned.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let at = try Clone.git(["-C", checkout, "rev-parse", "HEAD"])
        #expect(at.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == clone.head)
        let published = try String(contentsOfFile: checkout + "/.pre-commit-hooks.yaml", encoding: .utf8)
        for hook in hooks { #expect(published.contains("- id: \(hook)\n"), "rev '\(rev)' has no hook \(hook)") }

        let update = try repo.preCommit("autoupdate")
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        let pinned = repo.folder.read(".pre-commit-config.yaml") ?? ""
        #expect(Self.value(of: "rev:", in: pinned) == clone.head, "\(update.stdout)\n\(pinned)")
    }

    /// The value after `key` on the first line that starts with it (spaces before it aside), less
    /// any comment.
    static func value(of key: String, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(key) else { continue }
            let value = trimmed.dropFirst(key.count).split(separator: "#", maxSplits: 1).first ?? ""
            return value.trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
