import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// Streamed outputs: compared with the old file chunk by chunk, staged only from the first
/// difference on, and correct whatever the chunking and wherever the difference falls.
@Suite struct OutputStreamTests {
    /// Streams `chunks` over a file holding `old` (none when nil) and returns the status and the
    /// file's bytes after the commit.
    private func stream(_ chunks: [String], over old: String?) throws -> (OutputStatus, String?, [String]) {
        let tmp = TemporaryFolder()
        if let old { tmp.write("out.css", old) }
        let stream = OutputStream(path: tmp.file("out.css"), mode: .stage)
        for chunk in chunks { try stream.write(Array(chunk.utf8)) }
        let statuses = try OutputWriter.commit([stream]).get()
        return (statuses[0].status, tmp.read("out.css"), tmp.listing())
    }

    @Test(arguments: [
        (["abc", "def"], "abcdef", OutputStatus.unchanged),
        (["abc", "dXf"], "abcdef", .written),  // differs in the second chunk: the prefix is copied
        (["aXc", "def"], "abcdef", .written),
        (["abc"], "abcdef", .written),  // the old file is longer
        (["abc", "def", "g"], "abcdef", .written),  // the old file is shorter
        (["", "abc", ""], "abc", .unchanged),
        ([], "", .unchanged),
        ([], "x", .written),
    ])
    func stagesExactlyTheNewBytes(chunks: [String], old: String, expected: OutputStatus) throws {
        let (status, bytes, listing) = try stream(chunks, over: old)
        #expect(status == expected)
        #expect(bytes == chunks.joined())
        #expect(listing == ["out.css"])
    }

    @Test func missingFileIsWritten() throws {
        let (status, bytes, _) = try stream(["new ", "file"], over: nil)
        #expect(status == .written)
        #expect(bytes == "new file")
    }

    @Test func unchangedOutputCreatesNoTemporaryFile() throws {
        let tmp = TemporaryFolder()
        tmp.write("out.css", "same bytes")
        let stream = OutputStream(path: tmp.file("out.css"), mode: .stage)
        try stream.write(Array("same ".utf8))
        try stream.write(Array("bytes".utf8))
        #expect(stream.temporary == nil)
        #expect(tmp.listing() == ["out.css"])
        #expect(try stream.finish() == .unchanged)
    }

    @Test func compareModeNeverWrites() throws {
        let tmp = TemporaryFolder()
        tmp.write("out.css", "old")
        let stream = OutputStream(path: tmp.file("out.css"), mode: .compare)
        try stream.write(Array("new".utf8))
        #expect(try stream.finish() == .stale)
        #expect(tmp.read("out.css") == "old")
        #expect(tmp.listing() == ["out.css"])
    }

    @Test func discardedStreamLeavesTheOldFile() throws {
        let tmp = TemporaryFolder()
        tmp.write("out.css", "old")
        let stream = OutputStream(path: tmp.file("out.css"), mode: .stage)
        try stream.write(Array("new".utf8))
        #expect(stream.temporary != nil)
        stream.discard()
        #expect(tmp.read("out.css") == "old")
        #expect(tmp.listing() == ["out.css"])
    }

    /// Rendering in small chunks gives the same bytes as rendering at once, memoized sections included.
    @Test(arguments: [1, 2, 3, 7, 64])
    func chunkedRenderEqualsWholeRender(chunkSize: Int) throws {
        let template = try MustacheTemplate(
            source: "{{#rows}}<{{name}}:{{#cells}}{{v}}{{^last}},{{/last}}{{/cells}}>\n{{/rows}}", name: "t")
        let shared = ListMemo(1)
        let cells: TemplateValue = .array([["v": "1"], ["v": "22"], ["v": "333"]], memo: shared)
        let rows: [TemplateValue] = (0..<5).map { ["name": .string("r\($0)"), "cells": cells] }
        let context: TemplateValue = ["rows": .array(rows, memo: nil)]
        let whole = try template.renderBytes(context)
        var chunks: [[UInt8]] = []
        try template.render(context, chunkSize: chunkSize, into: { chunks.append($0) })
        #expect(chunks.joined().elementsEqual(whole))
        #expect(chunks.count > 1)
    }
}
