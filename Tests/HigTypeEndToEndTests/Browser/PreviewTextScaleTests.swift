import Foundation
import HigTypeCLI
import HigTypeKit
import HigTypeTestSupport
import Testing

/// The specimen's text-scale slider in headless Chromium: moving it sets `--higtype-text-scale`,
/// and the "At the text scale" panels follow the curves, each platform's section by its own
/// categories (iOS Body 14 … 53 pt over 17, watchOS Body 14 … 23 pt over 16).
@Suite("Preview text scale in Chromium", .tags(.browser), .slow) struct PreviewTextScaleTests {
    @Test(
        "the slider moves every token along its curve",
        .enabled(if: Chromium.input.shouldRun, Chromium.input.skipComment),
        .timeLimit(.minutes(5)))
    func sliderFollowsTheCurves() async throws {
        let chromium = try Chromium.input.require()
        let tmp = TemporaryFolder()
        tmp.write("two.tokens.json", Self.manifest)
        let result = HigTypeTool.run(["preview", tmp.file("two.tokens.json"), "--out", tmp.file("two.html"), "--quiet"])
        try #require(result.status == ToolOutput.Status.ok, "higtype preview failed: \(result.stderr)")
        let page = try #require(tmp.read("two.html"))
        let end = try #require(page.range(of: "</body>", options: .backwards))
        tmp.write("page.html", page.replacingCharacters(in: end, with: Self.harness + "\n</body>"))
        let dom = try Chromium.dumpDOM(chromium, page: tmp.file("page.html"), folder: tmp)
        let report = try Chromium.report(Report.self, in: dom)
        try #require(report.error == nil, "the test script failed: \(report.error ?? "")")

        // The range spans both platforms' categories: iOS xSmall 14/17 to AX5 53/17; ticks at iOS's 12.
        #expect(report.min == "0.82" && report.max == "3.12")
        #expect(report.ticks == 12)
        #expect(report.shown == "2.35", "the value beside the slider follows it")

        func at(_ state: String, _ platform: String, _ token: String) -> [String] {
            guard let s = report.states[state]?[platform]?[token] else { return ["missing"] }
            return [s.fontSize, s.lineHeight]
        }
        // Before the slider moves: Large, 17/22 on iOS, 16/18.5 on watchOS (Body); Headline 17/22, 16/18.5.
        #expect(at("initial", "ios", "type.body") == ["17px", "22px"])
        #expect(at("initial", "watchos", "type.body") == ["16px", "18.5px"])
        #expect(at("initial", "ios", "type.title") == ["34px", "41px"])
        // iOS AX3 (40/17): Body 40/48, Large Title 52/61.
        #expect(at("ax3", "ios", "type.body") == ["40px", "48px"])
        #expect(at("ax3", "ios", "type.title") == ["52px", "61px"])
        // watchOS AX1 (21/16): Body 21/23.5; on iOS the same scale is Body at 22.3125 pt, between
        // xxLarge (21) and xxxLarge (23): each section reads the scale by its own categories.
        #expect(at("watchAX1", "watchos", "type.body") == ["21px", "23.5px"])
        #expect(at("watchAX1", "ios", "type.body").first == "22.3125px")
    }

    /// Body and Large Title on iOS and watchOS.
    static let manifest = """
        {
          "$extensions": { "dev.higtype": { "platforms": ["ios", "watchos"] } },
          "type": {
            "$type": "typography",
            "body": { "$value": { "textStyle": "body" } },
            "title": { "$value": { "textStyle": "largeTitle" } }
          }
        }
        """

    /// Moves the slider as a person would (value, then an input event) and reads the panels.
    static let harness = """
        <pre id="out"></pre>
        <script>
        let report;
        try {
          const slider = document.getElementById("text-scale");
          const read = () => Object.fromEntries([...document.querySelectorAll("section.platform")].map((section) => [
            section.dataset.platform,
            Object.fromEntries([...section.querySelectorAll(".scaled-sample")].map((el) => {
              const s = getComputedStyle(el);
              return [el.dataset.token, { fontSize: s.fontSize, lineHeight: s.lineHeight }];
            })),
          ]));
          const states = { initial: read() };
          for (const [label, value] of [["watchAX1", 21 / 16], ["ax3", 40 / 17]]) {
            slider.value = String(value);
            slider.dispatchEvent(new Event("input"));
            states[label] = read();
          }
          report = { min: slider.min, max: slider.max, ticks: document.querySelectorAll("#text-scale-categories option").length,
            shown: document.getElementById("text-scale-value").textContent, states };
        } catch (e) {
          report = { error: String(e), states: {} };
        }
        document.getElementById("out").textContent = JSON.stringify(report);
        </script>
        """

    /// The JSON the harness writes.
    struct Report: Decodable {
        struct Computed: Decodable {
            var fontSize: String
            var lineHeight: String
        }
        var min: String?
        var max: String?
        var ticks: Int?
        var shown: String?
        /// State, then platform, then token, then its computed style.
        var states: [String: [String: [String: Computed]]]
        var error: String?
    }
}
