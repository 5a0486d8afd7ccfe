import HigTypeCore

// higtype's JSON, with positions: the language server reads and writes JSON-RPC with it, and the
// spec queries return it. The manifests' raw JSON stays in the compiler (ARCHITECTURE.md).

/// A parsed JSON value with the position of every node.
public typealias JSONNode = HigTypeCore.JSONNode
/// The strict RFC 8259 reader that makes `JSONNode`s.
public typealias JSONParser = HigTypeCore.JSONParser
/// JSON to write: what `specJSON` and the language server's messages are built as.
public typealias JSONOutput = HigTypeCore.JSONOutput
