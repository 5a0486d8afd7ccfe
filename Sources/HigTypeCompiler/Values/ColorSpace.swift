/// The color spaces of the DTCG 2025.10 Color Module, each with its three components and the
/// range each component takes.
struct ColorSpace: Sendable {
    /// The `colorSpace` value, case-sensitive: "srgb", "display-p3" …
    var name: String
    var components: [(name: String, range: ComponentRange)]

    /// The range of one component.
    enum ComponentRange: Sendable {
        /// [0, 1]: RGB channels, XYZ, OK lightness.
        case unit
        /// [0, 100]: HSL saturation and lightness, HWB whiteness and blackness, CIELAB lightness.
        case percent
        /// [0, 360): a hue angle; 360 itself is not allowed.
        case hue
        /// [0, ∞): chroma.
        case chroma
        /// Any number: the a and b axes of CIELAB and OKLAB.
        case unbounded

        func contains(_ x: Double) -> Bool {
            switch self {
            case .unit: (0...1).contains(x)
            case .percent: (0...100).contains(x)
            case .hue: x >= 0 && x < 360
            case .chroma: x >= 0 && x.isFinite
            case .unbounded: x.isFinite
            }
        }

        /// The range as messages write it.
        var text: String {
            switch self {
            case .unit: "0 to 1"
            case .percent: "0 to 100"
            case .hue: "0 up to but not including 360"
            case .chroma: "0 or more"
            case .unbounded: "any finite number"
            }
        }
    }

    static let all: [ColorSpace] = {
        let rgb: [(String, ComponentRange)] = [("red", .unit), ("green", .unit), ("blue", .unit)]
        let xyz: [(String, ComponentRange)] = [("X", .unit), ("Y", .unit), ("Z", .unit)]
        return [
            ColorSpace(name: "srgb", components: rgb),
            ColorSpace(name: "srgb-linear", components: rgb),
            ColorSpace(name: "hsl", components: [("hue", .hue), ("saturation", .percent), ("lightness", .percent)]),
            ColorSpace(name: "hwb", components: [("hue", .hue), ("whiteness", .percent), ("blackness", .percent)]),
            ColorSpace(name: "lab", components: [("lightness", .percent), ("a", .unbounded), ("b", .unbounded)]),
            ColorSpace(name: "lch", components: [("lightness", .percent), ("chroma", .chroma), ("hue", .hue)]),
            ColorSpace(name: "oklab", components: [("lightness", .unit), ("a", .unbounded), ("b", .unbounded)]),
            ColorSpace(name: "oklch", components: [("lightness", .unit), ("chroma", .chroma), ("hue", .hue)]),
            ColorSpace(name: "display-p3", components: rgb),
            ColorSpace(name: "a98-rgb", components: rgb),
            ColorSpace(name: "prophoto-rgb", components: rgb),
            ColorSpace(name: "rec2020", components: rgb),
            ColorSpace(name: "xyz-d65", components: xyz),
            ColorSpace(name: "xyz-d50", components: xyz),
        ]
    }()

    static func named(_ name: String) -> ColorSpace? { all.first { $0.name == name } }

    /// Names other tools and CSS use for a DTCG color space, for the fix-it of a wrong `colorSpace`.
    static let otherNames: [String: String] = [
        "rgb": "srgb", "rgba": "srgb", "hex": "srgb", "p3": "display-p3", "display_p3": "display-p3",
        "displayp3": "display-p3", "hsla": "hsl", "rec-2020": "rec2020", "xyz": "xyz-d65",
        "a98rgb": "a98-rgb", "prophoto": "prophoto-rgb",
    ]
}
