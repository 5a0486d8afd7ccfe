import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

@Suite struct CustomTemplateTests {
    static let manifest = """
        {
          "type": {
            "$type": "typography",
            "body": { "$value": { "textStyle": "body" }, "$description": "Running \\"text\\" */ here" }
          }
        }
        """

    @Test func aTemplateInTheFolderReplacesTheBuiltInOne() throws {
        let tmp = TemporaryFolder()
        tmp.write("m.tokens.json", Self.manifest)
        tmp.write(
            "tpl/typography.css.mustache",
            "{{#tokens}}{{cssName}}={{#platforms}}{{#categories}}{{#isDefault}}{{fontSize}}{{/isDefault}}{{/categories}}{{/platforms}} /* {{description}} */\n{{/tokens}}"
        )
        let result = HigTypeTool.run([
            "build", tmp.file("m.tokens.json"), "--out", tmp.file("out"), "--templates", tmp.file("tpl"), "--format",
            "css", "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The description's quotes and "*/" come out escaped, so the comment stays closed.
        #expect(tmp.read("out/typography.css") == #"type-body=17 /* Running \"text\" \2a / here */"# + "\n")
    }

    @Test func aTemplateSyntaxErrorIsReportedAtItsPositionAndNothingIsWritten() {
        let tmp = TemporaryFolder()
        tmp.write("m.tokens.json", Self.manifest)
        tmp.write("tpl/typography.json.mustache", "{\n  {{#tokens}}\n  \"{{name}}\"\n")
        let result = HigTypeTool.run([
            "build", tmp.file("m.tokens.json"), "--out", tmp.file("out"), "--templates", tmp.file("tpl"),
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains(tmp.file("tpl/typography.json.mustache") + ":4:1: error: "))
        #expect(result.stderr.contains("[template-syntax]"))
        #expect(
            result.stderr.contains(
                tmp.file("tpl/typography.json.mustache") + ":2:3: note: section 'tokens' opened here"))
        #expect(tmp.read("out/typography.css") == nil)
    }

    @Test func aTemplateThatIncludesItselfIsAnErrorNotACrash() {
        let tmp = TemporaryFolder()
        tmp.write("m.tokens.json", Self.manifest)
        tmp.write("tpl/typography.css.mustache", "a{{> typography.css}}")
        let result = HigTypeTool.run([
            "build", tmp.file("m.tokens.json"), "--out", tmp.file("out"), "--templates", tmp.file("tpl"), "--format",
            "css",
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("[template-render]"))
        #expect(tmp.read("out/typography.css") == nil)
    }

    @Test func templatesCommandListsPrintsAndCopies() {
        let list = HigTypeTool.run(["templates"])
        #expect(
            list.stdout
                == "Typography.swift.mustache  → Typography.swift\ntypography.css.mustache  → typography.css\ntypography.json.mustache  → typography.json\n"
        )
        #expect(
            HigTypeTool.run(["templates", "typography.css"]).stdout
                == EmbeddedTemplates.files.first { $0.name == "typography.css.mustache" }?.text)
        let tmp = TemporaryFolder()
        #expect(HigTypeTool.run(["templates", "--write", tmp.path]).status == 0)
        #expect(tmp.listing() == ["Typography.swift.mustache", "typography.css.mustache", "typography.json.mustache"])
        let again = HigTypeTool.run(["templates", "--write", tmp.path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("exists; not overwriting it"))
    }
}
