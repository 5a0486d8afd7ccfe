import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import Mustache

/// The renderer reuses the bytes of a section over a list with a memo key that read only the
/// list's items; these tests pin down that it never reuses bytes that depended on anything
/// outside the list.
@Suite struct SectionReuseTests {
    static let shared: TemplateValue = .array([["n": 1], ["n": 2]], memo: ListMemo(1))

    @Test func aSharedListRendersTheSameWhereverItAppears() throws {
        let template = try MustacheTemplate(
            source: "{{#rows}}[{{#cells}}{{n}}{{^last}},{{/last}}{{/cells}}]{{/rows}}", name: "t")
        let context: TemplateValue = ["rows": [["cells": Self.shared], ["cells": Self.shared], ["cells": [["n": 3]]]]]
        #expect(try template.render(context) == "[1,2][1,2][3]")
    }

    @Test func aListBodyThatReadsAnOuterNameIsRenderedForEachOuterContext() throws {
        let template = try MustacheTemplate(source: "{{#rows}}{{#cells}}{{name}}{{n}} {{/cells}}{{/rows}}", name: "t")
        let context: TemplateValue = [
            "rows": [["name": "a", "cells": Self.shared], ["name": "b", "cells": Self.shared]]
        ]
        #expect(try template.render(context) == "a1 a2 b1 b2 ")
    }

    @Test func aNameMissingEverywhereStillDependsOnOuterContexts() throws {
        // `label` is missing from the items; in the second row an outer context has it.
        let template = try MustacheTemplate(source: "{{#rows}}{{#cells}}{{label}}{{n}} {{/cells}}{{/rows}}", name: "t")
        let context: TemplateValue = ["rows": [["cells": Self.shared], ["label": "x", "cells": Self.shared]]]
        #expect(try template.render(context) == "1 2 x1 x2 ")
    }

    @Test func theOuterLoopPositionIsAnOuterName() throws {
        // `last` inside the inner list comes from the inner loop, not the outer one.
        let template = try MustacheTemplate(
            source: "{{#rows}}{{#cells}}{{n}}{{#last}}.{{/last}}{{/cells}}|{{/rows}}", name: "t")
        let context: TemplateValue = ["rows": [["cells": Self.shared], ["cells": Self.shared]]]
        #expect(try template.render(context) == "12.|12.|")
    }

    @Test func theMemoKeyIsWhatIsReusedAndOnlyAKeyedListIsReused() throws {
        // A contract breach (one key, other items) shows the bytes are copied by key, not by
        // address or by value; lists without a key are rendered every time.
        let template = try MustacheTemplate(source: "{{#rows}}{{#cells}}{{n}}{{/cells}}|{{/rows}}", name: "t")
        let other: TemplateValue = .array([["n": 9]], memo: ListMemo(1))
        let keyed: TemplateValue = ["rows": [["cells": Self.shared], ["cells": other]]]
        #expect(try template.render(keyed) == "12|12|")
        let plain: TemplateValue = ["rows": [["cells": [["n": 1], ["n": 2]]], ["cells": [["n": 9]]]]]
        #expect(try template.render(plain) == "12|9|")
    }

    @Test func indentationOfAPartialIsPartOfTheReuse() throws {
        let partial = try MustacheTemplate(source: "{{#cells}}\n{{n}}\n{{/cells}}\n", name: "p")
        let template = try MustacheTemplate(
            source: "{{#rows}}\n  {{>p}}\n{{/rows}}\n{{#rows}}\n{{>p}}\n{{/rows}}\n", name: "t")
        let context: TemplateValue = ["rows": [["cells": Self.shared]]]
        #expect(try template.render(context, partials: ["p": partial]) == "  1\n  2\n1\n2\n")
    }

    /// A `TemplateList` renders as the array of the items it makes: sections, `first`/`last`/
    /// `index`, falsiness when empty, and memo keys included.
    @Test func aLazyListRendersAsTheArrayItMakes() throws {
        let template = try MustacheTemplate(
            source:
                "{{#rows}}{{index}}:{{n}}{{^last}},{{/last}}{{/rows}}|{{^empty}}none{{/empty}}|{{#twice}}<{{#cells}}{{n}}{{/cells}}>{{/twice}}",
            name: "t")
        let cells = TemplateList(count: 2, memo: ListMemo(7)) { ["n": .number(Double($0 * 10))] }
        let lazy: TemplateValue = [
            "rows": .list(TemplateList(count: 3) { ["n": .number(Double($0 + 1))] }),
            "empty": .list(TemplateList(count: 0) { _ in .null }),
            "twice": [["cells": .list(cells)], ["cells": .list(cells)]],
        ]
        let eager: TemplateValue = [
            "rows": [["n": 1], ["n": 2], ["n": 3]],
            "empty": [],
            "twice": [["cells": [["n": 0], ["n": 10]]], ["cells": [["n": 0], ["n": 10]]]],
        ]
        #expect(try template.render(lazy) == "0:1,1:2,2:3|none|<010><010>")
        #expect(try template.render(lazy) == template.render(eager))
        #expect(lazy == eager)
    }
}
