import Testing

@testable import HigTypeLSP

/// The protocol's rules, message by message: errors with their codes, the lifecycle.
@Suite struct ProtocolTests {
    @Test func requestsBeforeInitializeAreRefused() {
        var client = LSPTestClient()
        #expect(
            client.send(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{}}"#) == [
                #"{"jsonrpc":"2.0","id":7,"error":{"code":-32002,"message":"'initialize' must come first"}}"#
            ])
    }

    @Test func initializeAnswersWithTheCapabilities() {
        var client = LSPTestClient()
        #expect(
            client.request("initialize", #"{"processId":null,"rootUri":null,"capabilities":{}}"#) == [
                #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":1},"hoverProvider":true,"completionProvider":{"triggerCharacters":["\"","[","{","."]},"definitionProvider":true,"referencesProvider":true,"documentSymbolProvider":true,"codeActionProvider":{"codeActionKinds":["quickfix","source.fixAll.higtype","refactor.rewrite"]}},"serverInfo":{"name":"higtype"}}}"#
            ])
        #expect(
            client.request("initialize", "{}") == [
                #"{"jsonrpc":"2.0","id":2,"error":{"code":-32600,"message":"already initialized"}}"#
            ])
    }

    @Test func malformedMessagesGetTheirErrorCodes() {
        var client = LSPTestClient()
        client.start(root: nil)
        #expect(
            client.send("{\"jsonrpc\":") == [
                #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"expected a value, found end of input"}}"#
            ])
        #expect(
            client.send(#"{"id":3,"method":"shutdown"}"#) == [
                #"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"'jsonrpc' must be \"2.0\""}}"#
            ])
        #expect(
            client.send(#"[1]"#) == [
                #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message is a JSON object"}}"#
            ])
        #expect(
            client.send(#"{"jsonrpc":"2.0","id":"x","method":"workspace/symbol","params":{}}"#) == [
                #"{"jsonrpc":"2.0","id":"x","error":{"code":-32601,"message":"higtype lsp has no method 'workspace/symbol'"}}"#
            ])
        #expect(
            client.send(
                #"{"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///nowhere/a.tokens.json"},"position":{"line":0,"character":0}}}"#
            )
                == [
                    #"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"'file:///nowhere/a.tokens.json' is not open"}}"#
                ])
        // Unknown notifications get nothing, as the protocol says.
        #expect(client.notify("$/setTrace", #"{"value":"off"}"#) == [])
    }

    @Test func aCancelInTheSameBatchCancelsTheRequest() {
        var server = LanguageServer()
        _ = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
        let out = server.handle(batch: [
            Array(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#.utf8),
            Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#.utf8),
        ])
        #expect(
            out.map { $0.serialized(pretty: false) } == [
                #"{"jsonrpc":"2.0","id":2,"error":{"code":-32800,"message":"'shutdown' was cancelled"}}"#
            ])
        #expect(server.state == .running)
    }

    /// Of two changes to a document in one batch, only the last is checked; a request between
    /// them reads the first one's check, so then both are.
    @Test func aChangeALaterOneReplacesIsNotChecked() {
        var client = LSPTestClient()
        client.start(root: nil)
        let uri = "untitled:a.tokens.json"
        _ = client.open(uri, "{}")
        func change(_ version: Int, _ text: String) -> [UInt8] {
            Array(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":"\#(text)"}]}}"#
                    .utf8)
        }
        let noTypography =
            #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"severity":2,"code":"no-typography","source":"higtype","message":"no tokens; higtype generates text styles from typography tokens only, so there is nothing to generate. Add typography tokens, or compose this file with the one that holds them"}"#
        let published = { (version: Int) in
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":\#(version),"diagnostics":[\#(noTypography)]}}"#
        }
        let cancel = Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":99}}"#.utf8)
        #expect(
            client.server.handle(batch: [change(2, "[]"), cancel, change(3, "{}")]).map { $0.serialized(pretty: false) }
                == [published(3)])
        let symbols = Array(
            #"{"jsonrpc":"2.0","id":5,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#
                .utf8)
        #expect(
            client.server.handle(batch: [change(4, "{}"), symbols, change(5, "{}")]).map {
                $0.serialized(pretty: false)
            } == [published(4), #"{"jsonrpc":"2.0","id":5,"result":[]}"#, published(5)])
        #expect(client.server.documents[uri]?.version == 5)
    }

    @Test func shutdownThenExitIsZero() {
        var client = LSPTestClient()
        client.start(root: nil)
        #expect(client.request("shutdown", "null") == [#"{"jsonrpc":"2.0","id":2,"result":null}"#])
        #expect(
            client.request("textDocument/hover", "{}") == [
                #"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"the server is shut down; only 'exit' is left"}}"#
            ])
        #expect(client.notify("exit", "null") == [])
        #expect(client.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownIsOne() {
        var client = LSPTestClient()
        client.start(root: nil)
        _ = client.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(client.server.exitCode == 1)
    }

    /// Ids are echoed as the client wrote them (issue 36): integers past 2^53 and 10^16 were
    /// answered rounded, or as `1e+16`. LSP's ids are integers or strings; a number with a
    /// fraction or an exponent is refused, its id echoed as written.
    @Test func idsAreEchoedExactlyAsSent() {
        var client = LSPTestClient()
        client.start(root: nil)
        _ = client.open("untitled:a.tokens.json", "{}")
        let symbols =
            #""method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"untitled:a.tokens.json"}}"#
        for id in [
            "9007199254740993", "10000000000000000", "-1", "0", "-0", "123456789012345678901234567890", #""abc""#,
            #""a\"b""#, #""""#,
        ] {
            #expect(
                client.send(#"{"jsonrpc":"2.0","id":\#(id),\#(symbols)}"#) == [
                    #"{"jsonrpc":"2.0","id":\#(id),"result":[]}"#
                ])
        }
        // A string is echoed as the same string, its escapes written as higtype writes them.
        #expect(
            client.send(#"{"jsonrpc":"2.0","id":"\u0061b","method":"shutdown"}"#) == [
                #"{"jsonrpc":"2.0","id":"ab","result":null}"#
            ])
        var refusing = LSPTestClient()
        refusing.start(root: nil)
        for id in ["1.5", "1e2", "-0.0", "9007199254740993.0"] {
            #expect(
                refusing.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"}"#) == [
                    #"{"jsonrpc":"2.0","id":\#(id),"error":{"code":-32600,"message":"'id' is an integer or a string"}}"#
                ])
        }
        #expect(refusing.server.state == .running)
        #expect(
            refusing.send(#"{"jsonrpc":"2.0","id":true,"method":"shutdown"}"#) == [
                #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"'id' is an integer or a string"}}"#
            ])
    }

    /// A cancellation names its request exactly: 2^53 + 1 does not cancel 2^53, which a `Double`
    /// cannot tell apart.
    @Test func aCancelNamesItsRequestExactly() {
        var server = LanguageServer()
        _ = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
        let out = server.handle(batch: [
            Array(#"{"jsonrpc":"2.0","id":9007199254740992,"method":"shutdown"}"#.utf8),
            Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":9007199254740993}}"#.utf8),
        ])
        #expect(out.map { $0.serialized(pretty: false) } == [#"{"jsonrpc":"2.0","id":9007199254740992,"result":null}"#])
        #expect(server.state == .shutDown)
    }

    /// The pretty form writes the id in its place too, as the client sent it.
    @Test func prettyResponsesKeepTheIdsSpelling() {
        let message = RPCOutgoing.result(.number("10000000000000000"), .array([]))
        #expect(message.serialized() == "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 10000000000000000,\n  \"result\": []\n}")
    }

    /// A message over the 16 MiB bound whose header is well formed is skipped as it arrives and
    /// answered with an error of id null; the next message is read and answered.
    @Test func anOversizedMessageIsAnsweredAndTheNextOneRead() {
        var server = LanguageServer()
        _ = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
        let out = server.handle(frames: [
            .oversized(length: 16_777_217),
            .message(Array(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#.utf8)),
        ])
        #expect(
            out.map { $0.serialized(pretty: false) } == [
                #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message of 16777217 bytes is over the limit of 16777216 bytes; it was skipped unread"}}"#,
                #"{"jsonrpc":"2.0","id":2,"result":null}"#,
            ])
    }
}
