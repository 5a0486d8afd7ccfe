import Foundation
import HigTypeCLI
import HigTypeKit
import HigTypeTestSupport
import Testing

@testable import HigTypeOutputs

/// Loads CSS built with `--css-text-scale` in headless Chromium, sets `--higtype-text-scale` to
/// each size category's place on the scale, and checks what Chromium computes: the HIG's values
/// at every category, to 0.02 px; linear between two categories; Large with the scale unset;
/// the end values beyond the ends; and `data-dynamic-type` over the scale.
@Suite("Browser CSS text scale", .tags(.browser), .slow) struct BrowserTextScaleTests {
    /// One build to check: a manifest, the CSS platform, the unit.
    struct Case: CustomTestStringConvertible, Sendable {
        var manifest: String
        var platform: String
        var unit: String
        var testDescription: String { "\(manifest) on \(platform) in \(unit)" }
    }

    static let cases = [
        Case(manifest: "example", platform: "ios", unit: "px"),
        Case(manifest: "example", platform: "ios", unit: "rem"),
        Case(manifest: "overrides", platform: "ios", unit: "px"),
        Case(manifest: "overrides", platform: "watchos", unit: "px"),
    ]

    /// Body's size at each category, copied from the HIG's tables (iOS: 14 … 53 pt; watchOS,
    /// which has no Medium and stops at AX3: 14 … 23 pt), and Body at Large. sₖ = Body(k) / Body(Large).
    static let body: [String: (categories: [String], sizes: [Double], large: Double)] = [
        "ios": (
            [
                "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
            ],
            [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], 17
        ),
        "watchos": (
            [
                "xSmall", "small", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
                "accessibility3",
            ],
            [14, 15, 16, 17, 18, 19, 21, 22, 23], 16
        ),
    ]

    @Test(
        "computed size, leading and tracking follow the scale in Chromium",
        .enabled(if: Chromium.input.shouldRun, Chromium.input.skipComment),
        .timeLimit(.minutes(5)),
        arguments: cases)
    func followsTheScale(_ c: Case) async throws {
        let chromium = try Chromium.input.require()
        try #require(PackageRoot.isCurrentDirectory, "run swift test from the package root")
        let tmp = TemporaryFolder()
        let manifest = c.manifest == "example" ? "tokens/example.tokens.json" : tmp.file("overrides.tokens.json")
        if c.manifest == "overrides" { tmp.write("overrides.tokens.json", Self.overrides) }
        let build = HigTypeTool.run([
            "build", manifest, "--out", tmp.path, "--quiet", "--format", "css", "--css-text-scale",
            "--css-platform", c.platform, "--css-unit", c.unit,
        ])
        try #require(build.status == ToolOutput.Status.ok, "higtype build failed: \(build.stderr)")

        // What the HIG gives each token at each category, as higtype resolves it (the
        // data-dynamic-type values); BrowserCSSTests checks those against hand-copied numbers.
        let compilation = Compiler.compile(paths: [manifest])
        let resolved = try #require(compilation.resolved)
        let platform = try #require(Platform(named: c.platform))
        let body = try #require(Self.body[c.platform])
        var hig: [String: [[Double]]] = [:]  // token class → per category [size, leading, tracking]
        for token in resolved.tokens {
            guard let values = token.values(on: platform) else { continue }
            hig[CSSNames.identifier(token.path)] = try body.categories.map { id in
                let category = try #require(SizeCategory(rawValue: id))
                let v = try #require(values[category])
                return [v.fontSize, v.lineHeight, v.letterSpacing]
            }
        }
        try #require(hig.count >= 3)

        let scales = body.sizes.map { $0 / body.large }
        var probes: [Probe] = [Probe(label: "unset", scale: nil, dynamicType: nil)]
        for (k, s) in scales.enumerated() { probes.append(Probe(label: "at-\(k)", scale: s, dynamicType: nil)) }
        for k in scales.indices.dropLast() {
            probes.append(Probe(label: "mid-\(k)", scale: (scales[k] + scales[k + 1]) / 2, dynamicType: nil))
        }
        probes += [
            Probe(label: "below", scale: 0.5, dynamicType: nil),
            Probe(label: "above", scale: 4, dynamicType: nil),
            // data-dynamic-type wins: the smallest category at the largest scale, and Large at the smallest.
            Probe(label: "dt-first", scale: scales.last!, dynamicType: body.categories[0]),
            Probe(label: "dt-large", scale: scales[0], dynamicType: "large"),
        ]
        tmp.write("page.html", try Self.page(tokens: hig.keys.sorted(), probes: probes))
        let dom = try Chromium.dumpDOM(chromium, page: tmp.file("page.html"), folder: tmp)
        let report = try Chromium.report(Report.self, in: dom)
        try #require(report.error == nil, "the page's script failed: \(report.error ?? "")")
        let styles = try #require(report.styles)

        let large = try #require(body.categories.firstIndex(of: "large"))
        for (token, expected) in hig.sorted(by: { $0.key < $1.key }) {
            func computed(_ label: String) throws -> [Double] {
                let s = try #require(styles[label]?[token], "no computed style for \(token) at \(label)")
                return [Self.px(s.fontSize), Self.px(s.lineHeight), Self.px(s.letterSpacing)]
            }
            func check(_ label: String, _ want: [Double], _ what: String) throws {
                let got = try computed(label)
                for (i, property) in ["font-size", "line-height", "letter-spacing"].enumerated() {
                    #expect(
                        abs(got[i] - want[i]) <= 0.02,
                        "\(property) of .\(token) \(what): \(got[i]) px, the HIG has \(want[i])")
                }
            }
            for k in scales.indices {
                try check("at-\(k)", expected[k], "at \(body.categories[k]) (scale \(scales[k]))")
            }
            for k in scales.indices.dropLast() {
                let got = try computed("mid-\(k)")
                for i in 0..<3 {
                    let (a, b) = (expected[k][i], expected[k + 1][i])
                    #expect(
                        got[i] >= min(a, b) - 0.02 && got[i] <= max(a, b) + 0.02 && abs(got[i] - (a + b) / 2) <= 0.02,
                        "property \(i) of .\(token) between \(body.categories[k]) and \(body.categories[k + 1]): \(got[i]), not halfway between \(a) and \(b)"
                    )
                }
            }
            try check("unset", expected[large], "with the scale unset (Large)")
            try check("below", expected[0], "below the smallest category")
            try check("above", expected[scales.count - 1], "above the largest category")
            try check("dt-first", expected[0], "with data-dynamic-type=\(body.categories[0]) at the largest scale")
            try check("dt-large", expected[large], "with data-dynamic-type=large at the smallest scale")
        }

        // The HIG's own numbers, copied by hand in BrowserCSSTests, at their categories on the scale.
        guard c.manifest == "example" else { return }
        for e in BrowserCSSTests.expected {
            let k = try #require(body.categories.firstIndex(of: e.category))
            let s = try #require(styles["at-\(k)"]?[e.token])
            #expect(abs(Self.px(s.fontSize) - Self.px(e.fontSize)) <= 0.02, "font-size of .\(e.token) at \(e.category)")
            #expect(
                abs(Self.px(s.lineHeight) - Self.px(e.lineHeight)) <= 0.02,
                "line-height of .\(e.token) at \(e.category)")
        }
    }

    /// Where to read the styles: a scale (nil leaves `--higtype-text-scale` to the style sheet)
    /// and a `data-dynamic-type` (nil removes it).
    struct Probe: Encodable {
        var label: String
        var scale: Double?
        var dynamicType: String?
    }

    /// Chromium's computed length in px; it prints a zero letter-spacing as "normal".
    static func px(_ text: String) -> Double {
        text == "normal" ? 0 : Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text) ?? .nan
    }

    /// One element per token class, and a script that goes through the probes, setting the
    /// scale on <html>'s style and the category on its data-dynamic-type.
    static func page(tokens: [String], probes: [Probe]) throws -> String {
        let elements = tokens.map { "<p class=\"\($0)\" data-token=\"\($0)\">Aa</p>" }
        let probesJSON = String(decoding: try JSONEncoder().encode(probes), as: UTF8.self)
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
              for (const probe of \(probesJSON)) {
                if (probe.scale === undefined || probe.scale === null) html.style.removeProperty("--higtype-text-scale");
                else html.style.setProperty("--higtype-text-scale", String(probe.scale));
                if (probe.dynamicType) html.dataset.dynamicType = probe.dynamicType;
                else delete html.dataset.dynamicType;
                const tokens = {};
                for (const el of document.querySelectorAll("[data-token]")) {
                  const s = getComputedStyle(el);
                  tokens[el.dataset.token] = { fontSize: s.fontSize, lineHeight: s.lineHeight, letterSpacing: s.letterSpacing };
                }
                styles[probe.label] = tokens;
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

    /// The JSON the page writes into #out.
    struct Report: Decodable {
        struct Computed: Decodable {
            var fontSize: String
            var lineHeight: String
            var letterSpacing: String
        }
        /// Probe label, then token class, then its computed style.
        var styles: [String: [String: Computed]]?
        var error: String?
    }

    /// Tokens that scale other than their plain style: a fixed size relative to Large Title,
    /// tight leading, and a cap at xxxLarge; for iOS and watchOS.
    static let overrides = """
        {
          "$extensions": { "dev.higtype": { "platforms": ["ios", "watchos"] } },
          "type": {
            "$type": "typography",
            "wordmark": {
              "$value": {
                "fontFamily": "SF Pro Rounded", "fontSize": { "value": 40, "unit": "px" }, "fontWeight": "heavy",
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.1
              },
              "$extensions": { "dev.higtype": { "fixedSize": { "reason": "Drawn to the brand guide.", "relativeTo": "largeTitle" } } }
            },
            "body": { "$value": { "textStyle": "body" } },
            "tightRow": {
              "$value": { "textStyle": "headline" },
              "$extensions": { "dev.higtype": { "leading": "tight", "lines": 2 } }
            },
            "timestamp": {
              "$value": { "textStyle": "caption1" },
              "$extensions": { "dev.higtype": { "sizeCategories": { "max": "xxxLarge" }, "lines": 1 } }
            }
          }
        }
        """
}
