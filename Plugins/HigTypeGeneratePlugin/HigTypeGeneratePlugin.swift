import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory higtype-generate [--target NAME]... [BUILD
/// OPTIONS]`: for teams that commit the generated files, and for the web side of the same design
/// system, runs `higtype build` over each target's tokens into the folder its `higtype.json` names
/// as `out`, else `Generated` in the target's folder; the formats are the config's `formats`, else
/// CSS, Swift and JSON. Options other than `--target` go to higtype (`--check`, `--css-unit rem`).
/// A target that applies HigTypePlugin gets its Typography.swift from the build already: writing
/// (or checking) a second one inside it is refused, saying which to keep. Exits non-zero when a
/// target fails.
@main
struct HigTypeGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let higtype = try context.tool(named: "higtype")
        let (targets, rest) = try CommandSupport.targets(context, arguments: arguments) { _ in true }
        let manifest = FileManager.default.contents(
            atPath: context.package.directoryURL.appendingPathComponent("Package.swift").path)
        let applying = manifest.map {
            PluginUsageScan.targets(applying: "HigTypePlugin", inManifest: String(decoding: $0, as: UTF8.self))
        }
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
            if applying?.contains(target.name) == true,
                let swift = Self.swiftOutput(of: tokens, input: input, arguments: out + rest, package: context.package)
            {
                Diagnostics.error(Self.clash(target: target.name, swift: tokens.relative(swift)))
                failed.append(target.name)
                continue
            }
            if try CommandSupport.run(higtype, ["build"] + input.options + out + rest + input.paths) != 0 {
                failed.append(target.name)
            }
        }
        CommandSupport.finish(
            "higtype build", failed: failed, ran: ran,
            nothing: "no target holds *.tokens.json, *.resolver.json or \(TokenTarget.configName); nothing to generate")
    }

    /// Where the run would write Typography.swift, when that is inside the target's folder: the
    /// formats (`--format`, else the config's, else the defaults) include Swift, and the output
    /// folder (`--out`, from the package's folder; else the config's `out`) is in the target.
    static func swiftOutput(of target: TokenTarget, input: TokenTarget.Input, arguments: [String], package: Package)
        -> URL?
    {
        let peek = input.config.map(ConfigPeek.init)
        var formats = peek?.formats ?? ["css", "swift", "json"]
        var out = peek?.out
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            let next = index + 1 < arguments.count ? arguments[index + 1] : nil
            if word == "--format", let next {
                formats = next.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } else if word.hasPrefix("--format=") {
                formats = word.dropFirst("--format=".count).split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            } else if word == "--out", let next {
                out = URL(fileURLWithPath: next, relativeTo: package.directoryURL).standardizedFileURL
            } else if word.hasPrefix("--out=") {
                out =
                    URL(fileURLWithPath: String(word.dropFirst("--out=".count)), relativeTo: package.directoryURL)
                    .standardizedFileURL
            }
            index += 1
        }
        guard formats.contains("swift"), let folder = out?.standardizedFileURL else { return nil }
        let base = target.directory.standardizedFileURL.path
        guard folder.path == base || folder.path.hasPrefix(base + "/") else { return nil }
        return folder.appendingPathComponent("Typography.swift")
    }

    /// The refusal: which of the two to keep, and how.
    static func clash(target: String, swift: String) -> String {
        "target '\(target)' applies HigTypePlugin, which generates its Typography.swift at every build, so "
            + "higtype-generate will not write a second one into it (\(swift)): Swift refuses two files of one name "
            + "in a module. Keep one: the plugin (commit nothing, and generate only the web files, with --format "
            + "css,json, or with \"out\" in higtype.json outside the target), or the committed file (remove "
            + "HigTypePlugin from the target's plugins in Package.swift, then run higtype-generate again)"
    }
}
