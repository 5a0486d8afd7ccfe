import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI

/// `higtype docs`: the pages built into the binary are the files in docs/ (so forgetting
/// `make embed-docs` fails here), with the README as the topic `readme`, and every
/// "higtype docs TOPIC" a help text mentions exists.
@Suite struct DocsCommandTests {
    static func docsFiles() throws -> [(topic: String, text: String)] {
        let folder = PackageRoot.file("docs")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.map {
            (topic: String($0.dropLast(3)), text: try String(contentsOfFile: folder + "/" + $0, encoding: .utf8))
        }
        let readme = try String(contentsOfFile: PackageRoot.file("README.md"), encoding: .utf8)
        return (pages + [(topic: "readme", text: readme)]).sorted { $0.topic < $1.topic }
    }

    @Test func theEmbeddedPagesAreTheFilesInDocs() throws {
        let files = try Self.docsFiles()
        #expect(EmbeddedDocs.pages.map(\.topic) == files.map(\.topic), "run 'make embed-docs'")
        for (page, file) in zip(EmbeddedDocs.pages, files) where page.text != file.text {
            Issue.record("the page '\(file.topic)' differs from its file; run 'make embed-docs'")
        }
    }

    @Test func everyTopicAHelpTextNamesExists() throws {
        let texts =
            [HigTypeTool.run(["--help"]).stdout] + HigTypeTool.commands.map(\.help) + [InitCommand.preCommitConfig]
        let topics = Set(EmbeddedDocs.pages.map(\.topic) + [DocsCommand.schemaTopic])
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

    /// The schema a manifest's `$schema` names, from the binary alone: the exact bytes of
    /// docs/manifest.schema.json (forgetting `make embed-docs` after `make generate` fails here).
    @Test func theSchemaTopicPrintsTheManifestSchema() throws {
        let output = HigTypeTool.run(["docs", "schema"])
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty)
        let file = try #require(FileManager.default.contents(atPath: PackageRoot.file("docs/manifest.schema.json")))
        #expect(Array(output.stdout.utf8) == Array(file), "run 'make embed-docs'")
        #expect(HigTypeTool.run(["docs"]).stdout.contains("\n  schema "))
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

/// The README's command reference is the tool's own usage lines, wrapped: an option added to a
/// command's table and left out of the README (or the other way round) fails here.
@Suite struct ReadmeUsageTests {
    /// Each command's usage as the README prints it: `    higtype NAME …`, wrapped between
    /// terms at 100 columns, continuation lines aligned after the command's name.
    static func wrapped(_ syntax: CommandSyntax) -> String {
        let terms = syntax.usageTerms
        let head = "    higtype " + terms[0]
        let indent = String(repeating: " ", count: head.count + 1)
        var lines = [head]
        for term in terms.dropFirst() {
            if lines[lines.count - 1].count + 1 + term.count > 100 {
                lines.append(indent + term)
            } else {
                lines[lines.count - 1] += " " + term
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func theCommandReferenceIsTheToolsUsage() throws {
        let readme = try String(contentsOfFile: PackageRoot.file("README.md"), encoding: .utf8)
        let expected =
            HigTypeTool.commands.map(Self.wrapped).joined(separator: "\n")
            + "\n    higtype --version\n    higtype <command> --help\n"
        let start = try #require(readme.range(of: "## Command reference\n\n"))
        let block = readme[start.upperBound...].prefix { _ in true }
        let end = try #require(block.range(of: "\n\n"))
        #expect(String(block[..<end.lowerBound]) + "\n" == expected, "the README's block should read:\n\(expected)")
    }
}
