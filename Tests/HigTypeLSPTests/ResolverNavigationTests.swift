import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeLSP

/// Go to definition and find references for a resolver document's `$ref`s: to a file, to a node
/// of another file, to a set of the document; never into a file outside the project tree.
@Suite struct ResolverNavigationTests {
    static let resolver = """
        {
          "version": "2025.10",
          "sets": {
            "base": {"sources": [{"$ref": "tokens/base.tokens.json"}]}
          },
          "resolutionOrder": [
            {"$ref": "#/sets/base"},
            {"type": "set", "name": "more", "sources": [{"$ref": "tokens/more.tokens.json#/type"}]},
            {"type": "set", "name": "away", "sources": [{"$ref": "../outside.tokens.json#/type"}]}
          ]
        }

        """
    static let base = """
        {
          "weight": {"$type": "fontWeight", "strong": {"$value": "bold"}}
        }

        """
    static let more = """
        {
          "type": {
            "$type": "typography",
            "body": {"$value": {"textStyle": "body", "fontWeight": "{weight.strong}"}}
          }
        }

        """

    /// The resolver in `project/`, and a token file beside the project, outside its tree.
    static func workspace() -> (folder: TemporaryFolder, root: String) {
        let folder = TemporaryFolder()
        folder.write("project/.git/HEAD", "ref: refs/heads/main\n")
        folder.write("project/app.resolver.json", resolver)
        folder.write("project/tokens/base.tokens.json", base)
        folder.write("project/tokens/more.tokens.json", more)
        folder.write("outside.tokens.json", more)
        return (folder, folder.file("project"))
    }

    static func location(_ uri: String, _ line: Int, _ start: Int, _ end: Int) -> String {
        #"{"uri":"\#(uri)","range":{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}}"#
    }

    @Test func aRefLeadsToTheFileOrTheNodeItNames() {
        let (folder, root) = Self.workspace()
        var client = LSPTestClient()
        // The workspace is the folder above the project: the project tree still bounds what is read.
        client.start(root: folder.path)
        let uri = "file://" + root + "/app.resolver.json"
        _ = client.open(uri, Self.resolver)
        let base = DocumentURI.uri(of: root + "/tokens/base.tokens.json")
        let more = DocumentURI.uri(of: root + "/tokens/more.tokens.json")
        // A whole file: its start.
        #expect(
            client.at("textDocument/definition", uri, 3, 40) == [
                #"{"jsonrpc":"2.0","id":2,"result":[\#(Self.location(base, 0, 0, 0))]}"#
            ])
        // `#/sets/base`: the set's key in the document.
        #expect(
            client.at("textDocument/definition", uri, 6, 16) == [
                #"{"jsonrpc":"2.0","id":3,"result":[\#(Self.location(uri, 3, 4, 10))]}"#
            ])
        // `file#/type`: the group's key in that file.
        #expect(
            client.at("textDocument/definition", uri, 7, 60) == [
                #"{"jsonrpc":"2.0","id":4,"result":[\#(Self.location(more, 1, 2, 8))]}"#
            ])
        // A file outside the project tree is neither read nor offered, though the workspace holds it.
        #expect(client.at("textDocument/definition", uri, 8, 60) == [#"{"jsonrpc":"2.0","id":5,"result":[]}"#])
        // Off any `$ref`: nothing.
        #expect(client.at("textDocument/definition", uri, 1, 5) == [#"{"jsonrpc":"2.0","id":6,"result":null}"#])
    }

    @Test func aSetsReferencesAreTheRefsToIt() {
        let (folder, root) = Self.workspace()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + root + "/app.resolver.json"
        _ = client.open(uri, Self.resolver)
        // On the set's key, with its declaration; on the `$ref` to it, without.
        #expect(
            client.request(
                "textDocument/references",
                #"{"textDocument":{"uri":"\#(uri)"},"position":\#(LSPTestClient.position(3, 6)),"context":{"includeDeclaration":true}}"#
            ) == [
                #"{"jsonrpc":"2.0","id":2,"result":[\#(Self.location(uri, 3, 4, 10)),\#(Self.location(uri, 6, 13, 26))]}"#
            ])
        #expect(
            client.request(
                "textDocument/references",
                #"{"textDocument":{"uri":"\#(uri)"},"position":\#(LSPTestClient.position(6, 14)),"context":{"includeDeclaration":false}}"#
            ) == [#"{"jsonrpc":"2.0","id":3,"result":[\#(Self.location(uri, 6, 13, 26))]}"#])
    }

    /// With a `higtype.json` naming the resolver, a token file's group is referred to by the
    /// resolver's `$ref`, and its aliases lead across the files the resolver composes.
    @Test func aTokenFilesReferencesIncludeTheResolversRefs() {
        let (folder, root) = Self.workspace()
        folder.write("project/higtype.json", #"{"resolver": "app.resolver.json"}"#)
        folder.write(
            "project/app.resolver.json",
            Self.resolver.replacingOccurrences(
                of:
                    "\n    {\"type\": \"set\", \"name\": \"away\", \"sources\": [{\"$ref\": \"../outside.tokens.json#/type\"}]}",
                with: ""
            ).replacingOccurrences(of: "#/type\"}]},", with: "#/type\"}]}"))
        var client = LSPTestClient()
        client.start(root: root)
        let more = "file://" + root + "/tokens/more.tokens.json"
        let published = client.open(more, Self.more)
        #expect(published.first?.hasSuffix(#""diagnostics":[]}}"#) == true)
        let resolver = DocumentURI.uri(of: root + "/app.resolver.json")
        let base = DocumentURI.uri(of: root + "/tokens/base.tokens.json")
        #expect(
            client.request(
                "textDocument/references",
                #"{"textDocument":{"uri":"\#(more)"},"position":\#(LSPTestClient.position(1, 4)),"context":{"includeDeclaration":false}}"#
            ) == [#"{"jsonrpc":"2.0","id":2,"result":[\#(Self.location(resolver, 7, 57, 88))]}"#])
        // The alias in more leads to base's token, a file the resolver composes.
        #expect(
            client.at("textDocument/definition", more, 3, 65) == [
                #"{"jsonrpc":"2.0","id":3,"result":[\#(Self.location(base, 1, 36, 44))]}"#
            ])
    }
}
