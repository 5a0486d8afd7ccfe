import HigTypeKit

/// Go to definition, find references and document symbols in token files, across the files of
/// the document's composition (`TokenIndex`).
extension LanguageServer {
    /// The index of the files the document's last check read; nil for a file that is no token file.
    func index(for document: OpenDocument) -> TokenIndex? {
        guard document.kind != .swift, document.kind != .css, let outcome = outcomes[document.uri] else { return nil }
        return TokenIndex(files: outcome.files, sources: outcome.sources)
    }

    /// On an alias, a `$ref` or a key: where the composition writes that group or token, in
    /// composition order (a later file's amends an earlier one's).
    func definition(_ document: OpenDocument, at position: LSPPosition) -> JSONOutput {
        guard let index = index(for: document) else { return .null }
        let offset = TextLines(document.text).offset(of: position)
        guard let name = index.name(at: offset, in: document.path)?.name else { return .null }
        return .array(index.definitions(of: name).map { location($0.file, $0.keyRange, index: index, from: document) })
    }

    /// Every alias and `$ref` that names the group or token at the position, and with
    /// `includeDeclaration` the places it is written too.
    func references(_ document: OpenDocument, at position: LSPPosition, declarations: Bool) -> JSONOutput {
        guard let index = index(for: document) else { return .null }
        let offset = TextLines(document.text).offset(of: position)
        guard let name = index.name(at: offset, in: document.path)?.name else { return .null }
        var found = index.references(to: name).map { ($0.file, $0.range) }
        if declarations { found = index.definitions(of: name).map { ($0.file, $0.keyRange) } + found }
        return .array(found.map { location($0.0, $0.1, index: index, from: document) })
    }

    /// The document's groups and tokens as a tree, each from its key to the end of its value.
    func documentSymbols(_ document: OpenDocument) -> JSONOutput {
        guard let index = index(for: document), let tree = index.trees[document.path] else { return .array([]) }
        let lines = TextLines(document.text)
        func symbol(_ definition: TokenIndex.Definition) -> JSONOutput {
            let key = definition.keyRange
            // The name without its quotes.
            let selection = (key.lowerBound + 1)..<max(key.lowerBound + 1, key.upperBound - 1)
            var members: [(String, JSONOutput)] = [
                ("name", .string(definition.key)),
                ("detail", .string(definition.isToken ? definition.type ?? "token" : "group")),
                ("kind", .number(definition.isToken ? 14 : 3)),
                ("range", lines.range(definition.extent).json),
                ("selectionRange", lines.range(selection).json),
            ]
            if !definition.isToken { members.append(("children", .array(definition.children.map(symbol)))) }
            return .object(members)
        }
        return .array(tree.map(symbol))
    }

    /// An LSP location in any file of the index: the editor's URI when it has the file open.
    func location(_ file: String, _ range: Range<Int>, index: TokenIndex, from document: OpenDocument) -> JSONOutput {
        let lines = TextLines(index.sources[file] ?? [])
        return .object([("uri", .string(uri(of: file, from: document))), ("range", lines.range(range).json)])
    }

    func uri(of file: String, from document: OpenDocument) -> String {
        if file == document.path { return document.uri }
        if let open = documents.values.first(where: { $0.path == file && $0.isFile }) { return open.uri }
        return DocumentURI.uri(of: file)
    }
}

extension TextLines {
    /// The LSP range of a byte range.
    func range(_ range: Range<Int>) -> LSPRange {
        LSPRange(start: position(atOffset: range.lowerBound), end: position(atOffset: range.upperBound))
    }
}
