import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// "Adopt this token to its nearest style": on a typography token that `higtype adopt` would
/// change (one without a text style, or with values DTCG lacks), the decision `adopt` makes for
/// it, as an edit of the source in place of an adapter: the values converted to DTCG where they
/// are written, and `$extensions["dev.higtype"].textStyle` added to the token. A style is a
/// choice, not a fix, so the action is a `refactor.rewrite`, never preferred.
extension LanguageServer {
    static let adoptKind = "refactor.rewrite"

    func adoptAction(_ document: OpenDocument, outcome: Checker.Outcome, range: LSPRange) -> JSONOutput? {
        guard let index = index(for: document) else { return nil }
        let lines = lines(of: document)
        let start = lines.offset(of: range.start)
        // The innermost typography token around the range's start that has a diagnostic: a
        // token adopt leaves alone has none, and adopting compiles the composition several times.
        guard
            let token = index.definitions.last(where: {
                $0.file == document.path && $0.isToken && $0.type == "typography" && $0.extent.contains(start)
            }),
            outcome.diagnostics.contains(where: {
                $0.location?.file == document.path && token.extent.contains($0.location?.offset ?? -1)
            })
        else { return nil }
        guard let decision = adoptDecision(for: token.name, document: document, outcome: outcome),
            let changes = adoptEdits(decision, token: token, document: document, outcome: outcome)
        else { return nil }
        return .object([
            ("title", .string(Self.adoptTitle(decision))),
            ("kind", .string(Self.adoptKind)),
            ("isPreferred", .bool(false)),
            ("edit", .object([("changes", .object(changes))])),
        ])
    }

    /// "Adopt Subheadline, the nearest text style, and write 2 values as DTCG (higtype adopt)";
    /// "Adopt Title 1, the nearest text style every target has (higtype adopt)" when a nearer one
    /// is not on every platform the token is for.
    static func adoptTitle(_ decision: AdoptDecision) -> String {
        var parts: [String] = []
        if let style = decision.style {
            let shared = style.nearest.passedOver.isEmpty ? "" : " every target has"
            parts.append("Adopt \(style.nearest.style.displayName), the nearest text style\(shared)")
        }
        let count = decision.conversions.count
        if count > 0 {
            parts.append(
                (parts.isEmpty ? "Write " : "write ") + (count == 1 ? "1 value" : "\(count) values") + " as DTCG")
        }
        return parts.joined(separator: ", and ") + " (higtype adopt)"
    }

    /// What `adopt` decides for the token, over the composition as the last check read it (the
    /// editor's text for open files); nothing is written.
    func adoptDecision(for name: String, document: OpenDocument, outcome: Checker.Outcome) -> AdoptDecision? {
        let files = outcome.files.compactMap { path in
            outcome.sources[path].map { Compiler.SourceFile(path: path, bytes: $0) }
        }
        guard !files.isEmpty else { return nil }
        let folder = PathText.folder(of: document.path)
        // The adapter's path only names adopt's own diagnostics: no file is written there.
        var request = Adopter.Request(
            sources: files.map(\.path), out: (folder.isEmpty ? "" : folder + "/") + ".higtype-lsp-adopt.tokens.json")
        request.sourceFiles = files
        request.currentDirectory = folder.isEmpty ? "/" : folder
        // One token edited in place: its own style and conversions, not new composites or
        // conforming values, which the action's edit would not carry.
        request.compose = false
        request.conform = false
        if outcome.config != nil, document.isFile, let config = checker.findConfig(for: document.path)?.config {
            request.input = config.contexts
        }
        return Adopter.adopt(request).decisions.first { $0.name == name }
    }

    /// The decision's edits by document URI: each conversion where its file writes it, and the
    /// text style added to the token's object (into its `$extensions` and `dev.higtype` when it
    /// has them). Nil when there is nothing to edit.
    func adoptEdits(
        _ decision: AdoptDecision, token: TokenIndex.Definition, document: OpenDocument, outcome: Checker.Outcome
    ) -> [(String, JSONOutput)]? {
        var byFile: [(file: String, edits: [(Range<Int>, String)])] = []
        func add(_ file: String, _ range: Range<Int>, _ text: String) {
            if let i = byFile.firstIndex(where: { $0.file == file }) {
                byFile[i].edits.append((range, text))
            } else {
                byFile.append((file, [(range, text)]))
            }
        }
        for conversion in decision.conversions {
            let file = conversion.location.file
            guard let bytes = file == document.path ? document.text : outcome.sources[file],
                let end = JSONExtent.end(ofValueAt: conversion.location.offset, in: bytes)
            else { continue }
            add(file, conversion.location.offset..<end, conversion.replacement)
        }
        if let style = decision.style,
            let insertion = Self.styleInsertion(style.nearest.style.rawValue, token: token, in: document.text)
        {
            add(document.path, insertion.at..<insertion.at, insertion.text)
        }
        guard !byFile.isEmpty else { return nil }
        return byFile.map { entry in
            let lines = TextLines(entry.file == document.path ? document.text : outcome.sources[entry.file] ?? [])
            let edits: [JSONOutput] = entry.edits.sorted { $0.0.lowerBound < $1.0.lowerBound }.map {
                .object([("range", lines.range($0.0).json), ("newText", .string($0.1))])
            }
            return (uri(of: entry.file, from: document), .array(edits))
        }
    }

    /// Where and what to insert so the token's object names `style` under
    /// `$extensions["dev.higtype"].textStyle`: into the innermost of those objects it already has.
    static func styleInsertion(_ style: String, token: TokenIndex.Definition, in bytes: [UInt8]) -> (
        at: Int, text: String
    )? {
        guard let root = JSONParser.parse(bytes, file: token.file, reportDuplicateKeys: false).root else { return nil }
        var node = root
        for key in token.name.split(separator: ".", omittingEmptySubsequences: false) {
            guard case .object(let object) = node.value, let child = object[String(key)] else { return nil }
            node = child
        }
        var member = #""textStyle": \#(JSONOutput.quote(style))"#
        var nesting = [#""$extensions": {"#, #""dev.higtype": {"#]
        for key in ["$extensions", "dev.higtype"] {
            guard case .object(let object) = node.value, let child = object[key], case .object = child.value else {
                break
            }
            node = child
            nesting.removeFirst()
        }
        for open in nesting.reversed() { member = open + member + "}" }
        guard case .object(let object) = node.value,
            let end = JSONExtent.end(ofValueAt: node.location.offset, in: bytes)
        else { return nil }
        let close = end - 1
        guard !object.members.isEmpty else { return (close, member) }
        // After the last member, on a line of its own when the members are one a line.
        var last = close - 1
        while last > node.location.offset, [9, 10, 13, 32].contains(bytes[last]) { last -= 1 }
        guard bytes[(last + 1)..<close].contains(10) else { return (last + 1, ", " + member) }
        let lineStart = (bytes[..<last].lastIndex(of: 10) ?? -1) + 1
        let indent = bytes[lineStart...].prefix { $0 == 32 || $0 == 9 }
        return (last + 1, ",\n" + String(decoding: indent, as: UTF8.self) + member)
    }
}
