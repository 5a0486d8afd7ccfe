import HigTypeCore

/// A CSS `font-family` list written as one string, the way Primer, Fluent and Carbon write
/// their stacks: `-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, sans-serif`.
///
/// DTCG reads a `fontFamily` string as one family name and wants a stack as an array, so
/// higtype reads such a string as CSS does and offers the array in a fix-it. The syntax is
/// CSS Fonts' `<family-name>#`: names separated by commas, each either quoted (`'…'` or `"…"`)
/// or unquoted words, which CSS joins with one space. A backslash escapes the next character,
/// or up to six hex digits and one optional space give a code point. Positions are offsets in
/// Unicode scalars from the start of the string, so diagnostics can point into it.
public struct FontStack: Sendable, Equatable {
    /// One family of the stack.
    public struct Entry: Sendable, Equatable {
        /// The family name, unescaped; unquoted words joined by one space. A generic keyword
        /// (`sans-serif`, `system-ui` …) written unquoted is lowercased, as CSS matches it.
        public var name: String
        /// Written in quotes: then it is a family name even when it spells a generic keyword.
        public var isQuoted: Bool
        /// Where the entry starts (its quote, or its first character).
        public var offset: Int
    }

    /// Why a string cannot be read as a stack, and where.
    public struct Problem: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
    }

    public var entries: [Entry]

    /// The family names in order, as the DTCG array form writes them.
    public var names: [String] { entries.map(\.name) }

    /// The DTCG form as JSON text: an array of names, or a single name when there is one.
    public var dtcgJSON: String {
        names.count == 1 ? JSONOutput.quote(names[0]) : "[" + names.map(JSONOutput.quote).joined(separator: ", ") + "]"
    }

    /// True when a `fontFamily` string is a CSS stack rather than one name: it holds a comma,
    /// or it starts with a quote. (A quote inside a name, as in `Hoefler's`, does not count.)
    public static func isStack(_ text: String) -> Bool {
        text.unicodeScalars.contains(",")
            || text.unicodeScalars.first { !$0.properties.isWhitespace }.map(isQuote) == true
    }

    /// The generic families CSS defines, which stay unquoted keywords.
    public static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
    ]

    /// Reads `text` as a CSS font-family list; a malformed list (an unclosed quote, an empty
    /// entry, text after a quoted name …) is a problem at the offending character.
    public static func parse(_ text: String) -> Result<FontStack, Problem> {
        var scanner = FontStackScanner(text)
        do throws(Problem) {
            return .success(FontStack(entries: try scanner.entries()))
        } catch {
            return .failure(error)
        }
    }

    static func isQuote(_ scalar: Unicode.Scalar) -> Bool { scalar == "\"" || scalar == "'" }
}

extension FontStack {
    /// The source position of the scalar at `offset` in `text`, a JSON string whose opening quote
    /// is at `string`. JSON strings hold no raw line breaks, so only the column moves: by one per
    /// character, and by the length of its escape for characters JSON must escape (`\"`, `\\`,
    /// control characters). A character the author escaped without need (`\u0041`) is counted as
    /// written plainly.
    static func location(of offset: Int, in text: String, stringAt string: SourceLocation) -> SourceLocation {
        var columns = 1
        var bytes = 1
        for scalar in text.unicodeScalars.prefix(offset) {
            let width: Int
            switch scalar {
            case "\"", "\\", "\u{08}", "\u{0C}", "\n", "\r", "\t": width = 2
            default: width = scalar.value < 0x20 ? 6 : 0
            }
            columns += width == 0 ? 1 : width
            bytes += width == 0 ? UTF8.width(scalar) : width
        }
        var location = string
        location.column += columns
        location.offset += bytes
        return location
    }
}

extension FontStack {
    /// How safe the array of `names` is in a stack's place. The array names the same families in the
    /// same order, which keeps the meaning: safe. But a name written as a curly-brace alias
    /// (`"{font.sans}, {font.fallback}"`, a Style Dictionary string template) is text in a DTCG
    /// string and an alias in an array's entry, where DTCG wants a `$ref` and the token it names
    /// decides what the entry holds: a suggestion to review, never applied unasked.
    static func applicability(_ names: [String]) -> Diagnostic.FixIt.Applicability {
        names.contains { AliasResolver.reference(in: $0) != nil } ? .suggestion : .safe
    }

    /// The words a `font-stack` message adds when the stack's names are curly-brace aliases.
    static func aliasCaveat(_ names: [String]) -> String {
        applicability(names) == .safe
            ? ""
            : "; its names are written as aliases, which DTCG does not read inside a string: "
                + "in the array, refer to each token with a $ref"
    }

    /// Reads a `fontFamily` string that `isStack` flags, written at `location`: its families and
    /// a warning with the DTCG array as a fix-it, or no families and an error at the fault.
    static func read(_ text: String, at location: SourceLocation) -> (families: [String]?, diagnostic: Diagnostic) {
        switch parse(text) {
        case .success(let stack):
            let count = stack.entries.count == 1 ? "one family" : "\(stack.entries.count) families"
            return (
                stack.names,
                .warning(
                    .fontStack,
                    "fontFamily is a CSS font stack in one string, which DTCG tools read as the name of one font; "
                        + "higtype reads it as \(count): write \(stack.names.count == 1 ? "the bare name" : "them as a DTCG array")"
                        + aliasCaveat(stack.names),
                    at: location, fixIt: .replaceJSON(at: location, with: stack.dtcgJSON, applicability(stack.names)))
            )
        case .failure(let problem):
            return (
                nil,
                .error(
                    .fontStack, "fontFamily reads as a CSS font stack, but it is malformed: \(problem.message)",
                    at: Self.location(of: problem.offset, in: text, stringAt: location),
                    notes: [
                        .init("write the stack as a DTCG array of names, e.g. [\"Helvetica Neue\", \"sans-serif\"]")
                    ])
            )
        }
    }
}
