import HigTypeLSP
import HigTypeTestSupport

@testable import HigTypeKit

/// Drives a `LanguageServer` in-process with messages written as JSON text, and hands back
/// what it sends, each message compact, as an editor would read it.
struct LSPTestClient {
    var server = LanguageServer()
    private var nextID = 1

    /// Sends one message body; returns the messages sent back.
    mutating func send(_ json: String) -> [String] {
        server.handle(Array(json.utf8)).map { $0.serialized(pretty: false) }
    }

    /// A request with the next id; returns every message sent back.
    mutating func request(_ method: String, _ params: String) -> [String] {
        defer { nextID += 1 }
        return send(#"{"jsonrpc":"2.0","id":\#(nextID),"method":"\#(method)","params":\#(params)}"#)
    }

    mutating func notify(_ method: String, _ params: String) -> [String] {
        send(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    /// `initialize` with `root` as the workspace, then `initialized`.
    mutating func start(root: String?) {
        let rootURI = root.map { #""file://\#($0)""# } ?? "null"
        _ = request("initialize", #"{"processId":null,"rootUri":\#(rootURI),"capabilities":{}}"#)
        _ = notify("initialized", "{}")
    }

    mutating func open(_ uri: String, _ text: String, version: Int = 1) -> [String] {
        notify(
            "textDocument/didOpen",
            #"{"textDocument":{"uri":"\#(uri)","languageId":"json","version":\#(version),"text":\#(JSONOutput.quote(text))}}"#
        )
    }

    mutating func change(_ uri: String, _ text: String, version: Int) -> [String] {
        notify(
            "textDocument/didChange",
            #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":\#(JSONOutput.quote(text))}]}"#
        )
    }

    static func position(_ line: Int, _ character: Int) -> String {
        #"{"line":\#(line),"character":\#(character)}"#
    }

    mutating func at(_ method: String, _ uri: String, _ line: Int, _ character: Int) -> [String] {
        request(method, #"{"textDocument":{"uri":"\#(uri)"},"position":\#(Self.position(line, character))}"#)
    }
}
