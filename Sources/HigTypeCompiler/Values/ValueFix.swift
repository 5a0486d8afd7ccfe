import HigTypeCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The DTCG spellings of values written in forms DTCG 2025.10 does not have (strings with units,
/// units it lacks, hex colors, CSS timing keywords), for fix-its. Each is computed, never guessed:
/// where the answer depends on something unknown, there is none.
enum ValueFix {
    /// A dimension unit DTCG lacks, as a DTCG dimension, and what it means.
    struct Conversion: Equatable {
        var value: Double
        var unit: String
        var explanation: String
        /// The value is exactly the length written (its fix-it is safe): the same number in an
        /// equivalent unit, or a product the four-decimal rounding left unchanged.
        var isExact = true
    }

    /// `pt` and `dp` are DTCG's px (the specification names them as its equivalents); `sp` is
    /// 1/16 rem (it names 16 sp as 1 rem); `em` is px at a known font size.
    static func convert(_ number: Double, unit: String, emBase: Double?) -> Conversion? {
        switch unit {
        case _ where ["px", "rem"].contains(unit.lowercased()):
            return Conversion(
                value: number, unit: unit.lowercased(),
                explanation: "\(format(number))\(unit.lowercased()): units are lowercase")
        case "pt", "dp":
            return Conversion(
                value: number, unit: "px", explanation: "\(format(number))px, as DTCG's px is iOS's pt and Android's dp"
            )
        case "sp":
            let rem = round(number / 16)
            return Conversion(
                value: rem, unit: "rem", explanation: "\(format(rem))rem, as DTCG's 1rem is 16sp",
                isExact: rem == number / 16)
        case "em":
            guard let emBase else { return nil }
            let px = round(number * emBase)
            return Conversion(
                value: px, unit: "px", explanation: "\(format(px))px at this value's font size, \(format(emBase))px",
                isExact: px == number * emBase)
        default:
            return nil
        }
    }

    /// A line height written as a length or a percentage, as DTCG's multiplier of the font size
    /// (px and rem need the font size in px), and whether that multiplier is exact rather than
    /// rounded to four decimals (22px at 17px is 1.2941…: a fix-it to suggest, not to apply).
    static func lineHeight(_ number: Double, unit: String, fontSize: Double?) -> (value: Double, isExact: Bool)? {
        let exact: Double? =
            switch unit {
            case "%": number / 100
            case "em": number
            case "px", "pt": fontSize.map { number / $0 }
            case "rem": fontSize.map { number * 16 / $0 }
            default: nil
            }
        return exact.map { (round($0), round($0) == $0) }
    }

    /// "16px", "-0.5 rem", "150%" → the number and the unit; nil for anything else.
    static func split(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingWhitespace(newlines: false)
        guard let end = trimmed.firstIndex(where: { !"+-.0123456789".contains($0) }), end > trimmed.startIndex,
            let number = Double(trimmed[..<end]), number.isFinite
        else { return nil }
        let unit = trimmed[end...].trimmingWhitespace(newlines: false)
        guard !unit.isEmpty, unit == "%" || unit.allSatisfy(\.isLetter) else { return nil }
        return (number, unit)
    }

    /// `{"value": 16, "unit": "px"}`.
    static func dimension(_ value: Double, _ unit: String) -> String {
        "{\"value\": \(format(value)), \"unit\": \(JSONOutput.quote(unit))}"
    }

    /// A CSS hex color (#rgb, #rgba, #rrggbb, #rrggbbaa) as a DTCG sRGB color, keeping the hex.
    static func color(hex text: String) -> String? {
        guard text.first == "#" else { return nil }
        var digits = Array(text.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        let bytes = stride(from: 0, to: digits.count, by: 2).map {
            Double(Int(String(digits[$0...$0 + 1]), radix: 16)!)
        }
        let components = bytes.prefix(3).map { format(round($0 / 255)) }.joined(separator: ", ")
        let alpha = bytes.count == 4 ? ", \"alpha\": \(format(round(bytes[3] / 255)))" : ""
        let hex = "#" + String(digits.prefix(6)).lowercased()
        return "{\"colorSpace\": \"srgb\", \"components\": [\(components)]\(alpha), \"hex\": \"\(hex)\"}"
    }

    /// CSS timing keywords and `cubic-bezier(…)`, as DTCG's four numbers.
    static func cubicBezier(_ text: String) -> [Double]? {
        let keywords: [String: [Double]] = [
            "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
            "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1],
        ]
        if let points = keywords[text] { return points }
        guard text.hasPrefix("cubic-bezier("), text.hasSuffix(")") else { return nil }
        let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",")
            .compactMap { Double($0.trimmingWhitespace(newlines: false)) }
        return numbers.count == 4 ? numbers : nil
    }

    /// Whether fix-its that print these numbers keep them exactly (`format` rounds to four
    /// decimals): `.safe` when every one is unchanged by the rounding, else `.suggestion`.
    static func exactness(_ numbers: Double...) -> Diagnostic.FixIt.Applicability {
        exactness(numbers)
    }

    static func exactness(_ numbers: [Double]) -> Diagnostic.FixIt.Applicability {
        numbers.allSatisfy { $0.isFinite && round($0) == $0 } ? .safe : .suggestion
    }

    /// Numbers in fix-its, to four decimals: enough for any weight, size or color channel.
    static func round(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }
    static func format(_ x: Double) -> String { NumberText.format(round(x)) }
}
