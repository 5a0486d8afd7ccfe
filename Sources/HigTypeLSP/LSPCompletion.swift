import HigTypeKit

/// Completion inside a token file's string values: text style names after `"textStyle": "`
/// (those the targeted platforms have), DTCG weight names after `"fontWeight": "`, `$type`
/// values, and platform names inside a `"platforms": [` list.
extension LanguageServer {
    func completion(_ document: OpenDocument, at position: LSPPosition) -> JSONOutput {
        guard document.kind == .tokens else { return .array([]) }
        let lines = TextLines(document.text)
        let offset = lines.offset(of: position)
        let lineStart = lines.lineBounds(containing: offset).lowerBound
        let before = String(decoding: lines.bytes[lineStart..<offset], as: UTF8.self)
        guard let context = LSPCompletion.context(before) else { return .array([]) }
        let start = LSPPosition(
            line: position.line, character: position.character - context.prefix.utf16.count)
        let range = LSPRange(start: start, end: position)
        let platforms = outcomes[document.uri]?.platforms ?? [.ios]
        let items = LSPCompletion.candidates(context.key, platforms: platforms)
            .filter { $0.label.hasPrefix(context.prefix) }
            .map { item in
                JSONOutput.object([
                    ("label", .string(item.label)),
                    ("kind", .number(20)),
                    ("detail", .string(item.detail)),
                    ("textEdit", .object([("range", range.json), ("newText", .string(item.label))])),
                ])
            }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }
}

enum LSPCompletion {
    /// The `$type` values of DTCG 2025.10.
    static let dtcgTypes = [
        "typography", "dimension", "fontFamily", "fontWeight", "number", "color", "duration", "cubicBezier",
        "strokeStyle", "border", "transition", "shadow", "gradient",
    ]

    /// The key whose string value the text before the cursor is inside, and what is typed of it.
    static func context(_ before: String) -> (key: String, prefix: String)? {
        guard let quote = before.lastIndex(of: "\"") else { return nil }
        let prefix = String(before[before.index(after: quote)...])
        guard !prefix.contains("\\") else { return nil }
        let head = String(before[..<quote]).trimmingWhitespace
        if head.hasSuffix(":") {
            let keyPart = String(head.dropLast()).trimmingWhitespace
            for key in ["textStyle", "fontWeight", "$type"] where keyPart.hasSuffix("\"\(key)\"") {
                return (key, prefix)
            }
            return nil
        }
        // Inside an array: `"platforms": ["ios", "`.
        guard head.hasSuffix("[") || head.hasSuffix(","), let open = head.lastIndex(of: "["),
            !head[open...].contains("]")
        else { return nil }
        let list = String(head[..<open]).trimmingWhitespace
        guard list.hasSuffix(":"), String(list.dropLast()).trimmingWhitespace.hasSuffix("\"platforms\"") else {
            return nil
        }
        return ("platforms", prefix)
    }

    static func candidates(_ key: String, platforms: [Platform]) -> [(label: String, detail: String)] {
        switch key {
        case "textStyle":
            return TextStyle.allCases.compactMap { style in
                let on = platforms.filter { HIG.spec(for: $0).supports(style) }
                guard let first = on.first else { return nil }
                let spec = HIG.spec(for: first)
                let detail =
                    spec.defaultSizeCategory.flatMap { spec.metrics(style, $0) }.map {
                        "\(style.displayName): \(NumberText.format($0.size)) pt, \($0.weight.displayName), on \(first.displayName)"
                    } ?? style.displayName
                return (style.rawValue, detail)
            }
        case "fontWeight":
            return DTCGWeight.names.map { ($0.name, "DTCG weight \($0.number)") }
        case "$type":
            return dtcgTypes.map { ($0, "DTCG type") }
        case "platforms":
            return Platform.allCases.map { ($0.rawValue, $0.displayName) }
        default:
            return []
        }
    }
}
