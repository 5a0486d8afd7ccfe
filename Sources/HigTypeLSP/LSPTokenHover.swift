import HigTypeKit

/// Hover on a token's key, an alias or a `$ref` in a token file: the token's resolved values on
/// each platform (a typography token's at the default size category and the largest), else its
/// value; its alias chain, each hop with the file and line that write it; and, for a composite
/// value, each field's chain.
extension LanguageServer {
    func tokenHover(_ document: OpenDocument, offset: Int, lines: TextLines) -> JSONOutput? {
        guard let index = index(for: document), let (name, range) = index.name(at: offset, in: document.path),
            let token = index.token(name), let value = token.value
        else { return nil }
        let outcome = outcomes[document.uri]
        // Every name, type, value and path is file text: each goes in as a code span.
        let code = LSPMarkdown.code
        var text = "**\(code(name))**" + (token.type.map { " (\(code($0)))" } ?? "") + "\n"
        let chain = index.chain(from: value, in: token.file)
        if let resolved = outcome?.typography.first(where: { $0.name == name }) {
            text += "\n" + LSPTokenHover.table(resolved)
        } else if let end = chain.end {
            text += "\nValue: \(code(index.text(of: end, in: chain.file)))\n"
        }
        var tables = LineTables()
        if !chain.hops.isEmpty {
            let first = TokenIndex.Hop(name: name, file: token.file, keyStart: token.keyRange.lowerBound)
            text += "\nAlias chain: " + hops([first] + chain.hops, end: chain, index: index, tables: &tables) + "\n"
        }
        if let end = chain.end, case .object(let object) = end.value {
            let fields = object.members.filter { TokenIndex.target(of: $0.value) != nil }
            if !fields.isEmpty { text += "\n" }
            for field in fields {
                let fieldChain = index.chain(from: field.value, in: chain.file)
                text +=
                    "- \(code(field.key)): "
                    + hops(fieldChain.hops, end: fieldChain, index: index, tables: &tables) + "\n"
            }
        }
        return LSPHover.result(text, range: lines.range(range))
    }

    /// "`a.b` (`tokens/a.tokens.json:3`) → `c.d` (…) → `"bold"`"; a chain that breaks ends in "?".
    private func hops(
        _ hops: [TokenIndex.Hop], end: (hops: [TokenIndex.Hop], end: JSONNode?, file: String), index: TokenIndex,
        tables: inout LineTables
    ) -> String {
        var parts = hops.map { hop in
            let line = tables.lines(hop.file, index.sources[hop.file] ?? []).position(atOffset: hop.keyStart).line + 1
            return "\(LSPMarkdown.code(hop.name)) (\(LSPMarkdown.code("\(shownPath(hop.file)):\(line)")))"
        }
        parts.append(end.end.map { LSPMarkdown.code(index.text(of: $0, in: end.file)) } ?? "?")
        return parts.joined(separator: " → ")
    }

    /// A path as the hover shows it: relative to the workspace root when it is inside it.
    func shownPath(_ file: String) -> String {
        guard let root = checker.root.map(DocumentURI.standardized), file.hasPrefix(root + "/") else { return file }
        return String(file.dropFirst(root.count + 1))
    }
}

enum LSPTokenHover {
    /// Each platform's style and values at its default size category and its largest.
    static func table(_ token: ResolvedToken) -> String {
        var text = "| Platform | Style | Category | Size | Leading | Weight |\n|---|---|---|--:|--:|---|\n"
        for values in token.platforms {
            var categories = [values.defaultCategory]
            if let largest = values.categories.last?.category, largest != values.defaultCategory {
                categories.append(largest)
            }
            for category in categories {
                guard let style = values[category] else { continue }
                let mark = category == values.defaultCategory ? " (default)" : ""
                text +=
                    "| \(values.platform.displayName) | \(values.textStyle.displayName) | "
                    + "\(category.displayName)\(mark) | \(NumberText.format(style.fontSize)) | "
                    + "\(NumberText.format(style.lineHeight)) | \(style.fontWeight.apple.displayName) |\n"
            }
        }
        for platform in token.unsupportedPlatforms {
            text += "\nNo values on \(platform.displayName): its HIG has no such style.\n"
        }
        return text
    }
}
