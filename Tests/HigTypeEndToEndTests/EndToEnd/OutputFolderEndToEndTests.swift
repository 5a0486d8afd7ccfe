import Foundation
import HigTypeTestSupport
import Testing

/// Folders that cannot hold the outputs, or templates that cannot be read, are reported in
/// higtype's words, naming the path and why, never as a Foundation error ("NSCocoaErrorDomain").
@Suite struct OutputFolderEndToEndTests {
    @Test func outUnderAFileNamesTheFile() throws {
        let ws = try Workspace()
        ws.folder.write("somefile", "not a folder\n")
        let result = try ws.higtype("build", Workspace.manifest, "--out", "somefile/Gen")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                higtype: error: cannot create folder 'somefile/Gen': 'somefile' is a file, not a folder [write-failed]
                higtype: build failed: 1 error, 0 warnings; nothing was written

                """)
        #expect(ws.folder.listing() == ["somefile", "tokens", Workspace.manifest])
    }

    @Test func outThatIsAFileNamesIt() throws {
        let ws = try Workspace()
        ws.folder.write("Gen", "")
        let result = try ws.higtype("build", Workspace.manifest, "--out", "Gen", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "higtype: error: cannot create folder 'Gen': 'Gen' is a file, not a folder [write-failed]\n")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func previewUnderAFileNamesTheFile() throws {
        let ws = try Workspace()
        ws.folder.write("docs", "")
        let result = try ws.higtype("preview", Workspace.manifest, "--out", "docs/type.html", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "higtype: error: cannot create folder 'docs': 'docs' is a file, not a folder [write-failed]\n")
    }

    /// Root creates folders anywhere, so as root (CI) the build runs as nobody (`Unprivileged`).
    @Test(.enabled(if: Unprivileged.input.shouldRun, Unprivileged.input.skipComment))
    func outInAFolderThatIsNotWritableSaysSo() throws {
        let ws = try Workspace()
        try FileManager.default.createDirectory(atPath: ws.folder.file("locked"), withIntermediateDirectories: true)
        Unprivileged.hand(ws.folder.path)
        chmod(ws.folder.file("locked"), 0o555)
        defer { chmod(ws.folder.file("locked"), 0o755) }
        let result = try ws.higtypeUnprivileged("build", Workspace.manifest, "--out", "locked/Gen", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "higtype: error: cannot create folder 'locked/Gen': 'locked' is not writable (Permission denied) [write-failed]\n"
        )
    }

    @Test func aTemplatesFolderThatIsAFileSaysSo() throws {
        let ws = try Workspace()
        ws.folder.write("tpl", "")
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--templates", "tpl", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "higtype: error: cannot read templates folder 'tpl': it is a file, not a folder [io-error]\n")
        let missing = try ws.higtype("build", Workspace.manifest, "--out", "out", "--templates", "nowhere", "--quiet")
        #expect(missing.stderr == "higtype: error: cannot read templates folder 'nowhere': no such folder [io-error]\n")
    }

    @Test func aTemplateThatIsAFolderSaysSo() throws {
        let ws = try Workspace()
        try FileManager.default.createDirectory(
            atPath: ws.folder.file("tpl/typography.css.mustache"), withIntermediateDirectories: true)
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--templates", "tpl", "--quiet")
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "higtype: error: cannot read template 'tpl/typography.css.mustache': it is a folder [io-error]\n")
    }

    @Test func aManifestThatIsAFolderSaysSo() throws {
        let ws = try Workspace()
        let result = try ws.higtype("lint", "tokens", "--quiet")
        #expect(result.status == 1)
        #expect(result.stderr == "higtype: error: cannot read manifest 'tokens': it is a folder [io-error]\n")
    }
}
