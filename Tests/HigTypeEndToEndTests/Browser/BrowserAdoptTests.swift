import Foundation
import HigTypeCLI
import HigTypeKit
import HigTypeTestSupport
import Testing

/// The lookalike design system adopted and built, loaded in headless Chromium: each px-sized
/// token keeps its own size at Large and grows on its style's curve at AX5, and the browser
/// resolves the font stack the sources wrote in one string, now a DTCG array, to the system font.
@Suite("Browser adopt", .tags(.browser), .slow) struct BrowserAdoptTests {
    static let lookalike = PackageRoot.file("Tests/HigTypeCompilerTests/Adopt/Fixtures/lookalike")

    /// Token class, its size at Large and at AX5 (the HIG's AX5 size of its style × its own size
    /// / the style's Large size: Callout 51/16, Large Title 60/34, Footnote 44/13; 14 px copy scales on Footnote, as Subheadline would put it below the 13 px code at xSmall).
    static let expected: [(token: String, large: String, ax5: String)] = [
        ("text-copy-style-large", "16px", "51px"),
        ("text-copy-style-medium", "14px", "47.38px"),
        ("text-heading-style-large", "32px", "56.47px"),
        ("text-code-block-style", "13px", "44px"),
    ]

    @Test(
        "adopted tokens scale and keep the system font stack in Chromium",
        .enabled(if: Chromium.input.shouldRun, Chromium.input.skipComment),
        .timeLimit(.minutes(5)))
    func adoptedTokensScaleInChromium() async throws {
        let chromium = try Chromium.input.require()
        let folder = TemporaryFolder()
        let sources = ["typography.tokens.json", "base.tokens.json", "patch.tokens.json"].map { name in
            Self.lookalike + "/" + name
        }
        let adapter = folder.file("adapter.tokens.json")
        let adopted = HigTypeTool.run(["adopt"] + sources + ["--out", adapter, "--quiet"])
        try #require(adopted.status == ToolOutput.Status.ok, "adopt failed: \(adopted.stderr)")
        let build = HigTypeTool.run(
            ["build"] + sources + [adapter, "--out", folder.path, "--format", "css", "--quiet"])
        try #require(build.status == ToolOutput.Status.ok, "build failed: \(build.stderr)")
        folder.write("page.html", Self.page(tokens: Self.expected.map(\.token)))

        let dom = try Chromium.dumpDOM(chromium, page: folder.file("page.html"), folder: folder)
        let report = try Chromium.report(Report.self, in: dom)
        try #require(report.error == nil, "the page's script failed: \(report.error ?? "")")
        let styles = try #require(report.styles)
        for expectation in Self.expected {
            #expect(styles["large"]?[expectation.token]?.fontSize == expectation.large, "\(expectation.token) at Large")
            #expect(
                styles["accessibility5"]?[expectation.token]?.fontSize == expectation.ax5, "\(expectation.token) at AX5"
            )
        }
        #expect(
            styles["large"]?["text-copy-style-medium"]?.fontFamily
                == #"-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji""#,
            "the stack the sources wrote in one string reaches the browser as a stack")
    }

    /// One element per token class; the script records each one's computed size and family at
    /// Large and at AX5 as JSON in #out.
    static func page(tokens: [String]) -> String {
        let elements = tokens.map { "<p class=\"\($0)\" data-token=\"\($0)\">Aa</p>" }
        return """
            <!DOCTYPE html>
            <html>
            <head><meta charset="utf-8"><link rel="stylesheet" href="typography.css"></head>
            <body>
            \(elements.joined(separator: "\n"))
            <pre id="out"></pre>
            <script>
            let report;
            try {
              const html = document.documentElement;
              const styles = {};
              for (const category of ["large", "accessibility5"]) {
                if (category === "large") delete html.dataset.dynamicType;
                else html.dataset.dynamicType = category;
                const tokens = {};
                for (const el of document.querySelectorAll("[data-token]")) {
                  const s = getComputedStyle(el);
                  tokens[el.dataset.token] = { fontSize: s.fontSize, fontFamily: s.fontFamily };
                }
                styles[category] = tokens;
              }
              report = { styles };
            } catch (e) {
              report = { error: String(e) };
            }
            document.getElementById("out").textContent = JSON.stringify(report);
            </script>
            </body>
            </html>
            """
    }

    struct Report: Decodable {
        struct Computed: Decodable {
            var fontSize: String
            var fontFamily: String
        }
        var styles: [String: [String: Computed]]?
        var error: String?
    }
}
