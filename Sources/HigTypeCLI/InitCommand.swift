import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `higtype init`: scaffolds a project's starting point — a manifest, a Makefile fragment and a
/// pre-commit configuration — so the documented integrations work from the first commit.
/// It never overwrites: if any of the files exists, it writes none of them.
enum InitCommand {
    static let platform = OptionSpec(
        name: "--platform", valueName: "P",
        help: """
            A platform the manifest targets: ios, ipados, macos, tvos, visionos or watchos. Repeat for \
            several (default: ios).
            """,
        repeatable: true)
    static let platformList = OptionSpec(
        name: "--platforms", valueName: "LIST", help: "The same as a comma-separated list.", synopsisValue: "P,P")

    static let syntax = CommandSyntax(
        name: "init", positional: "[DIR]", options: [platform, platformList],
        summary: """
            Creates, in DIR (default: the current folder):
              tokens/app.tokens.json    a starter manifest using HIG text styles
              higtype.mk                a Makefile fragment that rebuilds the outputs through a
                                        depfile (include it from your Makefile)
              .pre-commit-config.yaml   pre-commit hooks that keep the outputs up to date

            Existing files are never overwritten: if any of the three exists, nothing is written.
            'higtype docs integration' explains each file and the Xcode and CI recipes.
            """,
        exitStatus: "0 created; 1 a file exists or cannot be written; 2 usage error.")

    /// Where the starter manifest goes, relative to DIR; the other files refer to it.
    static let manifestPath = "tokens/app.tokens.json"
    /// The output folder the Makefile fragment and the hooks use.
    static let outputFolder = "Generated"

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        guard parsed.positional.count <= 1 else {
            throw UsageError("'init' takes one folder, not \(parsed.positional.count)")
        }
        let folder = parsed.positional.first ?? "."
        let platforms = try platforms(parsed)

        let files = [
            (manifestPath, manifest(platforms: platforms)),
            ("higtype.mk", makefileFragment),
            (".pre-commit-config.yaml", preCommitConfig),
        ].map { OutputFile(path: join(folder, $0.0), text: $0.1) }

        // All three are checked before any is written, so a refusal leaves the folder as it was.
        let existing = files.filter { FileSystem.exists($0.path) }
        guard existing.isEmpty else {
            output.stderr =
                existing.map { "higtype: error: '\($0.path)' exists; not overwriting it\n" }.joined()
                + "higtype: nothing was written\n"
            output.status = ToolOutput.Status.failure
            return
        }
        if case .failure(let diagnostic) = OutputWriter.write(files) {
            output.stderr = TextDiagnosticPrinter().render(diagnostic)
            output.status = ToolOutput.Status.failure
            return
        }

        output.stdout = files.map { "created \($0.path)\n" }.joined()
        // The command as the user started higtype, so that it runs without an install.
        let build = "\(environment.command(from: folder)) build \(manifestPath) --out \(outputFolder)"
        output.stdout +=
            "next: " + (folder == "." ? build : "cd \(BuildCommand.shellQuoted(folder)) && \(build)") + "\n"
        if platforms.contains(.visionos) {
            output.stderr =
                "higtype: note: the HIG publishes no visionOS type sizes; lint reports this as a warning [spec-gap]\n"
        }
    }

    /// The platforms from `--platform` (repeatable) and `--platforms` (a list), in the order given,
    /// without repeats; iOS when neither is given.
    static func platforms(_ parsed: ParsedArguments) throws(UsageError) -> [Platform] {
        let names =
            parsed.values(Self.platform)
            + parsed.values(Self.platformList).flatMap {
                $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            }
        let platforms = try HigTypeTool.platformList(names)
        return platforms.isEmpty ? [.ios] : platforms
    }

    /// A starter manifest, valid DTCG (`StarterManifest`). Its styles exist on every platform, so
    /// it lints clean whatever the platforms (visionOS aside, for which the HIG publishes no sizes).
    static func manifest(platforms: [Platform]) -> String { StarterManifest.text(platforms: platforms) }

    /// `higtype.mk`. docs/integration.md shows this text between markers and a test checks the
    /// two agree, and runs it under make.
    static let makefileFragment = """
        # higtype.mk: compiles the typography tokens. Include it from your Makefile after your
        # default goal (`include higtype.mk`), and make your targets depend on the outputs.
        HIGTYPE ?= higtype
        HIGTYPE_MANIFESTS ?= \(manifestPath)
        HIGTYPE_OUT ?= \(outputFolder)
        HIGTYPE_FLAGS ?=
        HIGTYPE_STAMP := $(HIGTYPE_OUT)/.higtype.stamp
        HIGTYPE_OUTPUTS := $(addprefix $(HIGTYPE_OUT)/,typography.css Typography.swift typography.json)

        .PHONY: typography
        typography: $(HIGTYPE_STAMP)

        # higtype leaves an output whose bytes would not change untouched, so the outputs' mtimes
        # cannot record that the tokens were compiled; the stamp does. The depfile names the stamp
        # as its target and adds any custom templates to its prerequisites.
        $(HIGTYPE_STAMP): $(HIGTYPE_MANIFESTS)
        \t$(HIGTYPE) build --out $(HIGTYPE_OUT) $(HIGTYPE_FLAGS) \\
        \t  --depfile $(HIGTYPE_OUT)/typography.d --depfile-target $@ --quiet -- $(HIGTYPE_MANIFESTS)
        \t@touch $@

        # Targets built from an output rebuild only when its bytes changed.
        $(HIGTYPE_OUTPUTS): $(HIGTYPE_STAMP) ;

        -include $(HIGTYPE_OUT)/typography.d

        """

    /// `.pre-commit-config.yaml`. It runs the `higtype` on PATH (the one that ran `init`) as local
    /// hooks with the ids, entries and file filter of the published ones in .pre-commit-hooks.yaml,
    /// since higtype has no canonical repository URL to pin here; the comment shows that form.
    static let preCommitConfig = """
        # pre-commit (https://pre-commit.com) hooks for higtype. Run `pre-commit install` once;
        # then a commit that changes a manifest regenerates the outputs, and stops until you
        # `git add` them. These hooks run the higtype on your PATH. To have pre-commit build a
        # pinned higtype itself instead, replace `repo: local` and its hooks with
        #   - repo: <higtype's git URL or a local clone>
        #     rev: <a tag or commit>
        #     hooks:
        #       - id: higtype-build
        #         args: [\(manifestPath), --out, \(outputFolder)]
        # See `higtype docs integration`.
        repos:
          - repo: local
            hooks:
              - id: higtype-build
                name: higtype build
                entry: higtype build
                language: system
                pass_filenames: false
                files: \\.tokens\\.json$
                exclude: '(^|/)dtcg/(ios|ipados|macos|tvos|visionos|watchos)/(xSmall|small|medium|large|xLarge|xxLarge|xxxLarge|accessibility[1-5]|default)\\.tokens\\.json$|(^|/)\\.higtype-[^/]*$'
                args: [\(manifestPath), --out, \(outputFolder)]

        """

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : PathText.join(folder, name)
    }

}
