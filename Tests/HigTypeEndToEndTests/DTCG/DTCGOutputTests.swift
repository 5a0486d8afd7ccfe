import Foundation
import HigTypeCLI
import HigTypeKit
import HigTypeTestSupport
import Testing

/// The `dtcg` format's layout and values, checked against numbers from the HIG's iOS tables.
@Suite struct DTCGOutputTests {
    static let iosCategories = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]

    @Test func exampleWritesOneFilePerCategoryAndAResolver() throws {
        let out = try DTCGBuild.buildExample()
        let files = out.listing().filter { $0.hasSuffix(".json") }
        let expected = (["dtcg/ios.resolver.json"] + Self.iosCategories.map { "dtcg/ios/\($0).tokens.json" }).sorted()
        #expect(files == expected)
    }

    /// Body at AX3 is 40/48 in the HIG's iOS table; the example sets it in New York.
    @Test func articleBodyAtAccessibility3() throws {
        let out = try DTCGBuild.buildExample()
        let file = try DTCGBuild.json(out.file("dtcg/ios/accessibility3.tokens.json"))
        let token = try #require(DTCGBuild.value(file, ["type", "article", "body"]) as? [String: Any])
        #expect(token["$type"] as? String == "typography")
        #expect(token["$description"] as? String == "Running text of a story.")
        let value = try #require(token["$value"] as? [String: Any])
        #expect(value["fontFamily"] as? [String] == ["New York", "Georgia", "serif"])
        #expect(DTCGBuild.value(value, ["fontSize", "value"]) as? Double == 40)
        #expect(DTCGBuild.value(value, ["fontSize", "unit"]) as? String == "px")
        #expect(value["fontWeight"] as? Double == 400)
        #expect(value["lineHeight"] as? Double == 1.2)
        #expect(DTCGBuild.value(value, ["letterSpacing", "unit"]) as? String == "px")
        #expect(DTCGBuild.value(token, ["$extensions", "dev.higtype.output", "textStyle"]) as? String == "body")
        #expect(DTCGBuild.value(token, ["$extensions", "dev.higtype.output", "lineHeightPoints"]) as? Double == 48)
        // What higtype reads back: a size fixed at this category's, scaling with the token's style.
        #expect(DTCGBuild.value(token, ["$extensions", "dev.higtype", "fixedSize", "relativeTo"]) as? String == "body")
        #expect(
            DTCGBuild.value(token, ["$extensions", "dev.higtype", "fixedSize", "reason"]) as? String
                == "higtype's DTCG output: iOS values at size category accessibility3")
    }

    /// Values at the default size (large): the multiplier is leading / size to four places,
    /// and tracking is the HIG's points column for the token's typeface at that size.
    @Test(arguments: [
        // Body 17/22 in New York, which tracks -0.07 pt at 17 pt.
        (["type", "article", "body"], 17.0, 1.2941, 400.0, -0.07, ["New York", "Georgia", "serif"]),
        // Headline 17/22 semibold in the system font, SF Pro: -0.43 pt at 17 pt.
        (["type", "list", "rowTitle"], 17.0, 1.2941, 600.0, -0.43, ["SF Pro"]),
        // Large Title 34/41, bold by the manifest; SF Pro tracks +0.40 pt at 34 pt.
        (["type", "screen", "title"], 34.0, 1.2059, 700.0, 0.4, ["SF Pro"]),
        // Footnote 13/18; SF Pro tracks -0.08 pt at 13 pt.
        (["type", "footnote"], 13.0, 1.3846, 400.0, -0.08, ["SF Pro"]),
    ])
    func valuesAtLarge(
        _ path: [String], _ size: Double, _ lineHeight: Double, _ weight: Double, _ tracking: Double, _ family: [String]
    ) throws {
        let out = try DTCGBuild.buildExample()
        let file = try DTCGBuild.json(out.file("dtcg/ios/large.tokens.json"))
        let value = try #require(
            DTCGBuild.value(file, path + ["$value"]) as? [String: Any], "no \(path.joined(separator: "."))")
        #expect(DTCGBuild.value(value, ["fontSize", "value"]) as? Double == size)
        #expect(value["lineHeight"] as? Double == lineHeight)
        #expect(value["fontWeight"] as? Double == weight)
        #expect(DTCGBuild.value(value, ["letterSpacing", "value"]) as? Double == tracking)
        #expect(value["fontFamily"] as? [String] == family)
    }

    @Test func systemFontTokensSaySo() throws {
        let out = try DTCGBuild.buildExample()
        let file = try DTCGBuild.json(out.file("dtcg/ios/large.tokens.json"))
        let extensions = ["$extensions", "dev.higtype.output", "systemFont"]
        // Names SF Pro through an alias: the iOS system font, as a token without a family would be.
        #expect(DTCGBuild.value(file, ["type", "list", "rowTitle"] + extensions) as? Bool == true)
        #expect(DTCGBuild.value(file, ["type", "screen", "title"] + extensions) as? Bool == true)
        // New York and SF Mono are families of their own, drawn by name.
        #expect(DTCGBuild.value(file, ["type", "article", "body"] + extensions) == nil)
        #expect(DTCGBuild.value(file, ["type", "article", "code"] + extensions) == nil)
    }

    @Test func resolverSelectsTheCategoryFile() throws {
        let out = try DTCGBuild.buildExample()
        let resolver = try DTCGBuild.json(out.file("dtcg/ios.resolver.json"))
        #expect(resolver["version"] as? String == "2025.10")
        let modifier = try #require(DTCGBuild.value(resolver, ["modifiers", "sizeCategory"]) as? [String: Any])
        #expect(modifier["default"] as? String == "large")
        let contexts = try #require(modifier["contexts"] as? [String: [[String: String]]])
        #expect(Set(contexts.keys) == Set(Self.iosCategories))
        for (category, sources) in contexts {
            #expect(sources == [["$ref": "ios/\(category).tokens.json"]])
            #expect(FileManager.default.fileExists(atPath: out.file("dtcg/ios/\(category).tokens.json")))
        }
        #expect(resolver["resolutionOrder"] as? [[String: String]] == [["$ref": "#/modifiers/sizeCategory"]])
        // Contexts list the categories smallest first, as the HIG does.
        let text = try #require(out.read("dtcg/ios.resolver.json"))
        let positions = Self.iosCategories.compactMap { text.range(of: "\"\($0)\": [")?.lowerBound }
        #expect(positions.count == Self.iosCategories.count && positions == positions.sorted())
    }

    /// A platform without Dynamic Type has one category, `default`, and a resolver with a plain
    /// set, since a modifier needs two contexts. Group descriptions and `$deprecated` carry over.
    @Test func platformWithoutDynamicTypeGetsASet() throws {
        let folder = try DTCGBuild.buildTwoPlatforms()
        let files = folder.listing().filter { $0.hasPrefix("out/") && $0.hasSuffix(".json") }
        #expect(files.contains("out/dtcg/macos/default.tokens.json"))
        #expect(files.contains("out/dtcg/macos.resolver.json"))
        #expect(files.filter { $0.hasPrefix("out/dtcg/macos/") }.count == 1)
        #expect(files.filter { $0.hasPrefix("out/dtcg/ios/") }.count == Self.iosCategories.count)

        let resolver = try DTCGBuild.json(folder.file("out/dtcg/macos.resolver.json"))
        #expect(resolver["modifiers"] == nil)
        #expect(
            DTCGBuild.value(resolver, ["sets", "typography", "sources"]) as? [[String: String]] == [
                ["$ref": "macos/default.tokens.json"]
            ])
        #expect(resolver["resolutionOrder"] as? [[String: String]] == [["$ref": "#/sets/typography"]])

        let macos = try DTCGBuild.json(folder.file("out/dtcg/macos/default.tokens.json"))
        #expect(DTCGBuild.value(macos, ["text", "$description"]) as? String == "Interface text.")
        #expect(DTCGBuild.value(macos, ["text", "body", "$deprecated"]) as? String == "Use text.reading.")
        // macOS Body is 13/16 regular.
        #expect(DTCGBuild.value(macos, ["text", "body", "$value", "fontSize", "value"]) as? Double == 13)
        #expect(DTCGBuild.value(macos, ["text", "body", "$value", "lineHeight"]) as? Double == 1.2308)
        #expect(DTCGBuild.value(macos, ["$extensions", "dev.higtype.output", "sizeCategory"]) as? String == "default")
        #expect(DTCGBuild.value(macos, ["$extensions", "dev.higtype", "platforms"]) as? [String] == ["macos"])
    }

    /// A second build writes nothing, and `--check` finds the DTCG files up to date.
    @Test func rebuildLeavesFilesUntouched() throws {
        let out = try DTCGBuild.buildExample()
        let again = HigTypeTool.run(["build", DTCGBuild.example, "--out", out.path, "--format", "dtcg"])
        #expect(again.status == ToolOutput.Status.ok)
        #expect(again.stderr.contains("13 files (0 written, 13 unchanged)"), "\(again.stderr)")
        let check = HigTypeTool.run(["build", DTCGBuild.example, "--out", out.path, "--format", "dtcg", "--check"])
        #expect(check.status == ToolOutput.Status.ok, "\(check.stderr)")
    }

    @Test func dtcgIsNotADefaultFormat() {
        #expect(!OutputFormat.defaults.contains(.dtcg))
        #expect(OutputFormat.dtcg.generation == .code)
    }
}
