import Foundation
import HigTypeCore

/// Reads and parses the token files a resolver document names, each once however often it is
/// named (a run over every permutation reads a shared file once, too). Files come from disk, or
/// for a compilation of sources in memory, from those sources alone, so fuzzing touches no disk.
public struct SourceStore: Sendable {
    /// A file as read and parsed.
    struct Entry: Sendable {
        var file: Compiler.SourceFile
        var parsed: JSONParseResult
    }

    /// Files by normalized path, when the store reads from memory; nil reads from disk.
    private let memory: [String: [UInt8]]?
    /// Files by normalized path read from memory in place of the disk, which serves the rest.
    private var overlay: [String: [UInt8]] = [:]
    private var cache: [String: Result<Entry, ReadFailure>] = [:]

    /// Why a file could not be read, in words for a message: "no such file", "it is a folder".
    struct ReadFailure: Error, Sendable { var reason: String }

    /// A store that reads from disk.
    public static var disk: SourceStore { SourceStore(memory: nil) }

    /// A store that reads only `sources`, by their paths.
    public static func memory(_ sources: [Compiler.SourceFile]) -> SourceStore {
        SourceStore(
            memory: Dictionary(
                sources.map { (ResolverPointers.normalize($0.path), $0.bytes) }, uniquingKeysWith: { a, _ in a }))
    }

    /// A store that reads `sources` in place of the files at their paths, and any other file
    /// from disk: `lint --fix` compiles again with its edits before it writes them.
    public static func overlay(_ sources: [Compiler.SourceFile]) -> SourceStore {
        var store = SourceStore(memory: nil)
        for source in sources where store.overlay[ResolverPointers.normalize(source.path)] == nil {
            store.overlay[ResolverPointers.normalize(source.path)] = source.bytes
        }
        return store
    }

    private init(memory: [String: [UInt8]]?) { self.memory = memory }

    /// The file at `path` (normalized), read and parsed, or why it cannot be read.
    mutating func load(_ path: String) -> Result<Entry, ReadFailure> {
        if let cached = cache[path] { return cached }
        let result: Result<Entry, ReadFailure>
        switch read(path) {
        case .success(let bytes):
            result = .success(Entry(file: .init(path: path, bytes: bytes), parsed: JSONParser.parse(bytes, file: path)))
        case .failure(let failure):
            result = .failure(failure)
        }
        cache[path] = result
        return result
    }

    private func read(_ path: String) -> Result<[UInt8], ReadFailure> {
        if let memory {
            return memory[path].map { .success($0) } ?? .failure(ReadFailure(reason: "no such file"))
        }
        if let bytes = overlay[path] { return .success(bytes) }
        if let data = FileManager.default.contents(atPath: path) { return .success(Array(data)) }
        return .failure(ReadFailure(reason: Compiler.readFailure(path)))
    }
}
