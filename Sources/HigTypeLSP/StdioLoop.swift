import HigTypeKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Connects a `LanguageServer` to an editor over two file descriptors (standard input and
/// output): reads frames, hands each batch that arrived together to the server, and writes its
/// messages framed. Returns the exit status: the server's after `exit`, 1 when the stream ends
/// without it or its framing is broken (said on `errorFD`). A message over the size bound is
/// skipped unread, answered with an error and said on `errorFD`; the session goes on.
public enum StdioLoop {
    public static func run(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, errorFD: Int32 = STDERR_FILENO)
        -> Int32
    {
        var server = LanguageServer()
        var reader = FrameReader()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                say("higtype lsp: the input ended without 'exit'\n", errorFD)
                return 1
            }
            reader.append(chunk[0..<count])
            // Everything the editor has sent by now is one batch, so the server checks only the
            // last of several changes to a document (at most a few MiB more than one read).
            var buffered = count
            while buffered < Self.batchBytes, Self.hasInput(input) {
                let more = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if more < 0, errno == EINTR { continue }
                guard more > 0 else { break }
                reader.append(chunk[0..<more])
                buffered += more
            }
            var batch: [FrameReader.Frame] = []
            do throws(FrameReader.FramingError) {
                while let frame = try reader.next() {
                    batch.append(frame)
                    if case .oversized(let length) = frame {
                        say(
                            "higtype lsp: skipped a message of \(length) bytes, over the limit of "
                                + "\(reader.limit) bytes\n", errorFD)
                    }
                }
            } catch {
                _ = write(output, server.handle(frames: batch, limit: reader.limit))
                say("higtype lsp: \(error.message); the stream cannot be read on\n", errorFD)
                return 1
            }
            guard !batch.isEmpty else { continue }
            guard write(output, server.handle(frames: batch, limit: reader.limit)) else {
                say("higtype lsp: cannot write to the client\n", errorFD)
                return 1
            }
            if let code = server.exitCode { return code }
        }
    }

    /// The most one batch reads past its first read.
    static let batchBytes = 4 << 20

    /// Whether `fd` has bytes to read now (or is at its end), without waiting.
    private static func hasInput(_ fd: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// Writes each message framed; false when the output is closed.
    private static func write(_ fd: Int32, _ messages: [RPCOutgoingMessage]) -> Bool {
        for message in messages where !writeAll(fd, FrameWriter.frame(message)) { return false }
        return true
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    private static func say(_ text: String, _ fd: Int32) { _ = writeAll(fd, Array(text.utf8)) }
}

/// libc's `write`, named apart from this file's methods of the same name.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
