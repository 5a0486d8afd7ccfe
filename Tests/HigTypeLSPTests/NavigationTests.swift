import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeLSP

/// Go to definition, find references and document symbols across the files of a composition,
/// with exact UTF-16 positions.
@Suite struct NavigationTests {
    /// Line 4's key is an emoji (two UTF-16 units, four bytes) before an alias.
    static let base = """
        {
          "weight": {
            "$type": "fontWeight",
            "strong": {"$value": "bold"},
            "😀": {"$value": "{weight.strong}"}
          }
        }

        """
    static let app = """
        {
          "type": {
            "$type": "typography",
            "body": {"$value": {"textStyle": "body", "fontWeight": "{weight.strong}"}},
            "em": {"$ref": "#/type/body"}
          }
        }

        """

    /// A project whose `higtype.json` composes base, then app.
    static func project() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("higtype.json", #"{"manifests": ["tokens/base.tokens.json", "tokens/app.tokens.json"]}"#)
        folder.write("tokens/base.tokens.json", base)
        folder.write("tokens/app.tokens.json", app)
        return folder
    }

    static func location(_ uri: String, _ line: Int, _ start: Int, _ end: Int) -> String {
        #"{"uri":"\#(uri)","range":{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}}"#
    }

    @Test func definitionOfAnAliasIsInTheFileThatWritesTheToken() {
        let folder = Self.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let app = "file://" + folder.file("tokens/app.tokens.json")
        let base = DocumentURI.uri(of: folder.file("tokens/base.tokens.json"))
        #expect(client.open(app, Self.app).first?.hasSuffix(#""diagnostics":[]}}"#) == true)
        // Inside "{weight.strong}": base.tokens.json, not open, read from disk.
        #expect(
            client.at("textDocument/definition", app, 3, 65) == [
                #"{"jsonrpc":"2.0","id":2,"result":[\#(Self.location(base, 3, 4, 12))]}"#
            ])
        // A `$ref` pointer leads to the token in the same file.
        #expect(
            client.at("textDocument/definition", app, 4, 25) == [
                #"{"jsonrpc":"2.0","id":3,"result":[\#(Self.location(app, 3, 4, 10))]}"#
            ])
        // On a key: the token itself; on `$type`'s value: nothing.
        #expect(
            client.at("textDocument/definition", app, 4, 5) == [
                #"{"jsonrpc":"2.0","id":4,"result":[\#(Self.location(app, 4, 4, 8))]}"#
            ])
        #expect(client.at("textDocument/definition", app, 2, 20) == [#"{"jsonrpc":"2.0","id":5,"result":null}"#])
    }

    @Test func referencesSpanTheComposition() {
        let folder = Self.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let app = "file://" + folder.file("tokens/app.tokens.json")
        let base = "file://" + folder.file("tokens/base.tokens.json")
        _ = client.open(app, Self.app)
        _ = client.open(base, Self.base)
        // From the key "strong" in base: its declaration, then each alias in composition order;
        // the alias after the emoji starts at UTF-16 character 21.
        let position = LSPTestClient.position(3, 7)
        #expect(
            client.request(
                "textDocument/references",
                #"{"textDocument":{"uri":"\#(base)"},"position":\#(position),"context":{"includeDeclaration":true}}"#
            ) == [
                #"{"jsonrpc":"2.0","id":2,"result":[\#(Self.location(base, 3, 4, 12)),\#(Self.location(base, 4, 21, 38)),\#(Self.location(app, 3, 59, 76))]}"#
            ])
        // From the `$ref` in app, without the declaration.
        #expect(
            client.request(
                "textDocument/references",
                #"{"textDocument":{"uri":"\#(app)"},"position":\#(LSPTestClient.position(4, 20)),"context":{"includeDeclaration":false}}"#
            ) == [#"{"jsonrpc":"2.0","id":3,"result":[\#(Self.location(app, 4, 19, 32))]}"#])
    }

    @Test func documentSymbolsAreTheGroupAndTokenTree() {
        let folder = Self.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let app = "file://" + folder.file("tokens/app.tokens.json")
        _ = client.open(app, Self.app)
        func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> String {
            #"{"start":{"line":\#(l1),"character":\#(c1)},"end":{"line":\#(l2),"character":\#(c2)}}"#
        }
        let body =
            #"{"name":"body","detail":"typography","kind":14,"range":\#(range(3, 4, 3, 78)),"selectionRange":\#(range(3, 5, 3, 9))}"#
        let em =
            #"{"name":"em","detail":"typography","kind":14,"range":\#(range(4, 4, 4, 33)),"selectionRange":\#(range(4, 5, 4, 7))}"#
        #expect(
            client.request("textDocument/documentSymbol", #"{"textDocument":{"uri":"\#(app)"}}"#) == [
                #"{"jsonrpc":"2.0","id":2,"result":[{"name":"type","detail":"group","kind":3,"range":\#(range(1, 2, 5, 3)),"selectionRange":\#(range(1, 3, 1, 7)),"children":[\#(body),\#(em)]}]}"#
            ])
        // The emoji key's selection is two UTF-16 units wide.
        let base = "file://" + folder.file("tokens/base.tokens.json")
        _ = client.open(base, Self.base)
        let symbols = client.request("textDocument/documentSymbol", #"{"textDocument":{"uri":"\#(base)"}}"#)
        #expect(
            symbols.first?.contains(
                #"{"name":"😀","detail":"fontWeight","kind":14,"range":\#(range(4, 4, 4, 39)),"selectionRange":\#(range(4, 5, 4, 7))}"#
            ) == true)
    }

    @Test func aFileThatDoesNotParseHasNoSymbols() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        _ = client.open(uri, #"{"a": {"$value": "#)
        #expect(
            client.request("textDocument/documentSymbol", #"{"textDocument":{"uri":"\#(uri)"}}"#) == [
                #"{"jsonrpc":"2.0","id":2,"result":[]}"#
            ])
        #expect(client.at("textDocument/definition", uri, 0, 3) == [#"{"jsonrpc":"2.0","id":3,"result":null}"#])
    }
}
