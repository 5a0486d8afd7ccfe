import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeSpec

/// `make install` puts a binary that works alone: copied without the repository, run with an
/// empty environment from an unrelated folder, it still compiles the example to the goldens,
/// because the runtime, Foundation, the spec and the templates are all inside it.
@Suite(.enabled(if: ReleaseBinary.input.shouldRun, ReleaseBinary.input.skipComment))
struct InstallTests {

    /// Runs make in the package root, without the flags and jobserver of a make that started `swift test`.
    static func make(_ arguments: [String], pathPrefix: String? = nil) throws -> ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES", "DESTDIR", "PREFIX"] {
            environment[name] = nil
        }
        if let pathPrefix { environment["PATH"] = pathPrefix + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
        let release = try ReleaseBinary.input.require()
        return try ToolProcess.run(
            "/usr/bin/make", ["-C", PackageRoot.path, "HIGTYPE=\(release)"] + arguments, environment: environment,
            timeout: 120)
    }

    @Test func installedBinaryWorksAloneAndUninstalls() throws {
        // `install` depends on the release binary; if it were out of date make would run
        // `swift build`, which waits forever on the .build lock this `swift test` holds.
        let upToDate = try Self.make(["-q", try ReleaseBinary.input.require()])
        try #require(
            upToDate.status == 0,
            "the release binary is missing or older than the sources; run the tests via 'make test'")

        let prefix = TemporaryFolder()
        let install = try Self.make(["install", "PREFIX=\(prefix.path)"])
        try #require(install.status == 0, "make install failed:\n\(install.stdout)\(install.stderr)")
        // PREFIX/bin is not on PATH, so a shell would not find `higtype` by name: install says so.
        #expect(
            install.stdout.contains(
                "make install: \(prefix.path)/bin is not on your PATH, so 'higtype' alone will not find it; add it"),
            "\(install.stdout)")
        let onPath = try Self.make(["install", "PREFIX=\(prefix.path)"], pathPrefix: prefix.file("bin"))
        #expect(onPath.status == 0, "\(onPath.stderr)")
        #expect(!onPath.stdout.contains("is not on your PATH"), "\(onPath.stdout)")
        let installed = prefix.file("bin/higtype")
        #expect(FileManager.default.isExecutableFile(atPath: installed))
        // Installed stripped: the symbol tables a debugger wants stay in the build folder.
        let size = { (path: String) in (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil }
        if let built = size(PackageRoot.file(".build/release/higtype")), let shipped = size(installed) {
            #expect(
                shipped < built * 9 / 10, "the installed binary (\(shipped) bytes) is not stripped (\(built) built)")
        }

        // Only the binary, in a folder of its own; the project is a copy of the example manifest.
        let alone = TemporaryFolder()
        try FileManager.default.copyItem(atPath: installed, toPath: alone.file("higtype"))
        let project = TemporaryFolder()
        let example = try #require(FileManager.default.contents(atPath: PackageRoot.file(Workspace.manifest)))
        project.write(Workspace.manifest, String(decoding: example, as: UTF8.self))
        let bare = ["PATH": "/usr/bin:/bin"]

        let version = try ToolProcess.run(alone.file("higtype"), ["--version"], in: project.path, environment: bare)
        #expect(version.status == 0, "\(version.stderr)")
        #expect(version.stdout == "higtype 0.1.0\n\(HIG.provenance.summary)\n")

        let build = try ToolProcess.run(
            alone.file("higtype"), ["build", Workspace.manifest, "--out", "out", "--quiet"], in: project.path,
            environment: bare)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.isEmpty && build.stderr.isEmpty)
        for name in ["typography.css", "Typography.swift", "typography.json"] {
            let golden = FileManager.default.contents(atPath: GoldenTests.folder + "/" + name)
            #expect(
                golden != nil && FileManager.default.contents(atPath: project.file("out/" + name)) == golden,
                "\(name) differs from its golden")
        }

        // A binary linked to the toolchain's libraries would also run here, through its rpath; ldd tells.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd") {
            let ldd = try ToolProcess.run("/usr/bin/ldd", [alone.file("higtype")])
            #expect(
                !ldd.stdout.contains("libswift") && !ldd.stdout.contains("libFoundation"), "not static:\n\(ldd.stdout)")
        }

        let uninstall = try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(!FileManager.default.fileExists(atPath: installed))
        #expect(prefix.listing() == ["bin"])
    }
}

/// The static release binary `make test` builds and names in HIGTYPE_RELEASE_BIN; with CI=true
/// (where `.ci/run` runs `make test`) a missing one fails the install test.
enum ReleaseBinary {
    static let input = RequiredInput(
        name: "HIGTYPE_RELEASE_BIN", location: ProcessInfo.processInfo.environment["HIGTYPE_RELEASE_BIN"],
        hint: "run the tests via 'make test', which builds the release binary and sets it", tests: "install tests")
}
