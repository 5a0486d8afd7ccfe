import HigTypeKit

/// The tokens, groups and references of the token files one check read, by byte ranges in each
/// file: what go to definition, find references, document symbols, token hover and alias
/// completion answer from. Built from the files' text as the check had it (the editor's text for
/// open files), parsed again here, since the compiler keeps positions of keys and values' starts
/// only. A file that does not parse contributes nothing; a resolver document, its `$ref`s.
struct TokenIndex: Sendable {
    /// A group or token as one file writes it.
    struct Definition: Sendable {
        /// The path joined with dots, as aliases name it.
        var name: String
        var key: String
        var file: String
        /// The key's string literal, quotes included.
        var keyRange: Range<Int>
        /// From the key to the end of its value.
        var extent: Range<Int>
        var isToken: Bool
        /// `$type`, its own or the nearest group's in this file.
        var type: String?
        /// A token's `$value`, or its `{"$ref": …}` written in place of one.
        var value: JSONNode?
        var children: [Definition] = []
    }

    /// An alias string (`"{group.token}"`), a `$ref` pointer string or a group's `$extends`.
    struct Reference: Sendable {
        var target: String
        var file: String
        /// The string literal, quotes included.
        var range: Range<Int>
    }

    /// A `$ref` in a resolver document: to a token file (`base.tokens.json`), a node in one
    /// (`base.tokens.json#/type/body`), or a node of the document itself (`#/sets/base`).
    struct PointerReference: Sendable {
        /// Where it is written, and its string literal, quotes included.
        var file: String
        var range: Range<Int>
        /// The file it names, absolute and standardized (not yet checked to be inside the tree).
        var targetFile: String
        /// The pointer into that file; empty for the whole file.
        var segments: [String]
    }

    /// The files in the order the check read them, which is composition order for manifests.
    private(set) var files: [String] = []
    private(set) var sources: [String: [UInt8]] = [:]
    /// Each file's top-level groups and tokens, with their members.
    private(set) var trees: [String: [Definition]] = [:]
    /// Every definition, in file order and each file's document order.
    private(set) var definitions: [Definition] = []
    private(set) var references: [Reference] = []
    private(set) var pointerReferences: [PointerReference] = []
    /// By name: the definitions' indices in `definitions`, and the last token's (the one the
    /// composition has); the references' indices in `references` by target. Built once, so that
    /// a question about a name, or each hop of a chain, is a lookup and not a walk of the files.
    private var definitionsByName: [String: [Int]] = [:]
    private var tokenByName: [String: Int] = [:]
    private var referencesByTarget: [String: [Int]] = [:]

    init(files: [String], sources: [String: [UInt8]]) {
        defer {
            for (i, definition) in definitions.enumerated() {
                definitionsByName[definition.name, default: []].append(i)
                if definition.isToken { tokenByName[definition.name] = i }
            }
            for (i, reference) in references.enumerated() {
                referencesByTarget[reference.target, default: []].append(i)
            }
        }
        for file in files {
            guard let bytes = sources[file], !self.sources.keys.contains(file) else { continue }
            self.files.append(file)
            self.sources[file] = bytes
            let parsed = TokenFileSyntax.parse(bytes, file: file, reportDuplicateKeys: false)
            guard let root = parsed.root, case .object(let object) = root.value else { continue }
            guard object["resolutionOrder"] == nil else {
                collectPointers(in: root, file: file, bytes: bytes)
                continue
            }
            var tree: [Definition] = []
            walk(object, path: [], type: object["$type"]?.string, file: file, bytes: bytes, into: &tree)
            trees[file] = tree
        }
    }

    /// Reads one group's members: groups and tokens, and the references inside them.
    private mutating func walk(
        _ object: JSONObject, path: [String], type: String?, file: String, bytes: [UInt8], into tree: inout [Definition]
    ) {
        if let extends = object["$extends"], let target = extends.string.flatMap(Self.aliasTarget) {
            references.append(Reference(target: target, file: file, range: Self.literal(extends, bytes)))
        }
        for member in object.members where !member.key.hasPrefix("$") {
            guard case .object(let child) = member.value.value else { continue }
            let path = path + [member.key]
            let keyStart = member.keyLocation.offset
            let keyEnd = JSONExtent.end(ofValueAt: keyStart, in: bytes) ?? keyStart
            let end = JSONExtent.end(ofValueAt: member.value.location.offset, in: bytes) ?? keyEnd
            // A token written with `$ref` in place of `$value` stands for that `{"$ref": …}`.
            let value =
                child["$value"]
                ?? child.member("$ref").map { JSONNode(.object(JSONObject([$0])), at: $0.value.location) }
            var definition = Definition(
                name: path.joined(separator: "."), key: member.key, file: file, keyRange: keyStart..<keyEnd,
                extent: keyStart..<max(end, keyEnd), isToken: value != nil, type: child["$type"]?.string ?? type,
                value: value)
            definitions.append(definition)
            let index = definitions.count - 1
            if let value {
                collectReferences(in: value, file: file, bytes: bytes)
            } else {
                walk(child, path: path, type: definition.type, file: file, bytes: bytes, into: &definition.children)
                definitions[index].children = definition.children
            }
            tree.append(definition)
        }
    }

    /// The alias strings and `$ref` pointers anywhere inside a token's value.
    private mutating func collectReferences(in node: JSONNode, file: String, bytes: [UInt8]) {
        switch node.value {
        case .string(let text):
            if let target = Self.aliasTarget(text) {
                references.append(Reference(target: target, file: file, range: Self.literal(node, bytes)))
            }
        case .object(let object):
            for member in object.members {
                if member.key == "$ref", let pointer = member.value.string {
                    if let target = Self.pointerTarget(pointer) {
                        references.append(
                            Reference(target: target, file: file, range: Self.literal(member.value, bytes)))
                    }
                } else {
                    collectReferences(in: member.value, file: file, bytes: bytes)
                }
            }
        case .array(let items):
            for item in items { collectReferences(in: item, file: file, bytes: bytes) }
        default:
            break
        }
    }

    /// Every `$ref` string of a resolver document, wherever it is.
    private mutating func collectPointers(in node: JSONNode, file: String, bytes: [UInt8]) {
        switch node.value {
        case .object(let object):
            for member in object.members {
                if member.key == "$ref", let text = member.value.string,
                    let (targetFile, segments) = Self.resolverTarget(text, from: file)
                {
                    pointerReferences.append(
                        PointerReference(
                            file: file, range: Self.literal(member.value, bytes), targetFile: targetFile,
                            segments: segments))
                } else {
                    collectPointers(in: member.value, file: file, bytes: bytes)
                }
            }
        case .array(let items):
            for item in items { collectPointers(in: item, file: file, bytes: bytes) }
        default:
            break
        }
    }

    /// The file and pointer a resolver document's `$ref` names, as the resolver reads it: a path
    /// relative to the document's folder, then an optional `#/…` pointer. Nil for a URL or a
    /// pointer that is not one.
    static func resolverTarget(_ text: String, from file: String) -> (file: String, segments: [String])? {
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = PercentDecoding.decoded(parts[0]) ?? parts[0]
        var segments: [String] = []
        if parts.count == 2, !parts[1].isEmpty {
            guard let pointer = JSONPointer.segments("#" + parts[1]) else { return nil }
            segments = pointer
        }
        if path.isEmpty { return parts.count == 2 ? (file, segments) : nil }
        guard !path.contains("://"), !path.hasPrefix("file:") else { return nil }
        let folder = PathText.folder(of: file)
        return (DocumentURI.standardized(path.hasPrefix("/") ? path : folder + "/" + path), segments)
    }

    /// The name an alias string names: `{a.b}` is `a.b`.
    static func aliasTarget(_ text: String) -> String? {
        guard let name = AliasSyntax.target(of: text), !name.isEmpty else { return nil }
        return name
    }

    /// The token or group a same-document `$ref` names: `#/a/b` and `#/a/b/$value/fontWeight`
    /// are `a.b`.
    static func pointerTarget(_ pointer: String) -> String? {
        guard let segments = JSONPointer.segments(pointer) else { return nil }
        let path = segments.prefix { !$0.hasPrefix("$") }
        return path.isEmpty ? nil : path.joined(separator: ".")
    }

    private static func literal(_ node: JSONNode, _ bytes: [UInt8]) -> Range<Int> {
        let start = node.location.offset
        return start..<(JSONExtent.end(ofValueAt: start, in: bytes) ?? start)
    }

    // MARK: Questions

    /// Every place `name` is written as a group or token, in composition order.
    func definitions(of name: String) -> [Definition] { (definitionsByName[name] ?? []).map { definitions[$0] } }

    /// The token `name` as the composition has it: the last file's that writes it.
    func token(_ name: String) -> Definition? { tokenByName[name].map { definitions[$0] } }

    func references(to name: String) -> [Reference] { (referencesByTarget[name] ?? []).map { references[$0] } }

    /// The names of every token, each once, in composition order.
    var tokenNames: [String] {
        var seen: Set<String> = []
        return definitions.filter { $0.isToken && seen.insert($0.name).inserted }.map(\.name)
    }

    /// What is written at `offset` of `file`: a reference, or a definition's key, by the name it stands for.
    func name(at offset: Int, in file: String) -> (name: String, range: Range<Int>)? {
        if let reference = references.first(where: { $0.file == file && $0.range.contains(offset) }) {
            return (reference.target, reference.range)
        }
        if let definition = definitions.first(where: { $0.file == file && $0.keyRange.contains(offset) }) {
            return (definition.name, definition.keyRange)
        }
        return nil
    }

    /// The resolver `$ref` written at `offset` of `file`.
    func pointerReference(at offset: Int, in file: String) -> PointerReference? {
        pointerReferences.first { $0.file == file && $0.range.contains(offset) }
    }

    /// The resolver `$ref`s that name the node at `segments` of `file`.
    func pointerReferences(to file: String, _ segments: [String]) -> [PointerReference] {
        pointerReferences.filter { $0.targetFile == file && $0.segments == segments }
    }

    /// The pointer of the object key written at `offset` (its string literal), in any JSON text.
    static func keyPath(at offset: Int, in bytes: [UInt8]) -> [String]? {
        guard var node = JSONParser.parse(bytes, file: "", reportDuplicateKeys: false).root else { return nil }
        var path: [String] = []
        descent: while true {
            switch node.value {
            case .object(let object):
                for member in object.members {
                    let start = member.keyLocation.offset
                    if offset >= start, offset < (JSONExtent.end(ofValueAt: start, in: bytes) ?? start) {
                        return path + [member.key]
                    }
                    let valueStart = member.value.location.offset
                    if offset >= valueStart, offset < (JSONExtent.end(ofValueAt: valueStart, in: bytes) ?? valueStart) {
                        path.append(member.key)
                        node = member.value
                        continue descent
                    }
                }
                return nil
            case .array(let items):
                for (i, item) in items.enumerated() {
                    let start = item.location.offset
                    if offset >= start, offset < (JSONExtent.end(ofValueAt: start, in: bytes) ?? start) {
                        path.append(String(i))
                        node = item
                        continue descent
                    }
                }
                return nil
            default:
                return nil
            }
        }
    }

    /// Where the node at `segments` is written: its key's string literal (for an item of an
    /// array, or the root, the value itself). Nil when the pointer leads nowhere.
    static func range(of segments: [String], in bytes: [UInt8]) -> Range<Int>? {
        guard var node = JSONParser.parse(bytes, file: "", reportDuplicateKeys: false).root else { return nil }
        var start = node.location.offset
        for segment in segments {
            switch node.value {
            case .object(let object):
                guard let member = object.member(segment) else { return nil }
                start = member.keyLocation.offset
                node = member.value
            case .array(let items):
                guard let i = Int(segment), String(i) == segment, items.indices.contains(i) else { return nil }
                node = items[i]
                start = node.location.offset
            default:
                return nil
            }
        }
        return start..<(JSONExtent.end(ofValueAt: start, in: bytes) ?? start)
    }

    /// One hop of an alias chain: the token reached, and where the composition writes it.
    struct Hop: Equatable, Sendable {
        var name: String
        var file: String
        var keyStart: Int
    }

    /// The tokens `node` (written in `file`) leads through when it is an alias or a `$ref`, each
    /// hop where the composition writes the token, and the literal it ends at with its file (nil
    /// at a missing token or a cycle).
    func chain(from node: JSONNode, in file: String) -> (hops: [Hop], end: JSONNode?, file: String) {
        var hops: [Hop] = []
        var seen: Set<String> = []
        var node = node
        var file = file
        while let (hop, next) = step(from: node) {
            guard let hop, seen.insert(hop.name).inserted else { return (hops, nil, file) }
            hops.append(hop)
            file = hop.file
            guard let next else { return (hops, nil, file) }
            node = next
        }
        return (hops, node, file)
    }

    /// One hop from `node`: nil when it is no alias nor `$ref` (the chain ends at it); else the
    /// token it names (nil when there is none) and the node that token leads on to (nil when the
    /// token has no value or the pointer's part of it is missing).
    private func step(from node: JSONNode) -> (hop: Hop?, next: JSONNode?)? {
        guard let target = Self.target(of: node) else { return nil }
        LSPWork.step()
        // A `$ref` into a part of a value (`#/a/b/$value/fontWeight`) ends at that part.
        var part: [String] = []
        if case .object(let object) = node.value, let pointer = object["$ref"]?.string,
            let segments = JSONPointer.segments(pointer), let at = segments.firstIndex(of: "$value")
        {
            part = Array(segments[(at + 1)...])
        }
        guard let definition = token(target), let value = definition.value else { return (nil, nil) }
        let hop = Hop(name: target, file: definition.file, keyStart: definition.keyRange.lowerBound)
        return (hop, part.isEmpty ? value : JSONPointer.resolve(part, in: value))
    }

    /// Where a node is written, which names it among every node of the index's files (with
    /// whether it is an object: a token written with `$ref` stands for an object made at its
    /// pointer string's place).
    struct NodeKey: Hashable {
        var file: String
        var offset: Int
        var isObject: Bool

        init(_ node: JSONNode, in file: String) {
            self.file = file
            offset = node.location.offset
            if case .object = node.value { isObject = true } else { isObject = false }
        }
    }

    /// The literal the chain from `node` ends at, with its file (nil at a missing token or a
    /// cycle), as `chain` finds it, with every node passed on the way remembered in `ends`: over
    /// many tokens, each node of the composition is followed once, however the chains share.
    func chainEnd(
        from node: JSONNode, in file: String, ends: inout [NodeKey: (end: JSONNode, file: String)?]
    ) -> (end: JSONNode, file: String)? {
        var path: [NodeKey] = []
        var onPath: Set<NodeKey> = []
        var node = node
        var file = file
        var result: (end: JSONNode, file: String)?
        while true {
            let key = NodeKey(node, in: file)
            if let known = ends[key] {
                result = known
                break
            }
            // Back on the path: a cycle, which ends nowhere.
            guard onPath.insert(key).inserted else { break }
            path.append(key)
            guard let (hop, next) = step(from: node) else {
                result = (node, file)
                break
            }
            guard let hop, let next else { break }
            node = next
            file = hop.file
        }
        for key in path { ends[key] = .some(result) }
        return result
    }

    /// The token an alias string or a `{"$ref": …}` object names.
    static func target(of node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): aliasTarget(text)
        case .object(let object) where object.members.count == 1:
            object["$ref"]?.string.flatMap(pointerTarget)
        default: nil
        }
    }

    /// The JSON text of a value as written, on one line, shortened to fit a hover or a menu.
    func text(of node: JSONNode, in file: String) -> String {
        guard let bytes = sources[file],
            let end = JSONExtent.end(ofValueAt: node.location.offset, in: bytes)
        else { return "…" }
        var text = ""
        var space = false
        for character in String(decoding: bytes[node.location.offset..<end], as: UTF8.self) {
            if character == " " || character == "\n" || character == "\t" || character == "\r" {
                space = true
                continue
            }
            if space, !text.isEmpty, !"}]".contains(character), !"{[".contains(text.last ?? " ") { text += " " }
            space = false
            text.append(character)
        }
        return text.count > 80 ? String(text.prefix(79)) + "…" : text
    }
}
