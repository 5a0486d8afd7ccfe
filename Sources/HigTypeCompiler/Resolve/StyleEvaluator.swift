import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Computes a typography token's values at each size category of a platform from the HIG
/// tables and the token's own fields.
///
/// - Size: the style's size at the category. A token that sets `fontSize` keeps its own size at
///   the default category and scales with its style elsewhere, as UIFontMetrics does.
/// - Leading: `lineHeight` × size when set; otherwise the style's leading (scaled with the size).
/// - Weight: `fontWeight` when set; otherwise the style's weight, or with `emphasized` its
///   emphasized weight (published for macOS and tvOS; elsewhere the bold trait, one step to Bold or heavier).
/// - Leading traits: `tight` takes 2 points off the leading and `loose` adds 2, as UIKit's traits do.
/// - A size-category range holds the token at its `min` and `max` categories beyond them.
/// - Letter spacing: `letterSpacing` when set; otherwise the typeface's HIG tracking at that size
///   (the published points column), or 0 for families the HIG publishes no tracking for.
enum StyleEvaluator {
    /// Everything `evaluate` depends on. Tokens with equal keys get equal values, so the
    /// resolver evaluates each distinct key once.
    struct Key: Hashable {
        var style: TextStyle
        var typeface: Typeface?
        var hasFamily: Bool
        var fontSize: Double?
        var lineHeight: Double?
        var letterSpacing: Double?
        var fontWeight: DTCGWeight?
        var minCategory: SizeCategory?
        var maxCategory: SizeCategory?
        var emphasized: Bool
        var leading: TokenSettings.Leading?
        var platform: Platform

        init(
            _ value: TypographyValue, style: TextStyle, typeface: Typeface?, settings: TokenSettings, platform: Platform
        ) {
            self.style = style
            self.typeface = typeface
            hasFamily = value.fontFamily != nil
            fontSize = value.fontSize?.value
            lineHeight = value.lineHeight?.value
            letterSpacing = value.letterSpacing?.value
            fontWeight = value.fontWeight?.value
            minCategory = settings.minCategory?.value
            maxCategory = settings.maxCategory?.value
            emphasized = settings.emphasized?.value == true
            leading = settings.leading?.value
            self.platform = platform
        }
    }

    static func evaluate(
        _ value: TypographyValue, style: TextStyle, typeface: Typeface?, settings: TokenSettings, on platform: Platform
    ) -> PlatformValues? {
        let spec = HIG.spec(for: platform)
        guard let defaultCategory = spec.defaultSizeCategory,
            let base = spec.metrics(style, defaultCategory)
        else { return nil }
        let tracking = (typeface ?? (value.fontFamily == nil ? spec.systemTypeface : nil))?.trackingTable(on: platform)
        var categories: [(SizeCategory, StyleValues)] = []
        let emphasized = settings.emphasized?.value == true
        let leadingAdjustment = settings.leading?.value.adjustment ?? 0
        for category in spec.sizeCategories {
            let source = clamp(category, settings: settings, in: spec.sizeCategories)
            guard let metrics = spec.metrics(style, source) else { return nil }
            let scale = value.fontSize.map { $0.value / base.size } ?? 1
            // Each value is rounded once, from the exact size: a line height that is a multiple
            // of a size not on the 1/100 grid (28.125 × 1.35) is 37.97, not 28.13 × 1.35 = 37.98.
            let exactSize = metrics.size * scale
            let size = rounded(exactSize)
            let leading =
                (value.lineHeight.map { rounded(exactSize * $0.value) } ?? rounded(metrics.leading * scale))
                + leadingAdjustment
            let spacing = value.letterSpacing?.value ?? tracking?.lookup(size: size).points ?? 0
            let weight =
                value.fontWeight?.value
                ?? DTCGWeight(
                    emphasized ? spec.style(style)?.emphasizedWeight ?? boldTrait(metrics.weight) : metrics.weight)
            categories.append(
                (category, StyleValues(fontSize: size, lineHeight: leading, fontWeight: weight, letterSpacing: spacing))
            )
        }
        return PlatformValues(
            platform: platform, textStyle: style, defaultCategory: defaultCategory, categories: categories)
    }

    /// The category whose values a token shows at `category`, given its size-category range.
    /// A bound the platform lacks (watchOS has no medium) falls to the nearest category it has below.
    static func clamp(_ category: SizeCategory, settings: TokenSettings, in categories: [SizeCategory]) -> SizeCategory
    {
        var result = category
        if let max = settings.maxCategory?.value, result > max {
            result = categories.last { $0 <= max } ?? categories[0]
        }
        if let min = settings.minCategory?.value, result < min {
            result = categories.first { $0 >= min } ?? categories[categories.count - 1]
        }
        return result
    }

    /// The bold symbolic trait: Bold for lighter weights, one step heavier from Bold up.
    static func boldTrait(_ weight: FontWeight) -> FontWeight {
        weight < .bold ? .bold : FontWeight(value: min(weight.value + 100, 900))!
    }

    /// Points to 1/100, the precision the HIG's own tables use.
    static func rounded(_ points: Double) -> Double { (points * 100).rounded() / 100 }
}
