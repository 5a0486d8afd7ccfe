import Foundation
import HigTypeKit
import HigTypeTestSupport
import Testing

@testable import HigTypeLSP

/// Completion of text style names for the file's platforms, of alias paths inside `"{…` from the
/// composition, and of rule ids in `rules`.
@Suite struct CompletionTests {
    static func labels(_ answer: String) -> [String] {
        answer.components(separatedBy: #"{"label":""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    static func item(_ label: String, _ detail: String, _ range: String, _ newText: String) -> String {
        #"{"label":"\#(label)","kind":20,"detail":\#(JSONOutput.quote(detail)),"textEdit":{"range":\#(range),"newText":"\#(newText)"}}"#
    }

    /// Text style names are those the file's platforms have (any of them): tvOS has no Large
    /// Title and watchOS no Callout, so a file for tvOS alone is not offered `largeTitle`.
    @Test func styleNamesAreThoseOfTheTargetedPlatforms() {
        func labels(_ platforms: String) -> [String] {
            let folder = TemporaryFolder()
            var client = LSPTestClient()
            client.start(root: folder.path)
            let uri = "file://" + folder.file("a.tokens.json")
            let line = #"  "t": {"$type": "typography", "$value": {"textStyle": ""#
            _ = client.open(
                uri, "{\n  \"$extensions\": {\"dev.higtype\": {\"platforms\": [\(platforms)]}},\n" + line + "\"}}\n}\n")
            return Self.labels(client.at("textDocument/completion", uri, 2, line.utf16.count).joined())
        }
        #expect(
            labels(#""ios""#) == [
                "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
                "caption1", "caption2",
            ])
        #expect(
            labels(#""tvos""#) == [
                "title1", "title2", "title3", "headline", "subtitle1", "body", "callout", "caption1", "caption2",
            ])
        #expect(
            labels(#""watchos""#) == [
                "largeTitle", "title1", "title2", "title3", "headline", "body", "caption1", "caption2", "footnote1",
                "footnote2",
            ])
        // Two platforms: a style either has.
        #expect(
            labels(#""tvos", "watchos""#) == [
                "largeTitle", "title1", "title2", "title3", "headline", "subtitle1", "body", "callout", "caption1",
                "caption2", "footnote1", "footnote2",
            ])
    }

    @Test func aliasPathsComeFromEveryFileOfTheComposition() {
        let folder = NavigationTests.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let app = "file://" + folder.file("tokens/app.tokens.json")
        // Being typed, and the file does not parse: base's tokens, read from disk, still come.
        let typing = NavigationTests.app.replacingOccurrences(of: #""{weight.strong}"}},"#, with: #""{wei"#)
        _ = client.open(app, typing)
        let range = #"{"start":{"line":3,"character":61},"end":{"line":3,"character":64}}"#
        #expect(
            client.at("textDocument/completion", app, 3, 64) == [
                #"{"jsonrpc":"2.0","id":2,"result":{"isIncomplete":false,"items":[\#(Self.item("weight.strong", #"fontWeight: "bold""#, range, "weight.strong}")),\#(Self.item("weight.😀", #"fontWeight: "bold""#, range, "weight.😀}"))]}}"#
            ])
    }

    @Test func typographyDetailsAreResolvedAndTheTokenItselfIsLeftOut() {
        let folder = NavigationTests.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let app = "file://" + folder.file("tokens/app.tokens.json")
        // A third token whose value is being typed, before a "}" the editor closed.
        let text = NavigationTests.app.replacingOccurrences(
            of: ##""em": {"$ref": "#/type/body"}"##,
            with: ##""em": {"$ref": "#/type/body"}, "caption": {"$value": "{ty}"}"##)
        _ = client.open(app, text)
        let character = ##"    "em": {"$ref": "#/type/body"}, "caption": {"$value": "{ty"##.utf16.count
        let range = #"{"start":{"line":4,"character":\#(character - 2)},"end":{"line":4,"character":\#(character)}}"#
        #expect(
            client.at("textDocument/completion", app, 4, character) == [
                #"{"jsonrpc":"2.0","id":2,"result":{"isIncomplete":false,"items":[\#(Self.item("type.body", "Body, 17 pt Bold on iOS", range, "type.body")),\#(Self.item("type.em", "Body, 17 pt Bold on iOS", range, "type.em"))]}}"#
            ])
    }

    @Test func ruleIdsAndSeveritiesInTheRulesSetting() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        let text = """
            {
              "$extensions": {"dev.higtype": {
                "rules": {"minimum-size": "off",
                  "li
            """
        _ = client.open(uri, text)
        let answer = client.at("textDocument/completion", uri, 3, 9)
        #expect(answer.count == 1)
        #expect(Self.labels(answer[0]) == ["light-weight", "line-height", "line-height-pixels"])
        let range = #"{"start":{"line":3,"character":7},"end":{"line":3,"character":9}}"#
        #expect(answer[0].contains(Self.item("light-weight", "error by default", range, "light-weight")))
        // In a value's place: the severities.
        #expect(
            Self.labels(client.at("textDocument/completion", uri, 2, 31).first ?? "") == ["off", "warning", "error"])
        // A key named "rules" elsewhere is not the setting.
        let other = "file://" + folder.file("b.tokens.json")
        _ = client.open(other, "{\n  \"rules\": {\"li\n")
        #expect(Self.labels(client.at("textDocument/completion", other, 1, 15).first ?? "") == [])
    }

    @Test func theCursorIsReadLeniently() {
        let bytes = Array(#"{"a": [{"b": "x\"y", "c": {"d"#.utf8)
        let cursor = JSONCursor(bytes, offset: bytes.count)
        #expect(cursor.keys == [nil, "a", nil, "c"])
        #expect(cursor.stringStart == bytes.count - 2)
        #expect(cursor.isKey)
        // After a string closed, the cursor is in none.
        #expect(JSONCursor(bytes, offset: 19).stringStart == nil)
        #expect(JSONCursor(bytes, offset: 15).stringStart == 13)
        #expect(JSONCursor(bytes, offset: 15).isKey == false)
    }
}
