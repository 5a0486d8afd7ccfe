import Foundation
import HigTypeTestSupport
import Testing

/// HigTypeKit's public API against the list recorded in `HigTypeKit.api.txt`, so the facade
/// changes only on purpose. After an intended change, `make record-api` (HIGTYPE_RECORD=1)
/// re-records the list; review it with `git diff`.
@Suite struct APIDigestTests {
    static let extractor = RequiredInput.tool(
        "swift-symbolgraph-extract",
        hint: "it ships with the Swift toolchain beside swiftc; put the toolchain's usr/bin on PATH",
        tests: "API digest test")
    static let recorded = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("HigTypeKit.api.txt").path
    static let isRecording = ProcessInfo.processInfo.environment["HIGTYPE_RECORD"] == "1"
    static let header = """
        # HigTypeKit's public API: one line per symbol (kind, path, declaration; a typealias names
        # its module). Written by `make record-api`; APIDigestTests fails when the module differs.

        """

    /// The folder of the built modules: beside the test runner, else the package's debug build.
    static var modules: String? {
        var candidates: [String] = []
        if let runner = Bundle.main.executableURL {
            candidates.append(runner.resolvingSymlinksInPath().deletingLastPathComponent().path + "/Modules")
        }
        candidates.append(PackageRoot.file(".build/debug/Modules"))
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/HigTypeKit.swiftmodule") }
    }

    @Test(.enabled(if: extractor.shouldRun, extractor.skipComment))
    func theFacadeIsTheRecordedAPI() throws {
        let tool = try Self.extractor.require()
        let modules = try #require(
            Self.modules, "HigTypeKit.swiftmodule is not beside the test runner or in .build/debug/Modules")
        let out = TemporaryFolder()
        let run = try ToolProcess.run(
            tool,
            ["-module-name", "HigTypeKit", "-I", modules, "-minimum-access-level", "public", "-output-dir", out.path],
            timeout: 300)
        try #require(run.status == 0, "swift-symbolgraph-extract failed: \(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter {
            $0.hasSuffix(".symbols.json")
        }
        #expect(files.contains("HigTypeKit.symbols.json"))
        let actual = try APIDigest.lines(
            symbolGraphs: files.sorted().map { try Data(contentsOf: URL(fileURLWithPath: out.file($0))) })
        if Self.isRecording {
            try (Self.header + actual.joined(separator: "\n") + "\n").write(
                toFile: Self.recorded, atomically: true, encoding: .utf8)
            Issue.record(
                "re-recorded \(Self.recorded); review the change with 'git diff' and run the tests again without HIGTYPE_RECORD"
            )
            return
        }
        let text = try String(contentsOfFile: Self.recorded, encoding: .utf8)
        let expected = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        let added = actual.filter { !expected.contains($0) }
        let removed = expected.filter { !actual.contains($0) }
        #expect(
            added.isEmpty && removed.isEmpty,
            """
            HigTypeKit's public API differs from HigTypeKit.api.txt. If the change is intended, run 'make record-api'.
            added:
            \(added.map { "+ " + $0 }.joined(separator: "\n"))
            removed:
            \(removed.map { "- " + $0 }.joined(separator: "\n"))
            """)
    }

    @Test func theRecordedAPINamesThePipelineAndTheFacade() throws {
        let lines = try String(contentsOfFile: Self.recorded, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains("enum Pipeline: enum Pipeline"))
        #expect(lines.contains("typealias Diagnostic: typealias Diagnostic = Diagnostic → HigTypeCore"))
        #expect(!lines.contains { $0.hasPrefix("typealias Token:") || $0.hasPrefix("typealias Manifest:") })
    }

    @Test func aSymbolGraphBecomesLines() throws {
        let graph = """
            {"symbols": [
              {"kind": {"identifier": "swift.typealias"}, "pathComponents": ["Diagnostic"],
               "declarationFragments": [{"kind": "keyword", "spelling": "typealias"}, {"kind": "text", "spelling": " "},
                 {"kind": "identifier", "spelling": "Diagnostic"}, {"kind": "text", "spelling": " = "},
                 {"kind": "typeIdentifier", "spelling": "Diagnostic", "preciseIdentifier": "s:11HigTypeCore10DiagnosticV"}]},
              {"kind": {"identifier": "swift.func"}, "pathComponents": ["HIG", "specTable(platform:)"],
               "declarationFragments": [{"kind": "keyword", "spelling": "static func"}, {"kind": "text", "spelling": "  specTable(platform:\\n Platform?)"}]}
            ]}
            """
        #expect(
            try APIDigest.lines(symbolGraphs: [Data(graph.utf8)]) == [
                "func HIG.specTable(platform:): static func specTable(platform: Platform?)",
                "typealias Diagnostic: typealias Diagnostic = Diagnostic → HigTypeCore",
            ])
        #expect(APIDigest.module(ofUSR: "s:10HigTypeKit8PipelineO") == "HigTypeKit")
        #expect(APIDigest.module(ofUSR: "c:@S@stat") == nil)
        #expect(throws: APIDigest.Malformed.self) { try APIDigest.lines(symbolGraphs: [Data("{}".utf8)]) }
    }
}
