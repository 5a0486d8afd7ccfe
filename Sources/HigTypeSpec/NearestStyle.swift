import HigTypeCore

/// The HIG text style nearest a size, a weight and optionally a leading on one platform, at the
/// platform's default size category (Large on iOS, iPadOS and watchOS; the one table of macOS and
/// tvOS). It is the one answer higtype gives wherever it names a style for text that has none:
/// the `fixed-size` and `typography-incomplete` rules, the style a fixed-size token scales with,
/// the audit of app code, and `adopt`.
///
/// The order of comparison is size first, then weight, then leading; a tie on all three goes to
/// the style the HIG's table lists first. On iOS 17 pt Regular is Body, 17 pt Semibold Headline,
/// 13 pt Regular Footnote and 28 pt Bold Title 1 (28 pt is Title 1's size; no style is 28 pt Bold).
/// macOS reads the macOS table (17 pt is Title 2 there), watchOS and tvOS their own; visionOS, for
/// which the HIG publishes no table, reads iOS's, and `platform` says so.
public struct NearestStyle: Hashable, Sendable {
    /// What a style is compared with: a size in points (DTCG equates 1 px with 1 pt), a weight and,
    /// when known, a leading in points.
    public struct Query: Hashable, Sendable {
        public var size: Double
        public var weight: DTCGWeight
        public var leading: Double?

        public init(size: Double, weight: DTCGWeight = DTCGWeight(.regular), leading: Double? = nil) {
            self.size = size
            self.weight = weight
            self.leading = leading
        }
    }

    /// How far the style is from the query, field by field, compared in that order.
    public struct Distance: Hashable, Sendable, Comparable {
        /// Points between the sizes, to 1/1000 pt.
        public var size: Double
        /// Weight units between the weights (100 a step of Apple's nine).
        public var weight: Double
        /// Points between the leadings, to 1/1000 pt; nil when the query gave no leading.
        public var leading: Double?

        public var isZero: Bool { size == 0 && weight == 0 && (leading ?? 0) == 0 }

        public static func < (a: Distance, b: Distance) -> Bool {
            (a.size, a.weight, a.leading ?? 0) < (b.size, b.weight, b.leading ?? 0)
        }

        /// "0", or what differs: "1 pt", "200 weight", "1 pt, 200 weight, 2 pt leading".
        public var description: String {
            var parts: [String] = []
            if size != 0 { parts.append("\(NumberText.format(size)) pt") }
            if weight != 0 { parts.append("\(NumberText.format(weight)) weight") }
            if let leading, leading != 0 { parts.append("\(NumberText.format(leading)) pt leading") }
            return parts.isEmpty ? "0" : parts.joined(separator: ", ")
        }
    }

    public var query: Query
    public var style: TextStyle
    /// The style's values at `category`.
    public var metrics: TextMetrics
    /// The platform's default size category, where the comparison was made.
    public var category: SizeCategory
    /// The platform asked about.
    public var platform: Platform
    /// The platform whose table was read: the one asked about, iOS for iPadOS and visionOS.
    public var table: Platform
    public var distance: Distance

    /// The query matches the style's size, weight and (if given) leading exactly.
    public var isExact: Bool { distance.isZero }

    /// A style nearer the query than `style` that `find(_:on:sharedWith:)` left out, and the
    /// targets that lack it.
    public struct PassedOver: Hashable, Sendable {
        public var style: TextStyle
        public var missingOn: [Platform]
    }

    /// The nearer styles left out because a target lacks them, nearest first; empty when the
    /// nearest style of the table was taken.
    public var passedOver: [PassedOver] = []

    /// The nearest style on `platform`; nil only if its table (or iOS's, for a platform without
    /// one) had no style at its default category, which the embedded tables never do.
    public static func find(_ query: Query, on platform: Platform) -> NearestStyle? {
        find(query, on: platform, sharedWith: [])
    }

    /// The nearest style on `platform`'s table among those every one of `targets` has too (the
    /// test the `platform-style` rule makes): a text for watchOS and tvOS is never named Large
    /// Title, which tvOS lacks. The nearer styles left out are in `passedOver`. Nil when no style
    /// of the table is on every target; the embedded tables never give that, as every platform
    /// with a table has Title 1, 2 and 3, Headline, Body, Caption 1 and Caption 2.
    public static func find(_ query: Query, on platform: Platform, sharedWith targets: [Platform]) -> NearestStyle? {
        var spec = HIG.spec(for: platform)
        if spec.defaultSizeCategory == nil { spec = HIG.ios }
        guard let category = spec.defaultSizeCategory else { return nil }
        func missing(_ style: TextStyle) -> [Platform] { targets.filter { !HIG.spec(for: $0).supports(style) } }
        var best: (index: Int, style: StyleSpec, metrics: TextMetrics, distance: Distance)?
        for (i, style) in spec.styles.enumerated() {
            guard let metrics = style.metrics[category], targets.isEmpty || missing(style.style).isEmpty else {
                continue
            }
            let distance = Distance(metrics, query)
            // Strictly less: a tie keeps the style the table lists first.
            if best == nil || distance < best!.distance { best = (i, style, metrics, distance) }
        }
        guard let best else { return nil }
        var answer = NearestStyle(
            query: query, style: best.style.style, metrics: best.metrics, category: category, platform: platform,
            table: spec.platform, distance: best.distance)
        guard !targets.isEmpty else { return answer }
        // The styles left out that are nearer, or as near and listed first: nearest first.
        var nearer: [(index: Int, distance: Distance, skipped: PassedOver)] = []
        for (i, style) in spec.styles.enumerated() {
            guard let metrics = style.metrics[category] else { continue }
            let lacking = missing(style.style)
            let distance = Distance(metrics, query)
            guard !lacking.isEmpty, distance < best.distance || (!(best.distance < distance) && i < best.index) else {
                continue
            }
            nearer.append((i, distance, PassedOver(style: style.style, missingOn: lacking)))
        }
        answer.passedOver = nearer.sorted {
            $0.distance < $1.distance || (!($1.distance < $0.distance) && $0.index < $1.index)
        }.map(\.skipped)
        return answer
    }

    /// Every style `find(_:on:sharedWith:)` may answer, nearest first (a tie in table order): the
    /// choices `adopt` falls back on when the nearest would break the order of a team's sizes.
    public static func ranked(_ query: Query, on platform: Platform, sharedWith targets: [Platform]) -> [NearestStyle] {
        var spec = HIG.spec(for: platform)
        if spec.defaultSizeCategory == nil { spec = HIG.ios }
        guard let category = spec.defaultSizeCategory else { return [] }
        var all: [(index: Int, answer: NearestStyle)] = []
        for (i, style) in spec.styles.enumerated() {
            guard let metrics = style.metrics[category],
                targets.allSatisfy({ HIG.spec(for: $0).supports(style.style) })
            else { continue }
            let answer = NearestStyle(
                query: query, style: style.style, metrics: metrics, category: category, platform: platform,
                table: spec.platform, distance: Distance(metrics, query))
            all.append((i, answer))
        }
        return all.sorted {
            $0.answer.distance < $1.answer.distance
                || (!($1.answer.distance < $0.answer.distance) && $0.index < $1.index)
        }.map(\.answer)
    }

    /// `find` with the three values given one by one.
    public static func find(size: Double, weight: DTCGWeight, leading: Double? = nil, on platform: Platform)
        -> NearestStyle?
    {
        find(Query(size: size, weight: weight, leading: leading), on: platform)
    }

    /// Why this style, in one line, as `adopt` and the rules print it:
    /// "16 px Regular at Large: nearest Callout (16 pt)", "13 pt Bold at Large: nearest Footnote
    /// (13 pt Regular)". The query's size is written in `unit`, as the source wrote it; the
    /// style's values follow in points, with its weight and leading where they differ from the query's.
    /// With nearer styles passed over, it says why: "50 px Bold at Large: nearest Title 1 (34 pt),
    /// as Large Title is not on tvOS".
    public func reason(unit: String = "pt") -> String {
        "\(described(unit: unit)) \(place): nearest \(style.displayName) (\(styleValues))"
            + (passedOverText.map { ", as \($0)" } ?? "")
    }

    /// "Large Title is not on tvOS", "Subheadline and Callout are not on watchOS", "Subheadline is
    /// not on tvOS or watchOS, and Callout is not on watchOS": why the nearer styles were passed
    /// over, nearest first; nil when none was.
    public var passedOverText: String? {
        guard !passedOver.isEmpty else { return nil }
        var groups: [(styles: [String], missingOn: [Platform])] = []
        for skipped in passedOver {
            if let i = groups.firstIndex(where: { $0.missingOn == skipped.missingOn }) {
                groups[i].styles.append(skipped.style.displayName)
            } else {
                groups.append(([skipped.style.displayName], skipped.missingOn))
            }
        }
        return groups.map { group in
            "\(Self.list(group.styles, "and")) \(group.styles.count == 1 ? "is" : "are") not on "
                + Self.list(group.missingOn.map(\.displayName), "or")
        }.joined(separator: ", and ")
    }

    /// "A", "A and B", "A, B and C".
    private static func list(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// "16 px Regular" or "17 pt Semibold, 22 pt leading": the query as the reason writes it.
    public func described(unit: String = "pt") -> String {
        var text = "\(NumberText.format(query.size)) \(unit) \(Self.weightName(query.weight))"
        if let leading = query.leading { text += ", \(NumberText.format(Self.hundredths(leading))) pt leading" }
        return text
    }

    /// "at Large", or "on macOS" for a platform with one table; "at Large (iOS's table)" for visionOS.
    public var place: String {
        var text = category == .default ? "on \(platform.displayName)" : "at \(category.displayName)"
        if table != platform.specPlatform { text += " (\(table.displayName)'s table)" }
        return text
    }

    /// "16 pt", "17 pt Semibold", "34 pt Regular, 41 pt leading": what the reason says of the style.
    private var styleValues: String {
        var text = "\(NumberText.format(metrics.size)) pt"
        if distance.weight != 0 { text += " \(metrics.weight.displayName)" }
        if let leading = distance.leading, leading != 0 { text += ", \(NumberText.format(metrics.leading)) pt leading" }
        return text
    }

    /// Apple's name for one of its nine weights ("Semibold"), else the number ("350").
    static func weightName(_ weight: DTCGWeight) -> String {
        weight.isAppleWeight ? weight.apple.displayName : NumberText.format(weight.number)
    }

    fileprivate static func thousandths(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
    private static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

extension NearestStyle.Distance {
    /// How far a style's `metrics` are from `query` (in an extension: the memberwise init stays).
    init(_ metrics: TextMetrics, _ query: NearestStyle.Query) {
        self.init(
            size: NearestStyle.thousandths(abs(metrics.size - query.size)),
            weight: abs(Double(metrics.weight.value) - query.weight.number),
            leading: query.leading.map { NearestStyle.thousandths(abs(metrics.leading - $0)) })
    }
}
