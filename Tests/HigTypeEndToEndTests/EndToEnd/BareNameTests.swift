import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCore

/// Paths without a folder part (`page.html`, `app.resolver.json`, `build.d`), as a command line
/// typed in the working folder gives them. Foundation's `deletingLastPathComponent` traps on
/// such a path on Linux: `higtype preview app.tokens.json --out page.html` used to die with
/// "Illegal instruction". Paths are split by `PathText` now.
@Suite struct BareNameTests {
    @Test(arguments: [
        ("page.html", "", "page.html"), ("a/b.css", "a", "b.css"), ("/q", "/", "q"), ("a/b/", "a", "b"),
        ("./x", ".", "x"), ("a//b", "a", "b"), ("", "", ""), ("/", "/", ""),
    ])
    func pathParts(path: String, folder: String, name: String) {
        #expect(PathText.folder(of: path) == folder)
        #expect(PathText.name(of: path) == name)
    }

    @Test func joinAddsOneSlash() {
        #expect(PathText.join("", "a") == "a")
        #expect(PathText.join("/", "a") == "/a")
        #expect(PathText.join("out", "a") == "out/a")
        #expect(PathText.join("out/", "a") == "out/a")
    }

    @Test func previewBuildAndDepfileTakeBareNames() throws {
        let ws = try Workspace()
        try FileManager.default.copyItem(
            atPath: ws.folder.file(Workspace.manifest), toPath: ws.folder.file("app.tokens.json"))
        let preview = try ws.higtype("preview", "app.tokens.json", "--out", "page.html")
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(ws.folder.read("page.html")?.hasPrefix("<!DOCTYPE html>") == true)
        let build = try ws.higtype("build", "app.tokens.json", "--out", "out", "--depfile", "build.d")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(ws.folder.read("build.d")?.contains("app.tokens.json") == true)
    }

    @Test func aResolverDocumentNamedBareReadsItsSources() throws {
        let ws = try Workspace()
        try FileManager.default.copyItem(
            atPath: ws.folder.file(Workspace.manifest), toPath: ws.folder.file("app.tokens.json"))
        ws.folder.write(
            "app.resolver.json",
            #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "app.tokens.json"}]}]}"#
        )
        let build = try ws.higtype("build", "app.resolver.json", "--out", "out", "--quiet")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(ws.folder.read("out/typography.json")?.contains("type.article.body") == true)
    }
}
