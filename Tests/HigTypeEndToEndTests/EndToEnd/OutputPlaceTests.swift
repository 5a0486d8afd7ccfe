import Foundation
import HigTypeKit
import HigTypeTestSupport
import Testing

@testable import HigTypeOutputs

/// Writes stay inside `--out` and never land on an input, and a build that cannot write every
/// output fails before it writes anything, folders included.
@Suite struct OutputPlaceTests {
    static let manifestText = try? String(contentsOfFile: PackageRoot.file(Workspace.manifest), encoding: .utf8)

    /// Every file and folder under the workspace, with the bytes of each file (symlinks as such).
    static func snapshot(_ ws: Workspace) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in ws.folder.listing() {
            var info = stat()
            guard lstat(ws.folder.file(name), &info) == 0 else { continue }
            files[name] =
                (info.st_mode & S_IFMT) == S_IFREG
                ? FileManager.default.contents(atPath: ws.folder.file(name)) : Data("mode \(info.st_mode)".utf8)
        }
        return files
    }

    /// The paths checked before anything is written are the paths then rendered, in every format
    /// and on every platform: a path missed there would escape the checks and recovery.
    @Test func thePlannedPathsAreThePathsRendered() throws {
        let platforms = Platform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let source = Compiler.SourceFile(
            path: "all.tokens.json",
            bytes: Array(
                #"""
                { "$extensions": { "dev.higtype": { "platforms": [\#(platforms)] } },
                  "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }
                """#.utf8))
        let resolved = try #require(Compiler.compile(sources: [source]).resolved)
        let formats = OutputFormat.all
        let rendered = Renderer.render(
            resolved, formats: formats, outDir: "out", templates: TemplateSet.load(overridesIn: nil))
        #expect(rendered.files.count > 20)
        #expect(rendered.files.map(\.path) == Renderer.plannedPaths(resolved, formats: formats, outDir: "out"))
    }

    // MARK: Symlinks that leave the output folder (item 4)

    @Test func aSymlinkedDTCGFolderThatLeavesOutIsNotWrittenThrough() throws {
        let ws = try Workspace()
        try FileManager.default.createDirectory(atPath: ws.folder.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: ws.folder.file("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: ws.folder.file("out/dtcg"), withDestinationPath: "../elsewhere")
        let before = Self.snapshot(ws)
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--format", "css,dtcg")
        #expect(result.status == 1)
        let real = URL(fileURLWithPath: ws.folder.file("elsewhere")).resolvingSymlinksInPath().path
        #expect(
            result.stderr.contains(
                "'out/dtcg' is a symbolic link to '\(real)', outside the output folder 'out'; higtype does not write "
                    + "through it [output-outside-folder]"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("nothing was written\n"))
        #expect(Self.snapshot(ws) == before, "something was written")
        // --check reads nothing through it either.
        let check = try ws.higtype("build", Workspace.manifest, "--out", "out", "--format", "css,dtcg", "--check")
        #expect(check.status == 1 && check.stderr.contains("[output-outside-folder]"), "\(check.stderr)")
    }

    /// A symlink that stays inside the output folder is followed as any folder is.
    @Test func aSymlinkThatStaysInsideIsWrittenThrough() throws {
        let ws = try Workspace()
        try FileManager.default.createDirectory(atPath: ws.folder.file("out/real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: ws.folder.file("out/dtcg"), withDestinationPath: "real")
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--format", "dtcg", "--quiet")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(ws.folder.listing().contains("out/real/ios/large.tokens.json"))
    }

    @Test func aSymlinkedContextFolderThatLeavesOutIsNotWrittenThrough() throws {
        let ws = ResolverWorkspace()
        try FileManager.default.createDirectory(atPath: ws.folder.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: ws.folder.file("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: ws.folder.file("out/theme-dark_size-large"), withDestinationPath: ws.folder.file("elsewhere"))
        let result = try ws.higtype("build", ResolverWorkspace.resolver, "--all-contexts", "--out", "out")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("'out/theme-dark_size-large' is a symbolic link to")
                && result.stderr.contains("[output-outside-folder]"), "\(result.stderr)")
        #expect((try FileManager.default.contentsOfDirectory(atPath: ws.folder.file("elsewhere"))).isEmpty)
        #expect(!ws.folder.listing().contains("out/theme-light_size-regular"), "a permutation was written")
    }

    // MARK: An output that is an input (item 5)

    /// Each way an output path can be an input, compared by what the files are on disk.
    @Test(arguments: [
        (["build", "tokens/typography.json", "--out", "tokens"], "tokens/typography.json", "tokens/typography.json"),
        (
            ["build", "tokens/typography.json", "--out", "out", "--depfile", "./tokens/../tokens/typography.json"],
            "./tokens/../tokens/typography.json", "tokens/typography.json"
        ),
        (
            ["preview", "tokens/typography.json", "--out", "tokens/typography.json"], "tokens/typography.json",
            "tokens/typography.json"
        ),
        (["build", "tokens/typography.json", "--out", "linked"], "linked/typography.css", "tokens/typography.json"),
        (["build", "tokens/typography.json", "--out", "hard"], "hard/Typography.swift", "tokens/typography.json"),
    ])
    func anOutputThatIsAnInputIsRefusedBeforeAnythingIsWritten(
        arguments: [String], output: String, input: String
    ) throws {
        let ws = try Workspace()
        ws.folder.write("tokens/typography.json", ws.manifestText)
        try FileManager.default.createDirectory(atPath: ws.folder.file("linked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: ws.folder.file("linked/typography.css"), withDestinationPath: "../tokens/typography.json")
        try FileManager.default.createDirectory(atPath: ws.folder.file("hard"), withIntermediateDirectories: true)
        #expect(link(ws.folder.file("tokens/typography.json"), ws.folder.file("hard/Typography.swift")) == 0)
        let before = Self.snapshot(ws)
        let result = try ToolProcess.higtype(arguments, in: ws.folder.path)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: cannot write '\(output)': it is the input '\(input)', which the output would "
                    + "overwrite; choose another output path [output-is-input]\n"), "\(result.stderr)")
        #expect(Self.snapshot(ws) == before, "something was written")
    }

    @Test func aDepfileThatIsAnOutputIsRefused() throws {
        let ws = try Workspace()
        let result = try ws.higtype("build", Workspace.manifest, "--out", "out", "--depfile", "out/typography.css")
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: cannot write 'out/typography.css': it is the same file as the output "
                    + "'out/typography.css'; choose another output path [output-is-input]\n"), "\(result.stderr)")
        #expect(!ws.folder.listing().contains("out"))
    }

    // MARK: A failed build creates no folder (item 6)

    @Test func aNameTooLongForTheFileSystemCreatesNoFolder() throws {
        let ws = try Workspace()
        let long = String(repeating: "a", count: 300)
        let result = try ws.higtype("build", Workspace.manifest, "--out", "gen/" + long)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "higtype: error: cannot create folder 'gen/\(long)': the name 'aaaaaaaaaaaaaaaaaaaa…aaaaaaaaaaaaaaaaaaaa' "
                    + "is 300 bytes long, and the file system allows 255 [write-failed]\n"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("nothing was written\n"))
        #expect(!ws.folder.listing().contains("gen"), "a folder was created")
    }

    /// The review's case: a context name so long that its permutation's folder cannot exist.
    @Test func aContextNameTooLongCreatesNoFolder() throws {
        let ws = ResolverWorkspace()
        let long = String(repeating: "x", count: 250)
        ws.folder.write(
            ResolverWorkspace.resolver,
            (ws.folder.read(ResolverWorkspace.resolver) ?? "").replacingOccurrences(
                of: "\"large\"", with: "\"\(long)\""))
        let result = try ws.higtype("build", ResolverWorkspace.resolver, "--all-contexts", "--out", "out")
        #expect(result.status == 1)
        #expect(result.stderr.contains("bytes long, and the file system allows 255 [write-failed]"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("nothing was written\n"))
        #expect(!ws.folder.listing().contains("out"), "a folder was created")
    }
}
