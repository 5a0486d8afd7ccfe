import Foundation
import PackagePlugin

/// What the command plugins (`higtype-lint`, `higtype-audit`, `higtype-generate`) share: which
/// targets to work on, and running higtype with its output passed through, so its diagnostics
/// reach the terminal as `file:line:column: error: message [id]`, as they do from a build.
enum CommandSupport {
    /// The targets named with `--target NAME` (repeatable), else every source target the
    /// `include` test keeps; and the arguments left for higtype.
    static func targets(
        _ context: PluginContext, arguments: [String], include: (any SourceModuleTarget) -> Bool
    ) throws -> (targets: [any SourceModuleTarget], rest: [String]) {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        guard !names.isEmpty else {
            return (context.package.targets.compactMap { $0 as? any SourceModuleTarget }.filter(include), rest)
        }
        let named = try context.package.targets(named: names)
        let sources = named.compactMap { $0 as? any SourceModuleTarget }
        for target in named where !(target is any SourceModuleTarget) {
            Diagnostics.warning("target '\(target.name)' has no sources; it is skipped")
        }
        return (sources, rest)
    }

    /// The target's token files, as `TokenTarget` reads them.
    static func tokens(of target: any SourceModuleTarget) -> TokenTarget {
        TokenTarget(name: target.name, directory: directory(of: target), files: target.sourceFiles.map(\.url))
    }

    /// The target's folder. `Target.directoryURL` needs tools version 6.1, and this package
    /// declares 6.0; the two source target types have it from 6.0.
    static func directory(of target: any SourceModuleTarget) -> URL {
        switch target {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL
        case let clang as ClangSourceModuleTarget: clang.directoryURL
        default: target.sourceFiles.first.map { $0.url.deletingLastPathComponent() } ?? URL(fileURLWithPath: ".")
        }
    }

    /// Runs `tool` with `arguments`, its standard output and error passed through; returns its
    /// exit status.
    static func run(_ tool: PluginContext.Tool, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.standardOutput = FileHandle.standardOutput
        process.standardError = FileHandle.standardError
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Reports the outcome of a command over several targets: an error (which makes
    /// `swift package` exit non-zero) naming the targets that failed.
    static func finish(_ command: String, failed: [String], ran: Int, nothing: String) {
        if ran == 0 {
            Diagnostics.warning(nothing)
        } else if !failed.isEmpty {
            Diagnostics.error(
                "\(command) failed for target\(failed.count == 1 ? "" : "s") \(failed.map { "'\($0)'" }.joined(separator: ", "))"
            )
        }
    }
}
