import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeSpec

/// Properties the embedded spec must keep whatever documents say: they catch a mistyped cell
/// that every scrape happens to share, and they pin the tracking lookup rule to exact values.
@Suite struct SpecInvariantTests {
    static let tablePlatforms = HIG.platforms.filter { !$0.styles.isEmpty }

    @Test(arguments: tablePlatforms.map(\.platform))
    func sizesNeverShrinkAsTheCategoryGrows(_ platform: Platform) {
        let spec = HIG.spec(for: platform)
        for style in spec.styles {
            let sizes = spec.sizeCategories.compactMap { style.metrics[$0]?.size }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(platform.id) \(style.style.id): \(sizes)")
        }
    }

    /// Leadings grow with the category too, except where the HIG publishes a drop.
    static let leadingDrops: Set<String> = [
        // watchOS Title 2 is 34/41 at AX1, then 35/37.5 at AX2: the AX1 leading breaks the +2.5 pattern.
        "watchos/title2/accessibility2"
    ]

    @Test(arguments: tablePlatforms.map(\.platform))
    func leadingsNeverShrinkExceptPublishedDrops(_ platform: Platform) {
        let spec = HIG.spec(for: platform)
        for style in spec.styles {
            for (a, b) in zip(spec.sizeCategories, spec.sizeCategories.dropFirst()) {
                guard let la = style.metrics[a]?.leading, let lb = style.metrics[b]?.leading, lb < la else { continue }
                #expect(
                    Self.leadingDrops.contains("\(platform.id)/\(style.style.id)/\(b.id)"),
                    "\(platform.id) \(style.style.id) \(a.id)→\(b.id)")
            }
        }
    }

    @Test(arguments: tablePlatforms.map(\.platform))
    func leadingIsAtLeastTheSize(_ platform: Platform) {
        for style in HIG.spec(for: platform).styles {
            for (category, m) in style.metrics {
                #expect(m.leading >= m.size, "\(platform.id) \(style.style.id) \(category.id)")
            }
        }
    }

    @Test(arguments: tablePlatforms.map(\.platform))
    func everyStyleHasEveryCategoryOfItsPlatform(_ platform: Platform) {
        let spec = HIG.spec(for: platform)
        for style in spec.styles {
            #expect(Set(style.metrics.keys) == Set(spec.sizeCategories), "\(platform.id) \(style.style.id)")
        }
    }

    /// Outputs print the weight once per style; that holds because every style keeps one weight.
    @Test(arguments: tablePlatforms.map(\.platform))
    func everyStyleKeepsOneWeightAcrossCategories(_ platform: Platform) {
        for style in HIG.spec(for: platform).styles {
            #expect(Set(style.metrics.values.map(\.weight)).count == 1, "\(platform.id) \(style.style.id)")
        }
    }

    /// The legibility default size is Body at the default category (watchOS: 16 pt at Large).
    @Test(arguments: tablePlatforms.map(\.platform))
    func defaultSizeIsBodyAtTheDefaultCategory(_ platform: Platform) {
        let spec = HIG.spec(for: platform)
        #expect(spec.metrics(.body, spec.defaultSizeCategory!)?.size == spec.defaultSize)
    }

    /// watchOS publishes Footnote 1 and 2 below its own 12 pt minimum at the smallest categories.
    static let sizesBelowMinimum: Set<String> = [
        "watchos/footnote2/xSmall", "watchos/footnote2/small", "watchos/footnote1/xSmall",
    ]

    @Test(arguments: tablePlatforms.map(\.platform))
    func sizesRespectTheMinimumExceptPublishedOnes(_ platform: Platform) {
        let spec = HIG.spec(for: platform)
        for style in spec.styles {
            for (category, m) in style.metrics {
                let key = "\(platform.id)/\(style.style.id)/\(category.id)"
                #expect((m.size >= spec.minimumSize) != Self.sizesBelowMinimum.contains(key), "\(key): \(m.size)")
            }
        }
    }

    @Test(arguments: HIG.trackingTables.map(\.name))
    func trackingSizesStrictlyAscend(_ name: String) {
        let sizes = HIG.trackingTables.first { $0.name == name }!.rows.map(\.size)
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// The points column is size × em / 1000 up to the rounding of both published columns:
    /// points are given to 0.01 (±0.005), and em to a whole unit, so the unrounded em may differ
    /// by 0.5/1000 em, which moves the points by up to size × 0.0005. 1e-9 absorbs binary float error.
    static func tolerance(_ size: Double) -> Double { 0.005 + size * 0.0005 + 1e-9 }

    /// Rows whose published points lie outside that tolerance: (size, published points, size × em / 1000).
    /// They are kept as published, because outputs use the points column.
    static let publishedTrackingExceptions: [String: [(size: Double, published: Double, computed: Double)]] = [
        "SF Pro": [(21, -0.36, -0.378), (40, 0.37, 0.4), (48, 0.35, 0.384), (56, 0.3, 0.336)],
        "SF Pro Rounded": [
            (6, 0.51, 0.522), (7, 0.54, 0.56), (9, 0.57, 0.585), (11, 0.56, 0.572), (12, 0.54, 0.552),
            (23, 0.35, 0.368), (34, 0.38, 0.408), (41, 0.38, 0.41), (42, 0.39, 0.42), (48, 0.35, 0.384),
            (49, 0.36, 0.392), (56, 0.3, 0.336), (62, 0.21, 0.248),
        ],
        "New York": [
            (6, 0.23, 0.24), (26, -0.29, -0.312), (34, -0.45, -0.476), (70, -1.06, -1.12), (72, -1.09, -1.152),
            (80, -1.21, -1.28), (88, -1.33, -1.408), (220, -3.76, -3.96),
        ],
        "macOS": [(21, -0.36, -0.378), (40, 0.37, 0.4), (48, 0.35, 0.384), (56, 0.3, 0.336)],
        "tvOS": [(21, -0.36, -0.378), (40, 0.37, 0.4), (48, 0.35, 0.384), (56, 0.3, 0.336)],
        "SF Compact": [
            (6, 0.29, 0.3), (8, 0.23, 0.24), (9, 0.26, 0.27), (27, -0.3, -0.324), (29, -0.38, -0.406),
            (36, -0.69, -0.72), (53, -1.11, -1.166), (54, -1.13, -1.188), (66, -1.51, -1.584), (68, -1.56, -1.632),
            (80, -1.99, -2.08), (84, -2.13, -2.184), (92, -2.47, -2.576), (96, -2.62, -2.688),
        ],
        "SF Compact Rounded": [
            (27, -0.3, -0.324), (29, -0.38, -0.406), (36, -0.69, -0.72), (53, -1.11, -1.166), (54, -1.13, -1.188),
            (66, -1.51, -1.584), (68, -1.56, -1.632), (80, -1.99, -2.08), (84, -2.13, -2.184), (92, -2.47, -2.576),
            (96, -2.62, -2.688),
        ],
    ]

    @Test(arguments: HIG.trackingTables.map(\.name))
    func trackingPointsAgreeWithEmOrArePublishedExceptions(_ name: String) {
        let table = HIG.trackingTables.first { $0.name == name }!
        let exceptions = Self.publishedTrackingExceptions[name] ?? []
        for row in table.rows {
            let computed = row.size * row.em / 1000
            let within = abs(row.points - computed) <= Self.tolerance(row.size)
            let exception = exceptions.first { $0.size == row.size }
            #expect(
                within == (exception == nil), "\(name) \(row.size) pt: published \(row.points), computed \(computed)")
            if let exception {
                #expect(exception.published == row.points)
                #expect(abs(exception.computed - computed) < 1e-9)
            }
        }
        #expect(Set(exceptions.map(\.size)).isSubset(of: table.rows.map(\.size)))
    }

    /// The macOS and tvOS tables repeat SF Pro's, except that 52 and 53 pt swap their points
    /// (iOS +0.33/+0.31, macOS and tvOS +0.31/+0.33); every document agrees, so both are kept.
    @Test func macOSAndTVOSTablesDifferFromSFProOnlyAt52And53() {
        for table in [TrackingTable.macOS, .tvOS] {
            #expect(table.rows.map(\.size) == TrackingTable.sfPro.rows.map(\.size))
            let differing = zip(table.rows, TrackingTable.sfPro.rows).filter { $0 != $1 }
            #expect(differing.map(\.0) == [TrackingRow(52, 6, 0.31), TrackingRow(53, 6, 0.33)])
            #expect(differing.map(\.1) == [TrackingRow(52, 6, 0.33), TrackingRow(53, 6, 0.31)])
        }
    }

    // MARK: Lookup rule

    @Test func lookupAtARowGivesThePublishedRow() {
        #expect(TrackingTable.sfPro.lookup(size: 17) == Tracking(em: -26, points: -0.43, isPublished: true))
        // Published points are kept even where they differ from size × em / 1000 (0.384).
        #expect(TrackingTable.sfPro.lookup(size: 48) == Tracking(em: 8, points: 0.35, isPublished: true))
    }

    @Test func lookupBetweenRowsInterpolatesEmAndComputesPoints() {
        // 21 pt is -18, 22 pt is -12: halfway is -15; 21.5 × -15 / 1000 = -0.3225 → -0.32.
        #expect(TrackingTable.sfPro.lookup(size: 21.5) == Tracking(em: -15, points: -0.32, isPublished: false))
        // 160 pt is -16, 180 pt is -17: a quarter of the way is -16.25 → -16; 165 × -16 / 1000 = -2.64.
        #expect(TrackingTable.newYork.lookup(size: 165) == Tracking(em: -16, points: -2.64, isPublished: false))
        // 54 and 56 pt are both -22 in SF Compact: 55 × -22 / 1000 = -1.21.
        #expect(TrackingTable.sfCompact.lookup(size: 55) == Tracking(em: -22, points: -1.21, isPublished: false))
    }

    @Test func lookupBelowTheFirstRowHoldsItsEm() {
        // 4 × 41 / 1000 = 0.164 → 0.16.
        #expect(TrackingTable.sfPro.lookup(size: 4) == Tracking(em: 41, points: 0.16, isPublished: false))
    }

    @Test func lookupAboveTheLastRowHoldsItsEm() {
        // 270 × -18 / 1000 = -4.86.
        #expect(TrackingTable.newYork.lookup(size: 270) == Tracking(em: -18, points: -4.86, isPublished: false))
        #expect(TrackingTable.sfPro.lookup(size: 120) == Tracking(em: 0, points: 0, isPublished: false))
    }
}
