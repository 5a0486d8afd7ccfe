import HigTypeKit

/// The base protocol's framing: each message is a header part, `Content-Length: N` and optional
/// `Content-Type` lines ending in CRLF, an empty line, then N bytes of JSON.
///
/// `FrameReader` is a pure parser over the bytes received so far, so tests and the fuzz target
/// drive it without a pipe; `StdioLoop` feeds it from a file descriptor.
public struct FrameReader: Sendable {
    /// The largest message body read; a larger one whose header is well formed is skipped as
    /// it arrives, in the reader's chunks and never stored, and reported as `.oversized`.
    public static let maxBodyBytes = 16 << 20
    /// The longest header part accepted, so a stream without an empty line cannot grow the buffer.
    public static let maxHeaderBytes = 4096

    /// Why the stream cannot be read on: the header part is malformed.
    public struct FramingError: Error, Equatable, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    /// What the stream holds next: a message's body, or a message too large to read, by its length.
    public enum Frame: Equatable, Sendable {
        case message([UInt8])
        case oversized(length: Int)
    }

    /// This reader's bound on a body (`maxBodyBytes` but in tests).
    public let limit: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of an oversized body still to come, dropped as they arrive.
    private var skipping = 0

    public init(limit: Int = FrameReader.maxBodyBytes) { self.limit = limit }

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        guard skipping > 0 else {
            buffer.append(contentsOf: bytes)
            return
        }
        var rest = Array(bytes)[...]
        let dropped = min(skipping, rest.count)
        skipping -= dropped
        rest = rest.dropFirst(dropped)
        buffer.append(contentsOf: rest)
    }

    /// Bytes received and not yet returned as part of a message.
    public var pending: Int { buffer.count - start }

    /// The next complete message's body, or the length of a message over the limit whose body
    /// is being skipped; nil when more bytes are needed.
    public mutating func next() throws(FramingError) -> Frame? {
        guard skipping == 0 else { return nil }
        guard let headerEnd = findHeaderEnd() else {
            if pending > Self.maxHeaderBytes {
                throw FramingError("no end of header within \(Self.maxHeaderBytes) bytes")
            }
            return nil
        }
        let length = try Self.contentLength(buffer[start..<headerEnd])
        let bodyStart = headerEnd + 4
        if length > limit {
            // Skip the body: what has arrived of it now, the rest in `append`.
            let here = min(buffer.count - bodyStart, length)
            skipping = length - here
            start = bodyStart + here
            compact()
            return .oversized(length: length)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        compact()
        return .message(body)
    }

    /// Drops the bytes already returned, once they are over 1 MiB.
    private mutating func compact() {
        if start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The offset of the CRLF CRLF that ends the header part, if it has arrived.
    private func findHeaderEnd() -> Int? {
        var i = start
        let limit = min(buffer.count, start + Self.maxHeaderBytes + 4)
        while i + 3 < limit {
            if buffer[i] == 13, buffer[i + 1] == 10, buffer[i + 2] == 13, buffer[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    /// Reads the header lines: exactly one `Content-Length` of decimal digits, at most one
    /// `Content-Type`, each `Name: value`; names compare case-insensitively, as HTTP's do.
    static func contentLength(_ header: ArraySlice<UInt8>) throws(FramingError) -> Int {
        var length: Int?
        var sawType = false
        for line in try split(header) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                throw FramingError("a header line without ':'")
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            var value = line[(colon + 1)...]
            while value.first == UInt8(ascii: " ") || value.first == UInt8(ascii: "\t") { value = value.dropFirst() }
            while value.last == UInt8(ascii: " ") || value.last == UInt8(ascii: "\t") { value = value.dropLast() }
            switch name {
            case "content-length":
                guard length == nil else { throw FramingError("Content-Length given twice") }
                guard !value.isEmpty, value.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
                    throw FramingError("Content-Length is not a decimal number")
                }
                // 18 digits fit an Int; a longer length is no stream's.
                guard value.count <= 18 else { throw FramingError("Content-Length is too large") }
                length = value.reduce(0) { $0 * 10 + Int($1 - 48) }
            case "content-type":
                guard !sawType else { throw FramingError("Content-Type given twice") }
                sawType = true
            default:
                throw FramingError("unknown header '\(name)'")
            }
        }
        guard let length else { throw FramingError("no Content-Length header") }
        return length
    }

    /// The header part's lines, split at CRLF; a bare CR or LF inside a line is malformed.
    private static func split(_ header: ArraySlice<UInt8>) throws(FramingError) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = header.startIndex
        var i = header.startIndex
        while i < header.endIndex {
            let byte = header[i]
            if byte == 13, i + 1 < header.endIndex, header[i + 1] == 10 {
                lines.append(header[lineStart..<i])
                i += 2
                lineStart = i
                continue
            }
            if byte == 13 || byte == 10 { throw FramingError("a bare CR or LF in the header") }
            i += 1
        }
        lines.append(header[lineStart..<header.endIndex])
        return lines
    }
}

/// Frames outgoing messages.
public enum FrameWriter {
    /// The header and body of one message.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    public static func frame(_ message: JSONOutput) -> [UInt8] {
        frame(Array(message.serialized(pretty: false).utf8))
    }

    public static func frame(_ message: RPCOutgoingMessage) -> [UInt8] {
        frame(Array(message.serialized(pretty: false).utf8))
    }
}
