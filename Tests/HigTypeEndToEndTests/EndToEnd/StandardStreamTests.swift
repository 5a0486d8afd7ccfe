import Foundation
import HigTypeTestSupport
import Testing

/// Printing to a full disk or a closed pipe is an error like any other: exit 1 and no trap, no
/// signal, no stack trace; the outputs of a build that succeeded are written all the same.
@Suite struct StandardStreamTests {
    enum Sink { case devFull, closedPipe, file }

    struct Run {
        var status: Int32
        var reason: Process.TerminationReason
        var stderr: String
    }

    /// Runs the debug binary with stdout and stderr sent where asked; what reaches a `.file` sink is kept.
    static func run(_ arguments: [String], in folder: String, stdout: Sink, stderr: Sink) throws -> Run {
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let scratch = TemporaryFolder()
        scratch.write("err", "")
        var pipes: [Pipe] = []
        func handle(_ sink: Sink, _ name: String) throws -> FileHandle {
            switch sink {
            case .devFull: return try #require(FileHandle(forWritingAtPath: "/dev/full"))
            case .file:
                scratch.write(name, "")
                return try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.file(name)))
            case .closedPipe:
                let pipe = Pipe()
                try pipe.fileHandleForReading.close()
                pipes.append(pipe)
                return pipe.fileHandleForWriting
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try handle(stdout, "out")
        process.standardError = try handle(stderr, "err")
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, reason: process.terminationReason, stderr: scratch.read("err") ?? "")
    }

    @Test func aFullDiskOnStandardOutputIsAnErrorNotATrap() throws {
        let ws = try Workspace()
        let result = try Self.run(["spec", "--platform", "ios"], in: ws.folder.path, stdout: .devFull, stderr: .file)
        #expect(result.reason == .exit)
        #expect(result.status == 1)
        #expect(result.stderr == "higtype: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedPipeOnStandardOutputIsAnErrorNotASignal() throws {
        let ws = try Workspace()
        let result = try Self.run(
            ["spec", "--platform", "ios"], in: ws.folder.path, stdout: .closedPipe, stderr: .file)
        #expect(result.reason == .exit, "killed by signal \(result.status)")
        #expect(result.status == 1)
        #expect(result.stderr == "higtype: error: cannot write to standard output: Broken pipe\n")
    }

    /// The summary of a build that wrote its outputs cannot be printed: exit 1, never a crash,
    /// and the outputs are there.
    @Test(arguments: [Sink.devFull, .closedPipe])
    func aBuildWhoseSummaryCannotBePrintedStillWritesItsOutputs(sink: Sink) throws {
        let ws = try Workspace()
        let result = try Self.run(
            ["build", Workspace.manifest, "--out", "out"], in: ws.folder.path, stdout: .file, stderr: sink)
        #expect(result.reason == .exit, "killed by signal \(result.status)")
        #expect(result.status == 1)
        #expect(ws.contents(Workspace.outputs).allSatisfy { $0 != nil })
    }
}
