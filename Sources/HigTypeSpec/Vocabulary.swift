import HigTypeCore

/// The names users write in manifests and the outputs use: Apple's API names as ids,
/// the HIG's own table names as display names. Both map to the same case.

/// A vocabulary whose cases can be named by id, by HIG display name or by an alias.
public protocol NamedCase: CaseIterable, RawRepresentable, Hashable, Sendable where RawValue == String {
    /// The HIG's own name, as its tables print it.
    var displayName: String { get }
    /// Further names that mean this case (besides the id and display name).
    var aliases: [String] { get }
    /// Every folded name of every case, built once: see `makeNameIndex()`.
    static var nameIndex: [String: Self] { get }
}

extension NamedCase {
    public var id: String { rawValue }
    public var aliases: [String] { [] }

    /// Looks a name up by id, display name or alias, ignoring case, spaces and hyphens.
    public init?(named name: String) {
        if let exact = Self(rawValue: name) {
            self = exact
        } else if let match = Self.nameIndex[foldName(name)] {
            self = match
        } else {
            return nil
        }
    }

    /// The folded names of every case; where two cases share a folded name, the earlier case wins.
    static func makeNameIndex() -> [String: Self] {
        var index: [String: Self] = [:]
        for c in allCases {
            for name in [c.rawValue, c.displayName] + c.aliases where index[foldName(name)] == nil {
                index[foldName(name)] = c
            }
        }
        return index
    }
}

public enum Platform: String, NamedCase, Comparable, CaseIterable {
    public static let nameIndex = makeNameIndex()
    case ios, ipados, macos, tvos, visionos, watchos

    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .ipados: "iPadOS"
        case .macos: "macOS"
        case .tvos: "tvOS"
        case .visionos: "visionOS"
        case .watchos: "watchOS"
        }
    }

    /// The platform whose HIG table serves this one: iPadOS shares iOS's tables.
    public var specPlatform: Platform { self == .ipados ? .ios : self }

    public static func < (a: Platform, b: Platform) -> Bool { a.order < b.order }
    private var order: Int { Self.allCases.firstIndex(of: self)! }
}

/// Dynamic Type size categories, by SwiftUI's `DynamicTypeSize` names.
/// `default` is the single category of platforms without Dynamic Type (macOS, tvOS).
public enum SizeCategory: String, NamedCase, Comparable, CaseIterable {
    public static let nameIndex = makeNameIndex()
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    case `default`

    public var displayName: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "AX1"
        case .accessibility2: "AX2"
        case .accessibility3: "AX3"
        case .accessibility4: "AX4"
        case .accessibility5: "AX5"
        case .default: "Default"
        }
    }

    public var aliases: [String] {
        switch self {
        case .accessibility1: ["accessibilityMedium"]
        case .accessibility2: ["accessibilityLarge"]
        case .accessibility3: ["accessibilityExtraLarge"]
        case .accessibility4: ["accessibilityExtraExtraLarge"]
        case .accessibility5: ["accessibilityExtraExtraExtraLarge"]
        case .xSmall: ["extraSmall"]
        case .xLarge: ["extraLarge"]
        case .xxLarge: ["extraExtraLarge"]
        case .xxxLarge: ["extraExtraExtraLarge"]
        default: []
        }
    }

    public static func < (a: SizeCategory, b: SizeCategory) -> Bool { a.order < b.order }
    private var order: Int { Self.allCases.firstIndex(of: self)! }
}

/// Text styles, by their Apple API names.
public enum TextStyle: String, NamedCase, CaseIterable {
    public static let nameIndex = makeNameIndex()
    case extraLargeTitle, extraLargeTitle2
    case largeTitle, title1, title2, title3, headline, subtitle1, body, callout, subheadline, footnote
    case caption1, caption2, footnote1, footnote2

    public var displayName: String {
        switch self {
        case .extraLargeTitle: "Extra Large Title 1"
        case .extraLargeTitle2: "Extra Large Title 2"
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .subtitle1: "Subtitle 1"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subheadline"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        case .footnote1: "Footnote 1"
        case .footnote2: "Footnote 2"
        }
    }

    public var aliases: [String] {
        switch self {
        case .subheadline: ["Subhead"]
        case .extraLargeTitle: ["Extra Large Title"]
        case .title1: ["title"]
        case .caption1: ["caption"]
        default: []
        }
    }
}

/// Apple's nine font weights, 100 to 900, as the HIG's tables and `Font.Weight` name them.
/// Manifests write DTCG weights (`DTCGWeight`), whose names differ: DTCG's "thin" is 100 and
/// "heavy" 900, where Apple's Thin is 200 and Heavy 800; `DTCGWeight.apple` maps one to the other.
public enum FontWeight: String, NamedCase, Comparable, CaseIterable {
    public static let nameIndex = makeNameIndex()
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    public var displayName: String {
        switch self {
        case .ultralight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        }
    }

    /// The CSS / DTCG numeric weight.
    public var value: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }

    /// The weight with this exact numeric value (100, 200, … 900).
    public init?(value: Int) {
        guard value % 100 == 0, (100...900).contains(value) else { return nil }
        self = Self.allCases[value / 100 - 1]
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
}
