import HigTypeKit

/// Go to definition, find references and document symbols in token files, across the files of
/// the document's composition (`TokenIndex`).
extension LanguageServer {
    /// The index of the files the document's last check read; nil for a file that is no token file.
    func index(for document: OpenDocument) -> TokenIndex? {
        guard document.kind != .swift, document.kind != .css, let outcome = outcomes[document.uri] else { return nil }
        return outcome.index ?? TokenIndex(files: outcome.files, sources: outcome.sources)
    }

    /// Indexes the token file a request names once per check: hover, completion, definition,
    /// references, symbols and the adopt action then read one index instead of parsing every
    /// file of the composition again for each request.
    mutating func keepIndex(_ uri: String) {
        guard let document = documents[uri], outcomes[uri]?.index == nil,
            let index = index(for: document)
        else { return }
        outcomes[uri]?.index = index
    }

    /// On an alias, a `$ref` or a key: where the composition writes that group or token, in
    /// composition order (a later file's amends an earlier one's). On a resolver document's
    /// `$ref`: the file it names, or the node its pointer names in that file or the document.
    func definition(_ document: OpenDocument, at position: LSPPosition) -> JSONOutput {
        guard let index = index(for: document) else { return .null }
        let lines = lines(of: document)
        let offset = lines.offset(of: position)
        if let name = index.name(at: offset, in: document.path)?.name {
            var tables = LineTables()
            return .array(
                index.definitions(of: name).map {
                    location($0.file, $0.keyRange, index: index, from: document, tables: &tables)
                })
        }
        guard let reference = index.pointerReference(at: offset, in: document.path) else { return .null }
        guard let target = target(reference.targetFile, reference.segments, index: index, from: document) else {
            return .array([])
        }
        return .array([target])
    }

    /// Every alias and `$ref` that names the group or token at the position (on a key, or on a
    /// reference), resolver documents' `$ref`s to it included, and with `includeDeclaration`
    /// the places it is written too.
    func references(_ document: OpenDocument, at position: LSPPosition, declarations: Bool) -> JSONOutput {
        guard let index = index(for: document) else { return .null }
        let lines = lines(of: document)
        let offset = lines.offset(of: position)
        var found: [(String, Range<Int>)] = []
        var pointed: (file: String, segments: [String])?
        if let reference = index.pointerReference(at: offset, in: document.path) {
            pointed = (reference.targetFile, reference.segments)
        } else if let path = TokenIndex.keyPath(at: offset, in: document.text) {
            pointed = (document.path, path)
        }
        if let name = index.name(at: offset, in: document.path)?.name {
            if declarations { found += index.definitions(of: name).map { ($0.file, $0.keyRange) } }
            found += index.references(to: name).map { ($0.file, $0.range) }
        } else if declarations, let pointed, !pointed.segments.isEmpty,
            let bytes = bytes(of: pointed.file, index: index, from: document),
            let range = TokenIndex.range(of: pointed.segments, in: bytes)
        {
            found.append((pointed.file, range))
        }
        if let pointed, !pointed.segments.isEmpty {
            found += index.pointerReferences(to: pointed.file, pointed.segments).map { ($0.file, $0.range) }
        }
        guard !found.isEmpty else { return .null }
        var tables = LineTables()
        return .array(found.map { location($0.0, $0.1, index: index, from: document, tables: &tables) })
    }

    /// The location a resolver `$ref` leads to: the start of the file it names, or the key of the
    /// node its pointer names. Nil for a file outside the workspace or the project tree, which
    /// is never read nor handed to the editor to open, and for a pointer that leads nowhere.
    func target(_ file: String, _ segments: [String], index: TokenIndex, from document: OpenDocument) -> JSONOutput? {
        guard let bytes = bytes(of: file, index: index, from: document) else { return nil }
        let range = segments.isEmpty ? 0..<0 : TokenIndex.range(of: segments, in: bytes)
        guard let range else { return nil }
        let lines = TextLines(bytes)
        return .object([("uri", .string(uri(of: file, from: document))), ("range", lines.range(range).json)])
    }

    /// The text of `file`: the editor's, the last check's, else the disk's, read only when the
    /// file is inside both the workspace and the project tree of the document that names it
    /// (after symlinks, as the compiler checks a resolver's files).
    func bytes(of file: String, index: TokenIndex, from document: OpenDocument) -> [UInt8]? {
        if file == document.path { return document.text }
        let tree = ProjectTree.enclosing(document.path)
        guard mayRead(file, in: tree) else { return nil }
        if let open = documents.values.first(where: { $0.isFile && $0.path == file }) { return open.text }
        if let bytes = index.sources[file] { return bytes }
        guard case .inside(let resolved) = tree.place(file),
            case .success(let bytes) = InputFile.read(resolved, limit: Self.maxReadBytes)
        else { return nil }
        return bytes
    }

    /// The most a navigation reads of a file no check read: the parser's own limit.
    static let maxReadBytes = JSONParser.Limits().maxBytes

    /// Whether a file a document names lies inside the document's project tree (`tree`, its
    /// repository, as `build` reads a resolver's files) and inside the workspace root, if any.
    func mayRead(_ file: String, in tree: ProjectTree) -> Bool {
        guard tree.contains(file) else { return false }
        guard let root = checker.root else { return true }
        return ProjectTree(roots: [root]).contains(file)
    }

    /// The document's groups and tokens as a tree, each from its key to the end of its value.
    func documentSymbols(_ document: OpenDocument) -> JSONOutput {
        guard let index = index(for: document), let tree = index.trees[document.path] else { return .array([]) }
        let lines = lines(of: document)
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
    func location(
        _ file: String, _ range: Range<Int>, index: TokenIndex, from document: OpenDocument, tables: inout LineTables
    ) -> JSONOutput {
        let lines = tables.lines(file, index.sources[file] ?? [])
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
