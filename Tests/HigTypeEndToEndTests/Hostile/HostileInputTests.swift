import Foundation
import HigTypeTestSupport
import Testing

/// Every hostile input ends the same way: `higtype build` exits 1 with a clean diagnostic
/// (`file:line:col: error: … [id]`, or `higtype: error: …` when there is no position), within a
/// deadline, without a crash report, and writes nothing: the outputs of an earlier build keep
/// their bytes and modification times, and no temporary file is left beside them.
@Suite struct HostileInputTests {
    static let outputs = ["out/Typography.swift", "out/typography.css", "out/typography.json"]
    static let deadline: TimeInterval = 20

    @Test(arguments: HostileCase.all)
    func failsCleanly(_ hostile: HostileCase) throws {
        let folder = TemporaryFolder()
        let ws = try Self.builtWorkspace(folder)
        let files = hostile.files()
        for (path, bytes) in files { try Self.write(bytes, to: folder.file(path)) }
        let before = Self.snapshot(folder)

        let started = Date()
        let result = try ToolProcess.higtype(
            ["build", hostile.manifest, "--out", "out"] + hostile.arguments, in: folder.path, timeout: Self.deadline)
        let seconds = Date().timeIntervalSince(started)
        _ = ws

        // Plain values in the expectations, so a failure does not print megabytes of output.
        let timedOut = result.timedOut
        let status = result.status
        #expect(!timedOut, "still running after \(Self.deadline) s")
        #expect(status == 1, "exit status \(status); stderr:\n\(result.stderr.prefix(2_000))")
        Self.expectNoCrash(result)
        Self.expectCleanDiagnostics(result.stderr, hostile: hostile, manifest: files[hostile.manifest] ?? [])
        let unchanged = Self.snapshot(folder) == before
        #expect(unchanged, "the outputs or the out folder changed")
        #expect(seconds < Self.deadline, "took \(seconds) s")
    }

    // MARK: Helpers shared with the other robustness tests

    /// A fresh folder holding the example manifest and the outputs of building it, aged so a
    /// rewrite would show in their modification times.
    static func builtWorkspace(_ folder: TemporaryFolder) throws -> TemporaryFolder {
        try write(HostileCase.example, to: folder.file("tokens/example.tokens.json"))
        let result = try ToolProcess.higtype(
            ["build", "tokens/example.tokens.json", "--out", "out", "--quiet"], in: folder.path, timeout: 60)
        try #require(result.status == 0, "the example did not build: \(result.stderr)")
        outputs.forEach(folder.age)
        return folder
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// What is in `out/`: every file's name, bytes and modification time.
    struct Entry: Equatable {
        var name: String
        var bytes: Data?
        var modified: Date?
    }

    static func snapshot(_ folder: TemporaryFolder) -> [Entry] {
        // The fingerprint the earlier build kept is no output (FingerprintTests checks it).
        let names = folder.listing().filter { $0.hasPrefix("out/") && !$0.dropFirst(4).contains("/") }.map {
            String($0.dropFirst(4))
        }
        return names.map { name in
            Entry(
                name: name, bytes: FileManager.default.contents(atPath: folder.file("out/" + name)),
                modified: folder.modificationDate("out/" + name))
        }
    }

    /// No signal, no Swift runtime trap, no backtrace, no sanitizer report.
    static func expectNoCrash(_ result: ProcessResult) {
        let output = result.stdout + result.stderr
        for marker in ["Fatal error", "Program crashed", "Backtracing", "Signal ", "AddressSanitizer", "Stack dump"] {
            #expect(!output.contains(marker), "the output shows a crash (\(marker)):\n\(output.prefix(2_000))")
        }
        let status = result.status
        #expect(status < 128, "killed by a signal: status \(status)")
    }

    /// The first line of stderr is an error diagnostic, every error line has the diagnostic shape,
    /// and the case's expected error is among them, with its message and position when given.
    static func expectCleanDiagnostics(_ stderr: String, hostile: HostileCase, manifest: [UInt8]) {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let errors = lines.filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty, "no error reported:\n\(stderr.prefix(2_000))")
        let startsWithError = lines.first.map(isErrorHeader) == true
        #expect(startsWithError, "stderr does not start with an error diagnostic:\n\(stderr.prefix(500))")
        for line in errors where !isErrorHeader(line) {
            Issue.record("not a diagnostic line: \(line.prefix(300))")
        }
        let expected = errors.filter { $0.hasSuffix("[\(hostile.id)]") }
        let found = !expected.isEmpty
        #expect(found, "no [\(hostile.id)] error:\n\(stderr.prefix(2_000))")
        if let message = hostile.message, !expected.contains(where: { $0.contains(message) }) {
            Issue.record("no [\(hostile.id)] error says '\(message)':\n\(stderr.prefix(2_000))")
        }
        let position = hostile.position ?? hostile.pointsAt.flatMap { HostileCase.position(of: $0, in: manifest) }
        if let position {
            let prefix = "\(hostile.manifest):\(position.line):\(position.column): error: "
            if !expected.contains(where: { $0.hasPrefix(prefix) }) {
                Issue.record("no [\(hostile.id)] error at \(prefix):\n\(stderr.prefix(2_000))")
            }
        }
    }

    /// `file:line:col: error: message [id]` or `higtype: error: message`.
    static func isErrorHeader(_ line: String) -> Bool {
        line.wholeMatch(of: /[^\n]+:[0-9]+:[0-9]+: error: .+ \[[a-z0-9-]+\]/) != nil
            || line.wholeMatch(of: /higtype: error: .+/) != nil
    }
}
