import Foundation
import PackagePlugin

/// `swift package higtype-lint [--target NAME]... [LINT OPTIONS]`: runs `higtype lint` over each
/// target's token files, as the build would compile them (its `higtype.json`, or its
/// `*.tokens.json` files in path order, or its resolver document). Options other than `--target`
/// go to higtype (`--strict`, `--all-contexts`, `--diagnostics-format json`). Exits non-zero when
/// a target fails.
@main
struct HigTypeLintPlugin: CommandPlugin {
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
            if try CommandSupport.run(higtype, ["lint"] + input.options + rest + input.paths) != 0 {
                failed.append(target.name)
            }
        }
        CommandSupport.finish(
            "higtype lint", failed: failed, ran: ran,
            nothing: "no target holds *.tokens.json, *.resolver.json or \(TokenTarget.configName); nothing to lint")
    }
}
