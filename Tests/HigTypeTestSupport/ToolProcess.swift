import Foundation

/// What a child process printed and how it ended.
public struct ProcessResult: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32
    /// True when the process ran past its deadline and was killed.
    public var timedOut: Bool

    public init(stdout: String, stderr: String, status: Int32, timedOut: Bool) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
        self.timedOut = timedOut
    }
}

/// Runs executables as child processes, with a deadline so a hung child fails the test
/// instead of hanging the suite.
public enum ToolProcess {
    /// The `higtype` executable built alongside the test runner: `swift test` puts both in the same
    /// build folder (`.build/debug`), so the runner's own folder is tried first, then the package's.
    public static let debugBinary: String? = sibling("higtype")

    /// An executable of the package built with the tests: beside the test runner, else in `.build/debug`.
    public static func sibling(_ name: String) -> String? {
        var candidates: [String] = []
        if let runner = Bundle.main.executableURL {
            candidates.append(
                runner.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name).path)
        }
        candidates.append(PackageRoot.file(".build/debug/" + name))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public static let missingBinaryMessage =
        "the higtype executable was not found beside the test runner or at .build/debug/higtype; run the tests with 'swift test' from the package root"

    /// Runs `executable` with `arguments` in `directory`; `environment` nil inherits this process's.
    /// stdout and stderr go to temporary files, so a chatty child cannot fill a pipe and stall;
    /// standard input is `input` (from a file too), or empty.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String]? = nil, input: String? = nil, timeout: TimeInterval = 60
    ) throws -> ProcessResult {
        let scratch = TemporaryFolder()
        scratch.write("out", "")
        scratch.write("err", "")
        scratch.write("in", input ?? "")
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.file("out")))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.file("err")))
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let stdin = try FileHandle(forReadingFrom: URL(fileURLWithPath: scratch.file("in")))
        defer { try? stdin.close() }
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = out
        process.standardError = err
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            finished.wait()
        }
        return ProcessResult(
            stdout: scratch.read("out") ?? "", stderr: scratch.read("err") ?? "",
            status: process.terminationStatus, timedOut: timedOut)
    }

    /// `run` for a long child (a `swift build` of minutes): the same result, but the caller awaits
    /// it on a thread of its own instead of blocking one of the few threads Swift Testing runs
    /// tests on (as many as there are cores), so the other suites, Chromium's included, go on.
    public static func runDetached(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String]? = nil, input: String? = nil, timeout: TimeInterval = 60
    ) async throws -> ProcessResult {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try run(
                            executable, arguments, in: directory, environment: environment, input: input,
                            timeout: timeout)
                    })
            }
        }
    }

    /// Runs the debug `higtype` binary.
    /// `adding` sets variables on top of this process's environment.
    public static func higtype(
        _ arguments: [String], in directory: String? = nil, adding: [String: String] = [:], input: String? = nil,
        timeout: TimeInterval = 60
    ) throws -> ProcessResult {
        guard let binary = debugBinary else { throw MissingBinary() }
        let environment =
            adding.isEmpty
            ? nil : ProcessInfo.processInfo.environment.merging(adding) { _, added in added }
        return try run(binary, arguments, in: directory, environment: environment, input: input, timeout: timeout)
    }

    public struct MissingBinary: Error, CustomStringConvertible {
        public var description: String { ToolProcess.missingBinaryMessage }
    }
}
