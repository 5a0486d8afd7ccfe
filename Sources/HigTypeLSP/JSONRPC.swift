import HigTypeKit

/// A JSON-RPC 2.0 message as the server receives it.
public enum RPCMessage: Sendable {
    /// A request, which gets exactly one response with the same id.
    case request(id: RPCID, method: String, params: JSONNode?)
    /// A notification, which gets none.
    case notification(method: String, params: JSONNode?)
    /// A response to a request the server sent; the server sends none, so these are dropped.
    case response

    /// Reads one message body. A body that is not JSON is a parse error; JSON that is not a
    /// message is an invalid request, answered with the id when one can be read.
    public static func decode(_ body: [UInt8]) -> Result<RPCMessage, RPCFailure> {
        let parsed = JSONParser.parse(
            body, file: "message", limits: .init(maxDepth: 128, maxBytes: FrameReader.maxBodyBytes),
            reportDuplicateKeys: false)
        guard let root = parsed.root else {
            return .failure(
                RPCFailure(id: nil, error: .init(.parseError, parsed.diagnostics.first?.message ?? "not JSON")))
        }
        guard case .object(let object) = root.value else {
            return .failure(RPCFailure(id: nil, error: .init(.invalidRequest, "a message is a JSON object")))
        }
        let id = object["id"].flatMap(RPCID.init)
        guard object["jsonrpc"]?.value.sameString(as: .string("2.0")) == true else {
            return .failure(RPCFailure(id: id, error: .init(.invalidRequest, "'jsonrpc' must be \"2.0\"")))
        }
        if object["id"] != nil, id == nil {
            return .failure(RPCFailure(id: nil, error: .init(.invalidRequest, "'id' is an integer or a string")))
        }
        if let id, !id.isValid {
            return .failure(RPCFailure(id: id, error: .init(.invalidRequest, "'id' is an integer or a string")))
        }
        // `null` params, which some clients send with `shutdown` and `exit`, are no params.
        var params = object["params"]
        if let given = params {
            switch given.value {
            case .object, .array: break
            case .null: params = nil
            default:
                return .failure(RPCFailure(id: id, error: .init(.invalidRequest, "'params' is an object or array")))
            }
        }
        guard let methodNode = object["method"] else {
            if id != nil, object["result"] != nil || object["error"] != nil { return .success(.response) }
            return .failure(RPCFailure(id: id, error: .init(.invalidRequest, "a message without 'method'")))
        }
        guard case .string(let method) = methodNode.value else {
            return .failure(RPCFailure(id: id, error: .init(.invalidRequest, "'method' is a string")))
        }
        if let id { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }
}

/// A request's id: a number or a string, echoed exactly as received. A number keeps the text
/// the client wrote (`9007199254740993` stays that, not its nearest `Double`); LSP's ids are
/// integers, so a number with a fraction or an exponent (`1.5`, `1e2`) is refused with an
/// InvalidRequest error that echoes it as written.
public enum RPCID: Hashable, Sendable {
    /// A number's literal text, as the message spells it.
    case number(String)
    case string(String)

    init?(_ node: JSONNode) {
        switch node.value {
        case .number(let n): self = .number(n.text)
        case .string(let s): self = .string(s)
        default: return nil
        }
    }

    /// An integer id: a number spelled with digits only, after an optional minus sign.
    var isValid: Bool {
        guard case .number(let text) = self else { return true }
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") }
        return !digits.isEmpty && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The id as JSON text: a number as received, a string quoted.
    public var jsonText: String {
        switch self {
        case .number(let text): text
        case .string(let s): JSONOutput.quote(s)
        }
    }
}

/// A JSON-RPC error object, with the codes LSP 3.17 uses.
public struct RPCError: Error, Equatable, Sendable {
    public enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
        case contentModified = -32801
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// A message that could not be read, with the id to answer it under (nil: `null`).
public struct RPCFailure: Error, Sendable {
    public var id: RPCID?
    public var error: RPCError
}

/// A message the server sends: a JSON object, and for a response the id of the request it
/// answers, written as the request spelled it (`JSONOutput` holds numbers as `Double`, which
/// would round an id above 2^53).
public struct RPCOutgoingMessage: Sendable, Equatable {
    /// The members after `"jsonrpc": "2.0"` and the id.
    public var members: [(String, JSONOutput)]
    /// Whether the message is a response, which has an id (`null` when `id` is nil).
    public var isResponse: Bool
    public var id: RPCID?

    public static func == (a: RPCOutgoingMessage, b: RPCOutgoingMessage) -> Bool {
        a.serialized(pretty: false) == b.serialized(pretty: false)
    }

    /// The message as JSON text, with two-space indentation or compact, as `JSONOutput` writes it.
    public func serialized(pretty: Bool = true) -> String {
        let text = JSONOutput.object([("jsonrpc", .string("2.0"))] + members).serialized(pretty: pretty)
        guard isResponse else { return text }
        // The id goes right after `"jsonrpc": "2.0"`, the first member.
        let head = pretty ? "{\n  \"jsonrpc\": \"2.0\"" : #"{"jsonrpc":"2.0""#
        let id = id?.jsonText ?? "null"
        let separator = pretty ? ",\n  \"id\": " : #","id":"#
        return head + separator + id + text.dropFirst(head.count)
    }

    /// The member `key` of the message, for tests and checks.
    public subscript(key: String) -> JSONOutput? { members.first { $0.0 == key }?.1 }
}

/// The messages the server sends.
public enum RPCOutgoing {
    public static func result(_ id: RPCID?, _ result: JSONOutput) -> RPCOutgoingMessage {
        RPCOutgoingMessage(members: [("result", result)], isResponse: true, id: id)
    }

    public static func error(_ id: RPCID?, _ error: RPCError) -> RPCOutgoingMessage {
        RPCOutgoingMessage(
            members: [
                (
                    "error",
                    .object([("code", .number(Double(error.code.rawValue))), ("message", .string(error.message))])
                )
            ], isResponse: true, id: id)
    }

    public static func notification(_ method: String, _ params: JSONOutput) -> RPCOutgoingMessage {
        RPCOutgoingMessage(members: [("method", .string(method)), ("params", params)], isResponse: false, id: nil)
    }
}

extension JSONNode {
    /// The member `key` of an object, nil for anything else.
    subscript(key: String) -> JSONNode? {
        if case .object(let object) = value { object[key] } else { nil }
    }

    var string: String? { if case .string(let s) = value { s } else { nil } }

    var int: Int? { if case .number(let n) = value { Int(exactly: n.double) } else { nil } }

    var array: [JSONNode]? { if case .array(let items) = value { items } else { nil } }
}
