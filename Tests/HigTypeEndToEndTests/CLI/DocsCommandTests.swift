import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI

/// `higtype docs`: the pages built into the binary are the files in docs/ (so forgetting
/// `make embed-docs` fails here), and every "higtype docs TOPIC" a help text mentions exists.
@Suite struct DocsCommandTests {
    static func docsFiles() throws -> [(topic: String, text: String)] {
        let folder = PackageRoot.file("docs")
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted().map {
            (String($0.dropLast(3)), try String(contentsOfFile: folder + "/" + $0, encoding: .utf8))
        }
    }

    @Test func theEmbeddedPagesAreTheFilesInDocs() throws {
        let files = try Self.docsFiles()
        #expect(EmbeddedDocs.pages.map(\.topic) == files.map(\.topic), "run 'make embed-docs'")
        for (page, file) in zip(EmbeddedDocs.pages, files) where page.text != file.text {
            Issue.record("docs/\(file.topic).md differs from the embedded page; run 'make embed-docs'")
        }
    }

    @Test func everyTopicAHelpTextNamesExists() throws {
        let texts =
            [HigTypeTool.run(["--help"]).stdout] + HigTypeTool.commands.map(\.help) + [InitCommand.preCommitConfig]
        let topics = Set(EmbeddedDocs.pages.map(\.topic))
        var named: [String] = []
        for text in texts {
            var rest = text[...]
            while let range = rest.range(of: "higtype docs ") {
                let word = rest[range.upperBound...].prefix { $0.isLetter || $0 == "-" }
                if !word.isEmpty, word != "TOPIC" { named.append(String(word)) }
                rest = rest[range.upperBound...]
            }
        }
        #expect(Set(named).isSuperset(of: ["templates", "preview", "integration", "rules"]), "\(named)")
        for topic in named {
            #expect(topics.contains(topic), "a help text names 'higtype docs \(topic)', which does not exist")
        }
        #expect(
            !texts.contains { $0.contains("docs/") },
            "a help text points at a docs/ path an installed binary does not have")
    }

    @Test func aTopicPrintsItsPage() throws {
        let output = HigTypeTool.run(["docs", "templates"])
        #expect(output.status == 0)
        #expect(output.stdout == (try String(contentsOfFile: PackageRoot.file("docs/templates.md"), encoding: .utf8)))
    }

    @Test func noTopicListsEveryTopicWithItsTitle() throws {
        let output = HigTypeTool.run(["docs"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "TOPICS:")
        #expect(lines.contains("  manifest     The manifest language"), "\(output.stdout)")
        for topic in try Self.docsFiles().map(\.topic) {
            #expect(lines.contains { $0.hasPrefix("  \(topic) ") }, "'\(topic)' is not listed")
        }
    }

    @Test func anUnknownTopicIsAUsageErrorWithASuggestion() {
        let output = HigTypeTool.run(["docs", "template"])
        #expect(output.status == 2)
        #expect(
            output.stderr.hasPrefix(
                "higtype: error: no documentation topic 'template'; did you mean 'templates'?; topics are adopt, audit, "
            ))
    }
}
