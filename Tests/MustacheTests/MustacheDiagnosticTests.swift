import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import Mustache

@Suite struct MustacheDiagnosticTests {
    /// The diagnostic `body` throws, or `nil` when it succeeds.
    private func diagnostic(_ body: () throws(Diagnostic) -> Void) -> Diagnostic? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    private func syntaxError(_ source: String) -> Diagnostic? {
        diagnostic { () throws(Diagnostic) in _ = try MustacheTemplate(source: source, name: "t.mustache") }
    }

    @Test func unclosedSectionPointsAtTheEndWithANoteAtTheOpeningTag() throws {
        let error = try #require(syntaxError("a\n  {{#items}}\n  {{name}}\n"))
        #expect(error.id == .templateSyntax)
        #expect(error.severity == .error)
        #expect(error.message == "unclosed section 'items': the template ends before its closing tag")
        #expect(error.location == SourceLocation(file: "t.mustache", line: 4, column: 1, offset: 26))
        let opening = SourceLocation(file: "t.mustache", line: 2, column: 3, offset: 4)
        #expect(error.notes == [.init("section 'items' opened here", at: opening)])
    }

    @Test func mismatchedClosingTag() throws {
        let error = try #require(syntaxError("{{#a}}\n é {{/b}}"))
        #expect(error.id == .templateSyntax)
        #expect(error.message == "closing tag 'b' does not match the open section 'a'")
        #expect(error.location?.description == "t.mustache:2:4")
        #expect(error.notes.map(\.message) == ["section 'a' opened here"])
        #expect(error.notes.first?.location?.description == "t.mustache:1:1")
    }

    @Test func closingTagWithoutSection() throws {
        let error = try #require(syntaxError("x\n{{/a}}"))
        #expect(error.message == "closing tag 'a' has no open section")
        #expect(error.location?.description == "t.mustache:2:1")
    }

    @Test func unclosedTagAtEnd() throws {
        let error = try #require(syntaxError("line\nhéllo {{name"))
        #expect(error.id == .templateSyntax)
        #expect(error.message == "unclosed tag: no '}}' before the end of the template")
        #expect(error.location == SourceLocation(file: "t.mustache", line: 2, column: 7, offset: 12))
        #expect(syntaxError("{{{name}}")?.message == "unclosed tag: no '}}}' before the end of the template")
    }

    @Test(arguments: ["x\n  {{=<% =}}", "{{=a= b=}}", "{{= =}}", "{{=<% %> ## =}}"])
    func badSetDelimiters(source: String) throws {
        let error = try #require(syntaxError(source))
        #expect(error.id == .templateSyntax)
        #expect(
            error.message
                == "invalid set-delimiter tag: expected two delimiters without whitespace or '=', as in {{=<% %>=}}")
        let line = source.hasPrefix("x\n") ? 2 : 1
        #expect(error.location?.line == line)
        #expect(error.location?.column == (line == 2 ? 3 : 1))
    }

    @Test func badNames() {
        #expect(syntaxError("{{ }}")?.message == "tag has no name")
        #expect(syntaxError("{{a b}}")?.message == "invalid name 'a b': names cannot contain whitespace")
        #expect(syntaxError("{{#a..b}}{{/a..b}}")?.message == "invalid name 'a..b': a dotted name has an empty part")
        #expect(
            syntaxError("{{<parent}}{{/parent}}")?.message
                == "template inheritance ('<' and '$' tags) is not supported")
    }

    @Test func sectionNestingIsBounded() throws {
        let depth = MustacheParser.maxSectionDepth
        let source = String(repeating: "{{#a}}", count: depth + 1) + String(repeating: "{{/a}}", count: depth + 1)
        let error = try #require(syntaxError(source))
        #expect(error.message == "sections nest more than \(depth) deep")
        #expect(error.location?.column == depth * 6 + 1)
    }

    @Test func selfIncludingPartialHitsTheDepthLimit() throws {
        let partials = ["self": try MustacheTemplate(source: "x\n {{>self}}", name: "self.mustache")]
        let template = try MustacheTemplate(source: "{{>self}}", name: "main.mustache")
        let error = try #require(
            diagnostic { () throws(Diagnostic) in _ = try template.render([:], partials: partials) })
        #expect(error.id == .templateRender)
        #expect(
            error.message
                == "sections and partials nest more than 64 deep at partial 'self'; "
                + "does a partial include itself without end?")
        #expect(error.location == SourceLocation(file: "self.mustache", line: 2, column: 2, offset: 3))
    }

    /// Twenty nested passes over ten items would take 10^20 steps; the step limit ends it.
    @Test func explodingSectionsHitTheStepLimit() throws {
        let source = String(repeating: "{{#items}}", count: 20) + "." + String(repeating: "{{/items}}", count: 20)
        let template = try MustacheTemplate(source: source, name: "t.mustache")
        let items = TemplateValue.array(Array(repeating: 1, count: 10))
        let error = try #require(
            diagnostic { () throws(Diagnostic) in
                _ = try template.render(["items": items], limits: MustacheLimits(steps: 10_000))
            })
        #expect(error.id == .templateRender)
        #expect(error.message == "rendering takes more than 10000 steps; is a section or partial recursing?")
    }

    @Test func outputSizeIsBounded() throws {
        let template = try MustacheTemplate(source: "{{#items}}{{.}}{{/items}}", name: "t.mustache")
        let items = TemplateValue.array(Array(repeating: "0123456789", count: 1_000))
        let error = try #require(
            diagnostic { () throws(Diagnostic) in
                _ = try template.render(["items": items], limits: MustacheLimits(outputBytes: 1_000))
            })
        #expect(error.message == "rendered output exceeds 1000 bytes")
        #expect(error.location?.description == "t.mustache:1:1")
    }

    /// Sections count toward the depth limit too, so nesting partials inside deep sections stays bounded.
    @Test func sectionsAndPartialsShareTheDepthLimit() throws {
        let depth = MustacheParser.maxSectionDepth - 1
        let source = String(repeating: "{{#a}}", count: depth) + "{{>p}}" + String(repeating: "{{/a}}", count: depth)
        let partials = ["p": try MustacheTemplate(source: source, name: "p.mustache")]
        let template = try MustacheTemplate(source: "{{#a}}{{>p}}{{/a}}", name: "main.mustache")
        let error = try #require(
            diagnostic { () throws(Diagnostic) in _ = try template.render(["a": true], partials: partials) })
        #expect(error.message.hasPrefix("sections and partials nest more than 64 deep at section 'a'"))
        #expect(error.location?.description == "p.mustache:1:373")
    }

    @Test func interpolatingAListIsAnError() throws {
        let template = try MustacheTemplate(source: "\n  {{items}}", name: "t.mustache")
        let error = try #require(diagnostic { () throws(Diagnostic) in _ = try template.render(["items": [1, 2]]) })
        #expect(error.id == .templateRender)
        #expect(error.message == "'items' is a list or an object and cannot be interpolated")
        #expect(error.location?.description == "t.mustache:2:3")
    }
}
