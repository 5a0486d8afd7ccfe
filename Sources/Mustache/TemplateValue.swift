import HigTypeCore

/// Data handed to Mustache templates: a plain tree shaped like JSON, so every
/// output format is rendered from the same model.
public enum TemplateValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A list; `memo` marks one the context places in several spots (see `ListMemo`).
    case array([TemplateValue], memo: ListMemo? = nil)
    /// A list whose items are made only when a section reaches them (see `TemplateList`).
    case list(TemplateList)
    case object([String: TemplateValue])

    /// Whether a section over this value renders: `null`, `false`, `""` and `[]` are
    /// falsey, everything else (including `0` and `{}`) is truthy.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .number: true
        case .string(let text): !text.isEmpty
        case .array(let items, _): !items.isEmpty
        case .list(let list): list.count > 0
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
        case .array, .list, .object: nil
        }
    }

    /// Equal contents are equal values; the memo key is a rendering hint, not content.
    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a, _), .array(let b, _)): a == b
        case (.list(let a), .list(let b)): a.elementsEqual(b)
        case (.array(let a, _), .list(let b)): a.elementsEqual(b)
        case (.list(let a), .array(let b, _)): a.elementsEqual(b)
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }
}

/// A list that makes each item when it is read. A context for thousands of tokens can hand
/// templates a list of them without holding every token's object at once: each item is built
/// as a section reaches it and released after. `item` must be pure and thread-safe, since
/// several formats render from one context at the same time.
public struct TemplateList: Sendable, RandomAccessCollection {
    public let count: Int
    /// As for `.array`: lists with one key have equal items, rendered once.
    public let memo: ListMemo?
    private let item: @Sendable (Int) -> TemplateValue

    public init(count: Int, memo: ListMemo? = nil, item: @escaping @Sendable (Int) -> TemplateValue) {
        self.count = count
        self.memo = memo
        self.item = item
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(index: Int) -> TemplateValue { item(index) }
}

/// Names a list that the context builder places in several spots, so the renderer can render a
/// section over it once and copy the bytes to the other spots (`MustacheRenderer`).
///
/// The builder's promise: lists with the same memo key have equal items. Keys are plain numbers
/// the builder hands out, not storage addresses, so reuse never depends on memory layout.
public struct ListMemo: Hashable, Sendable {
    public let id: Int
    public init(_ id: Int) { self.id = id }
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
