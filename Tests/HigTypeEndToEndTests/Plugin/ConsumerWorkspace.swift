import Foundation
import HigTypeTestSupport
import Testing

/// A copy of this package in a temporary folder, with Examples/PluginConsumer in it, built with
/// the toolchain's `swift` as an app's package would be. One scratch folder serves every build
/// and command of a test, so higtype is compiled once (the first build is most of the cost).
final class ConsumerWorkspace {
    /// `swift`: the one $SWIFT names, else the toolchain's at /opt/swift/usr/bin, else on PATH.
    static let swift: RequiredInput = {
        let hint = "install a Swift toolchain, or set SWIFT to a swift driver"
        let tests = "SwiftPM plugin tests"
        if let explicit = ProcessInfo.processInfo.environment["SWIFT"], explicit.hasPrefix("/") {
            let found = FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
            return RequiredInput(name: "swift at $SWIFT (\(explicit))", location: found, hint: hint, tests: tests)
        }
        let toolchain = "/opt/swift/usr/bin/swift"
        if FileManager.default.isExecutableFile(atPath: toolchain) {
            return RequiredInput(name: "swift", location: toolchain, hint: hint, tests: tests)
        }
        return RequiredInput.tool("swift", hint: hint, tests: tests)
    }()

    let folder = TemporaryFolder()
    let swift: String
    /// The copy of this package; the consumer is at `Examples/PluginConsumer` inside it.
    var package: String { folder.file("higtype") }
    var consumer: String { package + "/Examples/PluginConsumer" }
    /// The build folder every command shares (`--scratch-path`), outside the packages.
    var scratch: String { folder.file("scratch") }
    /// The consumer's target folder.
    var target: String { consumer + "/Sources/PluginConsumer" }

    init(swift: String) throws {
        self.swift = swift
        try Self.copyPackage(from: PackageRoot.path, to: package)
    }

    /// Folders a copy leaves out: build products (which would be megabytes and stale), git, caches.
    static func isLeftOut(_ name: String, atRoot: Bool) -> Bool {
        name == ".build" || name.hasPrefix(".build-") || name.hasPrefix(".build_") || name == ".git"
            || name == ".swiftpm" || (atRoot && name == "build")
    }

    /// Copies the package's files, symbolic links as links (the plugins share code through them).
    static func copyPackage(from source: String, to destination: String, atRoot: Bool = true) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source) where !isLeftOut(name, atRoot: atRoot) {
            let from = source + "/" + name
            let to = destination + "/" + name
            let type = try manager.attributesOfItem(atPath: from)[.type] as? FileAttributeType
            switch type {
            case .typeSymbolicLink:
                try manager.createSymbolicLink(
                    atPath: to, withDestinationPath: manager.destinationOfSymbolicLink(atPath: from))
            case .typeDirectory:
                try copyPackage(from: from, to: to, atRoot: false)
            default:
                try manager.copyItem(atPath: from, toPath: to)
            }
        }
    }

    /// Every folder under the copy that a copy should have left out.
    func leftOverBuildFolders() -> [String] {
        (FileManager.default.enumerator(atPath: package)?.allObjects as? [String] ?? [])
            .filter { path in path.split(separator: "/").contains { Self.isLeftOut(String($0), atRoot: false) } }
    }

    /// What a `swift` command printed (stdout and stderr together, as a terminal shows them),
    /// its status, and how long it took.
    struct Run {
        var output: String
        var status: Int32
        var seconds: Double
    }

    /// Runs `swift ARGUMENTS` in the consumer's folder.
    func run(_ arguments: [String], timeout: TimeInterval = 1800) async throws -> Run {
        let started = Date()
        var environment = ProcessInfo.processInfo.environment
        // Colour codes would split the diagnostics the tests look for.
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "dumb"
        let result = try await ToolProcess.runDetached(
            swift, arguments, in: consumer, environment: environment, timeout: timeout)
        #expect(!result.timedOut, "swift \(arguments.joined(separator: " ")) ran past \(Int(timeout)) s")
        return Run(
            output: result.stdout + result.stderr, status: result.status, seconds: Date().timeIntervalSince(started))
    }

    func build() async throws -> Run { try await run(["build", "--scratch-path", scratch]) }

    /// `swift package … VERB ARGS`, a command plugin, in the shared build folder.
    func package(_ verb: String, _ arguments: [String] = [], options: [String] = []) async throws -> Run {
        try await run(["package", "--scratch-path", scratch] + options + [verb] + arguments)
    }

    /// The built consumer's output lines.
    func runConsumer() throws -> [String] {
        let result = try ToolProcess.run(scratch + "/debug/PluginConsumer", [], in: consumer)
        try #require(result.status == 0, "PluginConsumer failed:\n\(result.stdout)\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// The file the plugin generated, wherever the package manager keeps its work folder.
    func generatedFile() throws -> String {
        let outputs = scratch + "/plugins/outputs"
        let found = (FileManager.default.enumerator(atPath: outputs)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix("/HigTypePlugin/Typography.swift") }
        try #require(found.count == 1, "expected one Typography.swift from HigTypePlugin under \(outputs): \(found)")
        return outputs + "/" + found[0]
    }

    func write(_ relative: String, _ text: String) throws {
        let path = consumer + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: consumer + "/" + relative, encoding: .utf8)
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
