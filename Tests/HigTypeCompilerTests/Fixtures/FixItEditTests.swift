import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// Every fix-it the compiler makes, over every manifest and resolver fixture, is an edit that
/// fits its file: both ends inside it, their lines and columns those of their offsets, and the
/// file still JSON once the edit is applied. A safe fix-it does what it is for: applied alone,
/// the diagnostic it fixes is gone.
@Suite struct FixItEditTests {
    @Test(arguments: ManifestFixture.all)
    func manifestFixItsAreEdits(_ fixture: ManifestFixture) throws {
        let compilation = Compiler.compile(paths: fixture.paths)
        try Self.check(compilation) { path, edited in
            Compiler.compile(
                sources: fixture.paths.map {
                    Compiler.SourceFile(path: $0, bytes: $0 == path ? edited : compilation.sourceMap[$0] ?? [])
                })
        }
    }

    @Test(arguments: ResolverFixture.all)
    func resolverFixItsAreEdits(_ fixture: ResolverFixture) throws {
        let (entry, input, _) = try fixture.expectation()
        let compilation = try fixture.compile()
        try Self.check(compilation) { path, edited in
            // The resolver reads its token files from disk: compile a copy with the one file edited.
            let copy = TemporaryFolder()
            let relative = String(path.dropFirst(fixture.folder.count + 1))
            try? FileManager.default.removeItem(atPath: copy.path)
            try! FileManager.default.copyItem(atPath: fixture.folder, toPath: copy.path)
            #expect(FileManager.default.createFile(atPath: copy.file(relative), contents: Data(edited)))
            let again = Compiler.compile(paths: [copy.file(entry)], input: input)
            // Name the copy's files as the fixture's, so diagnostics compare.
            var renamed = again
            renamed.log = DiagnosticLog()
            for d in again.log.diagnostics {
                var moved = d
                moved.location?.file = d.location.map { fixture.folder + $0.file.dropFirst(copy.path.count) } ?? ""
                renamed.log.report(moved)
            }
            return renamed
        }
    }

    /// Checks each fix-it of `compilation`; `recompile(path, bytes)` compiles again with one file edited.
    static func check(
        _ compilation: Compiler.Compilation, recompile: (String, [UInt8]) -> Compiler.Compilation
    ) throws {
        let sources = compilation.sourceMap
        for d in compilation.log.diagnostics {
            guard let fix = d.fixIt else { continue }
            let what = "\(d.id) at \(d.location?.description ?? "-"): fix-it \(fix.replacement)"
            #expect(!fix.endsWithJSONValue, "\(what): range not completed")
            let bytes = try #require(sources[fix.range.file], "\(what): its file was not read")
            let offsets = fix.range.offsets
            try #require(offsets.lowerBound >= 0 && offsets.upperBound <= bytes.count, "\(what): outside the file")
            #expect(fix.range.start == locate(offsets.lowerBound, in: bytes, file: fix.range.file), "\(what): start")
            #expect(fix.range.end == locate(offsets.upperBound, in: bytes, file: fix.range.file), "\(what): end")
            var edited = bytes
            edited.replaceSubrange(offsets, with: Array(fix.replacement.utf8))
            if d.id != .jsonSyntax {
                #expect(
                    JSONParser.parse(edited, file: fix.range.file).root != nil,
                    "\(what): the edited file is not JSON:\n\(String(decoding: edited, as: UTF8.self))")
            }
            guard fix.isSafe else { continue }
            let again = recompile(fix.range.file, edited)
            #expect(
                !again.log.diagnostics.contains {
                    $0.id == d.id && $0.location == d.location && $0.message == d.message
                },
                "\(what): a safe fix-it, applied, leaves the diagnostic it fixes")
        }
    }

    /// The line and column of `offset`, counted from the top as the parser counts them.
    static func locate(_ offset: Int, in bytes: [UInt8], file: String) -> HigTypeCore.SourceLocation {
        var line = 1
        var column = 1
        var i = 0
        while i < offset {
            let byte = bytes[i]
            if byte == 0x0A || (byte == 0x0D && !(i + 1 < bytes.count && bytes[i + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return HigTypeCore.SourceLocation(file: file, line: line, column: column, offset: offset)
    }
}
