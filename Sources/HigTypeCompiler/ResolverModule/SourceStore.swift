import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads and parses the token files a resolver document names, each once however often it is
/// named (a run over every permutation reads a shared file once, too). Files come from disk, or
/// for a compilation of sources in memory, from those sources alone, so fuzzing touches no disk.
///
/// Either way a file is read only inside the project tree (`ProjectTree`): on disk after its
/// symlinks are resolved, then opened without following a link swapped in since; a path that
/// leads outside is refused without being opened, so nothing of it reaches a diagnostic. Each file's size is
/// checked before it is read, and the bytes of every file read count against the run's budget.
public struct SourceStore: Sendable {
    /// A file as read and parsed.
    struct Entry: Sendable {
        var file: Compiler.SourceFile
        var parsed: JSONParseResult
    }

    /// Files by normalized path, when the store reads from memory; nil reads from disk.
    private let memory: [String: [UInt8]]?
    /// Where references may lead.
    let tree: ProjectTree
    /// The largest file read, and the bytes the run may still read in all.
    private let maxFileBytes: Int
    private let maxTotalBytes: Int
    var remainingBytes: Int
    /// Files by normalized path read in place of the disk, which serves the rest (`lint --fix`).
    private var overlay: [String: [UInt8]] = [:]
    /// The JSON values read so far in the run, which the bound on values counts.
    var valuesRead = 0
    private let policy: Compiler.InputPolicy
    private var cache: [String: Result<Entry, ReadFailure>] = [:]

    /// Why a file was not read.
    enum ReadFailure: Error, Sendable {
        /// It cannot be read, in words for a message: "no such file", "it is a folder".
        case unreadable(String)
        /// It leads outside the project tree, to this path.
        case outside(String)
        /// Reading its `size` bytes would take the run past its budget of `total` bytes.
        case overBudget(size: Int, total: Int)
    }

    /// A store that reads from disk, inside `tree`, within `policy`'s bounds; a file in
    /// `replacing` is read from there instead (`lint --fix` compiles its edits before it writes them).
    static func disk(tree: ProjectTree, policy: Compiler.InputPolicy, replacing: [Compiler.SourceFile] = [])
        -> SourceStore
    {
        var store = SourceStore(memory: nil, tree: tree, policy: policy)
        for source in replacing where store.overlay[ResolverPointers.normalize(source.path)] == nil {
            store.overlay[ResolverPointers.normalize(source.path)] = source.bytes
        }
        return store
    }

    /// A store that reads only `sources`, by their paths, inside `tree`.
    static func memory(_ sources: [Compiler.SourceFile], tree: ProjectTree, policy: Compiler.InputPolicy)
        -> SourceStore
    {
        SourceStore(
            memory: Dictionary(
                sources.map { (ResolverPointers.normalize($0.path), $0.bytes) }, uniquingKeysWith: { a, _ in a }),
            tree: tree, policy: policy)
    }

    private init(memory: [String: [UInt8]]?, tree: ProjectTree, policy: Compiler.InputPolicy) {
        self.memory = memory
        self.tree = tree
        self.maxFileBytes = policy.maxFileBytes
        self.maxTotalBytes = policy.maxTotalBytes
        self.policy = policy
        self.remainingBytes = policy.maxTotalBytes
    }

    /// Drops the trees of the files parsed, keeping their bytes: for when no compilation will
    /// load from this store again (`Compiler.Inputs.releaseTrees()`).
    mutating func releaseParsed() {
        for (path, entry) in cache {
            guard case .success(var kept) = entry, kept.parsed.root != nil else { continue }
            kept.parsed.root = nil
            cache[path] = .success(kept)
        }
    }

    /// The file at `path` (normalized), read and parsed, or why it was not.
    mutating func load(_ path: String) -> Result<Entry, ReadFailure> {
        if let cached = cache[path] { return cached }
        let result: Result<Entry, ReadFailure>
        switch read(path) {
        case .success(let bytes):
            remainingBytes -= bytes.count
            let parsed = TokenFileSyntax.parse(bytes, file: path, limits: policy.limits(afterValues: valuesRead))
            valuesRead += parsed.values
            result = .success(Entry(file: .init(path: path, bytes: bytes), parsed: parsed))
        case .failure(let failure):
            result = .failure(failure)
        }
        cache[path] = result
        return result
    }

    private func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        let target: String
        switch tree.place(path) {
        case .outside(let place): return .failure(.outside(place))
        case .inside(let place): target = place
        }
        // A file larger than what the run may still read is refused like one over the file limit.
        let limit = min(maxFileBytes, max(0, remainingBytes))
        if let bytes = overlay[path] { return .success(bytes) }
        if let memory {
            guard let bytes = memory[path] else { return .failure(.unreadable("no such file")) }
            return bytes.count <= limit ? .success(bytes) : .failure(overLimit(bytes.count, limit: limit))
        }
        switch InputFile.read(target, limit: limit, followSymlinks: false) {
        case .success(let bytes): return .success(bytes)
        case .failure(.tooLarge(let size, _)): return .failure(overLimit(size, limit: limit))
        case .failure(let failure): return .failure(.unreadable(failure.reason))
        }
    }

    /// A file of `size` bytes refused under `limit`: the file limit's words, or the run's budget.
    private func overLimit(_ size: Int, limit: Int) -> ReadFailure {
        if limit == maxFileBytes { return .unreadable(InputFile.Failure.tooLarge(size: size, limit: limit).reason) }
        return .overBudget(size: size, total: maxTotalBytes)
    }
}
