import HigTypeKit

#if canImport(FoundationEssentials)
    import Dispatch
    import FoundationEssentials
#else
    import Foundation
#endif

/// `higtype build`: compiles manifests and writes the outputs, or with `--check` only
/// reports which outputs are missing or stale.
enum BuildCommand {
    static let out = OptionSpec(
        name: "--out", valueName: "DIR", help: "Folder for the outputs (default: the current folder).")
    static let format = OptionSpec(
        name: "--format", valueName: "LIST",
        help: OutputFormat.help, synopsisValue: OutputFormat.all.map(\.name).joined(separator: ","))
    static let templates = OptionSpec(
        name: "--templates", valueName: "DIR",
        help: "Use DIR/<name>.mustache in place of a built-in template (see 'higtype templates').")
    static let check = OptionSpec(
        name: "--check",
        help:
            "Write nothing; list outputs that are missing or stale and exit 1 if there are any. For CI and pre-commit.")
    static let depfile = OptionSpec(
        name: "--depfile", valueName: "FILE",
        help: """
            Also write a Makefile dependency file naming the outputs and every file they come from: the \
            manifests (or the resolver document and each token file it read) and custom templates.
            """)
    static let depfileTarget = OptionSpec(
        name: "--depfile-target", valueName: "T",
        help: """
            Name T (e.g. a stamp file) as the depfile's target in place of the outputs. Make rules that \
            use a stamp need it, because unchanged outputs keep their mtime.
            """,
        nestedIn: depfile.name)
    static let cssPlatform = OptionSpec(
        name: "--css-platform", valueName: "P",
        help:
            "Whose values the CSS carries (default: ios when targeted, else ipados when targeted, else the first platform in the manifest).",
        inSynopsis: false)
    static let cssUnit = OptionSpec(
        name: "--css-unit", valueName: "px|rem", help: "Units for CSS lengths (default px; 1px = 1pt).",
        inSynopsis: false)
    static let cssSelector = OptionSpec(
        name: "--css-selector", valueName: "PATTERN",
        help: """
            Selector for a size category's overrides; {category} stands for its id \
            (default ':root[data-dynamic-type="{category}"]').
            """,
        inSynopsis: false)
    static let cssWebKitKeywords = OptionSpec(
        name: "--css-webkit-keywords",
        help: """
            Also set WebKit's text-style keywords (font: -apple-system-body …) so Safari follows the \
            reader's text size by itself.
            """,
        inSynopsis: false)
    static let cssTextScale = OptionSpec(
        name: "--css-text-scale",
        help: """
            Make size, leading and tracking follow the reader's text size: functions of \
            --higtype-text-scale (default env(preferred-text-scale, 1)) that pass through the \
            HIG's values at every size category. Changes nothing where --css-platform has one \
            category (macOS, tvOS).
            """,
        inSynopsis: false)
    static let swiftNamespace = OptionSpec(
        name: "--swift-namespace", valueName: "NAME",
        help: "The Swift enum holding the constants (default Typography).", inSynopsis: false)

    static let allContexts = OptionSpec.allContexts(
        """
        Build every permutation of a resolver document's contexts, each into DIR/<modifier>-<context>_…, \
        e.g. DIR/theme-dark_size-large; --context holds a modifier at one context. All or nothing: \
        an error in any permutation writes none.
        """)

    static let syntax = CommandSyntax(
        name: "build", positional: "MANIFEST...",
        options: [
            out, format, templates, check, depfile, depfileTarget, .context, allContexts, .config,
            .diagnosticsFormat, .quiet, .platforms, .allowPath, cssPlatform, cssUnit, cssSelector, cssWebKitKeywords,
            cssTextScale, swiftNamespace, .maxOutputBytes,
        ],
        summary: """
            Validates token manifests against the embedded HIG specification and generates
            typography.css, Typography.swift and typography.json. Several manifests compose:
            later files extend and override earlier ones. If any error is reported, nothing is
            written. Outputs whose bytes would not change are not touched. A MANIFEST of - is
            read from standard input.

            A DTCG resolver document (a *.resolver.json file, or any document with a
            resolutionOrder) is read alone: its sets and the modifiers' chosen contexts give
            the token files, merged in resolution order.

            With --config, options and the manifests (or the resolver document) may come from a
            higtype.json file, as the SwiftPM plugin reads it; the command line overrides it.
            """,
        exitStatus: """
            0 success; 1 errors in a manifest or template, or --check found
            missing or stale outputs; 2 usage error.
            """)

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let started = DispatchTime.now()
        let format = try HigTypeTool.diagnosticsFormat(parsed)
        var config: BuildConfig?
        switch try HigTypeTool.readConfig(
            parsed, command: "build", format: format, environment: environment, output: &output)
        {
        case .failed: return
        case .loaded(let loaded): config = loaded
        case .none: break
        }
        let manifests = try HigTypeTool.manifests(parsed, config: config, command: "build")
        let formats = try parsed[Self.format].map(outputFormats) ?? config?.formats ?? OutputFormat.defaults
        let outDir = parsed[Self.out] ?? config?.out ?? "."
        var options = try renderOptions(parsed)
        options.maxOutputBytes = try OptionSpec.parseMaxOutputBytes(parsed)
        if parsed[Self.swiftNamespace] == nil, let namespace = config?.namespace { options.swiftNamespace = namespace }
        if parsed[Self.depfileTarget] != nil, parsed[Self.depfile] == nil {
            throw UsageError("--depfile-target names the target in the depfile; give --depfile FILE too")
        }

        var request = Pipeline.Request(try HigTypeTool.inputs(parsed, manifests: manifests, config: config))
        request.formats = formats
        request.outDir = outDir
        request.templatesFolder = parsed[Self.templates]
        request.options = options
        request.depfile = parsed[Self.depfile]
        request.depfileTarget = parsed[Self.depfileTarget]
        request.mode = parsed.has(Self.check) ? .check : .write
        request.allContexts = parsed.has(Self.allContexts)
        request.rebuildCommand = rebuildCommand(parsed)
        request.fingerprint = fingerprintSettings()
        let result = Pipeline.build(request)
        try HigTypeTool.checkResolverInput(result.compilation)
        HigTypeTool.emit(
            result.compilation, extra: result.outputDiagnostics, format: format, environment: environment,
            output: &output)
        output.status = result.hasErrors ? ToolOutput.Status.failure : ToolOutput.Status.ok
        if result.hasErrors, request.mode == .write, !parsed.has(.quiet) {
            output.stderr += "higtype: build failed: \(HigTypeTool.count(result.diagnostics)); nothing was written\n"
        }
        guard !result.compilation.log.hasErrors, !parsed.has(.quiet) else { return }
        if request.mode == .check, result.statuses.isEmpty, result.hasErrors {
            // The check stopped before it compared anything (a journal to recover, a bad path).
            return
        } else if request.mode == .check {
            let problems = result.statuses.filter { $0.status == .missing || $0.status == .stale }.count
            output.stderr +=
                "higtype: checked \(Plural.count(result.statuses.count, "output")): "
                + (problems == 0 ? "all up to date\n" : "\(problems) missing or stale\n")
        } else if !result.hasErrors {
            let written = result.statuses.filter { $0.status == .written }.count
            let ms = (DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000
            let permutations = result.permutationCount
            let what =
                permutations > 0
                ? "\(permutations) permutation\(permutations == 1 ? "" : "s"), \(result.tokenCount) tokens"
                : "\(result.tokenCount) token\(result.tokenCount == 1 ? "" : "s")"
                    + (result.selectionText.isEmpty ? "" : " (\(result.selectionText))")
            output.stderr +=
                "higtype: \(what), \(Plural.count(result.statuses.count, "file")) "
                + "(\(written) written, \(result.statuses.count - written) unchanged) in \(ms) ms\n"
        }
    }

    /// The user's fingerprint settings for this binary (`Pipeline.FingerprintSettings.user`).
    static func fingerprintSettings() -> Pipeline.FingerprintSettings? {
        .user(environment: ProcessInfo.processInfo.environment, version: HigTypeTool.version)
    }

    /// The build command that regenerates what `--check` checked: this command line without
    /// `--check` and without options that only change what is printed.
    static func rebuildCommand(_ parsed: ParsedArguments) -> String {
        var words = ["higtype", "build"] + parsed.positional
        for (name, values) in parsed.optionValues.sorted(by: { $0.key < $1.key })
        where name != Self.check.name && name != OptionSpec.diagnosticsFormat.name {
            for value in values { words += [name, value] }
        }
        for flag in parsed.flags.sorted() where flag != Self.check.name && flag != OptionSpec.quiet.name {
            words.append(flag)
        }
        return words.map(shellQuoted).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: bare when it is safe, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy {
            $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
                || "-_./=,:@%+".unicodeScalars.contains($0)
        }
        return safe && !word.isEmpty ? word : "'" + word.replacingScalars(of: "'", with: "'\\''") + "'"
    }

    static func renderOptions(_ parsed: ParsedArguments) throws(UsageError) -> RenderOptions {
        var options = RenderOptions()
        if let name = parsed[Self.cssPlatform] {
            guard let platform = Platform(named: name) else {
                let ids = Platform.allCases.map(\.rawValue)
                throw UsageError(
                    "unknown platform '\(name)' for --css-platform\(raw: Suggestions.didYouMean(name, in: ids))")
            }
            options.cssPlatform = platform
        }
        if let unit = parsed[Self.cssUnit] {
            guard let value = RenderOptions.CSSUnit(rawValue: unit) else {
                throw UsageError("--css-unit takes 'px' or 'rem', not '\(unit)'")
            }
            options.cssUnit = value
        }
        if let selector = parsed[Self.cssSelector] {
            if let problem = RenderOptions.cssSelectorProblem(selector) {
                throw UsageError(
                    "--css-selector '\(selector)' is not a selector pattern: \(problem)")
            }
            options.cssSelector = selector
        }
        if let namespace = parsed[Self.swiftNamespace] {
            if let problem = RenderOptions.swiftNamespaceProblem(namespace) {
                throw UsageError(
                    "--swift-namespace '\(namespace)' cannot name the generated enum: \(problem)")
            }
            options.swiftNamespace = namespace
        }
        options.webKitKeywords = parsed.has(Self.cssWebKitKeywords)
        options.cssTextScale = parsed.has(Self.cssTextScale)
        return options
    }

    static func outputFormats(_ list: String) throws(UsageError) -> [OutputFormat] {
        var formats: [OutputFormat] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map({
            String($0).trimmingWhitespace(newlines: false)
        }) {
            guard let format = OutputFormat(name: name) else {
                let names = OutputFormat.all.map(\.name)
                throw UsageError(
                    "unknown output format '\(name)'\(raw: Suggestions.hint(Suggestions.closest(to: name, in: names)))"
                        + "; formats are \(names.joined(separator: ", "))")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }
}
