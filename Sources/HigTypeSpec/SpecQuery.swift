import HigTypeCore

/// Helpers shared by the two spec outputs (`specJSON` and `specTable`), so both
/// narrow a query the same way and name things the same way.

/// The platform specs a query covers, in the HIG's legibility-table order.
/// iPadOS reads iOS's spec, so asking for either gives the one iOS/iPadOS spec.
func specsInScope(_ platform: Platform?) -> [PlatformSpec] {
    platform.map { [HIG.spec(for: $0)] } ?? HIG.platforms
}

extension PlatformSpec {
    /// The name outputs print for the platform; iOS's tables serve iPadOS as well.
    var outputTitle: String { platform == .ios ? "iOS/iPadOS" : platform.displayName }

    /// The tracking table of the platform's system typeface, used for a style's tracking column.
    var systemTrackingTable: TrackingTable? { systemTypeface.trackingTable(on: platform) }

    /// The styles a query asks for, in table order.
    func styles(matching style: TextStyle?) -> [StyleSpec] {
        styles.filter { style == nil || $0.style == style }
    }

    /// The categories a query asks for, smallest first.
    func categories(matching category: SizeCategory?) -> [SizeCategory] {
        sizeCategories.filter { category == nil || $0 == category }
    }
}

extension StyleSpec {
    /// The weight outputs show once per style: the weight at the platform's default category.
    /// Every published table keeps one weight per style; a cell whose weight differs shows its own.
    func styleWeight(on spec: PlatformSpec) -> FontWeight? {
        let order = [spec.defaultSizeCategory].compactMap { $0 } + spec.sizeCategories
        return order.lazy.compactMap { metrics[$0]?.weight }.first
    }
}
