import HigTypeCore

/// A font weight as DTCG 2025.10 defines it: a number from 1 to 1000 (OpenType `wght`), which a
/// manifest writes as a number or as one of DTCG's names. CSS and JSON print the number itself;
/// Swift and the HIG's checks, which know only Apple's nine weights, use `apple`.
public struct DTCGWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The weight, 1…1000; not necessarily a multiple of 100 (350 and 950 are DTCG weights).
    public let number: Double

    /// The range DTCG allows.
    public static let range: ClosedRange<Double> = 1...1000

    /// DTCG's names, case-sensitive, each with its number, in the specification's order.
    public static let names: [(name: String, number: Int)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600),
        ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900),
        ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
    ]

    /// A weight from a number in DTCG's range, or nil outside it.
    public init?(number: Double) {
        guard Self.range.contains(number) else { return nil }
        self.number = number
    }

    /// A weight from one of DTCG's names, exactly as the specification spells it.
    public init?(name: String) {
        guard let entry = Self.names.first(where: { $0.name == name }) else { return nil }
        number = Double(entry.number)
    }

    /// Apple's weight, as the number it means.
    public init(_ weight: FontWeight) { number = Double(weight.value) }

    /// Whether the number is one of Apple's nine weights (100, 200, … 900).
    public var isAppleWeight: Bool { FontWeight(value: Int(exactly: number) ?? 0) != nil }

    /// The Apple weight this one is drawn with where only the nine exist: the one CSS font
    /// matching picks from a family made in exactly those nine (below 400, the nearest lighter
    /// one; from 400 to 500, up to 500 first; above 500, the nearest heavier one), clamped to
    /// Ultralight and Black at the ends. So 350 is Light, 450 Medium, 950 Black and 1 Ultralight.
    public var apple: FontWeight {
        let weights = FontWeight.allCases
        if number < 400 { return weights.last { Double($0.value) <= number } ?? .ultralight }
        if number <= 500 { return weights.first { Double($0.value) >= number } ?? .medium }
        return weights.first { Double($0.value) >= number } ?? .black
    }

    /// DTCG's first name for the number, if it has one ("semi-bold" for 600).
    public var name: String? { Self.names.first { Double($0.number) == number }?.name }

    /// For messages: "Semibold (600)" for one of Apple's weights, else "350 (Apple's nearest: Light, 300)".
    public var description: String {
        let text = NumberText.format(number)
        if isAppleWeight { return "\(apple.displayName) (\(text))" }
        return "\(text) (Apple's nearest: \(apple.displayName), \(apple.value))"
    }

    public static func < (a: DTCGWeight, b: DTCGWeight) -> Bool { a.number < b.number }
}
