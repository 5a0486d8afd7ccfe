import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeLSP

/// The capabilities of issue 26 that no other suite pins down, each at exact positions: notes as
/// related information in another file, the workspace's token in CSS, hover on
/// `UIFont.TextStyle`, a file of the composition that vanishes, a request for a closed document.
@Suite struct CapabilityAuditTests {
    @Test func aNoteInAnotherFileIsRelatedInformation() {
        let folder = TemporaryFolder()
        folder.write("higtype.json", #"{"manifests": ["base.tokens.json", "app.tokens.json"]}"#)
        let base = #"{"x": {"$type": "fontWeight", "$value": "{y}"}}"#
        folder.write("base.tokens.json", base)
        folder.write("app.tokens.json", #"{"y": {"$type": "fontWeight", "$value": "{x}"}}"#)
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("base.tokens.json")
        let app = DocumentURI.uri(of: folder.file("app.tokens.json"))
        #expect(
            client.open(uri, base) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[{"range":{"start":{"line":0,"character":40},"end":{"line":0,"character":45}},"severity":1,"code":"alias-cycle","source":"higtype","message":"alias cycle: {x} → {y} → {x}","relatedInformation":[{"location":{"uri":"\#(app)","range":{"start":{"line":0,"character":40},"end":{"line":0,"character":40}}},"message":"'y' is part of the cycle"}]}]}}"#
            ])
    }

    @Test func cssGetsTheWorkspacesTokenAndTheTextStyle() {
        let folder = AuditTokenTests.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("site.css")
        let published = client.open(uri, "p {\n  font-size: 17px;\n  font-weight: 600;\n}\n")
        #expect(published.count == 1)
        #expect(published[0].contains(#""range":{"start":{"line":1,"character":2},"end":{"line":1,"character":11}}"#))
        let actions = client.request(
            "textDocument/codeAction",
            #"{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":1,"character":4},"end":{"line":1,"character":4}},"context":{"diagnostics":[]}}"#
        )
        let titles = actions[0].components(separatedBy: #"{"title":""#).dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(
            titles == [
                "Replace with font-size: var(--type-title-font-size) (fixed-size)",
                "Replace with font-size: 1.0625rem (fixed-size)",
            ])
        #expect(
            actions[0].contains(
                #"[{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":17}},"newText":"font-size: var(--type-title-font-size)"}]"#
            ))
    }

    @Test func hoverOnAUIFontTextStyle() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("Label.swift")
        _ = client.open(uri, "let f = UIFont.preferredFont(forTextStyle: UIFont.TextStyle.headline)\n")
        #expect(
            client.at("textDocument/hover", uri, 0, 63) == [
                #"{"jsonrpc":"2.0","id":2,"result":{"contents":{"kind":"markdown","value":"\#(DocumentTests.headlineTable)"},"range":{"start":{"line":0,"character":60},"end":{"line":0,"character":68}}}}"#
            ])
    }

    @Test func aFileOfTheCompositionThatVanishesIsAnErrorNotACrash() throws {
        let folder = CompositionTests.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let app = "file://" + folder.file("tokens/app.tokens.json")
        _ = client.open(app, CompositionTests.app)
        try FileManager.default.removeItem(atPath: folder.file("tokens/base.tokens.json"))
        let out = client.change(app, CompositionTests.app, version: 2)
        // The config names a file that is gone: it cannot be used, the editor says so on the
        // first line with the config's place as related information, and the file is checked alone.
        let config = DocumentURI.uri(of: folder.file("higtype.json"))
        #expect(out.count == 1)
        #expect(
            out[0].hasPrefix(
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(app)","version":2,"diagnostics":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"severity":1,"code":"config-file","source":"higtype","message":"higtype.json cannot be used, so this file is checked alone: no token file 'tokens/base.tokens.json'"#
            ))
        #expect(
            out[0].contains(
                #""relatedInformation":[{"location":{"uri":"\#(config)","range":{"start":{"line":0,"character":15}"#))
        #expect(out[0].contains(#""code":"alias-missing""#))
        // The alias now leads nowhere: no location, no error.
        #expect(client.at("textDocument/definition", app, 1, 95) == [#"{"jsonrpc":"2.0","id":2,"result":[]}"#])
    }

    @Test func aClosedDocumentIsInvalidParams() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        _ = client.open(uri, "{}")
        _ = client.notify("textDocument/didClose", #"{"textDocument":{"uri":"\#(uri)"}}"#)
        #expect(
            client.at("textDocument/hover", uri, 0, 0) == [
                #"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"'\#(uri)' is not open"}}"#
            ])
        // A change to it is dropped: there is no text to apply it to.
        #expect(client.change(uri, "{}", version: 2) == [])
    }
}
