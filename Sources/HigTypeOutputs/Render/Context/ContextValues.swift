import HigTypeCore
import Mustache

/// Numbers as templates print them (integral values without ".0"), each value formatted once:
/// a large manifest repeats a few sizes and weights many thousands of times.
struct NumberCache {
    private var cache: [Double: String] = [:]

    mutating func format(_ value: Double) -> String {
        if let cached = cache[value] { return cached }
        let formatted = NumberText.format(value)
        cache[value] = formatted
        return formatted
    }
}

/// Memo keys for the lists a context shares between tokens: each shared list gets a key of its
/// own, so the renderer renders a section over it once and copies the bytes wherever the same
/// list appears again (`ListMemo`). One allocator serves a whole context, so no two lists share a key.
final class ListMemos {
    private var issued = 0

    /// A new memo key, for one list that is then shared.
    func next() -> ListMemo {
        issued += 1
        return ListMemo(issued)
    }
}

extension TemplateValue {
    /// A string, or null when there is none, as templates test optional text with sections.
    static func optional(_ text: String?) -> TemplateValue {
        text.map(TemplateValue.string) ?? .null
    }
}
