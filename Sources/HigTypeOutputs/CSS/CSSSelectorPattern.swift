/// The check of `--css-selector`, which the CSS template pastes raw before a size category's
/// rules (`{{{selector}}} {`). Unchecked, `/*` would comment out the rest of the file, `}` or `;`
/// would end the rule and let the text after it inject rules, and `@` would start an at-rule. A
/// pattern is accepted only when it reads as a selector list: compound selectors of names,
/// `.class`, `#id`, `[attribute…]`, `:pseudo(…)` and combinators, with brackets and parentheses
/// balanced and strings closed on their line, and `{category}` where the category id goes.
package enum CSSSelectorPattern {
    /// The placeholder for a size category's id.
    package static let placeholder = "{category}"

    /// Why `pattern` is not a selector pattern, or nil when it is one.
    package static func problem(_ pattern: String) -> String? {
        guard pattern.contains(placeholder) else {
            return "it needs '{category}' where the size category goes, e.g. '.dt-{category}'"
        }
        // Category ids are letters and digits, so a name stands in for the placeholder.
        let scalars = Array(pattern.replacingScalars(of: placeholder, with: "x").unicodeScalars)
        // Checked first, over every code point: an escape or a string below skips the one after it.
        if let control = scalars.first(where: isControl) {
            return "it holds a control character (U+\(hex(control))), which a selector cannot"
        }
        var closers: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\"", "'":
                // A string, as in [data-dynamic-type="{category}"]: closed by the same quote, before the line ends.
                index += 1
                while index < scalars.count, scalars[index] != scalar {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                if index >= scalars.count { return "a string in it is not closed: add the closing \(scalar)" }
            case "\\":
                // An escape stands for the character after it (or a hex code); it cannot end the pattern,
                // where it would escape the '{' that opens the rule.
                guard index + 1 < scalars.count else { return "it ends with '\\', which would escape the rule's '{'" }
                index += 1
            case "[": closers.append("]")
            case "(": closers.append(")")
            case "]", ")":
                guard closers.popLast() == scalar else { return "its '\(scalar)' closes nothing" }
            case "/":
                return index + 1 < scalars.count && scalars[index + 1] == "*"
                    ? "it holds '/*', which would open a comment that hides the rules after it"
                    : "it holds '/', which no selector has"
            case "{", "}":
                return
                    "it holds '\(scalar)', which would end the selector and let the rest inject rules; only "
                    + "'{category}' may have braces"
            case ";": return "it holds ';', which would end the rule and let the rest inject rules"
            case "@": return "it holds '@', which would start an at-rule"
            case "<", "!", "`": return "it holds '\(scalar)', which no selector has"
            default: break
            }
            index += 1
        }
        if let open = closers.last { return "a '\(open == "]" ? "[" : "(")' in it is not closed" }
        return nil
    }

    /// C0 and C1 controls and DEL: a line break would end a string or split the rule, and the
    /// others have no place in a selector.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }
}
