/// Markdown the server writes (hover is its only Markdown: completion details, code action
/// titles and diagnostics are plain text in LSP). Text from a file, a token's name, type or value,
/// a file's path, never goes into Markdown but through `code`, so a committed file cannot make
/// a hover show a link, an image, HTML or emphasis.
enum LSPMarkdown {
    /// `text` as one CommonMark code span: fenced by a backtick run longer than any inside it,
    /// padded with a space when it starts or ends with a backtick (or a space, which the span
    /// would strip), and on one line: a code span cannot cross a blank line or a block's start, so
    /// line breaks and other control characters are written as escapes (`\n`, `\u{1B}`), which a
    /// code span shows as they are.
    static func code(_ text: String) -> String {
        var content = ""
        var longestRun = 0
        var run = 0
        for scalar in text.unicodeScalars {
            if scalar == "`" {
                run += 1
                longestRun = max(longestRun, run)
            } else {
                run = 0
            }
            switch scalar {
            case "\n": content += "\\n"
            case "\r": content += "\\r"
            case "\t": content += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                    || scalar == "\u{2029}"
                {
                    content += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    content.unicodeScalars.append(scalar)
                }
            }
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let allSpaces = !content.isEmpty && content.allSatisfy { $0 == " " }
        if content.isEmpty || content.first == "`" || content.last == "`"
            || (!allSpaces && content.first == " " && content.last == " ")
        {
            content = " " + content + " "
        }
        return fence + content + fence
    }
}
