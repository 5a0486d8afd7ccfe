import Foundation
import HigTypeCore
import HigTypeTestSupport
import Testing

/// The project tree: which folder it is, and where paths lead, symlinks resolved.
@Suite struct ProjectTreeTests {
    /// `root/repo` holds `.git` (a file, as in a worktree), `root/repo/a/b`, and `root/other`.
    static func layout() -> TemporaryFolder {
        let root = TemporaryFolder()
        root.write("repo/.git", "gitdir: elsewhere\n")
        root.write("repo/a/b/app.resolver.json", "{}")
        root.write("repo/shared/x.json", "{}")
        root.write("other/y.json", "{}")
        return root
    }

    static func real(_ path: String) -> String {
        realpath(path, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? path
    }

    @Test func theTreeIsTheNearestFolderWithGit() {
        let root = Self.layout()
        let tree = ProjectTree.enclosing(root.file("repo/a/b/app.resolver.json"))
        #expect(tree.roots == [Self.real(root.file("repo"))])
        #expect(tree.contains(root.file("repo/shared/x.json")))
        #expect(tree.contains(root.file("repo/a/b/../../shared/x.json")))
        #expect(!tree.contains(root.file("other/y.json")))
        #expect(!tree.contains(root.file("repo/../other/y.json")))
        #expect(!tree.contains("/etc/passwd"))
        // A sibling whose name starts with the repository's is not inside it.
        root.write("repository-2/z.json", "{}")
        #expect(!tree.contains(root.file("repository-2/z.json")))
    }

    @Test func withoutGitTheTreeIsTheInputsFolder() {
        let root = Self.layout()
        try? FileManager.default.removeItem(atPath: root.file("repo/.git"))
        let tree = ProjectTree.enclosing(root.file("repo/a/b/app.resolver.json"), allowing: [root.file("other")])
        #expect(tree.roots == [Self.real(root.file("repo/a/b")), Self.real(root.file("other"))])
        #expect(!tree.contains(root.file("repo/shared/x.json")))
        #expect(tree.contains(root.file("other/y.json")))
    }

    @Test func symlinksAreResolvedBeforeTheyAreCompared() throws {
        let root = Self.layout()
        let tree = ProjectTree.enclosing(root.file("repo/a/b/app.resolver.json"))
        try FileManager.default.createSymbolicLink(
            atPath: root.file("repo/out.json"), withDestinationPath: "../other/y.json")
        try FileManager.default.createSymbolicLink(
            atPath: root.file("repo/in.json"), withDestinationPath: "shared/x.json")
        try FileManager.default.createSymbolicLink(
            atPath: root.file("repo/dir"), withDestinationPath: root.file("other"))
        #expect(tree.place(root.file("repo/out.json")) == .outside(Self.real(root.file("other/y.json"))))
        #expect(tree.place(root.file("repo/in.json")) == .inside(Self.real(root.file("repo/shared/x.json"))))
        // Missing files land where the system would look: through the link, outside.
        #expect(
            tree.place(root.file("repo/dir/missing.json")) == .outside(Self.real(root.file("other")) + "/missing.json"))
        #expect(
            tree.place(root.file("repo/missing/../../other/y.json")) == .outside(Self.real(root.file("other/y.json"))))
        #expect(tree.contains(root.file("repo/missing.json")))
    }

    @Test func aTreeInMemoryComparesFoldedPaths() {
        let tree = ProjectTree.memory(root: "fuzz")
        #expect(tree.contains("fuzz/a.json"))
        #expect(tree.contains("fuzz/x/../a.json"))
        #expect(!tree.contains("fuzz/../a.json"))
        #expect(!tree.contains("fuzzy/a.json"))
        #expect(!tree.contains("/fuzz/a.json"))
        let here = ProjectTree.memory(root: ".")
        #expect(here.contains("a.json"))
        #expect(!here.contains("../a.json"))
        #expect(!here.contains("/etc/passwd"))
    }
}
