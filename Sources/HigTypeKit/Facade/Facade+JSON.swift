import HigTypeCore

// higtype's JSON, with positions: the language server reads and writes JSON-RPC with it, and the
// spec queries return it. The manifests' raw JSON stays in the compiler (ARCHITECTURE.md).

/// A parsed JSON value with the position of every node.
public typealias JSONNode = HigTypeCore.JSONNode
/// The strict RFC 8259 reader that makes `JSONNode`s.
public typealias JSONParser = HigTypeCore.JSONParser
/// JSON to write: what `specJSON` and the language server's messages are built as.
public typealias JSONOutput = HigTypeCore.JSONOutput
/// An object's members in order, with their keys' positions: the language server walks token files with it.
public typealias JSONObject = HigTypeCore.JSONObject
/// RFC 6901 pointers (`#/a/b`): the language server follows a token file's `$ref`s with them.
public typealias JSONPointer = HigTypeCore.JSONPointer
/// Where a JSON value ends: the language server's ranges of tokens and groups.
public typealias JSONExtent = HigTypeCore.JSONExtent
/// The JSON5 reader: the same tree as `JSONParser`'s, for token files named `*.json5`.
public typealias JSON5Parser = HigTypeCore.JSON5Parser
