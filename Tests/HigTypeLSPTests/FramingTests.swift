import Testing

@testable import HigTypeLSP

@Suite struct FramingTests {
    /// Feeds `bytes` to a reader in chunks of `chunk` bytes and collects every body.
    static func bodies(_ bytes: [UInt8], chunk: Int, limit: Int = FrameReader.maxBodyBytes) throws -> [String] {
        var reader = FrameReader(limit: limit)
        var bodies: [String] = []
        var index = 0
        while index < bytes.count {
            reader.append(bytes[index..<min(index + chunk, bytes.count)])
            index += chunk
            while let frame = try reader.next() {
                switch frame {
                case .message(let body): bodies.append(String(decoding: body, as: UTF8.self))
                case .oversized(let length): bodies.append("oversized \(length)")
                }
            }
        }
        return bodies
    }

    @Test(arguments: [1, 7, 4096])
    func readsMessagesSplitAnywhere(chunk: Int) throws {
        let stream = Array(
            "Content-Length: 2\r\n\r\n{}content-length:  8 \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[\"😀\"]"
                .utf8)
        #expect(try Self.bodies(stream, chunk: chunk) == ["{}", "[\"😀\"]"])
    }

    @Test func waitsForTheWholeBody() throws {
        var reader = FrameReader()
        reader.append(Array("Content-Length: 5\r\n\r\nabc".utf8))
        #expect(try reader.next() == nil)
        reader.append(Array("de".utf8))
        #expect(try reader.next() == .message(Array("abcde".utf8)))
        #expect(reader.pending == 0)
    }

    @Test(arguments: [
        ("Content-Type: x\r\n\r\n{}", "no Content-Length header"),
        ("Content-Length: 2x\r\n\r\n{}", "Content-Length is not a decimal number"),
        ("Content-Length: -2\r\n\r\n{}", "Content-Length is not a decimal number"),
        ("Content-Length: 1234567890123456789\r\n\r\n", "Content-Length is too large"),
        ("Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}", "Content-Length given twice"),
        ("Content-Length: 2\nX: 1\r\n\r\n{}", "a bare CR or LF in the header"),
        ("Content-Length 2\r\n\r\n{}", "a header line without ':'"),
        ("Content-Length: 2\r\nX-Other: 1\r\n\r\n{}", "unknown header 'x-other'"),
    ])
    func rejectsMalformedHeaders(stream: String, message: String) {
        var reader = FrameReader()
        reader.append(Array(stream.utf8))
        #expect(throws: FrameReader.FramingError(message)) { try reader.next() }
    }

    /// A body over the limit is dropped as it arrives, never held, however it is split; the
    /// messages after it are read (issue 36: it ended the session).
    @Test(arguments: [1, 5, 7, 64, 4096])
    func skipsAnOversizedBodyAndReadsOn(chunk: Int) throws {
        let big = String(repeating: "x", count: 300)
        let stream = Array(
            "Content-Length: 2\r\n\r\n{}Content-Length: 300\r\n\r\n\(big)Content-Length: 3\r\n\r\n[1]".utf8)
        #expect(try Self.bodies(stream, chunk: chunk, limit: 100) == ["{}", "oversized 300", "[1]"])
    }

    /// The real bound: 16 MiB and one byte, fed as `StdioLoop` reads (64 KiB at a time); nothing
    /// of it stays pending, so the reader's buffer holds at most one chunk.
    @Test func skipsABodyOverSixteenMebibytesWithoutHoldingIt() throws {
        var reader = FrameReader()
        reader.append(Array("Content-Length: 16777217\r\n\r\n".utf8))
        #expect(try reader.next() == .oversized(length: 16_777_217))
        let chunk = [UInt8](repeating: 0x20, count: 1 << 16)
        var left = 16_777_217
        while left > 0 {
            reader.append(chunk.prefix(min(left, chunk.count)))
            left -= min(left, chunk.count)
            #expect(reader.pending == 0)
            #expect(try reader.next() == nil)
        }
        reader.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
        #expect(try reader.next() == .message(Array("{}".utf8)))
    }

    @Test func boundsTheHeaderPart() {
        var reader = FrameReader()
        reader.append([UInt8](repeating: UInt8(ascii: "a"), count: 5000))
        #expect(throws: FrameReader.FramingError("no end of header within 4096 bytes")) { try reader.next() }
    }

    @Test func framesWithTheBodysByteCount() {
        #expect(FrameWriter.frame(Array("[\"é\"]".utf8)) == Array("Content-Length: 6\r\n\r\n[\"é\"]".utf8))
    }
}
