import Testing

@testable import HigTypeSpec

/// The one nearest-style algorithm: size first, then weight, then leading, at the platform's
/// default category, on the platform's own table. Every expectation below is read off the HIG's
/// tables (Sources/HigTypeSpec/Tables, checked cell by cell against ../shared/hig by HIGDocumentTests).
@Suite struct NearestStyleTests {
    /// Styles the HIG gives exactly the same size, weight and leading at the default category,
    /// so no query can tell them apart: the later in the table maps to the earlier. macOS's
    /// Footnote and Caption 1 are both 10 pt Regular on 13 pt. Listed here so that a table change
    /// that adds or removes such a pair fails the test below instead of passing unnoticed.
    static let twins: [Platform: [TextStyle: TextStyle]] = [.macos: [.caption1: .footnote]]

    static let platformsWithTables: [Platform] = [.ios, .ipados, .macos, .tvos, .watchos]

    @Test(arguments: platformsWithTables)
    func everyStyleAtItsOwnValuesIsItself(_ platform: Platform) throws {
        let spec = HIG.spec(for: platform)
        let category = try #require(spec.defaultSizeCategory)
        for style in spec.styles {
            let m = try #require(style.metrics[category])
            let expected = Self.twins[platform]?[style.style] ?? style.style
            for leading in [m.leading, nil] {
                let nearest = try #require(
                    NearestStyle.find(size: m.size, weight: DTCGWeight(m.weight), leading: leading, on: platform))
                #expect(
                    nearest.style == expected,
                    "\(platform) \(style.style) (\(m.size) pt \(m.weight), leading \(leading.map { "\($0)" } ?? "none"))"
                )
                #expect(nearest.isExact)
                #expect(nearest.category == category)
            }
        }
    }

    @Test func twinsAreExactlyTheStylesTheTablesCannotTellApart() throws {
        for platform in Self.platformsWithTables {
            let spec = HIG.spec(for: platform)
            let category = try #require(spec.defaultSizeCategory)
            var seen: [TextMetrics: TextStyle] = [:]
            var found: [TextStyle: TextStyle] = [:]
            for style in spec.styles {
                let m = try #require(style.metrics[category])
                if let earlier = seen[m] { found[style.style] = earlier } else { seen[m] = style.style }
            }
            #expect(found == Self.twins[platform.specPlatform] ?? [:], "\(platform)")
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var platform: Platform
        var size: Double
        var weight: FontWeight
        var leading: Double?
        var style: TextStyle
        var why: String
        var testDescription: String { "\(platform) \(size) pt \(weight.displayName) → \(style): \(why)" }
    }

    static let cases: [Case] = [
        // The issue's cases, on iOS at Large.
        Case(platform: .ios, size: 17, weight: .regular, style: .body, why: "Body is 17 pt Regular"),
        Case(platform: .ios, size: 17, weight: .semibold, style: .headline, why: "Headline is 17 pt Semibold"),
        Case(platform: .ios, size: 13, weight: .regular, style: .footnote, why: "Footnote is 13 pt Regular"),
        Case(platform: .ios, size: 28, weight: .bold, style: .title1, why: "only Title 1 is 28 pt (Regular)"),
        // Size first: a size match beats a weight match.
        Case(platform: .ios, size: 16, weight: .semibold, style: .callout, why: "Callout 16 pt beats Headline 17 pt"),
        Case(platform: .ios, size: 40, weight: .regular, style: .largeTitle, why: "Large Title 34 pt is the largest"),
        Case(platform: .ios, size: 9, weight: .regular, style: .caption2, why: "Caption 2 11 pt is the smallest"),
        // Then weight, among styles of one size.
        Case(platform: .ios, size: 17, weight: .bold, style: .headline, why: "Semibold is nearer Bold than Regular"),
        Case(
            platform: .ios, size: 17, weight: .medium, style: .headline,
            why: "Medium is 100 from both; the table lists Headline first"),
        // Then leading: 16.5 pt is 0.5 pt from Body (17) and Callout (16), both Regular.
        Case(platform: .ios, size: 16.5, weight: .regular, style: .body, why: "a tie goes to the table's order"),
        Case(
            platform: .ios, size: 16.5, weight: .regular, leading: 21, style: .callout,
            why: "Callout's 21 pt leading"),
        Case(
            platform: .ios, size: 16.5, weight: .regular, leading: 22, style: .body, why: "Body's 22 pt leading"),
        // macOS reads the macOS table: 17 pt is Title 2 there, 13 pt Body (Regular) or Headline (Bold).
        Case(platform: .macos, size: 17, weight: .regular, style: .title2, why: "macOS Title 2 is 17 pt"),
        Case(platform: .macos, size: 13, weight: .regular, style: .body, why: "macOS Body is 13 pt Regular"),
        Case(platform: .macos, size: 13, weight: .bold, style: .headline, why: "macOS Headline is 13 pt Bold"),
        Case(platform: .macos, size: 28, weight: .bold, style: .largeTitle, why: "macOS Large Title is 26 pt"),
        Case(platform: .macos, size: 10, weight: .medium, style: .caption2, why: "macOS Caption 2 is 10 pt Medium"),
        // watchOS and tvOS their own.
        Case(platform: .watchos, size: 16, weight: .regular, style: .body, why: "watchOS Body is 16 pt at Large"),
        Case(platform: .watchos, size: 16, weight: .semibold, style: .headline, why: "watchOS Headline"),
        Case(platform: .watchos, size: 17, weight: .regular, style: .body, why: "17 pt is 1 pt from Body"),
        Case(platform: .watchos, size: 13, weight: .regular, style: .footnote1, why: "watchOS Footnote 1 is 13 pt"),
        Case(platform: .tvos, size: 38, weight: .medium, style: .headline, why: "tvOS Headline is 38 pt Medium"),
        Case(platform: .tvos, size: 38, weight: .regular, style: .subtitle1, why: "tvOS Subtitle 1 is 38 pt Regular"),
        Case(platform: .tvos, size: 29, weight: .regular, style: .body, why: "tvOS Body is 29 pt Medium"),
        Case(platform: .tvos, size: 17, weight: .regular, style: .caption2, why: "tvOS's smallest is 23 pt"),
        // visionOS has no table: iOS's is read.
        Case(platform: .visionos, size: 17, weight: .regular, style: .body, why: "iOS's table"),
        Case(platform: .ipados, size: 17, weight: .semibold, style: .headline, why: "iPadOS shares iOS's table"),
    ]

    @Test(arguments: cases)
    func nearest(_ c: Case) throws {
        let nearest = try #require(
            NearestStyle.find(size: c.size, weight: DTCGWeight(c.weight), leading: c.leading, on: c.platform))
        #expect(nearest.style == c.style)
    }

    @Test func distanceIsFieldByField() throws {
        let bold28 = try #require(NearestStyle.find(size: 28, weight: DTCGWeight(.bold), on: .ios))
        #expect(bold28.distance == .init(size: 0, weight: 300, leading: nil))
        #expect(bold28.distance.description == "300 weight")
        #expect(!bold28.isExact)
        let macOS = try #require(NearestStyle.find(size: 28, weight: DTCGWeight(.bold), leading: 30, on: .macos))
        #expect(macOS.distance == .init(size: 2, weight: 300, leading: 2))
        #expect(macOS.distance.description == "2 pt, 300 weight, 2 pt leading")
        let exact = try #require(NearestStyle.find(size: 17, weight: DTCGWeight(.regular), on: .ios))
        #expect(exact.distance.description == "0")
        #expect(exact.isExact)
        // A weight that is not one of Apple's nine is compared by its number.
        let w450 = try #require(NearestStyle.find(size: 17, weight: DTCGWeight(number: 450)!, on: .ios))
        #expect(w450.style == .body)
        #expect(w450.distance.weight == 50)
    }

    @Test func reasonSaysWhatWasComparedAndWhatDiffers() throws {
        func reason(
            _ size: Double, _ weight: DTCGWeight, leading: Double? = nil, on platform: Platform = .ios,
            unit: String = "pt"
        ) throws -> String {
            try #require(NearestStyle.find(size: size, weight: weight, leading: leading, on: platform)).reason(
                unit: unit)
        }
        #expect(try reason(16, DTCGWeight(.regular), unit: "px") == "16 px Regular at Large: nearest Callout (16 pt)")
        #expect(try reason(13, DTCGWeight(.bold)) == "13 pt Bold at Large: nearest Footnote (13 pt Regular)")
        #expect(try reason(28, DTCGWeight(.bold)) == "28 pt Bold at Large: nearest Title 1 (28 pt Regular)")
        #expect(
            try reason(17, DTCGWeight(.regular), leading: 20)
                == "17 pt Regular, 20 pt leading at Large: nearest Body (17 pt, 22 pt leading)")
        #expect(try reason(17, DTCGWeight(.regular), on: .macos) == "17 pt Regular on macOS: nearest Title 2 (17 pt)")
        #expect(
            try reason(17, DTCGWeight(.regular), on: .visionos)
                == "17 pt Regular at Large (iOS's table): nearest Body (17 pt)")
        #expect(
            try reason(17, DTCGWeight(number: 350)!) == "17 pt 350 at Large: nearest Body (17 pt Regular)")
        #expect(
            try reason(18.7, DTCGWeight(.regular), leading: 1.2 * 18.7)
                == "18.7 pt Regular, 22.44 pt leading at Large: nearest Title 3 (20 pt, 25 pt leading)")
    }

    /// Among the styles every target has: a style a target lacks is passed over, and the reason says so.
    @Test func aStyleATargetLacksIsPassedOver() throws {
        let bold50 = NearestStyle.Query(size: 50, weight: DTCGWeight(.bold), leading: 60)
        let watch = try #require(NearestStyle.find(bold50, on: .watchos, sharedWith: [.watchos, .tvos]))
        #expect(watch.style == .title1)
        #expect(watch.passedOver == [.init(style: .largeTitle, missingOn: [.tvos])])
        #expect(watch.distance.description == "16 pt, 300 weight, 23.5 pt leading")
        #expect(
            watch.reason(unit: "px")
                == "50 px Bold, 60 pt leading at Large: nearest Title 1 (34 pt Regular, 36.5 pt leading), "
                + "as Large Title is not on tvOS")
        // 15 pt on iOS: Subheadline (0 pt) and Callout (1 pt) are nearer than Body (2 pt, before
        // Footnote's 2 pt in the table), each lacking on its own targets.
        let regular15 = NearestStyle.Query(size: 15, weight: DTCGWeight(.regular))
        let three = try #require(NearestStyle.find(regular15, on: .ios, sharedWith: [.ios, .tvos, .watchos]))
        #expect(three.style == .body)
        #expect(
            three.passedOverText == "Subheadline is not on tvOS or watchOS, and Callout is not on watchOS")
        let two = try #require(NearestStyle.find(regular15, on: .ios, sharedWith: [.ios, .watchos]))
        #expect(two.passedOverText == "Subheadline and Callout are not on watchOS")
        // Where every target has the nearest style, nothing is passed over and the answer is find(_:on:)'s.
        let alone = try #require(NearestStyle.find(bold50, on: .watchos, sharedWith: [.watchos]))
        #expect(alone == NearestStyle.find(bold50, on: .watchos))
        #expect(alone.style == .largeTitle && alone.passedOver.isEmpty && alone.passedOverText == nil)
        #expect(
            NearestStyle.find(regular15, on: .ios, sharedWith: [.ios, .macos]) == NearestStyle.find(regular15, on: .ios)
        )
    }

    /// Why adopt has no "no style on every target" case: every platform with a table has these
    /// seven, so each set of targets shares a style, and each table finds one among them.
    @Test func everyPlatformWithATableSharesSevenStyles() throws {
        let tabled = HIG.platforms.filter { $0.defaultSizeCategory != nil }
        #expect(tabled.map(\.platform) == [.ios, .macos, .tvos, .watchos])
        let shared = tabled.dropFirst().reduce(Set(tabled[0].styles.map(\.style))) {
            $0.intersection($1.styles.map(\.style))
        }
        #expect(shared == [.title1, .title2, .title3, .headline, .body, .caption1, .caption2])
        let all = Platform.allCases.filter { HIG.spec(for: $0).defaultSizeCategory != nil }
        for platform in all {
            for size in [1.0, 17, 200] {
                let found = NearestStyle.find(.init(size: size), on: platform, sharedWith: all)
                #expect(found.map { shared.contains($0.style) } == true, "\(platform) \(size) pt")
            }
        }
    }
}
