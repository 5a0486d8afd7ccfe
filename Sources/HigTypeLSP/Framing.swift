import HigTypeKit

/// The base protocol's framing: each message is a header part, `Content-Length: N` and optional
/// `Content-Type` lines ending in CRLF, an empty line, then N bytes of JSON.
///
/// `FrameReader` is a pure parser over the bytes received so far, so tests and the fuzz target
/// drive it without a pipe; `StdioLoop` feeds it from a file descriptor.
public struct FrameReader: Sendable {
    /// The largest message body accepted; a larger Content-Length ends the session, since the
    /// stream cannot be trusted past a header that asks for it.
    public static let maxBodyBytes = 16 << 20
    /// The longest header part accepted, so a stream without an empty line cannot grow the buffer.
    public static let maxHeaderBytes = 4096

    /// Why the stream cannot be read on: the header part is malformed or asks for too much.
    public struct FramingError: Error, Equatable, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    /// Adds bytes read from the stream.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Bytes received and not yet returned as part of a message.
    public var pending: Int { buffer.count - start }

    /// The next complete message's body, nil when more bytes are needed.
    public mutating func next() throws(FramingError) -> [UInt8]? {
        guard let headerEnd = findHeaderEnd() else {
            if pending > Self.maxHeaderBytes {
                throw FramingError("no end of header within \(Self.maxHeaderBytes) bytes")
            }
            return nil
        }
        let length = try Self.contentLength(buffer[start..<headerEnd])
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        if start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
        return body
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
                guard !value.isEmpty, value.count <= 9, value.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
                    throw FramingError("Content-Length is not a decimal number")
                }
                let n = value.reduce(0) { $0 * 10 + Int($1 - 48) }
                guard n <= maxBodyBytes else {
                    throw FramingError("Content-Length \(n) is over the limit of \(maxBodyBytes) bytes")
                }
                length = n
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
}
