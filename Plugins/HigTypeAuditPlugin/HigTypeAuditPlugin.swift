import Foundation
import PackagePlugin

/// `swift package higtype-audit [--target NAME]... [AUDIT OPTIONS]`: runs `higtype audit` over
/// each target's Swift and CSS files, target by target, as the package manager lists them (the
/// target's `exclude` applied, generated files left out). Without `--target`, every target but
/// the test targets. Findings name the tokens of the target's own manifests (by its
/// `higtype.json`, namespace included), or else of the nearest target it depends on that holds
/// some. Options other than `--target` go to higtype (`--platform macos`, `--diagnostics-format
/// json`). Exits non-zero when a target has findings.
@main
struct HigTypeAuditPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let higtype = try context.tool(named: "higtype")
        let (targets, rest) = try CommandSupport.targets(context, arguments: arguments) { $0.kind != .test }
        var failed: [String] = []
        var ran = 0
        for target in targets {
            let files = target.sourceFiles.map(\.url).filter { ["swift", "css"].contains($0.pathExtension) }
                .sorted(by: TokenTarget.byPath)
            guard !files.isEmpty else { continue }
            ran += 1
            let tokens = Self.tokens(for: target)?.auditArguments ?? []
            if try CommandSupport.run(higtype, ["audit"] + tokens + rest + ["--"] + files.map(\.path)) != 0 {
                failed.append(target.name)
            }
        }
        CommandSupport.finish(
            "higtype audit", failed: failed, ran: ran, nothing: "no target holds Swift or CSS files; nothing to audit")
    }

    /// The tokens a finding in `target` should name: its own, else those of the nearest target it
    /// depends on that has some (a design-system target, typically), as the build compiles them.
    static func tokens(for target: any SourceModuleTarget) -> TokenTarget.Input? {
        let candidates =
            [target] + target.recursiveTargetDependencies.reversed().compactMap { $0 as? any SourceModuleTarget }
        for candidate in candidates {
            if let input = try? CommandSupport.tokens(of: candidate).input() { return input }
        }
        return nil
    }
}
