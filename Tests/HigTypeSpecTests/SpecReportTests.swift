import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeSpec

@Suite struct SpecTableTests {
    @Test func iosBodyTable() {
        let expected = """
            iOS/iPadOS · Body · Regular
            Category         Size  Leading  Tracking (pt)
            xSmall             14       19          -0.15
            Small              15       20          -0.23
            Medium             16       21          -0.31
            Large (default)    17       22          -0.43
            xLarge             19       24          -0.45
            xxLarge            21       26          -0.36
            xxxLarge           23       29          -0.10
            AX1                28       34          +0.38
            AX2                33       40          +0.40
            AX3                40       48          +0.37
            AX4                47       56          +0.37
            AX5                53       62          +0.31
            Tracking (pt) from the SF Pro tracking table.

            """
        #expect(specTable(platform: .ios, style: .body, category: nil) == expected)
        #expect(specTable(platform: .ipados, style: .body, category: nil) == expected)
    }

    @Test func tvOSStyleMarksDerivedTracking() {
        let expected = """
            tvOS · Title 2 · Medium (emphasized Bold)
            Category  Size  Leading  Tracking (pt)
            Default     57       66         ~+0.34
            Tracking (pt) from the tvOS tracking table.
            ~ marks a size the table lacks: derived by the tracking lookup rule.
            - The HIG publishes one table of tvOS built-in text styles, not one per Dynamic Type size.

            """
        #expect(specTable(platform: .tvos, style: .title2, category: nil) == expected)
    }

    @Test func watchOSCategoryNamesItsWatchSizes() {
        let text = specTable(platform: .watchos, style: nil, category: .large)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "watchOS · Large (default) [40mm/41mm/42mm]")
        #expect(lines.contains("Body         Regular     16     18.5           0.00"))
        #expect(lines.count == 1 + 1 + 10 + 2)
    }

    @Test func categoryOnlyCoversEveryPlatformThatHasIt() {
        let text = specTable(platform: nil, style: nil, category: .medium)
        #expect(text.contains("iOS/iPadOS · Medium\n"))
        #expect(!text.contains("watchOS ·"))
        #expect(text.contains("visionOS\nDefault size 17 pt, minimum size 12 pt.\n"))
    }

    @Test func visionOSPrintsItsGapsPlainly() {
        let text = specTable(platform: .visionos, style: nil, category: nil)
        #expect(text.hasPrefix("visionOS\nDefault size 17 pt, minimum size 12 pt.\n- The HIG publishes no visionOS"))
        #expect(!text.contains("Size  Leading"))
    }

    @Test func missingStyleOrCategoryIsSaidOnlyWhenThePlatformIsNamed() {
        #expect(specTable(platform: .watchos, style: .callout, category: nil) == "watchOS has no Callout text style.\n")
        #expect(
            specTable(platform: .watchos, style: nil, category: .medium) == "watchOS has no Medium size category.\n")
        #expect(!specTable(platform: nil, style: .callout, category: nil).contains("watchOS"))
    }

    @Test func wholeSpecIsDeterministicWithoutTrailingSpaces() {
        let text = specTable(platform: nil, style: nil, category: nil)
        #expect(text == specTable(platform: nil, style: nil, category: nil))
        #expect(text.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") })
        for title in [
            "iOS/iPadOS · AX5", "macOS · built-in text styles", "tvOS · built-in text styles", "watchOS · AX3",
            "visionOS",
        ] {
            #expect(text.contains(title + "\n"), "\(title)")
        }
    }
}

@Suite struct SpecJSONTests {
    /// Follows a path of object keys and array indexes through a JSON output.
    func value(_ json: JSONOutput, _ path: Any...) -> JSONOutput? {
        path.reduce(Optional(json)) { node, step in
            switch (node, step) {
            case (.object(let members)?, let key as String): members.first { $0.0 == key }?.1
            case (.array(let items)?, let index as Int): items.indices.contains(index) ? items[index] : nil
            default: nil
            }
        }
    }

    func keys(_ json: JSONOutput?) -> [String] {
        if case .object(let members)? = json { members.map(\.0) } else { [] }
    }

    @Test func wholeSpecShape() {
        let json = specJSON()
        #expect(keys(json) == ["provenance", "platforms", "tracking", "typefaces", "lightWeights"])
        #expect(keys(value(json, "platforms")) == ["ios", "macos", "tvos", "visionos", "watchos"])
        #expect(value(json, "platforms", "ios", "defaultSize") == .number(17))
        #expect(value(json, "platforms", "ios", "minimumSize") == .number(11))
        #expect(value(json, "platforms", "ios", "defaultSizeCategory") == .string("large"))
        #expect(value(json, "platforms", "ios", "sizeCategories", 0) == .string("xSmall"))
        #expect(value(json, "platforms", "ios", "sizeCategories", 11) == .string("accessibility5"))
        #expect(value(json, "platforms", "ios", "textStyles", "body", "weight") == .string("regular"))
        #expect(
            value(json, "platforms", "ios", "textStyles", "body", "sizes", "xSmall")
                == .object([("size", .number(14)), ("leading", .number(19))]))
        #expect(
            value(json, "platforms", "ios", "textStyles", "headline", "sizes", "accessibility5", "leading")
                == .number(62))
        #expect(
            keys(value(json, "tracking")) == [
                "SF Pro", "SF Pro Rounded", "New York", "macOS", "tvOS", "SF Compact", "SF Compact Rounded",
            ])
        #expect(
            value(json, "tracking", "SF Pro", 0)
                == .object([("size", .number(6)), ("tracking", .number(41)), ("points", .number(0.24))]))
        #expect(value(json, "lightWeights") == .array([.string("ultralight"), .string("thin"), .string("light")]))
    }

    @Test func fixedPlatformsHaveOneDefaultCategoryAndEmphasizedWeights() {
        let json = specJSON(platform: .macos)
        #expect(value(json, "platforms", "macos", "sizeCategories") == .array([.string("default")]))
        #expect(value(json, "platforms", "macos", "textStyles", "headline", "weight") == .string("bold"))
        #expect(value(json, "platforms", "macos", "textStyles", "headline", "emphasizedWeight") == .string("heavy"))
        #expect(
            value(json, "platforms", "macos", "textStyles", "headline", "sizes", "default")
                == .object([("size", .number(13)), ("leading", .number(16))]))
        #expect(keys(value(json, "tracking")) == ["macOS"])
        #expect(
            value(specJSON(platform: .tvos), "platforms", "tvos", "textStyles", "caption1", "emphasizedWeight")
                == .string("bold"))
    }

    @Test func watchOSListsItsDefaultsPerWatchSize() {
        let json = specJSON(platform: .watchos)
        #expect(value(json, "platforms", "watchos", "defaultSizeCategory") == .string("large"))
        #expect(value(json, "platforms", "watchos", "sizeCategories", 2) == .string("large"))
        #expect(value(json, "platforms", "watchos", "defaultSizeCategoryByWatchSize", "38mm") == .string("small"))
        #expect(value(json, "platforms", "watchos", "defaultSizeCategoryByWatchSize", "45mm") == .string("xLarge"))
        #expect(
            value(json, "platforms", "watchos", "textStyles", "footnote2", "sizes", "accessibility2")
                == .object([("size", .number(16)), ("leading", .number(17.5))]))
        #expect(keys(value(json, "tracking")) == ["SF Compact", "SF Compact Rounded"])
    }

    @Test func visionOSHasSizesAndGapsButNoStyles() {
        let vision = value(specJSON(platform: .visionos), "platforms", "visionos")
        #expect(value(vision!, "defaultSize") == .number(17))
        #expect(value(vision!, "minimumSize") == .number(12))
        #expect(value(vision!, "defaultSizeCategory") == .null)
        #expect(value(vision!, "textStyles") == .object([]))
        #expect(value(vision!, "gaps") == .array(HIG.visionOS.gaps.map(JSONOutput.string)))
        #expect(!HIG.visionOS.gaps.isEmpty)
    }

    @Test func filtersNarrowTheOutput() {
        let json = specJSON(platform: .ios, style: .body, category: .large)
        #expect(keys(value(json, "platforms")) == ["ios"])
        #expect(keys(value(json, "platforms", "ios", "textStyles")) == ["body"])
        #expect(keys(value(json, "platforms", "ios", "textStyles", "body", "sizes")) == ["large"])
        #expect(
            value(json, "platforms", "ios", "textStyles", "body", "sizes", "large")
                == .object([("size", .number(17)), ("leading", .number(22))]))
        #expect(keys(value(json, "tracking")) == ["SF Pro", "SF Pro Rounded", "New York"])
        let byCategory = specJSON(category: .medium)
        #expect(keys(value(byCategory, "platforms", "watchos", "textStyles")) == [])
        #expect(keys(value(byCategory, "platforms", "ios", "textStyles")).count == 11)
    }

    @Test func typefacesCarryWeightsOpticalSizesAndTables() {
        let json = specJSON()
        #expect(value(json, "typefaces", "SF Mono", "weights", 0) == .string("light"))
        #expect(value(json, "typefaces", "New York", "weights", 5) == .string("black"))
        #expect(
            value(json, "typefaces", "New York", "opticalSizes", 2)
                == .object([("name", .string("Large")), ("fromSize", .number(36))]))
        #expect(
            value(json, "typefaces", "SF Pro", "opticalSizes", 1)
                == .object([("name", .string("Display")), ("fromSize", .number(20))]))
        #expect(value(json, "typefaces", "SF Pro", "trackingTables", "macos") == .string("macOS"))
        #expect(value(json, "typefaces", "SF Mono", "trackingTables") == .object([]))
    }
}
