import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// Every input has a size bound, checked before it is read, and the inputs of one run have one
/// together, in bytes and in JSON values (issue 24, items 10 and 14). Files on disk, compiled in
/// process, with the run's bounds lowered where the real ones would need hundreds of megabytes.
@Suite struct InputBoundsTests {
    static let tokens =
        #"{"$extensions": {"dev.higtype": {"platforms": ["ios"]}}, "type": {"$type": "typography", "body": {"$value": {"textStyle": "body"}}}}"#

    /// A resolver document in `folder` whose one set lists `files`.
    static func resolver(_ folder: TemporaryFolder, listing files: [String]) -> String {
        let sources = files.map { #"{"$ref": "\#($0)"}"# }.joined(separator: ", ")
        folder.write(
            "app.resolver.json",
            ##"{"version": "2025.10", "sets": {"s": {"sources": [\##(sources)]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        )
        return folder.file("app.resolver.json")
    }

    @Test func aReferencedFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        // A sparse 4 GiB token file: refused by its size on the open file, in no time and no memory.
        let folder = TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("huge.tokens.json"), contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: folder.file("huge.tokens.json")))
        try handle.truncate(atOffset: 4 << 30)
        try handle.close()
        let path = Self.resolver(folder, listing: ["huge.tokens.json"])
        var compilation = Compiler.Compilation()
        let refusal = ContinuousClock().measure { compilation = Compiler.compile(paths: [path]) }
        // In about the time a one-token file takes: reading 4 GiB, even of zeros, takes thousands of times that.
        let small = TemporaryFolder()
        small.write("small.tokens.json", Self.tokens)
        let smallPath = Self.resolver(small, listing: ["small.tokens.json"])
        let smallTime = max(Growth.fastest { _ = Compiler.compile(paths: [smallPath]) }, .milliseconds(1))
        #expect(refusal / smallTime < 20, "the refusal took \(refusal / smallTime) times a one-token file")
        #expect(compilation.log.diagnostics.map(\.id) == [.resolverSourceFile])
        #expect(
            compilation.log.diagnostics.first?.message.contains(
                "cannot read token file 'huge.tokens.json'") == true)
        #expect(
            compilation.log.diagnostics.first?.message.contains(
                ": it is 4294967296 bytes, more than the limit of 67108864 bytes;") == true)
    }

    @Test func aManifestOverTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = TemporaryFolder()
        #expect(FileManager.default.createFile(atPath: folder.file("huge.tokens.json"), contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: folder.file("huge.tokens.json")))
        try handle.truncate(atOffset: 4 << 30)
        try handle.close()
        let compilation = Compiler.compile(paths: [folder.file("huge.tokens.json")])
        #expect(compilation.log.diagnostics.map(\.id) == [.jsonSize])
        #expect(
            compilation.log.diagnostics.first?.message
                == "cannot read manifest '\(folder.file("huge.tokens.json"))': it is 4294967296 bytes, more than the "
                + "limit of 67108864 bytes")
    }

    @Test func theFilesOfOneRunHaveOneBudget() throws {
        let folder = TemporaryFolder()
        for name in ["a", "b", "c"] { folder.write("\(name).tokens.json", Self.tokens) }
        let path = Self.resolver(folder, listing: ["a.tokens.json", "b.tokens.json", "c.tokens.json"])
        let document = try #require(FileManager.default.contents(atPath: path)).count
        var policy = Compiler.InputPolicy()
        // Room for the document and two token files, not three.
        policy.maxTotalBytes = document + 2 * Self.tokens.utf8.count + 10
        let compilation = Compiler.compile(paths: [path], policy: policy)
        #expect(compilation.log.diagnostics.map(\.id) == [.inputLimit])
        #expect(
            compilation.log.diagnostics.first?.message
                == "token file 'c.tokens.json' ('\(folder.path)/c.tokens.json') is \(Self.tokens.utf8.count) bytes, "
                + "which would take the bytes this run reads past \(policy.maxTotalBytes), the limit for all inputs "
                + "together")
        // Manifests on the command line count too.
        var small = Compiler.InputPolicy()
        small.maxTotalBytes = Self.tokens.utf8.count + 10
        let manifests = Compiler.compile(
            paths: [folder.file("a.tokens.json"), folder.file("b.tokens.json")], policy: small)
        #expect(manifests.log.diagnostics.map(\.id) == [.inputLimit])
    }

    @Test func theJSONValuesOfOneRunHaveOneBound() throws {
        let folder = TemporaryFolder()
        folder.write("a.tokens.json", Self.tokens)
        folder.write("b.tokens.json", Self.tokens)
        var policy = Compiler.InputPolicy()
        policy.maxTotalValues = 15  // each file holds 10
        let compilation = Compiler.compile(
            paths: [folder.file("a.tokens.json"), folder.file("b.tokens.json")], policy: policy)
        #expect(compilation.log.diagnostics.map(\.id) == [.jsonSize])
        #expect(
            compilation.log.diagnostics.first?.message
                == "the file holds more than 5 JSON values (the files read before it hold 10, and one run reads at "
                + "most 15); higtype keeps every value in memory with its position, so it stops there")
        #expect(compilation.log.diagnostics.first?.location?.file == folder.file("b.tokens.json"))
        // The same bound for a resolver's token files.
        let path = Self.resolver(folder, listing: ["a.tokens.json", "b.tokens.json"])
        policy.maxTotalValues = 25  // the document holds 12, each file 10
        let resolved = Compiler.compile(paths: [path], policy: policy)
        #expect(resolved.log.diagnostics.map(\.id) == [.jsonSize])
    }

    @Test func aFIFOIsNamedAndNotWaitedFor() throws {
        let folder = TemporaryFolder()
        #expect(mkfifo(folder.file("pipe.tokens.json"), 0o600) == 0)
        let path = Self.resolver(folder, listing: ["pipe.tokens.json"])
        let compilation = Compiler.compile(paths: [path])
        #expect(
            compilation.log.diagnostics.map(\.message) == [
                "cannot read token file 'pipe.tokens.json' ('\(folder.path)/pipe.tokens.json'): it is a FIFO (named "
                    + "pipe), not a regular file; paths are relative to the resolver document's folder"
            ])
    }
}
