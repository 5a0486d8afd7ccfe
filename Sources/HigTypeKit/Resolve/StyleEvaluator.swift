import Foundation

/// Computes a typography token's values at each size category of a platform from the HIG
/// tables and the token's own fields.
///
/// - Size: the style's size at the category. A token that sets `fontSize` keeps its own size at
///   the default category and scales with its style elsewhere, as UIFontMetrics does.
/// - Leading: `lineHeight` × size when set; otherwise the style's leading (scaled with the size).
/// - Weight: `fontWeight` when set; otherwise the style's weight.
/// - Letter spacing: `letterSpacing` when set; otherwise the typeface's HIG tracking at that size
///   (the published points column), or 0 for families the HIG publishes no tracking for.
enum StyleEvaluator {
    static func evaluate(
        _ value: TypographyValue, style: TextStyle, typeface: Typeface?, on platform: Platform
    ) -> PlatformValues? {
        let spec = HIG.spec(for: platform)
        guard let defaultCategory = spec.defaultSizeCategory,
            let base = spec.metrics(style, defaultCategory)
        else { return nil }
        let tracking = (typeface ?? (value.fontFamily == nil ? spec.systemTypeface : nil))?.trackingTable(on: platform)
        var categories: [(SizeCategory, StyleValues)] = []
        for category in spec.sizeCategories {
            guard let metrics = spec.metrics(style, category) else { return nil }
            let scale = value.fontSize.map { $0.value / base.size } ?? 1
            let size = rounded(metrics.size * scale)
            let leading = value.lineHeight.map { rounded(size * $0.value) } ?? rounded(metrics.leading * scale)
            let spacing = value.letterSpacing?.value ?? tracking?.lookup(size: size).points ?? 0
            categories.append(
                (category,
                 StyleValues(
                    fontSize: size, lineHeight: leading, fontWeight: value.fontWeight?.value ?? metrics.weight,
                    letterSpacing: spacing)))
        }
        return PlatformValues(platform: platform, defaultCategory: defaultCategory, categories: categories)
    }

    /// The style whose default size is nearest to `size` on a platform: what a fixed-size token scales with.
    static func nearestStyle(to size: Double, on platform: Platform) -> TextStyle? {
        let spec = HIG.spec(for: platform)
        guard let category = spec.defaultSizeCategory else { return nil }
        return spec.styles.min { a, b in
            abs((a.metrics[category]?.size ?? .infinity) - size) < abs((b.metrics[category]?.size ?? .infinity) - size)
        }?.style
    }

    /// Points to 1/100, the precision the HIG's own tables use.
    static func rounded(_ points: Double) -> Double { (points * 100).rounded() / 100 }
}
