import HigTypeCore
import HigTypeSpec

/// The HIG text style nearest a size and weight on a platform, at its default size category:
/// the smallest size difference, then the smallest weight difference, then the HIG's table order.
/// 17 pt Semibold is exactly Headline at Large on iOS; 17 pt Regular is Body.
public struct NearestStyle: Hashable, Sendable {
    public var style: TextStyle
    public var metrics: TextMetrics
    public var category: SizeCategory
    /// The platform whose table was read (iOS's for visionOS, which the HIG gives no table).
    public var platform: Platform
    public var isExact: Bool

    public static func find(points: Double, weight: FontWeight, on platform: Platform) -> NearestStyle? {
        var spec = HIG.spec(for: platform)
        if spec.defaultSizeCategory == nil { spec = HIG.ios }
        guard let category = spec.defaultSizeCategory else { return nil }
        var best: (style: StyleSpec, metrics: TextMetrics, key: (Double, Int))?
        for style in spec.styles {
            guard let m = style.metrics[category] else { continue }
            let key = (abs(m.size - points), abs(m.weight.value - weight.value))
            if best == nil || key < best!.key { best = (style, m, key) }
        }
        guard let best else { return nil }
        return NearestStyle(
            style: best.style.style, metrics: best.metrics, category: category, platform: spec.platform,
            isExact: best.key.0 == 0 && best.key.1 == 0)
    }

    /// "17 pt Semibold is exactly Headline at Large on iOS", or "the nearest iOS text style is
    /// Title 1 (28 pt Regular at Large)".
    public func phrase(for described: String) -> String {
        let at = category == .default ? "" : " at \(category.displayName)"
        if isExact { return "\(described) is exactly \(style.displayName)\(at) on \(platform.displayName)" }
        return "the nearest \(platform.displayName) text style is \(style.displayName) "
            + "(\(NumberText.format(metrics.size)) pt \(metrics.weight.displayName)\(at))"
    }
}
