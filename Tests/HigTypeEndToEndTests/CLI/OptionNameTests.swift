import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI

/// Every option a text names exists on the command it is named for (issue 29): the README, every
/// page of docs/, every command's help and the library's messages. A doc that shows
/// `higtype audit … --context`, or a diagnostic that tells an audit user to "pass --context",
/// is advice the user cannot take unless the command has the option.
@Suite struct OptionNameTests {
    static let global: Set<String> = ["--help", "--version"]

    static func options(of command: String) -> Set<String>? {
        HigTypeTool.commands.first { $0.name == command }.map { Set($0.options.map(\.name)).union(global) }
    }

    /// Each `higtype COMMAND …` in `text`, up to the end of its line or code span, with the
    /// options it names: `--name` at the start of a word, not a CSS custom property after `var(`.
    static func invocations(in text: String) -> [(command: String, options: [String], line: String)] {
        var found: [(String, [String], String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = line[...]
            while let start = rest.range(of: "higtype ") {
                let after = rest[start.upperBound...]
                let command = String(after.prefix { $0.isLetter })
                let span = after.prefix { $0 != "`" && $0 != "|" && $0 != "\"" }
                rest = after
                guard options(of: command) != nil else { continue }
                let words = span.split(whereSeparator: { " [](){},=".contains($0) }).map(String.init)
                let named = words.filter { $0.hasPrefix("--") && $0.count > 2 }.map {
                    String($0.prefix { $0.isLetter || $0 == "-" })
                }
                found.append((command, named, String(line)))
            }
        }
        return found
    }

    static func texts() throws -> [(name: String, text: String)] {
        var texts = [("README.md", try String(contentsOfFile: PackageRoot.file("README.md"), encoding: .utf8))]
        let docs = PackageRoot.file("docs")
        for name in try FileManager.default.contentsOfDirectory(atPath: docs).sorted() where name.hasSuffix(".md") {
            texts.append(("docs/" + name, try String(contentsOfFile: docs + "/" + name, encoding: .utf8)))
        }
        for syntax in HigTypeTool.commands { texts.append(("higtype \(syntax.name) --help", syntax.help)) }
        return texts
    }

    @Test func everyOptionADocOrHelpNamesExistsOnItsCommand() throws {
        var checked = 0
        for (name, text) in try Self.texts() {
            for invocation in Self.invocations(in: text) {
                let own = try #require(Self.options(of: invocation.command))
                for option in invocation.options {
                    checked += 1
                    #expect(
                        own.contains(option),
                        "\(name) names '\(option)' for 'higtype \(invocation.command)', which has no such option: \(invocation.line)"
                    )
                }
            }
        }
        #expect(checked >= 60, "the scan found too few options to be checking anything: \(checked)")
    }

    /// The messages of the library that name an option of reading manifests unasked (`--context`
    /// for a modifier without a default, `--allow-path` for a reference outside the project tree)
    /// reach every command that reads manifests, so each of those commands must have it.
    /// (`--all-contexts` is named only in answer to `--all-contexts` itself.)
    @Test func optionsTheCompilersMessagesNameExistOnEveryCommandThatReadsManifests() throws {
        let folders = ["Sources/HigTypeCompiler", "Sources/HigTypeKit"]
        var named: Set<String> = []
        for folder in folders {
            let root = PackageRoot.file(folder)
            let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                for option in ["--context", "--allow-path"]
                where text.contains("\"" + option)
                    || text.contains(" " + option + " ") || text.contains(" " + option + "\"")
                {
                    named.insert(option)
                }
            }
        }
        #expect(named == ["--context", "--allow-path"], "\(named)")
        for command in ["build", "lint", "preview", "audit", "adopt"] {
            let own = try #require(Self.options(of: command))
            for option in named.sorted() {
                #expect(
                    own.contains(option),
                    "'higtype \(command)' reads manifests but has no \(option), which messages name")
            }
        }
    }
}
