// libFuzzer target for the Mustache engine. Built by `make fuzz-build` against the library targets,
// compiled under the sanitizers; it uses their public API only. Never part of the package.
import HigTypeCore
import HigTypeKit
import HigTypeOutputs
import Mustache

/// One input is one template's source. Inputs that are not UTF-8 are skipped (the tool rejects
/// them before parsing). A template that parses is rendered against a small fixed context with
/// each output language's escaper, with itself available as the partial `self` (so recursion is
/// reachable) and the built-in templates as the partials they are in a build.
///
/// The limits are lower than a build's so that one input takes milliseconds; the depth limit is
/// the real one, since it is what keeps a recursive template off the end of the stack.
@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let source = String(validating: bytes, as: UTF8.self) else { return 0 }
    let template: MustacheTemplate
    do {
        template = try MustacheTemplate(source: source, name: "fuzz.mustache")
    } catch {
        _ = TextDiagnosticPrinter(sources: ["fuzz.mustache": bytes]).render(error)
        return 0
    }
    var partials = TemplateFuzzContext.builtInPartials
    partials["self"] = template
    let limits = MustacheLimits(depth: MustacheLimits().depth, steps: 200_000, outputBytes: 1 << 20)
    for escape in [Escaping.css, Escaping.swift, Escaping.json, MustacheTemplate.htmlEscape] {
        do {
            _ = try template.render(TemplateFuzzContext.value, partials: partials, escape: escape, limits: limits)
        } catch {
            _ = TextDiagnosticPrinter(sources: ["fuzz.mustache": bytes]).render(error)
        }
    }
    return 0
}

enum TemplateFuzzContext {
    /// A context with every kind of value: lists (empty, of objects, of scalars), nested
    /// objects, falsey and truthy scalars, and strings that need escaping in every language.
    static let value: TemplateValue = [
        "name": "body",
        "quote": "\"*/</style>\\\n'&",
        "empty": "",
        "zero": 0,
        "size": 17.5,
        "yes": true,
        "no": false,
        "nothing": nil,
        "none": [],
        "numbers": [1, 2, 3],
        "tokens": [
            ["name": "title", "size": 34, "on": true, "tags": ["a", "b"]],
            ["name": "caption", "size": 12, "on": false, "tags": []],
        ],
        "nested": ["inner": ["deep": ["value": "x", "list": [["value": "y"]]]]],
    ]

    /// The embedded templates, as partials the fuzzed template may include.
    static let builtInPartials: [String: MustacheTemplate] = TemplateSet.load(overridesIn: nil).partials
}
