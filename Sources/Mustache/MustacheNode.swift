import HigTypeCore

/// One element of a parsed template, after standalone lines have been trimmed.
package enum MustacheNode: Sendable, Equatable {
    /// Literal text, copied to the output as is.
    case text(String)
    /// The start of a template line, where an indented partial inserts its indentation.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(MustachePath, escaped: Bool, at: SourceLocation)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(MustachePath, inverted: Bool, [MustacheNode], at: SourceLocation)
    /// `{{>name}}`; `indent` is the whitespace before a standalone partial tag.
    case partial(String, indent: String, at: SourceLocation)
}

/// A tag name split at its dots: `a.b.c` is `["a", "b", "c"]`; the implicit iterator `.` is empty.
package struct MustachePath: Sendable, Equatable {
    package var keys: [String]

    package init(keys: [String]) { self.keys = keys }

    /// The name as written in the template.
    var name: String { keys.isEmpty ? "." : keys.joined(separator: ".") }
}
