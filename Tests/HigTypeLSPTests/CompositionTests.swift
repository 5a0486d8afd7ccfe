import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeLSP

/// A token file that a `higtype.json` names is checked in its composition: the other files from
/// disk unless the editor has them open; a file no config names is checked alone.
@Suite struct CompositionTests {
    static let base = #"{"weight": {"strong": {"$type": "fontWeight", "$value": "bold"}}}"#
    static let app = """
        {
          "type": {"$type": "typography", "body": {"$value": {"textStyle": "body", "fontWeight": "{weight.strong}"}}}
        }
        """

    static func project() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("higtype.json", #"{"manifests": ["tokens/base.tokens.json", "tokens/app.tokens.json"]}"#)
        folder.write("tokens/base.tokens.json", base)
        folder.write("tokens/app.tokens.json", app)
        return folder
    }

    static func published(_ uri: String, version: Int, _ diagnostics: String) -> String {
        #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":\#(version),"diagnostics":[\#(diagnostics)]}}"#
    }

    @Test func aFileInTheConfigIsCheckedWithItsComposition() {
        let folder = Self.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let app = "file://" + folder.file("tokens/app.tokens.json")
        // The alias resolves in base.tokens.json, read from disk.
        #expect(client.open(app, Self.app) == [Self.published(app, version: 1, "")])
        // base.tokens.json opened and changed in the editor: app is checked again with its text.
        let base = "file://" + folder.file("tokens/base.tokens.json")
        // Opening it checks app again too, which read it.
        #expect(
            client.open(base, Self.base) == [Self.published(base, version: 1, ""), Self.published(app, version: 1, "")])
        let renamed = Self.base.replacingOccurrences(of: "strong", with: "heavy")
        let out = client.change(base, renamed, version: 2)
        #expect(out.count == 2)
        #expect(out.first == Self.published(base, version: 2, ""))
        #expect(
            out.last?.hasPrefix(
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(app)","version":1,"diagnostics":[{"range":{"start":{"line":1,"character":89},"end":{"line":1,"character":106}},"severity":1,"code":"alias-missing""#
            ) == true)
    }

    @Test func aFileNoConfigNamesIsCheckedAlone() {
        let folder = TemporaryFolder()
        folder.write("app.tokens.json", Self.app)
        var client = LSPTestClient()
        client.start(root: folder.path)
        let app = "file://" + folder.file("app.tokens.json")
        let out = client.open(app, Self.app)
        #expect(out.count == 1)
        #expect(out[0].contains(#""code":"alias-missing""#))
        #expect(out[0].contains(#""range":{"start":{"line":1,"character":89},"end":{"line":1,"character":106}}"#))
    }
}

extension CompositionTests {
    @Test func otherJSONIsCheckedOnlyInAComposition() {
        let folder = Self.project()
        folder.write("tokens/extra.json", Self.base)
        folder.write("higtype.json", #"{"manifests": ["tokens/extra.json", "tokens/app.tokens.json"]}"#)
        var client = LSPTestClient()
        client.start(root: folder.path)
        // package.json is no token file and no config names it: nothing to say.
        let package = "file://" + folder.file("package.json")
        #expect(client.open(package, #"{"name": 1, "name": 2}"#) == [Self.published(package, version: 1, "")])
        // extra.json is named by the config: checked, and its duplicate key reported.
        let extra = "file://" + folder.file("tokens/extra.json")
        let out = client.open(extra, #"{"a": 1, "a": 2}"#)
        #expect(out.first?.contains(#""code":"duplicate-key""#) == true)
    }
}
