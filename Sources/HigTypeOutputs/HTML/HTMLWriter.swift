import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// Builds an HTML document as a string. Every attribute value and text run passes through
/// `HTMLEscaping`, so code that writes a page cannot forget to escape what it interpolates;
/// only `raw` (for the page's own fixed style sheet and markup) skips it.
struct HTMLWriter {
    private(set) var html = ""
    private var depth = 0
    private var stack: [String] = []

    /// An attribute: a name and a value; a nil value leaves the attribute out, "" writes it bare.
    typealias Attribute = (name: String, value: String?)

    /// Opens `tag` on its own line, indented by nesting depth.
    mutating func open(_ tag: String, _ attributes: [Attribute] = []) {
        newline()
        html += "<" + tag + Self.attributes(attributes) + ">"
        stack.append(tag)
        depth += 1
    }

    /// Closes the innermost open tag.
    mutating func close() {
        let tag = stack.removeLast()
        depth -= 1
        newline()
        html += "</" + tag + ">"
    }

    /// Opens `tag`, runs `body`, closes it.
    mutating func element(_ tag: String, _ attributes: [Attribute] = [], _ body: (inout HTMLWriter) -> Void) {
        open(tag, attributes)
        body(&self)
        close()
    }

    /// `<tag …>text</tag>` on one line.
    mutating func element(_ tag: String, _ attributes: [Attribute] = [], text: String) {
        newline()
        html += "<" + tag + Self.attributes(attributes) + ">" + HTMLEscaping.escape(text) + "</" + tag + ">"
    }

    /// A void element such as `<meta>`.
    mutating func void(_ tag: String, _ attributes: [Attribute] = []) {
        newline()
        html += "<" + tag + Self.attributes(attributes) + ">"
    }

    /// Escaped text on its own line.
    mutating func text(_ text: String) {
        newline()
        html += HTMLEscaping.escape(text)
    }

    /// Fixed markup written as is: never pass manifest text here.
    mutating func raw(_ markup: String) {
        html += markup
    }

    private mutating func newline() {
        if !html.isEmpty { html += "\n" + String(repeating: "  ", count: depth) }
    }

    private static func attributes(_ attributes: [Attribute]) -> String {
        attributes.compactMap { attribute in
            attribute.value.map { value in
                value.isEmpty ? " " + attribute.name : " " + attribute.name + "=\"" + HTMLEscaping.escape(value) + "\""
            }
        }.joined()
    }
}
