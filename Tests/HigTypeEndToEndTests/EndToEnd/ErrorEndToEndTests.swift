import Foundation
import HigTypeTestSupport
import Testing

/// A manifest with an error: the diagnostic points at the bad value, and the previous
/// outputs (and the out folder) stay exactly as they were.
@Suite struct ErrorEndToEndTests {
    static let existing = ["out/Typography.swift", "out/typography.css", "out/typography.d", "out/typography.json"]

    /// Builds the example with a depfile, ages the outputs, then breaks the article body's text style.
    static func brokenWorkspace() throws -> (Workspace, line: Int, column: Int) {
        let ws = try Workspace()
        let result = try ws.higtype(
            "build", Workspace.manifest, "--out", "out", "--depfile", "out/typography.d", "--quiet")
        try #require(result.status == 0, "build failed: \(result.stderr)")
        try ws.editManifest(replacing: #"{ "textStyle": "body" }"#, with: #"{ "textStyle": "bodyy" }"#)
        ws.age(existing)
        let position = try #require(Workspace.position(of: #""bodyy""#, in: ws.manifestText))
        return (ws, position.line, position.column)
    }

    static func expectUntouched(_ ws: Workspace, contents: [String?], mtimes: [Date?]) {
        #expect(ws.contents(existing) == contents, "an output changed although the build failed")
        #expect(ws.mtimes(existing) == mtimes, "an output was rewritten although the build failed")
        #expect(ws.folder.listing().filter { $0.hasPrefix("out/") } == existing, "the failed build left a file in out/")
    }

    @Test func textDiagnosticAndNothingWritten() throws {
        let (ws, line, column) = try Self.brokenWorkspace()
        #expect(
            line == 68 && column == 56, "the example manifest moved; the diagnostic's position is computed, check it")
        let contents = ws.contents(Self.existing)
        let mtimes = ws.mtimes(Self.existing)

        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--depfile", "out/typography.d")
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.first
                == "tokens/example.tokens.json:\(line):\(column): error: unknown text style 'bodyy'; did you mean 'body'? [unknown-style]"
        )
        #expect(lines.filter { $0.contains("error:") }.count == 1, "expected exactly one error:\n\(result.stderr)")
        #expect(!result.stderr.contains("higtype: 15 tokens"), "a failed build printed the success summary")
        Self.expectUntouched(ws, contents: contents, mtimes: mtimes)
    }

    @Test func jsonDiagnosticsOnStdout() throws {
        let (ws, line, column) = try Self.brokenWorkspace()
        let contents = ws.contents(Self.existing)
        let mtimes = ws.mtimes(Self.existing)

        let result = try ws.higtype(
            "build", Workspace.manifest, "--out", "out", "--depfile", "out/typography.d", "--diagnostics-format", "json"
        )
        #expect(result.status == 1)
        // The diagnostics go to stdout; the closing line stays on stderr, as in text.
        #expect(result.stderr == "higtype: build failed: 1 error, 0 warnings; nothing was written\n")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let array = try #require(parsed as? [[String: Any]], "stdout is not a JSON array of objects:\n\(result.stdout)")
        try #require(array.count == 1, "expected one diagnostic:\n\(result.stdout)")
        let diagnostic = array[0]
        for key in ["severity", "id", "message", "file", "line", "column", "notes"] {
            #expect(diagnostic[key] != nil, "no '\(key)' in \(diagnostic)")
        }
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["id"] as? String == "unknown-style")
        #expect(diagnostic["message"] as? String == "unknown text style 'bodyy'; did you mean 'body'?")
        #expect(diagnostic["file"] as? String == Workspace.manifest)
        #expect(diagnostic["line"] as? Int == line)
        #expect(diagnostic["column"] as? Int == column)
        #expect((diagnostic["notes"] as? [Any])?.isEmpty == true)
        Self.expectUntouched(ws, contents: contents, mtimes: mtimes)
    }
}
