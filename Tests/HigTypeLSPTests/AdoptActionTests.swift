import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeKit
@testable import HigTypeLSP

/// "Adopt this token to its nearest style" as a code action, with exact positions.
@Suite struct AdoptActionTests {
    /// A 14 px Regular token with no text style, its size written as CSS; a token that names one.
    static let tokens = """
        {
          "text": {
            "$type": "typography",
            "note": {
              "$value": {"fontFamily": "Inter", "fontSize": "14px", "fontWeight": 400, "lineHeight": 1.4}
            },
            "body": {"$value": {"textStyle": "body"}}
          }
        }

        """

    static func actions(_ client: inout LSPTestClient, _ uri: String, line: Int, character: Int, only: String = "")
        -> [String]
    {
        let range =
            #"{"start":\#(LSPTestClient.position(line, character)),"end":\#(LSPTestClient.position(line, character))}"#
        let context = only.isEmpty ? #"{"diagnostics":[]}"# : #"{"diagnostics":[],"only":[\#(only)]}"#
        return client.request(
            "textDocument/codeAction", #"{"textDocument":{"uri":"\#(uri)"},"range":\#(range),"context":\#(context)}"#)
    }

    static func edit(_ line: Int, _ start: Int, _ end: Int, _ text: String) -> String {
        #"{"range":{"start":\#(LSPTestClient.position(line, start)),"end":\#(LSPTestClient.position(line, end))},"newText":\#(JSONOutput.quote(text))}"#
    }

    /// The text with LSP edits applied, last first.
    static func apply(_ edits: [(LSPRange, String)], to text: String) -> String {
        var bytes = Array(text.utf8)
        let lines = TextLines(bytes)
        for (range, newText) in edits.sorted(by: { $0.0.start > $1.0.start }) {
            bytes.replaceSubrange(
                lines.offset(of: range.start)..<lines.offset(of: range.end), with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aFixedSizeTokenIsOfferedItsNearestStyle() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        _ = client.open(uri, Self.tokens)
        let edits = [
            Self.edit(4, 52, 58, #"{"value":14,"unit":"px"}"#),
            Self.edit(4, 97, 97, ",\n      \"$extensions\": {\"dev.higtype\": {\"textStyle\": \"subheadline\"}}"),
        ]
        let adopt =
            #"{"title":"Adopt Subheadline, the nearest text style, and write 1 value as DTCG (higtype adopt)","kind":"refactor.rewrite","isPreferred":false,"edit":{"changes":{"\#(uri)":[\#(edits.joined(separator: ","))]}}}"#
        // Anywhere in the token, after the fix-all of the file (the size's fix-it); only that kind when asked.
        let all = Self.actions(&client, uri, line: 4, character: 8)
        #expect(all.count == 1)
        #expect(all.first?.hasSuffix(#"},\#(adopt)]}"#) == true)
        #expect(
            Self.actions(&client, uri, line: 3, character: 5, only: #""refactor""#) == [
                #"{"jsonrpc":"2.0","id":3,"result":[\#(adopt)]}"#
            ])
        #expect(!Self.actions(&client, uri, line: 4, character: 8, only: #""quickfix""#)[0].contains("refactor"))
        // A token that names a style, and the group, are offered nothing to adopt.
        #expect(!Self.actions(&client, uri, line: 6, character: 8)[0].contains("refactor"))
        #expect(!Self.actions(&client, uri, line: 2, character: 8)[0].contains("refactor"))
        // Applied, the edit leaves the file without the token's errors: it now scales as Subheadline.
        let adopted = Self.apply(
            [
                (
                    LSPRange(start: .init(line: 4, character: 52), end: .init(line: 4, character: 58)),
                    #"{"value":14,"unit":"px"}"#
                ),
                (
                    LSPRange(start: .init(line: 4, character: 97), end: .init(line: 4, character: 97)),
                    ",\n      \"$extensions\": {\"dev.higtype\": {\"textStyle\": \"subheadline\"}}"
                ),
            ], to: Self.tokens)
        #expect(
            client.change(uri, adopted, version: 2) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(uri)","version":2,"diagnostics":[]}}"#
            ])
        #expect(!Self.actions(&client, uri, line: 4, character: 8)[0].contains("refactor"))
    }

    /// A token with `$extensions` of another vendor gets `dev.higtype` inside them, after its last
    /// member (UTF-16 character 225: the emoji key counts two).
    @Test func theStyleGoesIntoTheTokensExtensions() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        let text = """
            {"😀": {"$type": "typography", "$value": {"fontFamily": ["Inter"], "fontSize": {"value": 28, "unit": "px"}, "fontWeight": 700, "lineHeight": 1.2, "letterSpacing": {"value": 0, "unit": "px"}}, "$extensions": {"com.example": {}}}}

            """
        _ = client.open(uri, text)
        let answer = Self.actions(&client, uri, line: 0, character: 3, only: #""refactor.rewrite""#)
        let insertion = Self.edit(0, 225, 225, #", "dev.higtype": {"textStyle": "title1"}"#)
        #expect(
            answer == [
                #"{"jsonrpc":"2.0","id":2,"result":[{"title":"Adopt Title 1, the nearest text style (higtype adopt)","kind":"refactor.rewrite","isPreferred":false,"edit":{"changes":{"\#(uri)":[\#(insertion)]}}}]}"#
            ])
    }

    /// For watchOS and tvOS the action makes adopt's decision: Title 1, as tvOS has no Large
    /// Title (the nearest on watchOS), and the title says it is the nearest every target has.
    @Test func aStyleEveryTargetHas() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        let text = """
            {"$extensions": {"dev.higtype": {"platforms": ["watchOS", "tvOS"]}},
            "display": {"$type": "typography", "$value": {"fontFamily": ["Inter"], "fontSize": {"value": 50, "unit": "px"}, "fontWeight": 700, "lineHeight": 1.2, "letterSpacing": {"value": 0, "unit": "px"}}}}

            """
        _ = client.open(uri, text)
        let answer = Self.actions(&client, uri, line: 1, character: 3, only: #""refactor.rewrite""#)
        let insertion = Self.edit(1, 194, 194, #", "$extensions": {"dev.higtype": {"textStyle": "title1"}}"#)
        #expect(
            answer == [
                #"{"jsonrpc":"2.0","id":2,"result":[{"title":"Adopt Title 1, the nearest text style every target has (higtype adopt)","kind":"refactor.rewrite","isPreferred":false,"edit":{"changes":{"\#(uri)":[\#(insertion)]}}}]}"#
            ])
    }
}
