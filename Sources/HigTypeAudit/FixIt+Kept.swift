import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// The fix-its of macOS code and of sizes read once, which keep what the call says beside its
/// size: a weight, a design, a trait, a factor.
extension SwiftFixIt {
    /// The fix-it of a site in macOS code, `nearest` read from the macOS table; nil for none.
    /// SwiftUI keeps its design and weight; an AppKit system font call that says more than the
    /// style (a weight, a trait, a ternary) keeps it and takes the style's size,
    /// `NSFont.systemFont(ofSize: NSFont.preferredFont(forTextStyle: .body).pointSize, weight: .medium)`.
    /// A size above the largest macOS style keeps its size: no fix-it changes it.
    static func macOS(_ site: FontSite, nearest: NearestStyle, token: TokenMatch.Entry?) -> String? {
        if token == nil, case .points(let points) = site.size, let largest = largest(nearest),
            points > largest.size + 0.005
        {
            switch site.form {
            case .swiftUISystem, .systemFont: return nil
            default: break
            }
        }
        switch site.form {
        case .swiftUISystem(let explicit, let wrapped) where token == nil:
            return swiftUI(site, nearest: nearest, explicit: explicit, wrapped: wrapped, platform: .macos)
        case .systemFont(.appKit) where token == nil:
            return appKitSystemFont(site, nearest: nearest)
        // An implicit `.systemFont(ofSize:)` in macOS code (the project builds for macOS only) is NSFont's.
        case .systemFont(.uiKit) where token == nil && !site.text.hasPrefix("UIFont"):
            var appKit = site
            appKit.form = .systemFont(.appKit)
            return appKitSystemFont(appKit, nearest: nearest)
        case .namedFont:
            return nil  // UIFontMetrics does not exist on macOS
        default:
            return AuditFixIt.replacement(for: site, style: nearest.style, token: token)
        }
    }

    /// `NSFont.preferredFont(forTextStyle: .body)` when the style says all the call does, else the
    /// call with the style's size in place of its own.
    private static func appKitSystemFont(_ site: FontSite, nearest: NearestStyle) -> String? {
        let preferred = { (style: TextStyle) in "NSFont.preferredFont(forTextStyle: .\(SwiftNames.apiTextStyle(style)))"
        }
        let ternary = site.swift.ternary
        if ternary == nil, !site.swift.keepsTraits, keepsWeight(site, styleWeight: nearest.metrics.weight) {
            return site.swift.qualifier + preferred(nearest.style)
        }
        guard let range = argumentValue(in: site.text, labels: ["ofSize"]) else { return nil }
        var size = preferred(nearest.style) + ".pointSize"
        if let ternary {
            let weight = DTCGWeight(site.weight ?? .regular)
            guard let a = NearestStyle.find(size: ternary.whenTrue, weight: weight, on: .macos),
                let b = NearestStyle.find(size: ternary.whenFalse, weight: weight, on: .macos)
            else { return nil }
            if a.style != b.style {
                size = "\(ternary.condition) ? \(preferred(a.style)).pointSize : \(preferred(b.style)).pointSize"
            }
        }
        return replacing(site.text, range, with: size)
    }

    /// The fix-it of a size read once from a text style (`preferredFont(forTextStyle: .body).pointSize`).
    /// The style itself when the call says nothing else (or, in SwiftUI, only a weight and a design,
    /// which are kept); otherwise the call with the style's size at the default text size in
    /// place of the read, scaled as the style scales, so a factor (`* 0.7`), a weight and a trait
    /// stay: `UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .italicSystemFont(ofSize: 12 * 0.7))`.
    /// nil where no form keeps it all (a SwiftUI size with a factor).
    static func readOnce(_ site: FontSite, _ read: FontSite.ReadOnce, platform: Platform) -> String? {
        guard let style = TextStyle(rawValue: read.style), let metrics = defaultMetrics(style, platform: platform)
        else { return nil }
        let api = SwiftNames.apiTextStyle(style)
        switch site.form {
        case .swiftUISystem(let explicit, let wrapped):
            guard read.whole, site.swift.ternary == nil, site.platformFont?.weightNotLiteral != true else { return nil }
            let font = swiftUIFont(site, style: style, styleWeight: metrics.weight, typed: explicit && !wrapped)
            return wrapped ? ".font(\(font))" : font
        case .systemFont(.uiKit):
            if read.whole, !site.swift.keepsTraits, keepsWeight(site, styleWeight: metrics.weight) {
                return "\(site.swift.qualifier)UIFont.preferredFont(forTextStyle: .\(api))"
            }
            guard let text = defaultSized(site.text, labels: ["ofSize"], read, size: metrics.size) else { return nil }
            return "UIFontMetrics(forTextStyle: .\(api)).scaledFont(for: \(text))"
        case .namedFont(.uiKit):
            guard let text = defaultSized(site.text, labels: ["size"], read, size: metrics.size) else { return nil }
            return "\(text).map { UIFontMetrics(forTextStyle: .\(api)).scaledFont(for: $0) }"
        case .swiftUICustom:
            guard let prefix = site.customPrefix,
                let text = defaultSized(prefix + ")", labels: ["size"], read, size: metrics.size)
            else { return nil }
            return "\(text.dropLast()), relativeTo: .\(SwiftNames.swiftUITextStyle(api)))"
        default:
            return nil
        }
    }

    /// The size argument of a SwiftUI read-once site with the style's size at the default text
    /// size in place of the read (`17 * 0.7`), for the note that suggests `@ScaledMetric`.
    static func readOnceSize(_ site: FontSite, _ read: FontSite.ReadOnce, platform: Platform) -> String? {
        guard let style = TextStyle(rawValue: read.style), let metrics = defaultMetrics(style, platform: platform),
            let text = defaultSized(site.text, labels: ["size"], read, size: metrics.size),
            let range = argumentValue(in: text, labels: ["size"])
        else { return nil }
        return String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    /// The style's size and weight at the platform's default size category (iOS's table for a
    /// platform without one).
    static func defaultMetrics(_ style: TextStyle, platform: Platform) -> TextMetrics? {
        var spec = HIG.spec(for: platform)
        if spec.defaultSizeCategory == nil { spec = HIG.ios }
        guard let category = spec.defaultSizeCategory else { return nil }
        return spec.styles.first { $0.style == style }?.metrics[category]
    }

    /// `text`, a call, with the read of its size argument (`UIFont.preferredFont(forTextStyle: .body).pointSize`,
    /// or the one name that holds it) replaced by `size`; nil when the argument holds no such
    /// read, or more than one.
    private static func defaultSized(_ text: String, labels: Set<String>, _ read: FontSite.ReadOnce, size: Double)
        -> String?
    {
        let bytes = Array(text.utf8)
        let finder = SwiftFontFinder(bytes: bytes, tokens: SwiftLexer.lex(bytes).tokens)
        guard let value = argumentTokens(finder, labels: labels) else { return nil }
        var reads: [Range<Int>] = []
        for k in value where finder.name(k) == "preferredFont" && finder.isPunct(k + 1, "(") {
            guard let (_, close) = finder.arguments(openingAt: k + 1), close + 2 < value.upperBound,
                finder.isPunct(close + 1, "."), finder.name(close + 2) == "pointSize"
            else { continue }
            var start = finder.isPunct(k - 1, ".") ? k - 1 : k
            if start < k, let type = finder.name(k - 2), type == "UIFont" { start = k - 2 }
            reads.append(start..<close + 3)
        }
        let number = NumberText.format(size)
        if reads.count == 1, let only = reads.first {
            let range = finder.tokens[only.lowerBound].start..<finder.tokens[only.upperBound - 1].end
            return replacing(text, range, with: number)
        }
        guard reads.isEmpty, read.whole, value.count == 1, finder.name(value.lowerBound) != nil else { return nil }
        return replacing(
            text, finder.tokens[value.lowerBound].start..<finder.tokens[value.lowerBound].end, with: number)
    }

    /// The byte range, in `text` (a call), of the value of its first argument labelled one of `labels`.
    static func argumentValue(in text: String, labels: Set<String>) -> Range<Int>? {
        let bytes = Array(text.utf8)
        let finder = SwiftFontFinder(bytes: bytes, tokens: SwiftLexer.lex(bytes).tokens)
        guard let value = argumentTokens(finder, labels: labels) else { return nil }
        return finder.tokens[value.lowerBound].start..<finder.tokens[value.upperBound - 1].end
    }

    /// The tokens of the value of the first argument labelled one of `labels`, in the first call
    /// that has one (`.font(.system(size: …))`: the inner call's).
    private static func argumentTokens(_ finder: SwiftFontFinder, labels: Set<String>) -> Range<Int>? {
        for open in finder.tokens.indices where finder.isPunct(open, "(") {
            guard let (arguments, _) = finder.arguments(openingAt: open) else { return nil }
            if let argument = arguments.first(where: { $0.label.map(labels.contains) ?? false }) {
                return argument.value.isEmpty ? nil : argument.value
            }
        }
        return nil
    }

    static func replacing(_ text: String, _ range: Range<Int>, with replacement: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(range, with: Array(replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }
}
