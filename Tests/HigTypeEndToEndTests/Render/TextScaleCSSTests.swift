import Foundation
import HigTypeCLI
import HigTypeKit
import HigTypeTestSupport
import Testing

/// `build --css-text-scale` without a browser: the shape of the CSS (one custom property per
/// distinct curve, however many tokens share it), the platform's Body as the unit of the
/// scale, and the warning where the CSS platform has one category. BrowserTextScaleTests checks
/// what the curves compute to.
@Suite struct TextScaleCSSTests {
    /// Builds `manifest` to CSS with `arguments` and returns (status, stderr, typography.css).
    static func build(_ manifest: String, _ arguments: [String], in tmp: TemporaryFolder = TemporaryFolder()) -> (
        Int32, String, String
    ) {
        tmp.write("m.tokens.json", manifest)
        let result = HigTypeTool.run(
            ["build", tmp.file("m.tokens.json"), "--out", tmp.path, "--format", "css", "--quiet"] + arguments)
        return (result.status, result.stderr, tmp.read("typography.css") ?? "")
    }

    static func manifest(platforms: String, tokens: String) -> String {
        """
        { "$extensions": { "dev.higtype": { "platforms": [\(platforms)] } },
          "type": { "$type": "typography", \(tokens) } }
        """
    }

    /// The lines of the CSS that define a curve.
    static func curveLines(_ css: String) -> [Substring] {
        css.split(separator: "\n").filter { $0.hasPrefix("  --higtype-") && !$0.hasPrefix("  --higtype-text-scale") }
    }

    @Test func fiftyTokensOfOneStyleShareThreeCurves() {
        let tokens = (1...50).map { "\"t\($0)\": { \"$value\": { \"textStyle\": \"body\" } }" }.joined(separator: ", ")
        let (status, stderr, css) = Self.build(
            Self.manifest(platforms: "\"ios\"", tokens: tokens), ["--css-text-scale"])
        #expect(status == 0, "\(stderr)")
        let curves = Self.curveLines(css)
        #expect(
            curves.map { $0.split(separator: ":")[0] } == [
                "  --higtype-body-font-size", "  --higtype-body-line-height", "  --higtype-body-letter-spacing",
            ])
        // Body's size is Body's own scale in points: one segment from 14 pt to 53 pt.
        #expect(
            curves.first
                == "  --higtype-body-font-size: calc(14px + clamp(0, var(--higtype-text-scale-body) - 14, 39) * 1px);")
        #expect(css.contains("  --type-t50-font-size: var(--higtype-body-font-size);\n"))
        #expect(css.contains("  --higtype-text-scale: env(preferred-text-scale, 1);\n"))
        #expect(css.contains("  --higtype-text-scale-body: calc(var(--higtype-text-scale) * 17);\n"))
        // Every category, Large too, restates the values, so data-dynamic-type wins over the scale.
        #expect(
            css.contains(
                ":root[data-dynamic-type=\"large\"] {\n  --type-t1-font-size: 17px;\n  --type-t1-line-height: 22px;\n"))
        #expect(css.components(separatedBy: "[data-dynamic-type=").count - 1 == 12)
    }

    @Test func watchOSMeasuresTheScaleByItsOwnBody() {
        let (status, stderr, css) = Self.build(
            Self.manifest(platforms: "\"watchos\"", tokens: "\"b\": { \"$value\": { \"textStyle\": \"body\" } }"),
            ["--css-text-scale", "--css-unit", "rem"])
        #expect(status == 0, "\(stderr)")
        #expect(css.contains("  --higtype-text-scale-body: calc(var(--higtype-text-scale) * 16);\n"))
        // Body's curve is the Body-point scale itself, here in rem of 16 px.
        #expect(
            css.contains(
                "  --higtype-body-font-size: calc(0.875rem + clamp(0, var(--higtype-text-scale-body) - 14, 9) * 0.0625rem);\n"
            ))
        // watchOS Body leading: 16.5 pt at xSmall, a point a category to 21.5 at xxxLarge (19 pt),
        // then 23.5, 24.5, 25.5 at 21, 22, 23 pt.
        #expect(
            css.contains(
                "  --higtype-body-line-height: calc(1.03125rem + clamp(0, var(--higtype-text-scale-body) - 14, 9) * 0.0625rem);\n"
            ))
    }

    /// Safari's keywords still come after the class rule, so there they size the text.
    @Test func webKitKeywordsStillFollowTheClassRule() {
        let (status, stderr, css) = Self.build(
            Self.manifest(platforms: "\"ios\"", tokens: "\"b\": { \"$value\": { \"textStyle\": \"body\" } }"),
            ["--css-text-scale", "--css-webkit-keywords"])
        #expect(status == 0, "\(stderr)")
        let classRule = css.range(
            of: ".type-b {\n  font-family: var(--type-b-font-family);\n  font-size: var(--type-b-font-size);")
        let keyword = css.range(
            of: "@supports (font: -apple-system-body) {\n  .type-b {\n    font: -apple-system-body;")
        #expect(classRule != nil && keyword != nil && classRule!.upperBound < keyword!.lowerBound)
        #expect(css.contains("  --type-b-font-size: var(--higtype-body-font-size);\n"))
    }

    @Test(arguments: ["macos", "tvos"])
    func oneCategoryPlatformsWarnAndChangeNothing(_ platform: String) {
        let manifest = Self.manifest(
            platforms: "\"\(platform)\"", tokens: "\"b\": { \"$value\": { \"textStyle\": \"body\" } }")
        let tmp = TemporaryFolder()
        let (status, stderr, css) = Self.build(manifest, ["--css-text-scale"], in: tmp)
        let (_, _, plain) = Self.build(manifest, [], in: tmp)
        #expect(status == 0)
        #expect(stderr.contains("warning: --css-text-scale changes nothing"))
        #expect(stderr.contains("[text-scale-ignored]"))
        #expect(!css.isEmpty && css == plain, "the CSS is as without the flag")
        // The manifest targets no platform with a curve: the warning names none to pick.
        #expect(
            stderr.contains(
                "the CSS is as without the flag. None of the manifest's platforms has Dynamic Type sizes; drop the flag [text-scale-ignored]"
            ), "\(stderr)")
        #expect(!stderr.contains("--css-platform ios"), "\(stderr)")
    }

    /// The warning's advice names only the targeted platforms that have a curve, and following it works.
    @Test func theAdviceNamesOnlyTargetedPlatformsWithACurve() {
        let manifest = Self.manifest(
            platforms: "\"macos\", \"tvos\", \"watchos\"", tokens: "\"b\": { \"$value\": { \"textStyle\": \"body\" } }")
        let tmp = TemporaryFolder()
        let (status, stderr, _) = Self.build(manifest, ["--css-text-scale", "--css-platform", "macos"], in: tmp)
        #expect(status == 0, "\(stderr)")
        #expect(
            stderr.contains(
                "the CSS is as without the flag. Pick a platform with Dynamic Type sizes with --css-platform watchos, or drop the flag [text-scale-ignored]"
            ), "\(stderr)")
        let (followed, advised, css) = Self.build(manifest, ["--css-text-scale", "--css-platform", "watchos"], in: tmp)
        #expect(followed == 0 && advised.isEmpty, "\(advised)")
        #expect(css.contains("--higtype-text-scale"))
    }
}
