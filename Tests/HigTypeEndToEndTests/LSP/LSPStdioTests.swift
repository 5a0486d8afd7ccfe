import Foundation
import HigTypeCLI
import HigTypeTestSupport
import Testing

/// The real `higtype lsp` over standard input and output, framed as editors frame messages.
@Suite struct LSPStdioTests {
    static func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n" + body }

    @Test func aSessionOverStdio() throws {
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let folder = TemporaryFolder()
        let uri = "file://" + folder.file("a.tokens.json")
        let text = #"{\n  \"😀\": {\"$value\": {\"fontWeight\": \"semibold\"}}\n}\n"#
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"file://\#(folder.path)","capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"json","version":3,"text":"\#(text)"}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(Self.frame).joined()
        let result = try ToolProcess.run(binary, ["lsp"], input: input, timeout: 60)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let expected = [
            #"{"jsonrpc":"2.0","id":1,"result":{"capabilities":{"positionEncoding":"utf-16","textDocumentSync":{"openClose":true,"change":1},"hoverProvider":true,"completionProvider":{"triggerCharacters":["\"","[","{","."]},"definitionProvider":true,"referencesProvider":true,"documentSymbolProvider":true,"codeActionProvider":{"codeActionKinds":["quickfix","source.fixAll.higtype","refactor.rewrite"]}},"serverInfo":{"name":"higtype"}}}"#,
            // The token's key is the emoji: two UTF-16 units between its quotes.
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":3,"diagnostics":[{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":6}},"severity":1,"code":"missing-type","source":"higtype","message":"token '😀' has no $type: set it on the token or a group that contains it"}]}}"#,
            #"{"jsonrpc":"2.0","id":2,"result":null}"#,
        ].map(Self.frame).joined()
        #expect(result.stdout == expected)
    }

    @Test func brokenFramingEndsTheSessionWithStatusOne() throws {
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let input =
            Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
            + "Content-Length: 9x\r\n\r\n"
        let result = try ToolProcess.run(binary, ["lsp"], input: input, timeout: 60)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("Content-Length: "))
        #expect(result.stderr == "higtype lsp: Content-Length is not a decimal number; the stream cannot be read on\n")
    }

    /// A token file over the 16 MiB message bound, its header well formed, no longer ends the
    /// session (issue 36): the message is skipped unread, answered with an error of id null and
    /// said on standard error, and the request after it is answered.
    @Test func anOversizedMessageIsSkippedAndTheSessionGoesOn() throws {
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let text = String(repeating: " ", count: 16 << 20)
        let open =
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:big.tokens.json","languageId":"json","version":1,"text":"\#(text)"}}}"#
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#, open,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(Self.frame).joined()
        let result = try ToolProcess.run(binary, ["lsp"], input: input, timeout: 120)
        let length = open.utf8.count
        #expect(result.status == 0)
        #expect(
            result.stderr == "higtype lsp: skipped a message of \(length) bytes, over the limit of 16777216 bytes\n")
        let answers = result.stdout.components(separatedBy: "\r\n\r\n").dropFirst(2).map {
            String($0.prefix { $0 != "C" })
        }
        #expect(
            answers == [
                #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message of \#(length) bytes is over the limit of 16777216 bytes; it was skipped unread"}}"#,
                #"{"jsonrpc":"2.0","id":2,"result":null}"#,
            ])
    }

    @Test func endOfInputWithoutExitIsStatusOne() throws {
        let binary = try #require(ToolProcess.debugBinary, "\(ToolProcess.missingBinaryMessage)")
        let result = try ToolProcess.run(binary, ["lsp"], input: "", timeout: 60)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "higtype lsp: the input ended without 'exit'\n")
    }
}

extension LSPStdioTests {
    @Test func lspTakesNoArguments() {
        let output = HigTypeTool.run(["lsp", "extra"])
        #expect(output.status == 2)
        #expect(output.stderr == "higtype: error: 'lsp' takes no argument 'extra'\n")
    }
}
