import HigTypeCore

/// Data handed to Mustache templates: a plain tree shaped like JSON, so every
/// output format is rendered from the same model.
public enum TemplateValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TemplateValue])
    case object([String: TemplateValue])

    /// Whether a section over this value renders: `null`, `false`, `""` and `[]` are
    /// falsey, everything else (including `0` and `{}`) is truthy.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .number: true
        case .string(let text): !text.isEmpty
        case .array(let items): !items.isEmpty
        case .object: true
        }
    }

    /// The text an interpolation tag writes, or `nil` for arrays and objects, which
    /// have no meaningful text form.
    var interpolation: String? {
        switch self {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): NumberText.format(number)
        case .string(let text): text
        case .array, .object: nil
        }
    }

}

extension TemplateValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension TemplateValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Later duplicates win, matching how a JSON object with repeated keys usually reads.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
