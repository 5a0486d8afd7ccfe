import HigTypeKit

/// `higtype docs`: prints a page of the user documentation, which is built into the binary
/// (`EmbeddedDocs`, from docs/*.md by `make embed-docs`), so an installed higtype, which has no
/// docs/ folder beside it, still has its manual. Help texts point here ("higtype docs templates").
enum DocsCommand {
    static let syntax = CommandSyntax(
        name: "docs", positional: "[TOPIC]", options: [],
        summary: """
            Prints a page of higtype's documentation as Markdown: the manifest language, the
            rules, templates, integration with Make, Xcode and CI, and more. Without a TOPIC,
            lists the topics. The topic schema prints the manifests' JSON Schema, for a
            manifest's "$schema" or an editor's settings.
            """,
        exitStatus: "0 printed; 2 unknown topic or usage error.",
        sections: [
            HelpSection(
                title: "EXAMPLES",
                text: "higtype docs manifest | less\nhigtype docs schema > manifest.schema.json")
        ])

    /// The topic that prints docs/manifest.schema.json rather than a page.
    static let schemaTopic = "schema"

    static func run(_ parsed: ParsedArguments, output: inout ToolOutput) throws(UsageError) {
        guard let topic = parsed.positional.first else {
            output.stdout = list
            return
        }
        guard parsed.positional.count == 1 else {
            throw UsageError("'docs' takes one topic, not \(parsed.positional.count)")
        }
        if topic == schemaTopic {
            output.stdout = EmbeddedDocs.manifestSchema
            return
        }
        guard let page = page(topic) else {
            let topics = (EmbeddedDocs.pages.map(\.topic) + [schemaTopic]).sorted()
            throw UsageError(
                "no documentation topic '\(topic)'\(raw: Suggestions.hint(Suggestions.closest(to: topic, in: topics)))"
                    + "; topics are \(topics.joined(separator: ", "))")
        }
        output.stdout = page
    }

    /// The page for `topic`, its docs/ file name without `.md`.
    static func page(_ topic: String) -> String? {
        EmbeddedDocs.pages.first { $0.topic == topic }?.text
    }

    /// Each topic with its page's title, the first `# ` heading, and the schema.
    static var list: String {
        var titled = EmbeddedDocs.pages.map { page in
            (
                page.topic,
                page.text.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? ""
            )
        }
        titled.append((schemaTopic, "The manifests' JSON Schema (manifest.schema.json), for \"$schema\" and editors"))
        titled.sort { $0.0 < $1.0 }
        let width = titled.map(\.0.count).max() ?? 0
        let rows = titled.map { topic, title in
            "  " + topic + String(repeating: " ", count: width - topic.count + 2) + title
        }
        return "TOPICS:\n" + rows.joined(separator: "\n") + "\n\nRun 'higtype docs TOPIC' to print one.\n"
    }
}
