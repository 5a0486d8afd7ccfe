import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// Every ```json block in the docs is a manifest that a test compiles. A block preceded by
/// `<!-- expect: id … -->` must report exactly those rule ids; any other block must be clean.
@Suite struct DocsExamplesTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var document: String
        var line: Int
        var json: String
        var expected: [String]
        var testDescription: String { "\(document):\(line)" }
    }

    static let root = URL(fileURLWithPath: PackageRoot.path)

    static func examples(in document: String) -> [Example] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8) else {
            return []
        }
        var examples: [Example] = []
        var expected: [String] = []
        var block: [String]?
        var start = 0
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if var lines = block {
                if line == "```" {
                    examples.append(
                        Example(
                            document: document, line: start, json: lines.joined(separator: "\n"), expected: expected))
                    block = nil
                    expected = []
                } else {
                    lines.append(line)
                    block = lines
                }
            } else if line == "```json" {
                block = []
                start = index + 1
            } else if line.hasPrefix("<!-- expect:") {
                expected = line.dropFirst("<!-- expect:".count).replacingOccurrences(of: "-->", with: "")
                    .split(separator: " ").map(String.init)
            } else if !line.isEmpty {
                expected = []
            }
        }
        return examples
    }

    static let manifestExamples = examples(in: "docs/manifest.md")
    static let ruleExamples = examples(in: "docs/rules.md")

    @Test func theDocumentHasExamples() {
        #expect(Self.manifestExamples.count >= 12)
    }

    @Test(arguments: manifestExamples + ruleExamples) func exampleCompilesAsDocumented(_ example: Example) throws {
        let folder = TemporaryFolder()
        folder.write("example.tokens.json", example.json)
        let compilation = Compiler.compile(paths: [folder.file("example.tokens.json")])
        let ids = compilation.log.sorted.filter { $0.severity != .note }.map(\.id.rawValue)
        #expect(
            ids == example.expected,
            "\(example.document):\(example.line)\n\(TextDiagnosticPrinter(sources: compilation.sourceMap).render(compilation.log.sorted))"
        )
    }

    @Test func everyRuleIsDocumentedWithItsRationaleAndExamples() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        for rule in Validator.registry {
            #expect(
                text.contains("### \(rule.id)\n\nDefault: **\(rule.defaultSeverity.rawValue)**. \(rule.rationale)"),
                "\(rule.id)")
            #expect(
                Self.ruleExamples.contains { $0.expected == [rule.id.rawValue] }, "no failing example for \(rule.id)")
        }
        #expect(Self.ruleExamples.count >= 2 * Validator.registry.count)
    }

    /// The schema's rule settings name every rule, and its waivers every rule a token can waive.
    @Test func schemaListsEveryRule() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/manifest.schema.json"))
        let schema = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let definitions = schema?["definitions"] as? [String: Any]
        let settings = definitions?["tokenSettings"] as? [String: Any]
        let waive = (settings?["properties"] as? [String: Any])?["waive"] as? [String: Any]
        let ids = (waive?["propertyNames"] as? [String: Any])?["enum"] as? [String]
        #expect(ids == Validator.registry.filter { $0.relaxable && $0.waivable }.map(\.id.rawValue))
        let root = definitions?["rootSettings"] as? [String: Any]
        let rules = (root?["properties"] as? [String: Any])?["rules"] as? [String: Any]
        let configurable = (rules?["properties"] as? [String: Any]).map { Set($0.keys) }
        #expect(configurable == Set(Validator.registry.map(\.id.rawValue)))
    }

    @Test func extendsExampleInheritsTokens() throws {
        let example = try #require(Self.manifestExamples.first { $0.json.contains("$extends") })
        let folder = TemporaryFolder()
        folder.write("e.tokens.json", example.json)
        let resolved = try #require(Compiler.compile(paths: [folder.file("e.tokens.json")]).resolved)
        let names = resolved.tokens.map(\.name)
        #expect(names.contains("type.editorial.caption"))
        #expect(names.contains("type.title.$root"))
        let body = try #require(resolved.tokens.first { $0.name == "type.editorial.body" })
        #expect(body.fontFamily == ["New York"])
    }
}
