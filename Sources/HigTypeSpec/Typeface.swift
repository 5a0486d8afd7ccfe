import HigTypeCore

/// The Apple typefaces the HIG describes, with their weights and optical sizes.
public enum Typeface: String, NamedCase, CaseIterable {
    public static let nameIndex = makeNameIndex()
    case sfPro = "SF Pro"
    case sfProRounded = "SF Pro Rounded"
    case sfCompact = "SF Compact"
    case sfCompactRounded = "SF Compact Rounded"
    case sfMono = "SF Mono"
    case newYork = "New York"

    public var displayName: String { rawValue }

    public var aliases: [String] {
        switch self {
        case .sfPro:
            [
                "SF Pro Text", "SF Pro Display", "San Francisco", "SF", "SF UI Text", "SF UI Display",
                "system-ui", "-apple-system", "BlinkMacSystemFont", "ui-sans-serif",
            ]
        case .sfProRounded: ["ui-rounded"]
        case .sfCompact: ["SF Compact Text", "SF Compact Display"]
        case .sfMono: ["ui-monospace", "SFMono-Regular"]
        case .newYork:
            ["NY", "ui-serif", "New York Small", "New York Medium", "New York Large", "New York Extra Large"]
        default: []
        }
    }

    /// The weights the family is published in.
    public var weights: [FontWeight] {
        switch self {
        case .sfPro, .sfProRounded, .sfCompact, .sfCompactRounded: FontWeight.allCases
        case .sfMono: [.light, .regular, .medium, .semibold, .bold, .heavy]
        case .newYork: [.regular, .medium, .semibold, .bold, .heavy, .black]
        }
    }

    /// Optical sizes and the point size each starts at, smallest first.
    public var opticalSizes: [OpticalSize] {
        switch self {
        case .sfPro, .sfCompact: [OpticalSize("Text", from: 0), OpticalSize("Display", from: 20)]
        case .newYork:
            [
                OpticalSize("Small", from: 0), OpticalSize("Medium", from: 20),
                OpticalSize("Large", from: 36), OpticalSize("Extra Large", from: 54),
            ]
        case .sfProRounded, .sfCompactRounded, .sfMono: []
        }
    }

    /// The optical size the HIG recommends for mockups at a point size, if the family has any.
    public func opticalSize(at size: Double) -> OpticalSize? {
        opticalSizes.last { size >= $0.from }
    }

    /// The tracking table for this family on a platform; nil where the HIG publishes none (SF Mono).
    public func trackingTable(on platform: Platform) -> TrackingTable? {
        switch (self, platform.specPlatform) {
        case (.sfMono, _): nil
        case (.newYork, _): .newYork
        case (.sfProRounded, _): .sfProRounded
        case (.sfCompact, _): .sfCompact
        case (.sfCompactRounded, _): .sfCompactRounded
        case (.sfPro, .macos): .macOS
        case (.sfPro, .tvos): .tvOS
        case (.sfPro, _): .sfPro
        }
    }

    /// Weights the HIG asks to avoid in text: Ultralight, Thin and Light.
    public static let lightWeights: [FontWeight] = [.ultralight, .thin, .light]
}

public struct OpticalSize: Hashable, Sendable {
    public var name: String
    /// The smallest point size this optical size is for.
    public var from: Double
    public init(_ name: String, from: Double) {
        self.name = name
        self.from = from
    }
}
