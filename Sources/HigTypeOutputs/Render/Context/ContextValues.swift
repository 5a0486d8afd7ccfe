import HigTypeCore
import Mustache

/// Numbers as templates print them (integral values without ".0"), each value formatted once:
/// a large manifest repeats a few sizes and weights many thousands of times.
struct NumberCache {
    private var cache: [Double: TemplateValue] = [:]

    mutating func format(_ value: Double) -> TemplateValue {
        if let cached = cache[value] { return cached }
        let formatted = TemplateValue.string(NumberText.format(value))
        cache[value] = formatted
        return formatted
    }
}

extension TemplateValue {
    /// A string, or null when there is none, as templates test optional text with sections.
    static func optional(_ text: String?) -> TemplateValue {
        text.map(TemplateValue.string) ?? .null
    }
}
