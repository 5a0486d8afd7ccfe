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
            lists the topics.
            """,
        exitStatus: "0 printed; 2 unknown topic or usage error.",
        sections: [HelpSection(title: "EXAMPLE", text: "higtype docs manifest | less")])

    static func run(_ parsed: ParsedArguments, output: inout ToolOutput) throws(UsageError) {
        guard let topic = parsed.positional.first else {
            output.stdout = list
            return
        }
        guard parsed.positional.count == 1 else {
            throw UsageError("'docs' takes one topic, not \(parsed.positional.count)")
        }
        guard let page = page(topic) else {
            let topics = EmbeddedDocs.pages.map(\.topic)
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

    /// Each topic with its page's title, the first `# ` heading.
    static var list: String {
        let width = EmbeddedDocs.pages.map(\.topic.count).max() ?? 0
        let rows = EmbeddedDocs.pages.map { page in
            let title =
                page.text.split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) } ?? ""
            return "  " + page.topic + String(repeating: " ", count: width - page.topic.count + 2) + title
        }
        return "TOPICS:\n" + rows.joined(separator: "\n") + "\n\nRun 'higtype docs TOPIC' to print one.\n"
    }
}
