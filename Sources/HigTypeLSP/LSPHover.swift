import HigTypeKit

/// Hover: a text style's table from the HIG, on a `textStyle` value in a token file and on a
/// style name after a dot in Swift (`.headline`, `.font(.headline)`, `UIFont.TextStyle.headline`);
/// a DTCG weight's number and Apple's name on a `fontWeight` value; a token's values and alias
/// chain on its key, an alias or a `$ref` (`LSPTokenHover`).
extension LanguageServer {
    func hover(_ document: OpenDocument, at position: LSPPosition) -> JSONOutput {
        let lines = lines(of: document)
        let offset = lines.offset(of: position)
        let platforms = outcomes[document.uri]?.platforms ?? [.ios]
        switch document.kind {
        case .tokens, .other:
            if document.kind == .tokens, let value = LSPText.jsonString(at: offset, in: lines),
                let markdown = valueHover(value, platforms: platforms)
            {
                let range = LSPRange(
                    start: lines.position(atOffset: value.range.lowerBound),
                    end: lines.position(atOffset: value.range.upperBound))
                return LSPHover.result(markdown, range: range)
            }
            return tokenHover(document, offset: offset, lines: lines) ?? .null
        case .swift:
            guard let word = LSPText.memberName(at: offset, in: lines), let style = LSPHover.swiftStyle(word.text)
            else { return .null }
            let range = LSPRange(
                start: lines.position(atOffset: word.range.lowerBound),
                end: lines.position(atOffset: word.range.upperBound))
            return LSPHover.result(LSPHover.styleTable(style, platforms: platforms), range: range)
        case .css:
            return .null
        }
    }

    /// A `textStyle` value's table, a `fontWeight` name's number.
    private func valueHover(_ value: (key: String?, text: String, range: Range<Int>), platforms: [Platform])
        -> String?
    {
        switch value.key {
        case "textStyle": TextStyle(named: value.text).map { LSPHover.styleTable($0, platforms: platforms) }
        case "fontWeight": DTCGWeight(name: value.text).map { LSPHover.weight($0, name: value.text) }
        default: nil
        }
    }
}

enum LSPHover {
    static func result(_ markdown: String, range: LSPRange) -> JSONOutput {
        .object([
            ("contents", .object([("kind", .string("markdown")), ("value", .string(markdown))])),
            ("range", range.json),
        ])
    }

    /// SwiftUI's `Font.TextStyle` and UIKit's `UIFont.TextStyle` names of the HIG's styles.
    static func swiftStyle(_ name: String) -> TextStyle? {
        switch name {
        case "title": .title1
        case "caption": .caption1
        default: TextStyle(rawValue: name)
        }
    }

    /// The style's size, leading and weight at each size category of each platform, in points.
    static func styleTable(_ style: TextStyle, platforms: [Platform]) -> String {
        var text = "**\(style.displayName)** (\(LSPMarkdown.code(style.rawValue)))\n"
        var seen: [Platform] = []
        for platform in platforms where !seen.contains(platform.specPlatform) {
            seen.append(platform.specPlatform)
            let spec = HIG.spec(for: platform)
            text += "\n\(platform.specPlatform.displayName)"
            guard spec.supports(style) else {
                text += ": no \(style.displayName) style in the HIG's tables\n"
                continue
            }
            text += "\n\n| Category | Size | Leading | Weight |\n|---|--:|--:|---|\n"
            for category in spec.sizeCategories {
                guard let metrics = spec.metrics(style, category) else { continue }
                let mark = category == spec.defaultSizeCategory ? " (default)" : ""
                text +=
                    "| \(category.displayName)\(mark) | \(NumberText.format(metrics.size)) | "
                    + "\(NumberText.format(metrics.leading)) | \(metrics.weight.displayName) |\n"
            }
        }
        return text
    }

    static func weight(_ weight: DTCGWeight, name: String) -> String {
        let number = NumberText.format(weight.number)
        return
            "**\(LSPMarkdown.code(name))**: DTCG font weight \(number); Apple's "
            + "\(LSPMarkdown.code("." + weight.apple.rawValue)) (\(weight.apple.displayName))"
    }
}

/// Reading the text around a position.
enum LSPText {
    /// The JSON string literal (on one line) that holds `offset`, its text without quotes and
    /// escapes' backslashes, and the key of the member it is the value of, if any.
    static func jsonString(at offset: Int, in lines: TextLines) -> (key: String?, text: String, range: Range<Int>)? {
        let bounds = lines.lineBounds(containing: offset)
        let bytes = lines.bytes
        var i = bounds.lowerBound
        var literals: [Range<Int>] = []
        while i < bounds.upperBound {
            guard bytes[i] == UInt8(ascii: "\"") else {
                i += 1
                continue
            }
            let end = LSPDiagnostics.wordEnd(bytes, from: i, limit: bounds.upperBound)
            literals.append(i..<end)
            i = max(end, i + 1)
        }
        guard let index = literals.firstIndex(where: { $0.lowerBound <= offset && offset <= $0.upperBound }) else {
            return nil
        }
        let literal = literals[index]
        guard literal.count >= 2 else { return nil }
        let text = String(decoding: bytes[(literal.lowerBound + 1)..<(literal.upperBound - 1)], as: UTF8.self)
        var key: String?
        if index > 0 {
            let previous = literals[index - 1]
            let between = String(decoding: bytes[previous.upperBound..<literal.lowerBound], as: UTF8.self)
            if between.trimmingWhitespace == ":", previous.count >= 2 {
                key = String(decoding: bytes[(previous.lowerBound + 1)..<(previous.upperBound - 1)], as: UTF8.self)
            }
        }
        return (key, text, literal)
    }

    /// The identifier at `offset` when a dot comes right before it.
    static func memberName(at offset: Int, in lines: TextLines) -> (text: String, range: Range<Int>)? {
        let bytes = lines.bytes
        let bounds = lines.lineBounds(containing: offset)
        func isIdentifier(_ byte: UInt8) -> Bool {
            LSPDiagnostics.isNameByte(byte) && byte != UInt8(ascii: ".") && byte != UInt8(ascii: "-")
                && byte != UInt8(ascii: "+")
        }
        var start = min(offset, bounds.upperBound)
        while start > bounds.lowerBound, isIdentifier(bytes[start - 1]) { start -= 1 }
        var end = min(offset, bounds.upperBound)
        while end < bounds.upperBound, isIdentifier(bytes[end]) { end += 1 }
        guard start < end, start > bounds.lowerBound, bytes[start - 1] == UInt8(ascii: ".") else { return nil }
        return (String(decoding: bytes[start..<end], as: UTF8.self), start..<end)
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
