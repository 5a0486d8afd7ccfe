import HigTypeKit
import Testing

@testable import HigTypeLSP

/// Linear in what a token file can make large (issue 36), held by counts of work (`LSPWork`),
/// not by timing: the bytes the line tables scan and the tables built per publish and request,
/// and the alias chain steps per completion. A return to a table per diagnostic, or to walking
/// each token's chain with linear lookups, multiplies these by the file's size.
@Suite struct ScaleTests {
    /// `n` tokens without a `$type`, each an error, one a line or all on one line.
    static func untyped(_ n: Int, oneLine: Bool) -> String {
        let separator = oneLine ? "," : ",\n"
        return "{" + (0..<n).map { #""t\#($0)": {"$value": {"fontWeight": "bold"}}"# }.joined(separator: separator)
            + "}\n"
    }

    /// Publishing builds one line table, and each diagnostic costs at most a few blocks of
    /// scanning however long its line: 2,000 diagnostics on one 90 KB line were 2,000 tables.
    @Test(arguments: [false, true])
    func publishingBuildsOneLineTable(oneLine: Bool) {
        for n in [200, 2000] {
            var client = LSPTestClient()
            client.start(root: nil)
            let text = Self.untyped(n, oneLine: oneLine)
            let work = LSPWork()
            let published = LSPWork.$current.withValue(work) { client.open("untitled:big.tokens.json", text) }
            let diagnostics = published.joined().components(separatedBy: #""code":"missing-type""#).count - 1
            #expect(diagnostics == n)
            #expect(work.lineTables == 1)
            #expect(work.lineBytes <= text.utf8.count + 8 * TextLines.blockBytes * diagnostics)
        }
    }

    /// `n` number tokens, each an alias of the next, after a token `x` whose value is being typed
    /// as `"{` on the first line.
    static func chain(_ n: Int) -> (text: String, cursor: Int) {
        let first = #"{"x": {"$type": "number", "$value": "{"#
        let tokens = (0..<n).map { i in
            #""t\#(i)": {"$type": "number", "$value": \#(i == n - 1 ? "1" : "\"{t\(i + 1)}\"")}"#
        }
        return (first + #""},"# + "\n" + tokens.joined(separator: ",\n") + "\n}\n", first.utf16.count)
    }

    /// Completion after `"{` follows each node of the composition once: 2,000 chained tokens
    /// took 2 million chain steps (9–19 s a keystroke), each with a walk of every definition.
    @Test func aliasCompletionIsLinearInTheTokens() {
        for n in [200, 2000] {
            var client = LSPTestClient()
            client.start(root: nil)
            let uri = "untitled:chain.tokens.json"
            let (text, cursor) = Self.chain(n)
            _ = client.open(uri, text)
            let work = LSPWork()
            let answer = LSPWork.$current.withValue(work) {
                client.at("textDocument/completion", uri, 0, cursor).joined()
            }
            #expect(CompletionTests.labels(answer).count == n)
            #expect(answer.contains(#"{"label":"t0","kind":20,"detail":"number: 1","#))
            #expect(work.chainSteps <= n)
            #expect(work.lineTables == 0)
        }
    }

    /// Hover on the head of a 2,000-token chain names each hop's line: one line table for the
    /// file, not one per hop; the document's own is the last check's.
    @Test func tokenHoverBuildsOneTableForAChain() {
        var client = LSPTestClient()
        client.start(root: nil)
        let uri = "untitled:chain.tokens.json"
        _ = client.open(uri, Self.chain(2000).text)
        let work = LSPWork()
        let answer = LSPWork.$current.withValue(work) { client.at("textDocument/hover", uri, 1, 2).joined() }
        #expect(answer.contains(#"Alias chain: `t0` (`chain.tokens.json:2`) → `t1` (`chain.tokens.json:3`) → "#))
        #expect(answer.contains(#"→ `t1999` (`chain.tokens.json:2001`) → `1`\n"#))
        #expect(work.lineTables == 1)
        #expect(work.chainSteps == 1999)
    }

    /// References to a token 2,000 aliases name: one line table for their file.
    @Test func referencesBuildOneTablePerFile() {
        var client = LSPTestClient()
        client.start(root: nil)
        let uri = "untitled:many.tokens.json"
        let aliases = (0..<2000).map { #""a\#($0)": {"$type": "number", "$value": "{base}"}"# }
        _ = client.open(
            uri, "{\"base\": {\"$type\": \"number\", \"$value\": 1},\n" + aliases.joined(separator: ",\n") + "}\n")
        let work = LSPWork()
        let answer = LSPWork.$current.withValue(work) {
            client.request(
                "textDocument/references",
                #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":3},"context":{"includeDeclaration":false}}"#
            ).joined()
        }
        #expect(answer.components(separatedBy: #""uri":"#).count - 1 == 2000)
        #expect(work.lineTables == 1)
    }
}
