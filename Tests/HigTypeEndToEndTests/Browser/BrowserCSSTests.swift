import Foundation
import HigTypeCLI
import HigTypeKit
import HigTypeTestSupport
import Testing

/// Loads the CSS built from the example manifest in headless Chromium and checks the computed
/// styles against numbers copied by hand from the HIG, so the browser, not higtype's own code,
/// decides what the custom properties and category overrides add up to.
@Suite("Browser CSS", .tags(.browser), .slow) struct BrowserCSSTests {
    @Test(
        "computed styles match the HIG in Chromium",
        .enabled(if: Chromium.input.shouldRun, Chromium.input.skipComment),
        .timeLimit(.minutes(5)))
    func computedStylesMatchHIG() async throws {
        let chromium = try Chromium.input.require()
        let root = FileManager.default.currentDirectoryPath
        guard FileManager.default.fileExists(atPath: root + "/Package.swift"),
            FileManager.default.fileExists(atPath: root + "/tokens/example.tokens.json")
        else {
            Issue.record("the working directory \(root) is not the package root; run swift test from there")
            return
        }

        let tmp = TemporaryFolder()
        let build = HigTypeTool.run([
            "build", "tokens/example.tokens.json", "--out", tmp.path, "--quiet", "--format", "css",
        ])
        try #require(build.status == ToolOutput.Status.ok, "higtype build failed: \(build.stderr)")
        try #require(tmp.read("typography.css") != nil, "higtype build wrote no typography.css")
        tmp.write("page.html", Self.page(tokens: Self.expected.map(\.token)))

        let dom = try Chromium.dumpDOM(chromium, page: tmp.file("page.html"), folder: tmp)
        let report = try Chromium.report(Report.self, in: dom)
        try #require(report.error == nil, "the page's script failed: \(report.error ?? "")")
        try #require(report.cssLoaded == true, "typography.css did not load: no --type-* property on :root")
        let computed = try #require(report.styles)

        for expectation in Self.expected {
            let actual = computed[expectation.category]?[expectation.token]
            let subject = "\(expectation.token) at \(expectation.category)"
            #expect(actual?.fontSize == expectation.fontSize, "font-size of \(subject)")
            #expect(actual?.lineHeight == expectation.lineHeight, "line-height of \(subject)")
            #expect(actual?.fontWeight == expectation.fontWeight, "font-weight of \(subject)")
            if let letterSpacing = expectation.letterSpacing {
                #expect(actual?.letterSpacing == letterSpacing, "letter-spacing of \(subject)")
            }
        }
    }

    // MARK: Expected values

    /// What Chromium should report for one token's class at one size category.
    struct Expectation {
        var token: String
        var category: String
        var fontSize: String
        var lineHeight: String
        var fontWeight: String
        /// nil where the HIG's tracking table has no row for the size, so any value is higtype's
        /// own interpolation rather than a published number.
        var letterSpacing: String?
    }

    static let categories = ["large", "xSmall", "xxxLarge", "accessibility3", "accessibility5"]

    /// Size and leading from the HIG's iOS Dynamic Type table, letter spacing from the points
    /// column of its tracking tables (SF Pro, New York; SF Mono has none), weights from the
    /// manifest or the style. Chromium prints lengths in px and a zero letter-spacing as "normal".
    static let expected: [Expectation] = {
        func rows(
            _ token: String, weight: String, _ values: [(String, String, String, String?)]
        ) -> [Expectation] {
            values.map {
                Expectation(
                    token: token, category: $0.0, fontSize: $0.1, lineHeight: $0.2, fontWeight: weight,
                    letterSpacing: $0.3)
            }
        }
        return
            // largeTitle in SF Pro, bold from the manifest.
            rows(
                "type-screen-title", weight: "700",
                [
                    ("large", "34px", "41px", "0.4px"),
                    ("xSmall", "31px", "38px", "0.39px"),
                    ("xxxLarge", "40px", "48px", "0.37px"),
                    ("accessibility3", "52px", "61px", "0.33px"),
                    ("accessibility5", "60px", "70px", "0.26px"),
                ])
            // caption2 in SF Pro, medium from the manifest.
            + rows(
                "type-screen-tab-label", weight: "500",
                [
                    ("large", "11px", "13px", "0.06px"),
                    ("xSmall", "11px", "13px", "0.06px"),
                    ("xxxLarge", "17px", "22px", "-0.43px"),
                    ("accessibility3", "29px", "35px", "0.4px"),
                    ("accessibility5", "40px", "48px", "0.37px"),
                ])
            // body in New York.
            + rows(
                "type-article-body", weight: "400",
                [
                    ("large", "17px", "22px", "-0.07px"),
                    ("xSmall", "14px", "19px", "0.03px"),
                    ("xxxLarge", "23px", "29px", "-0.25px"),
                    ("accessibility3", "40px", "48px", "-0.55px"),
                    ("accessibility5", "53px", "62px", nil),  // New York's table skips 53 pt.
                ])
            // callout in SF Mono, which has no tracking table.
            + rows(
                "type-article-code", weight: "400",
                [
                    ("large", "16px", "21px", "normal"),
                    ("xSmall", "13px", "18px", "normal"),
                    ("xxxLarge", "22px", "28px", "normal"),
                    ("accessibility3", "38px", "46px", "normal"),
                    ("accessibility5", "51px", "60px", "normal"),
                ])
            // headline in SF Pro; the HIG sets it semibold.
            + rows(
                "type-list-row-title", weight: "600",
                [
                    ("large", "17px", "22px", "-0.43px"),
                    ("xSmall", "14px", "19px", "-0.15px"),
                    ("xxxLarge", "23px", "29px", "-0.1px"),
                    ("accessibility3", "40px", "48px", "0.37px"),
                    ("accessibility5", "53px", "62px", "0.31px"),
                ])
            // caption1 in SF Pro.
            + rows(
                "type-list-timestamp", weight: "400",
                [
                    ("large", "12px", "16px", "normal"),
                    ("xSmall", "11px", "13px", "0.06px"),
                    ("xxxLarge", "18px", "23px", "-0.44px"),
                    ("accessibility3", "32px", "39px", "0.41px"),
                    ("accessibility5", "43px", "51px", "0.38px"),
                ])
    }()

    // MARK: The page

    /// One element per token class, and a script that switches the size category on <html>
    /// and records each element's computed style as JSON in #out. The inline script runs only
    /// once the linked style sheet has loaded, so --dump-dom sees the finished report.
    static func page(tokens: [String]) -> String {
        let elements = Set(tokens).sorted().map { "<p class=\"\($0)\" data-token=\"\($0)\">Aa</p>" }
        let categories = categories.map { "\"\($0)\"" }.joined(separator: ", ")
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
              for (const category of [\(categories)]) {
                if (category === "large") delete html.dataset.dynamicType;
                else html.dataset.dynamicType = category;
                const tokens = {};
                for (const el of document.querySelectorAll("[data-token]")) {
                  const s = getComputedStyle(el);
                  tokens[el.dataset.token] = {
                    fontSize: s.fontSize, lineHeight: s.lineHeight,
                    letterSpacing: s.letterSpacing, fontWeight: s.fontWeight,
                  };
                }
                styles[category] = tokens;
              }
              delete html.dataset.dynamicType;
              const cssLoaded = getComputedStyle(html).getPropertyValue("--type-article-body-font-size") !== "";
              report = { cssLoaded, styles };
            } catch (e) {
              report = { error: String(e) };
            }
            document.getElementById("out").textContent = JSON.stringify(report);
            </script>
            </body>
            </html>
            """
    }

    /// The JSON the page writes into #out.
    struct Report: Decodable {
        struct Computed: Decodable {
            var fontSize: String
            var lineHeight: String
            var letterSpacing: String
            var fontWeight: String
        }
        var cssLoaded: Bool?
        /// Category, then token class, then its computed style.
        var styles: [String: [String: Computed]]?
        var error: String?
    }
}
