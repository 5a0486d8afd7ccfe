import Foundation
import PackagePlugin

/// The build-tool plugin: a target that applies it and holds `*.tokens.json` files (or a
/// `*.resolver.json`, or a `higtype.json` naming either) gets `Typography.swift` generated into
/// the plugin's work folder and compiled in, by the `higtype` executable of this package.
///
/// One build command per target, with its inputs and its one output declared, so the build
/// system runs higtype only when a token file, the config or higtype itself changed, and a
/// build with nothing changed does not run it. higtype prints its diagnostics as
/// `file:line:column: error: message [id]` with absolute paths, which `swift build` shows and
/// Xcode places at the token; an error fails the build and leaves the last good output as it was.
@main
struct HigTypePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let source = target as? any SourceModuleTarget else {
            Diagnostics.warning("target '\(target.name)' has no sources; HigTypePlugin generates nothing for it")
            return []
        }
        return try Self.commands(
            for: CommandSupport.tokens(of: source), workDirectory: context.pluginWorkDirectoryURL,
            higtype: context.tool(named: "higtype").url)
    }

    /// The generated file's name, which higtype gives the Swift output.
    static let outputName = "Typography.swift"

    /// The build command for one target's tokens, or none (with a diagnostic saying why).
    static func commands(for target: TokenTarget, workDirectory: URL, higtype: URL) throws -> [Command] {
        let input: TokenTarget.Input
        do {
            guard let found = try target.input() else {
                Diagnostics.warning(
                    "target '\(target.name)' applies HigTypePlugin but holds no *.tokens.json, *.resolver.json "
                        + "or \(TokenTarget.configName); nothing is generated")
                return []
            }
            input = found
        } catch {
            Diagnostics.error(error.description)
            return []
        }
        // Swift refuses two files of one name in a module; a committed copy (higtype-generate) is the usual one.
        if let clash = target.files.first(where: { $0.lastPathComponent == outputName }) {
            Diagnostics.error(
                "target '\(target.name)' has a file named \(outputName) (\(target.relative(clash))), the name of the "
                    + "file HigTypePlugin generates: if it is a committed copy of higtype's output, delete it or stop "
                    + "applying the plugin; otherwise rename it")
            return []
        }
        let output = workDirectory.appendingPathComponent(outputName)
        return [
            .buildCommand(
                displayName: "higtype: compiling \(input.summary) of \(target.name) into \(outputName)",
                executable: higtype,
                arguments: ["build"] + input.options + ["--out", workDirectory.path, "--format", "swift"] + input.paths,
                inputFiles: input.files,
                outputFiles: [output])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same for a target of an Xcode project: its token files are those among the target's
    /// input files (add them, and `higtype.json`, to the target); paths in messages are shown
    /// from the project's folder.
    extension HigTypePlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                for: TokenTarget(
                    name: target.displayName, directory: context.xcodeProject.directoryURL,
                    files: target.inputFiles.map(\.url)),
                workDirectory: context.pluginWorkDirectoryURL, higtype: context.tool(named: "higtype").url)
        }
    }
#endif
