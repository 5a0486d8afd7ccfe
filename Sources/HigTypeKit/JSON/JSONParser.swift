// TEMPORARY stand-in until the real scanner lands from the json branch.
public struct JSONParseResult: Sendable {
    public var root: JSONNode?
    public var diagnostics: [Diagnostic]
}
public struct JSONParser {
    public struct Limits: Sendable {
        public var maxDepth = 256
        public var maxBytes = 64 << 20
        public init() {}
    }
    public static func parse(_ bytes: [UInt8], file: String, limits: Limits = .init(), reportDuplicateKeys: Bool = true) -> JSONParseResult {
        JSONParseResult(root: nil, diagnostics: [.error("json-syntax", "not implemented")])
    }
}
