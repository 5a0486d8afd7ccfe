import HigTypeCore

/// The `order` stage, the module's "Ordering": for one selection, the token sources of every
/// entry of `resolutionOrder` in array order — a set's sources, a modifier's chosen context —
/// with references expanded in place, then read and parsed. The compose stage merges them as it
/// merges several manifests: a later token replaces an earlier one. Aliases are resolved only
/// after that, on the merged tree, as the module requires.
enum ResolverOrdering {
    /// The most token sources one selection may expand to, and the most expansion steps, so
    /// sets that multiply each other (each listing the next twice) fail fast instead of exhausting memory.
    static let maxSources = 10_000
    static let maxSteps = 1_000_000
    /// The most JSON values one selection may merge, as a multiple of the values its distinct
    /// sources hold (or `minMergedValues`, when that is more): a set that lists the same large
    /// file over and over, alternating with another, makes the compose stage merge it again each
    /// time, and a 5 KB document took seconds per permutation (issue 24, item 13). A source repeated
    /// back to back is merged once, since merging it again changes nothing.
    static let mergesPerValue = 16
    static let minMergedValues = 100_000

    struct Output {
        /// The token documents, in merge order, each node at its real position.
        var documents: [JSONNode] = []
        /// The files read, each once, in the order first read.
        var files: [Compiler.SourceFile] = []
        var diagnostics: [Diagnostic] = []
    }

    /// A source after expansion: tokens already in hand, or a file still to read.
    private enum Leaf {
        case tokens(JSONNode)
        case file(path: String, fragment: [String]?, overrides: [[JSONObject.Member]], at: SourceLocation)
    }

    static func documents(
        _ document: ResolverDocument, selection: ResolverSelection, references: ResolverReferences,
        store: inout SourceStore
    ) -> Output {
        var output = Output()
        guard
            let leaves = expand(
                document, selection: selection, references: references, diagnostics: &output.diagnostics)
        else { return output }
        var read: Set<String> = []
        // Each document's identity: the same identity, the same document.
        var pointers: [[String]] = []
        for (leaf, pointer) in leaves {
            switch leaf {
            case .tokens(let node):
                output.documents.append(node)
                pointers.append(pointer)
            case .file(let path, let fragment, let overrides, let location):
                let file = ResolverPointers.file(path, relativeTo: document.path)
                switch store.load(file) {
                case .failure(let failure):
                    output.diagnostics.append(
                        readFailure(failure, reference: path, file: file, tree: store.tree, at: location))
                case .success(let entry):
                    if read.insert(file).inserted {
                        output.files.append(entry.file)
                        output.diagnostics += entry.parsed.diagnostics
                    }
                    guard let root = entry.parsed.root else { continue }
                    if let node = tokens(
                        in: root, file: file, fragment: fragment, reference: path, at: location,
                        into: &output.diagnostics)
                    {
                        output.documents.append(ResolverReferences.overlay(overrides, on: node))
                        pointers.append(pointer)
                    }
                }
            }
        }
        if let problem = mergeWork(output.documents, pointers: pointers, at: document.orderLocation) {
            output.diagnostics.append(problem)
            output.documents = []
        }
        return output
    }

    /// An error when merging `documents` would take more than `mergesPerValue` times the values
    /// of the distinct ones among them (or `minMergedValues`): the same sources merged over and over.
    private static func mergeWork(_ documents: [JSONNode], pointers: [[String]], at location: SourceLocation)
        -> Diagnostic?
    {
        var values: [[String]: Int] = [:]
        var total = 0
        for (document, pointer) in zip(documents, pointers) {
            if values[pointer] == nil { values[pointer] = count(document) }
            total += values[pointer] ?? 0
        }
        let distinct = values.values.reduce(0, +)
        let limit = max(minMergedValues, mergesPerValue * distinct)
        guard total > limit else { return nil }
        return .error(
            .resolverLimit,
            "the token sources this input selects would merge \(total) JSON values: \(documents.count) sources, "
                + "\(values.count) of them distinct, which hold \(distinct); higtype merges at most \(limit) "
                + "(\(mergesPerValue) times what the distinct sources hold, or \(minMergedValues)). Do sets list the "
                + "same files again and again?", at: location)
    }

    /// The JSON values in `node`, itself included.
    static func count(_ node: JSONNode) -> Int {
        switch node.value {
        case .array(let items): 1 + items.reduce(0) { $0 + count($1) }
        case .object(let object): 1 + object.members.reduce(0) { $0 + count($1.value) }
        default: 1
        }
    }

    /// The error for a token file that was not read. It names the reference and where it leads,
    /// never anything the file holds: a file outside the tree is not even opened.
    private static func readFailure(
        _ failure: SourceStore.ReadFailure, reference: String, file: String, tree: ProjectTree,
        at location: SourceLocation
    ) -> Diagnostic {
        let named = "'\(reference)'" + (file == reference ? "" : " ('\(file)')")
        switch failure {
        case .unreadable(let reason):
            return .error(
                .resolverSourceFile,
                "cannot read token file \(named): \(reason); paths are relative to the resolver document's folder",
                at: location)
        case .outside(let target):
            let resolved = target == file || target.hasSuffix("/" + file) ? "" : " (it resolves to '\(target)')"
            return .error(
                .outsideProject,
                "token file \(named) leads outside the project tree '\(tree.root)'\(resolved); a resolver document "
                    + "may only name files inside it, symlinks followed", at: location,
                notes: [
                    .init(
                        "the project tree is the repository holding the resolver document (the nearest folder with "
                            + ".git), or its folder; --allow-path DIR adds a folder")
                ])
        case .overBudget(let size, let total):
            return .error(
                .inputLimit,
                "token file \(named) is \(size) bytes, which would take the bytes this run reads past \(total), the "
                    + "limit for all inputs together", at: location)
        }
    }

    /// The sources the selection reaches, in merge order, or nil when they exceed the limits (reported).
    private static func expand(
        _ document: ResolverDocument, selection: ResolverSelection, references: ResolverReferences,
        diagnostics: inout [Diagnostic]
    ) -> [(Leaf, pointer: [String])]? {
        var lists: [[ResolverSource]] = []
        for item in document.order {
            switch item {
            case .set(let set): lists.append(set.sources)
            case .modifier(let modifier):
                let chosen = selection.context(of: modifier.name)
                lists.append(modifier.contexts.first { $0.name == chosen }?.sources ?? [])
            }
        }
        var work = Array(lists.joined().reversed())
        var leaves: [(Leaf, pointer: [String])] = []
        // A source right after itself (a file listed twice in a row, sets that multiply) adds
        // nothing: merging a document again over itself changes nothing. It is left out.
        func append(_ leaf: Leaf, identity: [String]) {
            if leaves.last?.pointer != identity { leaves.append((leaf, identity)) }
        }
        var steps = 0
        while let source = work.popLast() {
            steps += 1
            guard steps <= maxSteps, leaves.count <= maxSources else {
                diagnostics.append(
                    .error(
                        .resolverLimit,
                        "the sets this input selects expand to more than \(maxSources) token sources, or take more than "
                            + "\(maxSteps) steps to expand (sets that list other sets several times multiply); higtype "
                            + "stops there", at: document.orderLocation))
                return nil
            }
            guard source.reference != nil else {
                append(.tokens(source.node), identity: source.pointer)
                continue
            }
            switch references.resolutions[source.pointer] {
            case .tokens(let node)?: append(.tokens(node), identity: source.pointer)
            case .file(let path, let fragment, let overrides, let location)?:
                // The same file without overrides is the same document, whichever entry names it.
                let identity =
                    overrides.allSatisfy(\.isEmpty)
                    ? ["file:" + ResolverPointers.file(path, relativeTo: document.path)] + (fragment ?? [])
                    : source.pointer
                append(.file(path: path, fragment: fragment, overrides: overrides, at: location), identity: identity)
            case .set(let name, let overrideSources)?:
                work += (overrideSources ?? document.set(named: name)?.sources ?? []).reversed()
            case nil:
                continue  // a broken reference, already reported
            }
        }
        return leaves
    }

    /// The token document a file reference names: the file's root or the node its pointer names, an object.
    private static func tokens(
        in root: JSONNode, file: String, fragment: [String]?, reference: String, at location: SourceLocation,
        into diagnostics: inout [Diagnostic]
    ) -> JSONNode? {
        if ResolverModule.isResolver(path: file, root: root) {
            diagnostics.append(
                .error(
                    .resolverReferenceInvalid,
                    "'\(reference)' is a resolver document, not a token file; a set or context lists token files, "
                        + "and one resolver document is read per run", at: location))
            return nil
        }
        var node = root
        if let fragment {
            guard let target = JSONPointer.resolve(fragment, in: root) else {
                diagnostics.append(
                    .error(
                        .resolverReferenceMissing,
                        "'\(reference)\(ResolverPointers.text(fragment))' points to nothing in '\(file)'", at: location)
                )
                return nil
            }
            node = target
        }
        guard case .object = node.value else {
            diagnostics.append(
                .error(
                    .resolverStructure,
                    "a token source must be a JSON object of tokens and groups, found \(node.value.typeName)",
                    at: node.location, notes: [.init("referred to here", at: location)]))
            return nil
        }
        return node
    }
}
