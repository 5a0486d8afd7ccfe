import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import Mustache

@Suite struct MustacheRenderTests {
    @Test func customEscaperAppliesOnlyToEscapedTags() throws {
        let template = try MustacheTemplate(source: "{{x}}|{{{x}}}|{{&x}}|{{#list}}{{.}}{{/list}}", name: "t")
        let output = try template.render(["x": "a\"b", "list": ["<", ">"]], escape: { "[\($0)]" })
        #expect(output == "[a\"b]|a\"b|a\"b|[<][>]")
    }

    @Test func htmlEscapeCoversTheFiveSpecialCharacters() {
        #expect(MustacheTemplate.htmlEscape("a & <b> \"c\" 'd' é") == "a &amp; &lt;b&gt; &quot;c&quot; &#39;d&#39; é")
        #expect(MustacheTemplate.htmlEscape("plain") == "plain")
    }

    @Test(arguments: [
        (85.0, "85"), (1.21, "1.21"), (-0.0, "0"), (-3.0, "-3"), (0.1, "0.1"), (1e300, "1e+300"), (2.5e-7, "2.5e-07"),
    ])
    func numbersFormat(number: Double, text: String) {
        #expect(NumberText.format(number) == text)
    }

    @Test func truthiness() throws {
        let template = try MustacheTemplate(source: "{{#v}}T{{/v}}{{^v}}F{{/v}}", name: "t")
        let values: [TemplateValue] = [nil, false, "", [], 0, "x", [:], true, [1]]
        let rendered = try values.map { value throws(Diagnostic) in try template.render(["v": value]) }
        #expect(rendered == ["F", "F", "F", "F", "T", "T", "T", "T", "T"])
    }

    @Test func standalonePartialIndentsEveryNonEmptyLineOfNestedPartials() throws {
        let partials = [
            "outer": try MustacheTemplate(source: "{\n  {{>inner}}\n}\n", name: "outer"),
            "inner": try MustacheTemplate(source: "{{#items}}\n{{.}};\n\n{{/items}}\n", name: "inner"),
        ]
        let template = try MustacheTemplate(source: "  {{>outer}}\n", name: "t")
        let output = try template.render(["items": ["a", "b"]], partials: partials)
        #expect(output == "  {\n    a;\n\n    b;\n\n  }\n")
    }
}
