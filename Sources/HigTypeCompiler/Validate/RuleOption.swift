import HigTypeCore

/// A rule option's value as the manifest writes it.
package enum RuleOptionValue: Sendable, Equatable {
    case number(Double)
    case boolean(Bool)
    case text(String)

    /// As JSON writes it: `20`, `false`, `"tight"`.
    package var json: JSONOutput {
        switch self {
        case .number(let n): .number(n)
        case .boolean(let b): .bool(b)
        case .text(let s): .string(s)
        }
    }
}

/// What a rule declares about one option: its name, type, default and meaning. The
/// configuration checks a manifest's value against it; the docs and the schema show it.
package struct RuleOptionSpec: Sendable {
    package enum Kind: Sendable, Equatable {
        /// Any finite number from `minimum`, up to `maximum` when there is one.
        case number(minimum: Double, maximum: Double?)
        /// A whole number from `minimum`, up to `maximum` when there is one.
        case integer(minimum: Int, maximum: Int?)
        /// `true` or `false`; also `1` or `0`, as such options were written before they were typed.
        case boolean
        /// One of these strings.
        case choice([String])
    }

    package var name: String
    package var kind: Kind
    package var defaultValue: RuleOptionValue
    /// What the option does, for the docs and the schema: one sentence, no final period needed.
    package var summary: String

    /// The value `node` sets, or nil when it is not of the option's type.
    func value(of node: JSONValue) -> RuleOptionValue? {
        switch (kind, node) {
        case (.number(let minimum, let maximum), .number(let n)):
            let d = n.double
            return d.isFinite && d >= minimum && d <= (maximum ?? .infinity) ? .number(d) : nil
        case (.integer(let minimum, let maximum), .number(let n)):
            let d = n.double
            guard d.isFinite, d == d.rounded(), d >= Double(minimum), d <= Double(maximum ?? .max) else { return nil }
            return .number(d)
        case (.boolean, .bool(let b)): return .boolean(b)
        case (.boolean, .number(let n)) where n.double == 0 || n.double == 1: return .boolean(n.double == 1)
        case (.choice(let names), .string(let s)) where names.contains(s): return .text(s)
        default: return nil
        }
    }

    /// What a value must be, for the docs: "a number, 0 or more", "a whole number, 1 or more".
    package var requirement: String {
        switch kind {
        case .number(let minimum, let maximum):
            "a number, " + Self.range(NumberText.format(minimum), maximum.map(NumberText.format))
        case .integer(let minimum, let maximum):
            "a whole number, " + Self.range(String(minimum), maximum.map(String.init))
        case .boolean: "true or false, or 1 or 0"
        case .choice(let names): "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }

    /// What `value`, which `value(of:)` refused, must be instead, for the message: a whole
    /// number's range is worded as a number's, as it was before options were typed, unless the
    /// value is in range and only its fraction is wrong.
    func requirement(refusing value: JSONValue) -> String {
        guard case .integer(let minimum, let maximum) = kind else { return requirement }
        if case .number(let n) = value, n.double.isFinite, n.double >= Double(minimum),
            n.double <= Double(maximum ?? .max)
        {
            return requirement
        }
        return "a number, " + Self.range(String(minimum), maximum.map(String.init))
    }

    private static func range(_ minimum: String, _ maximum: String?) -> String {
        maximum.map { "from \(minimum) to \($0)" } ?? "\(minimum) or more"
    }

    /// The option's JSON Schema, as `docs/manifest.schema.json` gives it.
    package var schema: JSONOutput {
        var members: [(String, JSONOutput)] = [("description", .string(summary))]
        switch kind {
        case .number(let minimum, let maximum):
            members += [("type", .string("number")), ("minimum", .number(minimum))]
            if let maximum { members.append(("maximum", .number(maximum))) }
        case .integer(let minimum, let maximum):
            members += [("type", .string("integer")), ("minimum", .number(Double(minimum)))]
            if let maximum { members.append(("maximum", .number(Double(maximum)))) }
        case .boolean:
            members.append(("enum", .array([.bool(true), .bool(false), .number(1), .number(0)])))
        case .choice(let names):
            members.append(("enum", .array(names.map { .string($0) })))
        }
        members.append(("default", defaultValue.json))
        return .object(members)
    }
}

/// An option as a rule reads it: declared once, as a static property of the rule, and read
/// through `RuleContext`'s subscript (`context[Self.displaySize]`), so a name cannot be misspelt
/// and the value comes typed.
package struct RuleOption<Value>: Sendable {
    package let spec: RuleOptionSpec
    let read: @Sendable (RuleOptionValue) -> Value
}

extension RuleOption where Value == Double {
    /// A number from `minimum` (0 unless said), up to `maximum` when there is one.
    static func number(
        _ name: String, default value: Double, minimum: Double = 0, maximum: Double? = nil, _ summary: String
    ) -> Self {
        RuleOption(
            spec: .init(
                name: name, kind: .number(minimum: minimum, maximum: maximum), defaultValue: .number(value),
                summary: summary),
            read: { if case .number(let n) = $0 { n } else { value } })
    }
}

extension RuleOption where Value == Int {
    /// A whole number from `minimum` (0 unless said), up to `maximum` when there is one.
    static func integer(
        _ name: String, default value: Int, minimum: Int = 0, maximum: Int? = nil, _ summary: String
    ) -> Self {
        RuleOption(
            spec: .init(
                name: name, kind: .integer(minimum: minimum, maximum: maximum),
                defaultValue: .number(Double(value)), summary: summary),
            read: { if case .number(let n) = $0 { Int(n) } else { value } })
    }
}

extension RuleOption where Value == Bool {
    /// `true` or `false` (or `1` or `0`).
    static func boolean(_ name: String, default value: Bool, _ summary: String) -> Self {
        RuleOption(
            spec: .init(name: name, kind: .boolean, defaultValue: .boolean(value), summary: summary),
            read: { if case .boolean(let b) = $0 { b } else { value } })
    }
}

extension RuleOption {
    /// One of the cases of `Value`, by raw value.
    static func choice(_ name: String, default value: Value, _ summary: String) -> Self
    where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
        RuleOption(
            spec: .init(
                name: name, kind: .choice(Value.allCases.map(\.rawValue)), defaultValue: .text(value.rawValue),
                summary: summary),
            read: { if case .text(let s) = $0 { Value(rawValue: s) ?? value } else { value } })
    }
}
