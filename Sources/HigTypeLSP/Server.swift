import HigTypeKit

/// The language server as a value: each message in, the messages to send out. It does no I/O
/// of its own besides the checks' reads of files the editor does not have open, so tests drive
/// it in-process; `StdioLoop` connects it to an editor.
public struct LanguageServer: Sendable {
    public enum State: Sendable, Equatable {
        case uninitialized, running, shutDown
    }

    public private(set) var state = State.uninitialized
    /// Set by `exit`: 0 after `shutdown`, 1 without it, as LSP says.
    public private(set) var exitCode: Int32?
    /// Open documents by URI.
    public private(set) var documents: [String: OpenDocument] = [:]
    /// Each open document's last check.
    var outcomes: [String: Checker.Outcome] = [:]
    var checker = Checker(root: nil)
    /// Each open token file's index from the last text of it that parsed, for alias completion
    /// while the text does not.
    var lastIndex: [String: TokenIndex] = [:]
    /// Requests the client cancelled before they were handled.
    private var cancelled: Set<RPCID> = []

    public static let name = "higtype"

    public init() {}

    /// Handles the messages that arrived together. A `$/cancelRequest` among them cancels a
    /// request before it, too: it is answered with RequestCancelled instead of being run. A
    /// change that a later change of the same document in the batch replaces, with nothing but
    /// changes and cancellations between them, is applied without a check: its diagnostics
    /// would be stale before they were published (an editor sends a change per keystroke).
    public mutating func handle(batch bodies: [[UInt8]]) -> [RPCOutgoingMessage] {
        let messages = bodies.map(RPCMessage.decode)
        for case .success(.notification("$/cancelRequest", let params)) in messages {
            if let id = params?["id"].flatMap(RPCID.init) { cancelled.insert(id) }
        }
        var superseded: Set<Int> = []
        var lastChange: [String: Int] = [:]
        for (i, message) in messages.enumerated() {
            switch message {
            case .success(.notification("textDocument/didChange", let params)):
                guard let uri = params?["textDocument"]?["uri"]?.string else { continue }
                if let earlier = lastChange[uri] { superseded.insert(earlier) }
                lastChange[uri] = i
            case .success(.notification("$/cancelRequest", _)):
                continue
            default:
                lastChange = [:]
            }
        }
        return messages.enumerated().flatMap { handle($0.element, check: !superseded.contains($0.offset)) }
    }

    /// Handles frames as `FrameReader` reads them: each run of messages as one batch, and a
    /// message over the size bound, which was skipped unread so its id is unknown, with an
    /// InvalidRequest error of id `null`, as JSON-RPC answers a request whose id cannot be read.
    public mutating func handle(frames: [FrameReader.Frame], limit: Int = FrameReader.maxBodyBytes)
        -> [RPCOutgoingMessage]
    {
        var out: [RPCOutgoingMessage] = []
        var run: [[UInt8]] = []
        for frame in frames {
            switch frame {
            case .message(let body): run.append(body)
            case .oversized(let length):
                out += handle(batch: run)
                run = []
                out.append(
                    RPCOutgoing.error(
                        nil,
                        RPCError(
                            .invalidRequest,
                            "a message of \(length) bytes is over the limit of \(limit) "
                                + "bytes; it was skipped unread")))
            }
        }
        return out + handle(batch: run)
    }

    /// Handles one message body.
    public mutating func handle(_ body: [UInt8]) -> [RPCOutgoingMessage] {
        handle(RPCMessage.decode(body))
    }

    private mutating func handle(_ message: Result<RPCMessage, RPCFailure>, check: Bool = true) -> [RPCOutgoingMessage]
    {
        switch message {
        case .failure(let failure): return [RPCOutgoing.error(failure.id, failure.error)]
        case .success(.response): return []
        case .success(.notification(let method, let params)): return notification(method, params, check: check)
        case .success(.request(let id, let method, let params)):
            if cancelled.remove(id) != nil {
                return [RPCOutgoing.error(id, RPCError(.requestCancelled, "'\(method)' was cancelled"))]
            }
            switch request(method, params) {
            case .success(let result): return [RPCOutgoing.result(id, result)]
            case .failure(let error): return [RPCOutgoing.error(id, error)]
            }
        }
    }

    private mutating func request(_ method: String, _ params: JSONNode?) -> Result<JSONOutput, RPCError> {
        if method == "initialize" {
            guard state == .uninitialized else { return .failure(RPCError(.invalidRequest, "already initialized")) }
            state = .running
            checker.root = Self.root(params)
            return .success(Self.initializeResult)
        }
        switch state {
        case .uninitialized: return .failure(RPCError(.serverNotInitialized, "'initialize' must come first"))
        case .shutDown: return .failure(RPCError(.invalidRequest, "the server is shut down; only 'exit' is left"))
        case .running: break
        }
        if let uri = params?["textDocument"]?["uri"]?.string { keepIndex(uri) }
        switch method {
        case "shutdown":
            state = .shutDown
            return .success(.null)
        case "textDocument/codeAction":
            return document(params).map { codeActions($0, params) }
        case "textDocument/hover":
            return at(params) { hover($0, at: $1) }
        case "textDocument/completion":
            return document(params).flatMap { document in
                guard let position = LSPPosition(params?["position"]) else {
                    return .failure(RPCError(.invalidParams, "'position' is missing"))
                }
                return .success(completion(document, at: position))
            }
        case "textDocument/definition":
            return at(params) { definition($0, at: $1) }
        case "textDocument/references":
            let declarations = params?["context"]?["includeDeclaration"]?.value.isTrue ?? false
            return at(params) { references($0, at: $1, declarations: declarations) }
        case "textDocument/documentSymbol":
            return document(params).map { documentSymbols($0) }
        default:
            return .failure(RPCError(.methodNotFound, "higtype lsp has no method '\(method)'"))
        }
    }

    private mutating func notification(_ method: String, _ params: JSONNode?, check: Bool) -> [RPCOutgoingMessage] {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return []
        }
        guard state == .running else { return [] }
        switch method {
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string
            else { return [] }
            let path = DocumentURI.path(of: uri)
            documents[uri] = OpenDocument(
                uri: uri, path: path ?? DocumentURI.name(of: uri), isFile: path != nil,
                version: item["version"]?.int ?? 0, text: Array(text.utf8))
            return recheck(after: uri)
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.string, var document = documents[uri],
                let changes = params?["contentChanges"]?.array, let last = changes.last,
                last["range"] == nil, let text = last["text"]?.string
            else { return [] }
            let version = params?["textDocument"]?["version"]?.int ?? document.version + 1
            // A change older than the text held is stale: the editor has sent a newer one.
            guard version >= document.version else { return [] }
            document.version = version
            document.text = Array(text.utf8)
            documents[uri] = document
            return check ? recheck(after: uri) : []
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.string, documents[uri] != nil else { return [] }
            documents[uri] = nil
            outcomes[uri] = nil
            lastIndex[uri] = nil
            return [Self.publish(uri: uri, version: nil, diagnostics: [])] + recheck(after: uri, including: false)
        default:
            return []
        }
    }

    /// Checks `uri`, and every other open document whose last check read it (a file of the same
    /// composition), and publishes their diagnostics.
    private mutating func recheck(after uri: String, including: Bool = true) -> [RPCOutgoingMessage] {
        let changedPath = documents[uri]?.path ?? DocumentURI.path(of: uri)
        var uris = including ? [uri] : []
        for (other, outcome) in outcomes.sorted(by: { $0.key < $1.key }) where other != uri {
            if let changedPath, outcome.sources[changedPath] != nil { uris.append(other) }
        }
        let open = documents.values.sorted { $0.uri < $1.uri }
        return uris.compactMap { uri in
            guard let document = documents[uri] else { return nil }
            var outcome = checker.check(document, open: open)
            // One line table per file for every diagnostic and note, the document's kept for
            // the requests that follow while its text stays the same.
            var tables = LineTables()
            let diagnostics = outcome.diagnostics.map {
                LSPDiagnostics.json($0, document: document, outcome: outcome, tables: &tables)
            }
            outcome.lines = tables.lines(document.path, document.text)
            outcomes[uri] = outcome
            return Self.publish(uri: uri, version: document.version, diagnostics: diagnostics)
        }
    }

    /// The document's line table: the last check's when it read the same text, else a new one.
    func lines(of document: OpenDocument) -> TextLines {
        if let lines = outcomes[document.uri]?.lines, lines.bytes == document.text { return lines }
        return TextLines(document.text)
    }

    static func publish(uri: String, version: Int?, diagnostics: [JSONOutput]) -> RPCOutgoingMessage {
        var params: [(String, JSONOutput)] = [("uri", .string(uri))]
        if let version { params.append(("version", .number(Double(version)))) }
        params.append(("diagnostics", .array(diagnostics)))
        return RPCOutgoing.notification("textDocument/publishDiagnostics", .object(params))
    }

    /// Answers a request about a position in an open document.
    private func at(
        _ params: JSONNode?, _ answer: (OpenDocument, LSPPosition) -> JSONOutput
    ) -> Result<JSONOutput, RPCError> {
        document(params).flatMap { document in
            guard let position = LSPPosition(params?["position"]) else {
                return .failure(RPCError(.invalidParams, "'position' is missing"))
            }
            return .success(answer(document, position))
        }
    }

    /// The open document a request names; a URI the editor never opened is invalid params.
    private func document(_ params: JSONNode?) -> Result<OpenDocument, RPCError> {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            return .failure(RPCError(.invalidParams, "'textDocument.uri' is missing"))
        }
        guard let document = documents[uri] else {
            return .failure(RPCError(.invalidParams, "'\(uri)' is not open"))
        }
        return .success(document)
    }

    /// The workspace root: the first workspace folder, else `rootUri`, else `rootPath`.
    static func root(_ params: JSONNode?) -> String? {
        if let folder = params?["workspaceFolders"]?.array?.first?["uri"]?.string,
            let path = DocumentURI.path(of: folder)
        {
            return path
        }
        if let uri = params?["rootUri"]?.string, let path = DocumentURI.path(of: uri) { return path }
        if let path = params?["rootPath"]?.string, path.hasPrefix("/") { return DocumentURI.standardized(path) }
        return nil
    }

    /// What the server does, and no more.
    static let initializeResult: JSONOutput = .object([
        (
            "capabilities",
            .object([
                ("positionEncoding", .string("utf-16")),
                ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .number(1))])),
                ("hoverProvider", .bool(true)),
                (
                    "completionProvider",
                    .object([("triggerCharacters", .array([.string("\""), .string("["), .string("{"), .string(".")]))])
                ),
                ("definitionProvider", .bool(true)),
                ("referencesProvider", .bool(true)),
                ("documentSymbolProvider", .bool(true)),
                (
                    "codeActionProvider",
                    .object([
                        (
                            "codeActionKinds",
                            .array([.string("quickfix"), .string(LSPCodeActions.fixAllKind), .string(adoptKind)])
                        )
                    ])
                ),
            ])
        ),
        ("serverInfo", .object([("name", .string(name))])),
    ])
}
