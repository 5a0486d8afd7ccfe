import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeLSP

/// Hover on a token's key, an alias or a `$ref`: resolved values per platform and the alias
/// chain, each hop with its file and line (NavigationTests' project: base, then app).
@Suite struct TokenHoverTests {
    static func hover(_ id: Int, _ markdown: String, _ line: Int, _ start: Int, _ end: Int) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"result":{"contents":{"kind":"markdown","value":"\#(markdown)"},"range":{"start":{"line":\#(line),"character":\#(start)},"end":{"line":\#(line),"character":\#(end)}}}}"#
    }

    @Test func aTypographyTokenShowsItsValuesAndBothChains() {
        let folder = NavigationTests.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let app = "file://" + folder.file("tokens/app.tokens.json")
        _ = client.open(app, NavigationTests.app)
        let markdown =
            #"**`type.em`** (`typography`)\n\n| Platform | Style | Category | Size | Leading | Weight |\n|---|---|---|--:|--:|---|\n| iOS | Body | Large (default) | 17 | 22 | Bold |\n| iOS | Body | AX5 | 53 | 62 | Bold |\n\nAlias chain: `type.em` (`tokens/app.tokens.json:5`) → `type.body` (`tokens/app.tokens.json:4`) → `{\"textStyle\": \"body\", \"fontWeight\": \"{weight.strong}\"}`\n\n- `fontWeight`: `weight.strong` (`tokens/base.tokens.json:4`) → `\"bold\"`\n"#
        // On the key "em".
        #expect(client.at("textDocument/hover", app, 4, 6) == [Self.hover(2, markdown, 4, 4, 8)])
    }

    @Test func anAliasShowsTheTokenItNames() {
        let folder = NavigationTests.project()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let base = "file://" + folder.file("tokens/base.tokens.json")
        _ = client.open(base, NavigationTests.base)
        // On "{weight.strong}" after the emoji key.
        #expect(
            client.at("textDocument/hover", base, 4, 30) == [
                Self.hover(2, #"**`weight.strong`** (`fontWeight`)\n\nValue: `\"bold\"`\n"#, 4, 21, 38)
            ])
        // On the emoji key: its value through the chain.
        #expect(
            client.at("textDocument/hover", base, 4, 6) == [
                Self.hover(
                    3,
                    #"**`weight.😀`** (`fontWeight`)\n\nValue: `\"bold\"`\n\nAlias chain: `weight.😀` (`tokens/base.tokens.json:5`) → `weight.strong` (`tokens/base.tokens.json:4`) → `\"bold\"`\n"#,
                    4, 4, 8)
            ])
    }

    @Test func aCycleShowsTheWayBackAndEndsInAQuestionMark() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        let uri = "file://" + folder.file("a.tokens.json")
        _ = client.open(uri, #"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$value": "{a}"}}"#)
        #expect(
            client.at("textDocument/hover", uri, 0, 2) == [
                Self.hover(
                    2,
                    #"**`a`** (`number`)\n\nAlias chain: `a` (`a.tokens.json:1`) → `b` (`a.tokens.json:1`) → `a` (`a.tokens.json:1`) → ?\n"#,
                    0, 1, 4)
            ])
    }

    /// File text goes into hover Markdown as code spans only (issue 36): a committed token file
    /// whose names, types, values and file name hold links, emphasis, HTML, backticks and line
    /// breaks shows them as written, and cannot close the span early.
    @Test func fileTextIsNeverMarkdown() {
        let folder = TemporaryFolder()
        var client = LSPTestClient()
        client.start(root: folder.path)
        folder.write("[l](x)_**b**.tokens.json", "{}")
        let uri = "file://" + folder.path + "/%5Bl%5D(x)_**b**.tokens.json"
        let text = #"""
            {
              "[x](http://e)": {"$type": "**b**", "$value": "<img src=x>"},
              "t`a``b\n<h1>": {"$type": "number", "$value": "{[x](http://e)}"}
            }
            """#
        _ = client.open(uri, text)
        #expect(
            client.at("textDocument/hover", uri, 1, 4) == [
                Self.hover(2, #"**`[x](http://e)`** (`**b**`)\n\nValue: `\"<img src=x>\"`\n"#, 1, 2, 17)
            ])
        #expect(
            client.at("textDocument/hover", uri, 2, 4) == [
                Self.hover(
                    3,
                    #"**```t`a``b\\n<h1>```** (`number`)\n\nValue: `\"<img src=x>\"`\n\nAlias chain: ```t`a``b\\n<h1>``` (`[l](x)_**b**.tokens.json:3`) → `[x](http://e)` (`[l](x)_**b**.tokens.json:2`) → `\"<img src=x>\"`\n"#,
                    2, 2, 16)
            ])
    }

    @Test(arguments: [
        ("a", "`a`"), ("", "`  `"), ("`", "`` ` ``"), ("a``b", "```a``b```"), ("``a`", "``` ``a` ```"),
        (" a ", "`  a  `"), ("   ", "`   `"), ("x\ny\r\tz\u{1B}\u{2028}", "`x\\ny\\r\\tz\\u{1B}\\u{2028}`"),
        ("<img src=x>", "`<img src=x>`"), ("[x](http://e) **b**", "`[x](http://e) **b**`"),
    ])
    func codeSpansHoldAnyText(text: String, markdown: String) {
        #expect(LSPMarkdown.code(text) == markdown)
    }
}
