import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// A rule's file is its only declaration: its examples hold, the catalogue lists every rule
/// file, and the files generated from the declarations are up to date.
@Suite struct RuleDeclarationTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var rule: DiagnosticID
        var index: Int
        var example: RuleExample
        var testDescription: String { "\(rule) example \(index + 1) (\(example.fails ? "fails" : "passes"))" }
    }

    static let examples: [Example] = RuleCatalogue.all.flatMap { rule in
        rule.examples.enumerated().map { Example(rule: rule.id, index: $0.offset, example: $0.element) }
    }

    /// A failing example reports exactly its rule, once; a passing one reports nothing, not even a note.
    @Test(arguments: examples) func exampleReportsExactlyItsRule(_ example: Example) {
        let source = Compiler.SourceFile(path: "example.tokens.json", bytes: Array(example.example.json.utf8))
        let log = Compiler.compile(sources: [source]).log.sorted
        let ids = log.filter { !example.example.fails || $0.severity != .note }.map(\.id)
        #expect(ids == (example.example.fails ? [example.rule] : []), "\(log.map(\.message))")
    }

    @Test func everyRuleHasAFailingAndAPassingExample() {
        for rule in RuleCatalogue.all {
            #expect(rule.examples.contains { $0.fails }, "\(rule.id)")
            #expect(rule.examples.contains { !$0.fails }, "\(rule.id)")
        }
    }

    /// A rule file whose type is missing from `RuleCatalogue.types` would never run: each file
    /// under `Validate/Rules/` declares one rule type, and the catalogue lists each.
    @Test func theCatalogueListsEveryRuleFile() throws {
        let folder = PackageRoot.file("Sources/HigTypeCompiler/Validate/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        let listed = Set(RuleCatalogue.types.map { String(describing: $0) })
        #expect(files.count == listed.count)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let name = String(file.dropLast(".swift".count))
            #expect(
                text.contains("struct \(name): Rule {") || text.contains("enum \(name): RuleDeclaration {"),
                "\(file) should declare the rule type \(name)")
            #expect(listed.contains(name), "add \(name).self to RuleCatalogue.types, at its place in the docs' order")
        }
    }

    @Test func idsAndOptionNamesAreUnique() {
        let ids = RuleCatalogue.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in RuleCatalogue.all {
            #expect(Set(rule.options.map(\.name)).count == rule.options.count, "\(rule.id)")
        }
    }

    /// The generated files are what `make generate` writes now, byte for byte.
    @Test(arguments: ["docs/rules.md", "docs/manifest.schema.json"]) func generatedFileIsUpToDate(_ path: String) throws
    {
        let text = try String(contentsOfFile: PackageRoot.file(path), encoding: .utf8)
        let generated =
            path.hasSuffix(".md") ? RuleReference.rulesPage(updating: text) : RuleReference.schema(updating: text)
        let fresh = try #require(generated, "\(path) lost the shape generate-rules updates")
        let (old, new) = (
            text.split(separator: "\n", omittingEmptySubsequences: false),
            fresh.split(separator: "\n", omittingEmptySubsequences: false)
        )
        let line =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let upToDate = fresh == text
        #expect(upToDate, "\(path) is stale from line \(line + 1): run `\(RuleReference.command)`")
    }

    /// The generator replaces only its section: a page whose rules section is stale gets it back,
    /// and the text around it stays.
    @Test func theGeneratorReplacesOnlyTheRulesSection() throws {
        let page = "# Rules\n\nIntro.\n\n## The rules\n\nold\n\n## Diagnostics that are not rules\n\nRest.\n"
        let fresh = try #require(RuleReference.rulesPage(updating: page))
        #expect(fresh.hasPrefix("# Rules\n\nIntro.\n\n## The rules\n\n<!-- Generated from"))
        #expect(fresh.hasSuffix("```\n\n## Diagnostics that are not rules\n\nRest.\n"))
        #expect(!fresh.contains("\nold\n"))
        #expect(RuleReference.rulesPage(updating: "# Rules\n") == nil)
        #expect(RuleReference.schema(updating: "{}") == nil)
    }
}
