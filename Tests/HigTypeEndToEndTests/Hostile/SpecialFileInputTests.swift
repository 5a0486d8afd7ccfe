import Foundation
import HigTypeTestSupport
import Testing

/// FIFOs and devices given as inputs are reported as what they are, not as "permission denied",
/// and none makes a run wait: a FIFO without a writer would block an open, `/dev/zero` has no end.
/// Each run has a 10 s deadline; each takes milliseconds.
@Suite struct SpecialFileInputTests {
    /// Runs the debug binary in `ws` and requires that it ended by itself, long before the deadline.
    private func run(_ ws: Workspace, _ arguments: String...) throws -> ProcessResult {
        let result = try ToolProcess.higtype(arguments, in: ws.folder.path, timeout: 10)
        #expect(!result.timedOut, "higtype \(arguments.joined(separator: " ")) waited on a special file")
        return result
    }

    private func workspaceWithFIFO(_ name: String) throws -> Workspace {
        let ws = try Workspace()
        try FileManager.default.createDirectory(
            atPath: PathFolder.of(ws.folder.file(name)), withIntermediateDirectories: true)
        #expect(mkfifo(ws.folder.file(name), 0o644) == 0)
        return ws
    }

    @Test(arguments: ["build", "lint", "preview"])
    func aFIFOAsAManifestIsNamedAsOne(command: String) throws {
        let ws = try workspaceWithFIFO("pipe.tokens.json")
        let extra = command == "preview" ? ["--out", "page.html"] : command == "build" ? ["--out", "out"] : []
        let result = try ToolProcess.higtype(
            [command, "pipe.tokens.json"] + extra + ["--quiet"], in: ws.folder.path, timeout: 10)
        #expect(!result.timedOut, "\(command) waited for a writer on the FIFO")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: cannot read manifest 'pipe.tokens.json': it is a FIFO (named pipe), not a regular "
                    + "file [io-error]\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("permission denied"))
    }

    @Test(arguments: [("/dev/zero", "a character device"), ("/dev/null", "a character device")])
    func aDeviceAsAManifestIsNamedAsOne(device: String, kind: String) throws {
        try #require(FileManager.default.fileExists(atPath: device), "every Linux and macOS has \(device)")
        let ws = try Workspace()
        let result = try run(ws, "build", device, "--out", "out", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: cannot read manifest '\(device)': it is \(kind), not a regular file"),
            "\(result.stderr)")
        #expect(!ws.folder.listing().contains("out"))
    }

    @Test func aFIFOAsATemplateIsNamedAsOne() throws {
        let ws = try workspaceWithFIFO("tpl/typography.css.mustache")
        let result = try run(ws, "build", Workspace.manifest, "--out", "out", "--templates", "tpl", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "cannot read template 'tpl/typography.css.mustache': it is a FIFO (named pipe), not a regular file"),
            "\(result.stderr)")
    }

    @Test func aFIFOAResolverNamesIsNamedAsOne() throws {
        let ws = try workspaceWithFIFO("tokens/pipe.tokens.json")
        ws.folder.write(
            "tokens/app.resolver.json",
            #"""
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "pipe.tokens.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }] }
            """#)
        let result = try run(ws, "lint", "tokens/app.resolver.json")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "cannot read token file 'pipe.tokens.json' ('tokens/pipe.tokens.json'): it is a FIFO (named pipe), "
                    + "not a regular file"),
            "\(result.stderr)")
    }

    @Test func aFIFOAmongAuditedFilesIsNamedAsOne() throws {
        let ws = try workspaceWithFIFO("Sources/Pipe.swift")
        ws.folder.write("Sources/View.swift", "let font = Font.body\n")
        let result = try run(ws, "audit", "Sources", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "cannot read 'Sources/Pipe.swift': it is a FIFO (named pipe), not a regular file [io-error]"),
            "\(result.stderr)")
    }
}

/// The folder of a path, for creating it.
private enum PathFolder {
    static func of(_ path: String) -> String { (path as NSString).deletingLastPathComponent }
}
