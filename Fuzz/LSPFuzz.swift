// libFuzzer target for `higtype lsp`'s message reader and server. Built by `make fuzz-build`
// against the library targets, compiled under the sanitizers; it uses their public API only.
// Never part of the package.
import HigTypeKit
import HigTypeLSP

/// One input is a byte stream from an editor, after an `initialize` that names no workspace:
/// it is framed by `FrameReader` (as one chunk, then again in 7-byte chunks, which must give the
/// same messages), and every message goes to a fresh server, all in one batch. The whole input
/// is also handed to a server as one message body.
///
/// Besides crashing, an input fails when the two chunkings read different messages or fail
/// differently, or when a message the server sends is not a JSON-RPC 2.0 object.
@_cdecl("LLVMFuzzerTestOneInput")
public func lspFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let whole = frames(bytes, chunk: max(bytes.count, 1))
    let pieces = frames(bytes, chunk: 7)
    if whole.bodies != pieces.bodies || whole.failure != pieces.failure {
        fatalError("the chunking changed what was read: \(whole.failure ?? "-") / \(pieces.failure ?? "-")")
    }
    var server = LanguageServer()
    check(server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#.utf8)))
    check(server.handle(batch: whole.bodies))
    var single = LanguageServer()
    check(single.handle(bytes))
    return 0
}

func frames(_ bytes: [UInt8], chunk: Int) -> (bodies: [[UInt8]], failure: String?) {
    var reader = FrameReader()
    var bodies: [[UInt8]] = []
    var index = 0
    while index < bytes.count {
        reader.append(bytes[index..<min(index + chunk, bytes.count)])
        index += chunk
        do throws(FrameReader.FramingError) {
            while let body = try reader.next() { bodies.append(body) }
        } catch {
            return (bodies, error.message)
        }
    }
    return (bodies, nil)
}

func check(_ messages: [JSONOutput]) {
    for message in messages {
        let text = message.serialized(pretty: false)
        let parsed = JSONParser.parse(text, file: "out")
        guard let root = parsed.root, case .object(let object) = root.value,
            object["jsonrpc"]?.value.sameString(as: .string("2.0")) == true
        else { fatalError("the server sent something that is not a JSON-RPC message: \(text)") }
        _ = FrameWriter.frame(message)
    }
}
