import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `higtype templates`: lists the built-in templates, prints one, or copies them all into a
/// folder to start a custom set from.
enum TemplatesCommand {
    static let write = OptionSpec(name: "--write", valueName: "DIR", help: "Copy the built-in templates into DIR.")

    static let syntax = CommandSyntax(
        name: "templates", positional: "[NAME]", options: [write],
        summary: """
            Without arguments, lists the built-in templates. With NAME, prints that template.
            With --write DIR, copies every built-in template into DIR (existing files are not
            overwritten), ready to edit and pass to 'higtype build --templates DIR'.

            'higtype docs templates' documents the data every template receives.
            """)

    static func run(_ parsed: ParsedArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let files = EmbeddedTemplates.files
        if let folder = parsed[Self.write] {
            guard parsed.positional.isEmpty else { throw UsageError("--write copies every template; give no NAME") }
            write(files, to: folder, command: environment.command(), output: &output)
            return
        }
        guard parsed.positional.count <= 1 else { throw UsageError("'templates' takes one template name") }
        guard let name = parsed.positional.first else {
            output.stdout =
                files.map { file in
                    let output = OutputFormat.all.compactMap { format -> String? in
                        guard case .template(let fileName) = format.generation, fileName + ".mustache" == file.name
                        else { return nil }
                        return fileName
                    }.first
                    return file.name + (output.map { "  → \($0)" } ?? "")
                }.joined(separator: "\n") + "\n"
            return
        }
        let wanted = name.hasSuffix(".mustache") ? name : name + ".mustache"
        guard let file = files.first(where: { $0.name == wanted || $0.name.lowercased() == wanted.lowercased() }) else {
            throw UsageError(
                "no built-in template '\(name)'\(raw: Suggestions.didYouMean(name, in: files.map(\.name)))"
                    + "; run 'higtype templates' for the list")
        }
        output.stdout = file.text
    }

    private static func write(
        _ files: [(name: String, text: String)], to folder: String, command: String, output: inout ToolOutput
    ) {
        let existing = files.filter {
            FileSystem.exists(PathText.join(folder, $0.name))
        }
        guard existing.isEmpty else {
            output.stderr = existing.map {
                "higtype: error: '\(PathText.join(folder, $0.name))' exists; not overwriting it\n"
            }.joined()
            output.status = ToolOutput.Status.failure
            return
        }
        let outputs = files.map {
            OutputFile(path: PathText.join(folder, $0.name), text: $0.text)
        }
        if case .failure(let diagnostic) = OutputWriter.write(outputs) {
            output.stderr = TextDiagnosticPrinter().render(diagnostic)
            output.status = ToolOutput.Status.failure
            return
        }
        output.stderr =
            "higtype: wrote \(Plural.count(files.count, "template")) to '\(folder)'; "
            + "build with them: \(command) build MANIFEST --templates \(BuildCommand.shellQuoted(folder))\n"
    }
}
