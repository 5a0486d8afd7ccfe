// libFuzzer target for `higtype lsp`'s message reader and server. Built by `make fuzz-build`
// against the library targets, compiled under the sanitizers; it uses their public API only.
// Never part of the package.
import HigTypeKit
import HigTypeLSP

/// One input is a byte stream from an editor, after an `initialize` that names no workspace:
/// it is framed by `FrameReader` (as one chunk, then again in 7-byte chunks, which must give the
/// same messages), and every message goes to a fresh server, all in one batch. The reader's
/// body limit is 1 KiB here, so larger messages exercise the skipping of oversized ones. The whole input
/// is also handed to a server as one message body.
///
/// The input is also the text of a token file being typed (`untitled:fuzz.tokens.json`, never
/// read from disk): opened in a server, then hover, completion, definition, references and
/// document symbols asked at positions across it, which drives the token index and the lenient
/// cursor reader (`JSONCursor`) over arbitrary text.
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
    check(server.handle(frames: whole.bodies, limit: fuzzLimit))
    var single = LanguageServer()
    check(single.handle(bytes))
    editorFeatures(String(decoding: bytes, as: UTF8.self))
    return 0
}

/// Opens `text` as a token file and asks every position feature at a spread of positions.
func editorFeatures(_ text: String) {
    var server = LanguageServer()
    check(server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#.utf8)))
    let document: JSONOutput = .object([("uri", .string("untitled:fuzz.tokens.json"))])
    func message(_ id: Int?, _ method: String, _ params: [(String, JSONOutput)]) -> [UInt8] {
        var members: [(String, JSONOutput)] = [("jsonrpc", .string("2.0"))]
        if let id { members.append(("id", .number(Double(id)))) }
        members += [("method", .string(method)), ("params", .object(params))]
        return Array(JSONOutput.object(members).serialized(pretty: false).utf8)
    }
    let item: JSONOutput = .object([
        ("uri", .string("untitled:fuzz.tokens.json")), ("languageId", .string("json")), ("version", .number(1)),
        ("text", .string(text)),
    ])
    check(server.handle(message(nil, "textDocument/didOpen", [("textDocument", item)])))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var id = 1
    for (line, content) in lines.prefix(8).enumerated() {
        let width = content.utf16.count
        for character in Set([0, 1, width / 3, width / 2, width - 1, width, width + 1]) where character >= 0 {
            let position: JSONOutput = .object([
                ("line", .number(Double(line))), ("character", .number(Double(character))),
            ])
            for method in ["textDocument/hover", "textDocument/completion", "textDocument/definition"] {
                check(server.handle(message(id, method, [("textDocument", document), ("position", position)])))
                id += 1
            }
            let context: JSONOutput = .object([("includeDeclaration", .bool(true))])
            check(
                server.handle(
                    message(
                        id, "textDocument/references",
                        [("textDocument", document), ("position", position), ("context", context)])))
            id += 1
        }
    }
    check(server.handle(message(id, "textDocument/documentSymbol", [("textDocument", document)])))
}

let fuzzLimit = 1024

func frames(_ bytes: [UInt8], chunk: Int) -> (bodies: [FrameReader.Frame], failure: String?) {
    var reader = FrameReader(limit: fuzzLimit)
    var bodies: [FrameReader.Frame] = []
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

func check(_ messages: [RPCOutgoingMessage]) {
    for message in messages {
        let text = message.serialized(pretty: false)
        let parsed = JSONParser.parse(text, file: "out")
        guard let root = parsed.root, case .object(let object) = root.value,
            object["jsonrpc"]?.value.sameString(as: .string("2.0")) == true
        else { fatalError("the server sent something that is not a JSON-RPC message: \(text)") }
        _ = FrameWriter.frame(message)
    }
}
