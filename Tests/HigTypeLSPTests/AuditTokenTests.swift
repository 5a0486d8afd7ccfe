import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeLSP

/// With a workspace manifest, the audit's quick fix in Swift names the matching token, and the
/// text style is offered beside it.
@Suite struct AuditTokenTests {
    static let tokens = #"{"type": {"$type": "typography", "title": {"$value": {"textStyle": "headline"}}}}"#

    static func project() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("higtype.json", #"{"manifests": ["tokens/app.tokens.json"]}"#)
        folder.write("tokens/app.tokens.json", tokens)
        return folder
    }

    @Test func theTokenAndTheTextStyleAreBothOffered() {
        let folder = Self.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("View.swift")
        let swift = "import SwiftUI\nlet t = Text(\"😀\").font(.system(size: 17, weight: .semibold))\n"
        let published = client.open(uri, swift)
        #expect(published.count == 1)
        #expect(published[0].contains(#""range":{"start":{"line":1,"character":18},"end":{"line":1,"character":23}}"#))
        #expect(published[0].contains("token 'type.title' has these values"))
        let actions = client.request(
            "textDocument/codeAction",
            #"{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":1,"character":20},"end":{"line":1,"character":20}},"context":{"diagnostics":[]}}"#
        )
        #expect(actions.count == 1)
        let titles = actions[0].components(separatedBy: #"{"title":""#).dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(
            titles == [
                "Replace with .typography(Typography.typeTitle) (fixed-size)",
                "Replace with .font(.headline) (fixed-size)",
            ])
        let range = #"{"start":{"line":1,"character":18},"end":{"line":1,"character":61}}"#
        #expect(actions[0].contains(#"[{"range":\#(range),"newText":".typography(Typography.typeTitle)"}]"#))
        #expect(actions[0].contains(#"[{"range":\#(range),"newText":".font(.headline)"}]"#))
    }

    @Test func aChangeToTheManifestChecksTheSwiftFileAgain() {
        let folder = Self.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let swift = "file://" + folder.file("View.swift")
        _ = client.open(swift, "let t = Text(\"x\").font(.system(size: 17, weight: .semibold))\n")
        let tokens = "file://" + folder.file("tokens/app.tokens.json")
        _ = client.open(tokens, Self.tokens)
        let out = client.change(tokens, Self.tokens.replacingOccurrences(of: "headline", with: "body"), version: 2)
        #expect(out.count == 2)
        #expect(out.last?.contains(#""uri":"\#(swift)""#) == true)
        #expect(out.last?.contains("has these values") == false)
    }
}
