import Foundation
import HigTypeCLI
import HigTypeKit
import HigTypeTestSupport
import Testing

/// Renders type specimens with `higtype preview` and checks them in headless Chromium: the
/// browser, not higtype, reports what the page holds and what its samples compute to. A test
/// script is added to a copy of each page (the page itself has none) and writes a JSON report
/// into the DOM, which `--dump-dom` hands back.
@Suite("Preview in Chromium", .tags(.browser), .slow) struct PreviewTests {
    static let example = "tokens/example.tokens.json"

    @Test(
        "the example specimen: a block per token, true sizes, no findings; and a screenshot",
        .enabled(if: Chromium.input.shouldRun, Chromium.input.skipComment),
        .timeLimit(.minutes(5)))
    func exampleSpecimen() async throws {
        let chromium = try Chromium.input.require()
        let tmp = TemporaryFolder()
        // The page names the manifest as given; relative from the package root, as the docs show it.
        let manifest = PackageRoot.isCurrentDirectory ? Self.example : PackageRoot.file(Self.example)
        let result = HigTypeTool.run(["preview", manifest, "--out", tmp.file("example.html"), "--quiet"])
        try #require(result.status == ToolOutput.Status.ok, "higtype preview failed: \(result.stderr)")
        let page = try #require(tmp.read("example.html"))

        let report = try await Self.load(page, chromium: chromium, folder: tmp)
        try #require(report.error == nil, "the test script failed: \(report.error ?? "")")
        #expect(report.externalResources == 0, "the page loads nothing but itself")
        #expect(report.scripts == 2, "the page's one script is the text-scale slider's; the other is the test's")

        // One block per typography token, in manifest order, all in the iOS section.
        let names = try Self.typographyTokens(PackageRoot.file(Self.example))
        #expect(names.count == 15)
        #expect(report.blocks.map(\.token) == names)
        #expect(Set(report.blocks.map(\.platform)) == ["ios"])
        #expect(report.blocks.allSatisfy { $0.samples.count == 12 + 1 }, "12 category rows and the default sample")

        // Chromium computes the samples at the token's true size: body in New York at AX3 is 40/48.
        let body = try #require(report.blocks.first { $0.token == "type.article.body" })
        let ax3 = try #require(body.samples.first { $0.category == "accessibility3" && !$0.hero })
        #expect(ax3.fontSize == "40px")
        #expect(ax3.lineHeight == "48px")
        #expect(ax3.fontWeight == "400")
        #expect(ax3.letterSpacing == "-0.55px")
        #expect(ax3.fontFamily.hasPrefix("ui-serif, \"New York\", Georgia"))
        let hero = try #require(body.samples.first { $0.hero })
        #expect(hero.category == "large" && hero.fontSize == "17px" && hero.lineHeight == "22px")
        #expect(hero.text == "Running text of a story.")

        #expect(report.summary == Report.Summary(errors: "0", warnings: "0", tokens: "15"))
        #expect(report.blocks.allSatisfy { $0.badges.isEmpty })
        #expect(report.banner.isEmpty)

        // The screenshot for the docs: a PNG of the page's first 1200×1600 px.
        let png = tmp.file("preview.png")
        try Chromium.screenshot(
            chromium, page: tmp.file("example.html"), to: png, width: 1200, height: 1600, folder: tmp)
        let bytes = try #require(FileManager.default.contents(atPath: png))
        #expect(bytes.count > 10_000, "a screenshot of a full page is more than a blank image")
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        // `make preview-screenshot` keeps it as docs/images/preview.png.
        if let keep = ProcessInfo.processInfo.environment["HIGTYPE_PREVIEW_SCREENSHOT"] {
            _ = try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: png, toPath: keep)
        }
    }

    /// Two platforms, hostile strings, and a violation of each kind the page places differently:
    /// on a token on every platform, on one platform, at a named category, and on the manifest.
    static let badManifest = #"""
        {
          "$description": "Hostile </style><script>alert('desc')</script> & \"quotes\"",
          "$extensions": {
            "dev.higtype": {
              "platforms": ["ios", "watchos"],
              "rules": { "no-such-rule": "off" }
            }
          },
          "type": {
            "$type": "typography",
            "fine": {
              "$description": "Body </style><script>alert(1)</script> & \"quoted\" 'single'",
              "$value": { "textStyle": "body", "fontFamily": ["Fancy </style> \"Sans\" & Co", "serif"] }
            },
            "tiny": {
              "$description": "Fine print.",
              "$value": { "textStyle": "caption2", "fontSize": { "value": 9, "unit": "px" } }
            },
            "thin": { "$value": { "textStyle": "body", "fontWeight": "light" } },
            "tight": { "$value": { "textStyle": "footnote", "lineHeight": 0.9 } },
            "huge": { "$value": { "textStyle": "extraLargeTitle" } }
          }
        }
        """#

    @Test(
        "a manifest with violations: badges on the right tokens, a banner, counts, escaped text",
        .enabled(if: Chromium.input.shouldRun, Chromium.input.skipComment),
        .timeLimit(.minutes(5)))
    func violationsSpecimen() async throws {
        let chromium = try Chromium.input.require()
        let tmp = TemporaryFolder()
        tmp.write("bad.tokens.json", Self.badManifest)
        let result = HigTypeTool.run(["preview", tmp.file("bad.tokens.json"), "--out", tmp.file("bad.html"), "--quiet"])
        #expect(result.status == ToolOutput.Status.failure, "errors exit 1, and the page is still written")
        #expect(result.stderr.contains("[minimum-size]"), "the text diagnostics still go to stderr")
        let page = try #require(tmp.read("bad.html"))

        let report = try await Self.load(page, chromium: chromium, folder: tmp)
        try #require(report.error == nil, "the test script failed: \(report.error ?? "")")

        // 8 errors and 1 warning, as lint counts them.
        #expect(report.summary == Report.Summary(errors: "8", warnings: "1", tokens: "5"))
        struct Linted: Decodable { var severity: String }
        let lint = HigTypeTool.run(["lint", tmp.file("bad.tokens.json"), "--diagnostics-format", "json"])
        let linted = try JSONDecoder().decode([Linted].self, from: Data(lint.stdout.utf8))
        #expect(linted.filter { $0.severity == "error" }.count == 8)
        #expect(linted.filter { $0.severity == "warning" }.count == 1)

        // A block per token per platform section.
        let tokens = ["type.fine", "type.tiny", "type.thin", "type.tight", "type.huge"]
        #expect(report.blocks.map(\.token) == tokens + tokens)
        #expect(
            report.blocks.map(\.platform) == Array(repeating: "ios", count: 5) + Array(repeating: "watchos", count: 5))

        func badges(_ token: String, _ platform: String) -> [String] {
            report.blocks.first { $0.token == token && $0.platform == platform }?.badges.map { badge in
                "\(badge.severity) \(badge.rule)" + (badge.category.map { " @\($0)" } ?? "")
            } ?? ["no block"]
        }
        #expect(badges("type.fine", "ios") == [])
        #expect(badges("type.tiny", "ios") == ["error minimum-size @large"])
        #expect(badges("type.tiny", "watchos") == ["error minimum-size @large"])
        #expect(badges("type.thin", "ios") == ["error light-weight @xSmall"])
        #expect(badges("type.thin", "watchos") == ["error light-weight @xSmall"])
        #expect(badges("type.tight", "ios") == ["warning line-height"])
        #expect(badges("type.tight", "watchos") == ["error platform-style", "warning line-height"])
        #expect(badges("type.huge", "ios") == ["error platform-style"])
        #expect(badges("type.huge", "watchos") == ["error platform-style"])
        #expect(report.banner.map(\.rule) == ["unknown-rule"])

        // The category a finding names is marked in the token's scale.
        let thin = try #require(report.blocks.first { $0.token == "type.thin" && $0.platform == "ios" })
        #expect(thin.flaggedCategories == ["xSmall"])
        // A token without values on a platform says so instead of showing samples.
        let huge = try #require(report.blocks.first { $0.token == "type.huge" && $0.platform == "ios" })
        #expect(!huge.hasValues && huge.samples.isEmpty)
        // watchOS has 9 categories.
        let watchTiny = try #require(report.blocks.first { $0.token == "type.tiny" && $0.platform == "watchos" })
        #expect(watchTiny.samples.filter { !$0.hero }.count == 9)

        // Hostile text arrives as text: no extra script or style element, the strings intact.
        #expect(report.scripts == 2)
        #expect(report.styles == 1)
        #expect(report.manifestDescription == "Hostile </style><script>alert('desc')</script> & \"quotes\"")
        let fine = try #require(report.blocks.first { $0.token == "type.fine" && $0.platform == "ios" })
        #expect(fine.samples.first?.text == "Body </style><script>alert(1)</script> & \"quoted\" 'single'")
        #expect(fine.samples.first?.fontFamily == #""Fancy </style> \"Sans\" & Co", serif"#)
    }

    // MARK: Helpers

    /// The typography tokens of a manifest, in document order, as the pipeline resolves them.
    static func typographyTokens(_ path: String) throws -> [String] {
        let compilation = Compiler.compile(paths: [path])
        return try #require(compilation.resolved).tokens.map(\.name)
    }

    /// Adds the test script to a copy of `page`, loads it and decodes the report.
    static func load(_ page: String, chromium: String, folder: TemporaryFolder) async throws -> Report {
        let end = try #require(page.range(of: "</body>", options: .backwards), "the page has a </body>")
        folder.write("page-under-test.html", page.replacingCharacters(in: end, with: harness + "\n</body>"))
        let dom = try Chromium.dumpDOM(chromium, page: folder.file("page-under-test.html"), folder: folder)
        return try Chromium.report(Report.self, in: dom)
    }

    /// Reads the page the way a person would see it: the blocks, their badges, their samples'
    /// computed styles, the summary and the banner.
    static let harness = """
        <pre id="out"></pre>
        <script>
        let report;
        try {
          const sample = (el) => {
            const s = getComputedStyle(el);
            return { category: el.dataset.category, hero: el.classList.contains("hero-sample"), text: el.textContent,
              fontSize: s.fontSize, lineHeight: s.lineHeight, fontWeight: s.fontWeight,
              letterSpacing: s.letterSpacing, fontFamily: s.fontFamily };
          };
          const badge = (el) => ({ rule: el.dataset.rule, severity: el.dataset.severity,
            category: el.dataset.category || null, message: el.querySelector(".message").textContent });
          const blocks = [...document.querySelectorAll("article.token")].map((a) => ({
            token: a.dataset.token, platform: a.dataset.platform, hasValues: !a.classList.contains("no-values"),
            badges: [...a.querySelectorAll(".badge")].map(badge),
            samples: [...a.querySelectorAll(".hero-sample, .sample")].map(sample),
            flaggedCategories: [...a.querySelectorAll("tr.flagged")].map((tr) => tr.dataset.category),
          }));
          const summary = document.getElementById("summary").dataset;
          const description = document.querySelector(".manifest-description");
          report = {
            blocks,
            summary: { errors: summary.errors, warnings: summary.warnings, tokens: summary.tokens },
            banner: [...document.querySelectorAll("#manifest-diagnostics .badge")].map(badge),
            scripts: document.querySelectorAll("script").length,
            styles: document.querySelectorAll("style").length,
            externalResources: document.querySelectorAll("link, img, iframe, object, embed, script[src]").length
              + performance.getEntriesByType("resource").length,
            manifestDescription: description ? description.textContent : null,
          };
        } catch (e) {
          report = { error: String(e), blocks: [], banner: [], summary: {} };
        }
        document.getElementById("out").textContent = JSON.stringify(report);
        </script>
        """

    /// The JSON the test script writes.
    struct Report: Decodable {
        struct Sample: Decodable {
            var category: String
            var hero: Bool
            var text: String
            var fontSize: String
            var lineHeight: String
            var fontWeight: String
            var letterSpacing: String
            var fontFamily: String
        }
        struct Badge: Decodable {
            var rule: String
            var severity: String
            var category: String?
            var message: String
        }
        struct Block: Decodable {
            var token: String
            var platform: String
            var hasValues: Bool
            var badges: [Badge]
            var samples: [Sample]
            var flaggedCategories: [String]
        }
        struct Summary: Decodable, Equatable {
            var errors: String?
            var warnings: String?
            var tokens: String?
        }
        var blocks: [Block]
        var summary: Summary
        var banner: [Badge]
        var scripts: Int?
        var styles: Int?
        var externalResources: Int?
        var manifestDescription: String?
        var error: String?
    }
}
