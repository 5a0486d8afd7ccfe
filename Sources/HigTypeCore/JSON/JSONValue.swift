/// A parsed JSON document: every value carries the position of its first character,
/// so later stages can point diagnostics at the exact key or value.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// Whether this is `true`.
    public var isTrue: Bool { if case .bool(true) = self { true } else { false } }

    /// Whether both are the same string.
    public func sameString(as other: JSONValue) -> Bool {
        if case .string(let a) = self, case .string(let b) = other { a == b } else { false }
    }

    /// The JSON type name, for messages: "object", "array", "string", "number", "boolean", "null".
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// A JSON number: its literal text as written and its value as a Double
/// (which is ±infinity when the literal is out of range, e.g. `1e999`).
public struct JSONNumber: Sendable, Hashable {
    public var text: String
    public var double: Double
    public init(text: String, double: Double) {
        self.text = text
        self.double = double
    }
}

/// An object's members in source order. Duplicate keys are kept, so they can be reported.
public struct JSONObject: Sendable {
    public struct Member: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONNode
        public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    public var members: [Member]

    public init(_ members: [Member] = []) { self.members = members }

    /// The first member with this key.
    public func member(_ key: String) -> Member? { members.first { $0.key == key } }
    public subscript(key: String) -> JSONNode? { member(key)?.value }
    public var keys: [String] { members.map(\.key) }
}
