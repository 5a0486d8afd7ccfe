import HigTypeKit

extension OptionSpec {
    /// Reads a build's options from a `higtype.json` (`BuildConfig`); shared by build and lint.
    static let config = OptionSpec(
        name: "--config", valueName: "FILE",
        help: """
            Read options from a higtype.json file: manifests or a resolver with its contexts, platforms, \
            namespace, out and formats, paths relative to the file ('higtype docs integration'). \
            MANIFESTs and options given here take precedence over the file's.
            """)

    /// Builds for other targets than the manifest's; shared by build and lint.
    static let platforms = OptionSpec(
        name: "--platforms", valueName: "LIST",
        help: """
            Build for these platforms (comma-separated ids, e.g. ios,watchos) in place of the \
            manifest's targets, as a last file with replacePlatforms would; for a resolver document too.
            """,
        inSynopsis: false, synopsisValue: "P,P")
}

/// What `--config` gave a command: nothing, a checked config, or errors, already printed.
enum ConfigRead {
    case none
    case loaded(BuildConfig)
    case failed
}

extension HigTypeTool {
    /// Reads `--config FILE` (or `path`, a config the command found itself), if given. Its
    /// diagnostics are printed like a manifest's; on an error the command has failed (status 1)
    /// and must stop.
    static func readConfig(
        _ parsed: ParsedArguments, command: String, format: DiagnosticsFormat, environment: ToolEnvironment,
        output: inout ToolOutput, path found: String? = nil
    ) throws(UsageError) -> ConfigRead {
        guard let path = parsed[.config] ?? found else { return .none }
        let loaded = BuildConfig.read(path: path, allowing: try allowedPaths(parsed), found: parsed[.config] == nil)
        if !loaded.diagnostics.isEmpty {
            var compilation = Compiler.Compilation()
            compilation.sources = loaded.source.map { [$0] } ?? []
            compilation.log.report(contentsOf: loaded.diagnostics)
            emit(compilation, format: format, environment: environment, output: &output)
        }
        guard let config = loaded.config else {
            output.status = ToolOutput.Status.failure
            if !parsed.has(.quiet) {
                output.stderr += "higtype: \(command) failed: \(count(loaded.diagnostics)) in '\(path)'\n"
            }
            return .failed
        }
        return .loaded(config)
    }

    /// The manifests named on the command line, else the config's; one or the other is needed.
    static func manifests(_ parsed: ParsedArguments, config: BuildConfig?, command: String) throws(UsageError)
        -> [String]
    {
        if parsed.positional.isEmpty, let inputs = config?.inputs { return inputs }
        guard !parsed.positional.isEmpty else {
            throw UsageError(
                "'\(command)' needs at least one manifest file"
                    + (config == nil ? "" : ", or a config that names 'manifests' or a 'resolver'"))
        }
        return try requireManifests(parsed, command: command)
    }

    /// The pipeline's inputs, filled the same way for every command: `manifests`, the contexts
    /// (`--context` over the config's), the platforms (`--platforms`, else the config's) and `--allow-path`.
    static func inputs(_ parsed: ParsedArguments, manifests: [String], config: BuildConfig?) throws(UsageError)
        -> Pipeline.Inputs
    {
        var inputs = Pipeline.Inputs(manifests: manifests)
        inputs.contexts = try resolverInput(parsed, config: config)
        inputs.platforms = try platforms(parsed, config: config)
        inputs.allowedPaths = try allowedPaths(parsed)
        return inputs
    }

    /// The config's contexts, with each `--context` replacing the config's for its modifier.
    static func resolverInput(_ parsed: ParsedArguments, config: BuildConfig?) throws(UsageError) -> ResolverInput {
        let given = try resolverInput(parsed)
        let named = Set(given.choices.map(\.modifier))
        return ResolverInput((config?.contexts.choices ?? []).filter { !named.contains($0.modifier) } + given.choices)
    }

    /// `--platforms P,P`, else the config's `platforms`; nil keeps the manifest's.
    static func platforms(_ parsed: ParsedArguments, config: BuildConfig?) throws(UsageError) -> [Platform]? {
        guard let list = parsed[OptionSpec.platforms] else { return config?.platforms }
        let platforms = try platformList(list.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
        return platforms.isEmpty ? nil : platforms
    }

    /// Platform ids as typed, in order and without repeats; an unknown one is a usage error.
    static func platformList(_ names: [String]) throws(UsageError) -> [Platform] {
        var platforms: [Platform] = []
        for raw in names {
            let name = raw.trimmingWhitespace(newlines: false)
            guard let platform = Platform(named: name) else {
                let ids = Platform.allCases.map(\.rawValue)
                throw UsageError(
                    "unknown platform '\(name)'\(raw: Suggestions.hint(Suggestions.closest(to: name, in: ids)))"
                        + "; platforms are \(ids.joined(separator: ", "))")
            }
            if !platforms.contains(platform) { platforms.append(platform) }
        }
        return platforms
    }
}
