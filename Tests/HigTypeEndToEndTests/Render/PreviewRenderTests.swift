import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// The HTML escaper, the page writer and `higtype preview` without a browser: escaping of
/// hostile strings, where diagnostics go, determinism, exit statuses and usage errors.
@Suite struct PreviewRenderTests {
    // MARK: Escaping

    @Test(arguments: [
        ("</style>", "&lt;/style&gt;"),
        ("<script>alert(\"x\")</script>", "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"),
        ("Fish & Chips", "Fish &amp; Chips"),
        ("&amp; is already a reference", "&amp;amp; is already a reference"),
        ("it's \"quoted\"", "it&#39;s &quot;quoted&quot;"),
        ("\" onmouseover=\"alert(1)", "&quot; onmouseover=&quot;alert(1)"),
        ("tab\tnew\nline\r", "tab\tnew\nline\r"),
        ("nul\u{0} bell\u{7} del\u{7F} c1\u{85}", "nul\u{FFFD} bell\u{FFFD} del\u{FFFD} c1\u{FFFD}"),
        ("New York — Ünïcödé 🅰️", "New York — Ünïcödé 🅰️"),
    ])
    func escapesHostileText(_ input: String, _ expected: String) {
        #expect(HTMLEscaping.escape(input) == expected)
    }

    @Test func escapedTextHoldsNoMarkupCharacters() {
        let hostile = "</style><script>x='a'&&\"b\"</script><!-- --><![CDATA[ ]]>"
        let escaped = HTMLEscaping.escape(hostile)
        #expect(!escaped.contains { "<>\"'".contains($0) })
        // Every & starts one of the references the escaper writes.
        let references = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
        var rest = escaped[...]
        while let amp = rest.firstIndex(of: "&") {
            rest = rest[amp...]
            #expect(references.contains { rest.hasPrefix($0) })
            rest = rest.dropFirst()
        }
    }

    @Test func writerEscapesAttributesAndText() {
        var w = HTMLWriter()
        w.element("p", [("title", "\"><script>"), ("data-empty", ""), ("data-absent", nil)], text: "<b>&</b>")
        #expect(w.html == "<p title=\"&quot;&gt;&lt;script&gt;\" data-empty>&lt;b&gt;&amp;&lt;/b&gt;</p>")
    }

    // MARK: Placement

    @Test func ruleFindingsCarryTheirTokenPlatformAndCategory() throws {
        let tmp = TemporaryFolder()
        tmp.write(
            "m.tokens.json",
            """
            {
              "$extensions": { "dev.higtype": { "platforms": ["ios", "watchos"], "rules": { "typeface-count": ["warning", { "max": 1 }] } } },
              "type": {
                "$type": "typography",
                "tiny": { "$value": { "textStyle": "caption2", "fontSize": { "value": 9, "unit": "px" } } },
                "note": { "$value": { "textStyle": "footnote", "fontFamily": "New York" } }
              }
            }
            """)
        let log = Compiler.compile(paths: [tmp.file("m.tokens.json")]).log.sorted
        let scopes = log.map {
            "\($0.id) \($0.scope.map { "\($0.token) \($0.platform ?? "-") \($0.category ?? "-")" } ?? "none")"
        }
        #expect(scopes.contains("minimum-size type.tiny ios large"))
        #expect(scopes.contains("minimum-size type.tiny watchos large"))
        #expect(scopes.contains("platform-style type.note watchos -"))
        // A finding about the whole manifest belongs to no token.
        #expect(scopes.contains("typeface-count none"))
    }

    // MARK: The page

    /// A manifest whose strings try to break out of every context the page puts them in.
    static let hostile = #"""
        {
          "$description": "</style><script>alert('m')</script>",
          "type": {
            "$type": "typography",
            "x</style>": {
              "$description": "<img src=x onerror=alert(1)> & \"q\"",
              "$value": { "textStyle": "body", "fontFamily": ["</style><script>", "serif"] }
            }
          }
        }
        """#

    /// The page `manifest` previews as, rendered in memory.
    private func preview(_ manifest: String) -> Pipeline.PreviewResult {
        var request = Pipeline.PreviewRequest(.init(manifests: [manifest]), out: "unused.html")
        request.write = false
        return Pipeline.preview(request)
    }

    @Test func hostileStringsCannotOpenTagsOrCloseTheStyleSheet() throws {
        let tmp = TemporaryFolder()
        tmp.write("m.tokens.json", Self.hostile)
        let page = try #require(
            preview(tmp.file("m.tokens.json")).page.map {
                String(decoding: $0.contents, as: UTF8.self)
            })
        #expect(page.components(separatedBy: "<style>").count == 2, "one style element, the page's own")
        #expect(page.components(separatedBy: "</style").count == 2, "only the page's own </style>")
        #expect(page.components(separatedBy: "<script").count == 2, "one script, the text-scale slider's")
        #expect(page.contains("<script>\nconst slider = document.getElementById(\"text-scale\");"))
        #expect(!page.contains("<img"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;"))
    }

    @Test func pageIsDeterministicAndRewrittenOnlyWhenItChanges() throws {
        let tmp = TemporaryFolder()
        let example = PackageRoot.file("tokens/example.tokens.json")
        let first = try #require(
            preview(example).page.map {
                String(decoding: $0.contents, as: UTF8.self)
            })
        let second = try #require(
            preview(example).page.map {
                String(decoding: $0.contents, as: UTF8.self)
            })
        #expect(first == second)

        let out = tmp.file("specimen.html")
        let run1 = HigTypeTool.run(["preview", example, "--out", out])
        #expect(run1.status == 0)
        #expect(run1.stderr.hasSuffix("higtype: preview of 15 typography tokens written to \(out)\n"))
        tmp.age("specimen.html")
        let run2 = HigTypeTool.run(["preview", example, "--out", out])
        #expect(run2.stderr.hasSuffix("higtype: preview of 15 typography tokens unchanged at \(out)\n"))
        #expect(tmp.modificationDate("specimen.html") == Date(timeIntervalSince1970: 1_000_000_000))
        #expect(tmp.read("specimen.html") == first)
    }

    // MARK: The command

    @Test func errorsStillGetAPageAndExitOne() throws {
        let tmp = TemporaryFolder()
        tmp.write(
            "m.tokens.json",
            #"{ "type": { "$type": "typography", "t": { "$value": { "textStyle": "caption2", "fontSize": 8 } } } }"#)
        let result = HigTypeTool.run(["preview", tmp.file("m.tokens.json"), "--out", tmp.file("p.html"), "--quiet"])
        #expect(result.status == ToolOutput.Status.failure)
        #expect(result.stderr.contains("error:"))
        #expect(tmp.read("p.html")?.contains("data-errors=") == true)
    }

    @Test func aManifestThatDoesNotParseWritesNothing() {
        let tmp = TemporaryFolder()
        tmp.write("m.tokens.json", #"{ "type": { "$type": "typography", "#)
        let result = HigTypeTool.run(["preview", tmp.file("m.tokens.json"), "--out", tmp.file("p.html")])
        #expect(result.status == ToolOutput.Status.failure)
        #expect(result.stderr.contains("[json-syntax]"))
        #expect(result.stderr.hasSuffix("higtype: no preview written: the manifest did not load\n"))
        #expect(tmp.listing() == ["m.tokens.json"])
    }

    @Test func missingOutIsAUsageError() {
        let result = HigTypeTool.run(["preview", "tokens/example.tokens.json"])
        #expect(result.status == ToolOutput.Status.usage)
        #expect(
            result.stderr
                == "higtype: error: 'preview' needs --out FILE.html, the file to write the page to\nsee 'higtype preview --help'\n"
        )
        let empty = HigTypeTool.run(["preview", "tokens/example.tokens.json", "--out="])
        #expect(empty.status == ToolOutput.Status.usage)
        let noManifest = HigTypeTool.run(["preview", "--out", "p.html"])
        #expect(noManifest.stderr.hasPrefix("higtype: error: 'preview' needs at least one manifest file\n"))
    }

    @Test func helpDescribesTheCommand() {
        let overview = HigTypeTool.run(["--help"])
        #expect(overview.stdout.contains("  preview MANIFEST... --out FILE.html"))
        let help = HigTypeTool.run(["preview", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: higtype preview MANIFEST... --out FILE.html"))
        #expect(help.stdout.contains("EXIT STATUS: 0 written, no errors; 1 the manifest has errors"))
        #expect(HigTypeTool.run(["help", "preview"]).stdout == help.stdout)
    }
}
