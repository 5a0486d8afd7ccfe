import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory higtype-generate [--target NAME]... [BUILD
/// OPTIONS]`: for teams that commit the generated files, and for the web side of the same design
/// system, runs `higtype build` over each target's tokens into the folder its `higtype.json` names
/// as `out`, else `Generated` in the target's folder; the formats are the config's `formats`, else
/// CSS, Swift and JSON. Options other than `--target` go to higtype (`--check`, `--css-unit rem`).
/// A target whose Typography.swift is committed must not also apply HigTypePlugin. Exits non-zero
/// when a target fails.
@main
struct HigTypeGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let higtype = try context.tool(named: "higtype")
        let (targets, rest) = try CommandSupport.targets(context, arguments: arguments) { _ in true }
        var failed: [String] = []
        var ran = 0
        for target in targets {
            let tokens = CommandSupport.tokens(of: target)
            let input: TokenTarget.Input
            do {
                guard let found = try tokens.input() else { continue }
                input = found
            } catch {
                Diagnostics.error(error.description)
                continue
            }
            ran += 1
            let out =
                input.configNamesOut || rest.contains { $0 == "--out" || $0.hasPrefix("--out=") }
                ? [] : ["--out", tokens.directory.appendingPathComponent("Generated").path]
            if try CommandSupport.run(higtype, ["build"] + input.options + out + rest + input.paths) != 0 {
                failed.append(target.name)
            }
        }
        CommandSupport.finish(
            "higtype build", failed: failed, ran: ran,
            nothing: "no target holds *.tokens.json, *.resolver.json or \(TokenTarget.configName); nothing to generate")
    }
}
