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
            return .failure(RPCFailure(id: nil, error: .init(.invalidRequest, "'id' is a number or a string")))
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

/// A request's id: an integer or a string, echoed as received.
public enum RPCID: Hashable, Sendable {
    case number(Int)
    case string(String)

    init?(_ node: JSONNode) {
        switch node.value {
        case .number(let n):
            guard let int = Int(exactly: n.double) else { return nil }
            self = .number(int)
        case .string(let s): self = .string(s)
        default: return nil
        }
    }

    public var json: JSONOutput {
        switch self {
        case .number(let n): .number(Double(n))
        case .string(let s): .string(s)
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

/// The messages the server sends.
public enum RPCOutgoing {
    public static func result(_ id: RPCID?, _ result: JSONOutput) -> JSONOutput {
        .object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("result", result)])
    }

    public static func error(_ id: RPCID?, _ error: RPCError) -> JSONOutput {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id?.json ?? .null),
            ("error", .object([("code", .number(Double(error.code.rawValue))), ("message", .string(error.message))])),
        ])
    }

    public static func notification(_ method: String, _ params: JSONOutput) -> JSONOutput {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
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
