import HigTypeKit

/// Completion inside a token file's string values: text style names after `"textStyle": "`
/// (those the targeted platforms have), DTCG weight names after `"fontWeight": "`, `$type`
/// values, platform names inside a `"platforms": [` list; alias paths inside `"{…`, from the
/// composition; rule ids (and severities) in the manifest's `rules` setting.
extension LanguageServer {
    mutating func completion(_ document: OpenDocument, at position: LSPPosition) -> JSONOutput {
        guard document.kind == .tokens else { return .array([]) }
        let lines = lines(of: document)
        let offset = lines.offset(of: position)
        let cursor = JSONCursor(lines.bytes, offset: offset)
        guard let quote = cursor.stringStart, lines.lineBounds(containing: offset).contains(quote) else {
            return .array([])
        }
        let typed = String(decoding: lines.bytes[(quote + 1)..<offset], as: UTF8.self)
        let items: [(label: String, detail: String, insert: String)]
        var prefix = typed
        if typed.hasPrefix("{"), !typed.contains("}"), !cursor.isKey {
            prefix = String(typed.dropFirst())
            let close = offset < lines.bytes.count && lines.bytes[offset] == UInt8(ascii: "}") ? "" : "}"
            items = aliasCandidates(document, offset: offset).map { ($0.name, $0.detail, $0.name + close) }
        } else if cursor.inRules {
            items = LSPCompletion.ruleCandidates(key: cursor.isKey).map { ($0.label, $0.detail, $0.label) }
        } else {
            let lineStart = lines.lineBounds(containing: offset).lowerBound
            let before = String(decoding: lines.bytes[lineStart..<offset], as: UTF8.self)
            guard let context = LSPCompletion.context(before) else { return .array([]) }
            prefix = context.prefix
            let platforms = outcomes[document.uri]?.platforms ?? [.ios]
            items = LSPCompletion.candidates(context.key, platforms: platforms).map { ($0.label, $0.detail, $0.label) }
        }
        let start = LSPPosition(line: position.line, character: position.character - prefix.utf16.count)
        let range = LSPRange(start: start, end: position)
        let json = items.filter { $0.label.hasPrefix(prefix) }.map { item in
            JSONOutput.object([
                ("label", .string(item.label)),
                ("kind", .number(20)),
                ("detail", .string(item.detail)),
                ("textEdit", .object([("range", range.json), ("newText", .string(item.insert))])),
            ])
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(json))])
    }

    /// Every token of the composition but the one the cursor is in, with its resolved value as
    /// detail. While the file does not parse, its tokens are those of the last text that did.
    private mutating func aliasCandidates(_ document: OpenDocument, offset: Int) -> [(name: String, detail: String)] {
        guard var index = index(for: document) else { return [] }
        if index.trees[document.path] != nil {
            lastIndex[document.uri] = index
        } else if let last = lastIndex[document.uri] {
            index = last
        }
        let current = index.definitions.last {
            $0.isToken && $0.file == document.path && $0.extent.contains(offset)
        }
        let typography = Dictionary(
            (outcomes[document.uri]?.typography ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Each chain's end, and each end's text, found once for every token that shares them:
        // linear in the tokens, however long their chains.
        var ends: [TokenIndex.NodeKey: (end: JSONNode, file: String)?] = [:]
        var texts: [TokenIndex.NodeKey: String] = [:]
        return index.tokenNames.filter { $0 != current?.name }.map { name in
            if let values = typography[name]?.platforms.first {
                let style = values.defaultValues
                return (
                    name,
                    "\(values.textStyle.displayName), \(NumberText.format(style.fontSize)) pt "
                        + "\(style.fontWeight.apple.displayName) on \(values.platform.displayName)"
                )
            }
            guard let definition = index.token(name), let value = definition.value else { return (name, "") }
            let type = definition.type.map { $0 + ": " } ?? ""
            guard let end = index.chainEnd(from: value, in: definition.file, ends: &ends) else {
                return (name, type + "?")
            }
            let key = TokenIndex.NodeKey(end.end, in: end.file)
            let text = texts[key] ?? index.text(of: end.end, in: end.file)
            texts[key] = text
            return (name, type + text)
        }
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

    /// Rule ids in a key's place, severities in a value's.
    static func ruleCandidates(key: Bool) -> [(label: String, detail: String)] {
        guard key else { return ["off", "warning", "error"].map { ($0, "severity") } }
        return Validator.registry.map { ($0.id.rawValue, "\($0.defaultSeverity.rawValue) by default") }
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
