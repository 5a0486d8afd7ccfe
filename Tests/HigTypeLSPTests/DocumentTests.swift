import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeLSP

/// Diagnostics, code actions, hover and completion on real files, with exact positions.
@Suite struct DocumentTests {
    /// A typography token whose name is an emoji (two UTF-16 units) before a weight DTCG spells "semi-bold".
    static let emojiTokens = """
        {
          "type": {
            "$type": "typography",
            "😀": {"$value": {"textStyle": "headline", "fontWeight": "semibold"}}
          }
        }

        """

    static let weightDiagnostic =
        #"{"range":{"start":{"line":3,"character":61},"end":{"line":3,"character":71}},"severity":1,"code":"token-value","source":"higtype","message":"\"semibold\" is not a DTCG font weight name (DTCG's weight names are lowercase, hyphenated and case-sensitive); Apple's Semibold is 600, which DTCG writes \"semi-bold\""}"#

    @Test func diagnosticsComeFromTheEditorsTextWithUTF16Positions() {
        let folder = TemporaryFolder()
        // The disk holds a clean file; the editor's text has the error.
        folder.write("a.tokens.json", #"{"type": {"$type": "typography", "b": {"$value": {"textStyle": "body"}}}}"#)
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        #expect(
            client.open(uri, Self.emojiTokens) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[\#(Self.weightDiagnostic)]}}"#
            ])
        let fixed = Self.emojiTokens.replacingOccurrences(of: "\"semibold\"", with: "\"semi-bold\"")
        #expect(
            client.change(uri, fixed, version: 2) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":2,"diagnostics":[]}}"#
            ])
        // A change older than the text held is dropped.
        #expect(client.change(uri, Self.emojiTokens, version: 1) == [])
        #expect(
            client.notify("textDocument/didClose", #"{"textDocument":{"uri":"\#(uri)"}}"#) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","diagnostics":[]}}"#
            ])
    }

    /// A `*.json5` file is a token document: read as JSON5, its diagnostics at their positions in it.
    @Test func aJSON5FileIsCheckedAsJSON5() {
        #expect(DocumentKind(path: "/p/typography.json5") == .tokens)
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("typography.json5")
        let text =
            "// the team's type\n{\n  type: {\n    $type: 'typography',\n    b: { $value: { textStyle: 'body', fontWeight: 'semibold', }, },\n  },\n}\n"
        let note =
            #"{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"severity":3,"code":"foreign-format","source":"higtype","message":"read as JSON5 (the file is named .json5)\nnote: its fix-its are not offered: they are written for JSON; `higtype convert` writes the file as DTCG JSON"}"#
        // Its range is the value's start: the range of a diagnostic without a fix-it (none is offered in JSON5).
        let weight = Self.weightDiagnostic.replacingOccurrences(
            of: #""line":3,"character":61"#, with: #""line":4,"character":50"#
        )
        .replacingOccurrences(of: #""line":3,"character":71"#, with: #""line":4,"character":50"#)
        #expect(
            client.open(uri, text) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[\#(note),\#(weight)]}}"#
            ])
    }

    @Test func codeActionsOfferTheFixItAndFixAll() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        _ = client.open(uri, Self.emojiTokens)
        let edit =
            #"{"changes":{"\#(uri)":[{"range":{"start":{"line":3,"character":61},"end":{"line":3,"character":71}},"newText":"\"semi-bold\""}]}}"#
        let range = #"{"start":{"line":3,"character":64},"end":{"line":3,"character":64}}"#
        #expect(
            client.request(
                "textDocument/codeAction",
                #"{"textDocument":{"uri":"\#(uri)"},"range":\#(range),"context":{"diagnostics":[]}}"#) == [
                    #"{"jsonrpc":"2.0","id":2,"result":[{"title":"Replace with \"semi-bold\" (token-value)","kind":"quickfix","diagnostics":[\#(Self.weightDiagnostic)],"isPreferred":true,"edit":\#(edit)},{"title":"Apply all safe higtype fixes in this file","kind":"source.fixAll.higtype","edit":\#(edit)}]}"#
                ])
        #expect(
            client.request(
                "textDocument/codeAction",
                #"{"textDocument":{"uri":"\#(uri)"},"range":\#(range),"context":{"diagnostics":[],"only":["source.fixAll"]}}"#
            ) == [
                #"{"jsonrpc":"2.0","id":3,"result":[{"title":"Apply all safe higtype fixes in this file","kind":"source.fixAll.higtype","edit":\#(edit)}]}"#
            ])
        // Nothing to fix on line 0.
        #expect(
            client.request(
                "textDocument/codeAction",
                #"{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}},"context":{"diagnostics":[],"only":["quickfix"]}}"#
            ) == [#"{"jsonrpc":"2.0","id":4,"result":[]}"#])
    }

    /// The header and the rows of the iOS Headline table, as the hover shows it.
    static let headlineTable =
        #"**Headline** (`headline`)\n\niOS\n\n| Category | Size | Leading | Weight |\n|---|--:|--:|---|\n| xSmall | 14 | 19 | Semibold |\n| Small | 15 | 20 | Semibold |\n| Medium | 16 | 21 | Semibold |\n| Large (default) | 17 | 22 | Semibold |\n| xLarge | 19 | 24 | Semibold |\n| xxLarge | 21 | 26 | Semibold |\n| xxxLarge | 23 | 29 | Semibold |\n| AX1 | 28 | 34 | Semibold |\n| AX2 | 33 | 40 | Semibold |\n| AX3 | 40 | 48 | Semibold |\n| AX4 | 47 | 56 | Semibold |\n| AX5 | 53 | 62 | Semibold |\n"#

    @Test func hoverOnATextStyleValueShowsItsTable() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        _ = client.open(uri, Self.emojiTokens)
        #expect(
            client.at("textDocument/hover", uri, 3, 40) == [
                #"{"jsonrpc":"2.0","id":2,"result":{"contents":{"kind":"markdown","value":"\#(Self.headlineTable)"},"range":{"start":{"line":3,"character":35},"end":{"line":3,"character":45}}}}"#
            ])
        // On the key, nothing.
        #expect(client.at("textDocument/hover", uri, 3, 25) == [#"{"jsonrpc":"2.0","id":3,"result":null}"#])
    }

    @Test func hoverOnAWeightNameShowsItsNumber() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        _ = client.open(uri, #"{"w": {"$value": {"fontWeight": "semi-bold"}}}"#)
        #expect(
            client.at("textDocument/hover", uri, 0, 34) == [
                #"{"jsonrpc":"2.0","id":2,"result":{"contents":{"kind":"markdown","value":"**`semi-bold`**: DTCG font weight 600; Apple's `.semibold` (Semibold)"},"range":{"start":{"line":0,"character":32},"end":{"line":0,"character":43}}}}"#
            ])
    }

    @Test func swiftAndCSSGetTheAuditsFindings() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("View.swift")
        let swift = "import SwiftUI\nlet t = Text(\"😀\").font(.system(size: 13))\nlet u = Text(\"x\").font(.headline)\n"
        let published = client.open(uri, swift)
        #expect(published.count == 1)
        #expect(
            published[0].hasPrefix(
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":1,"diagnostics":[{"range":{"start":{"line":1,"character":18},"end":{"line":1,"character":23}},"severity":1,"code":"fixed-size","source":"higtype","message":"fixed font size 13 pt Regular does not follow Dynamic Type"#
            ))
        // The audit's fix-it (a text style) is a quick fix, not preferred: a choice to review.
        let actions = client.request(
            "textDocument/codeAction",
            #"{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":43}},"context":{"diagnostics":[]}}"#
        )
        #expect(actions.count == 1)
        #expect(actions[0].contains(#""kind":"quickfix""#))
        #expect(actions[0].contains(#""isPreferred":false"#))
        #expect(!actions[0].contains("source.fixAll"))
        // Hover on `.headline` in `.font(.headline)`.
        #expect(
            client.at("textDocument/hover", uri, 2, 28) == [
                #"{"jsonrpc":"2.0","id":3,"result":{"contents":{"kind":"markdown","value":"\#(Self.headlineTable)"},"range":{"start":{"line":2,"character":24},"end":{"line":2,"character":32}}}}"#
            ])
        let css = client.open("file://" + folder.file("site.css"), "p {\n  font-size: 13px;\n}\n")
        #expect(css.count == 1)
        #expect(css[0].contains(#""code":"fixed-size""#))
        #expect(css[0].contains(#""range":{"start":{"line":1,"character":2}"#))
    }

    @Test(arguments: [
        (#"    "textStyle": "hea"#, "headline", 3),
        (#"  "$value": {"fontWeight": "semi"#, "semi-bold", 4),
        (#"  "$type": "typo"#, "typography", 4),
        (#"  "platforms": ["ios", "wat"#, "watchos", 3),
    ])
    func completionInsideTokenValues(line: String, expected: String, typed: Int) throws {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        _ = client.open(uri, "{\n" + line + "\n}\n")
        let character = line.utf16.count
        let answer = client.at("textDocument/completion", uri, 1, character)
        let range =
            #"{"start":{"line":1,"character":\#(character - typed)},"end":{"line":1,"character":\#(character)}}"#
        #expect(answer.count == 1)
        #expect(answer[0].contains(#"{"label":"\#(expected)","#))
        #expect(answer[0].contains(#""textEdit":{"range":\#(range),"newText":"\#(expected)"}"#))
        // Every item starts with what is typed.
        let typedText = String(line.suffix(typed))
        #expect(
            !answer[0].contains(#"{"label":""#)
                || answer[0].components(separatedBy: #"{"label":""#).dropFirst().allSatisfy { $0.hasPrefix(typedText) })
    }

    @Test func noCompletionOutsideAKnownValue() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        _ = client.open(uri, "{\n  \"$description\": \"hea\n}\n")
        #expect(
            client.at("textDocument/completion", uri, 1, 21) == [
                #"{"jsonrpc":"2.0","id":2,"result":[]}"#
            ])
    }
}
