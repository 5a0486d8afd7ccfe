import HigTypeCore

/// Walks a node tree once, writing into a byte buffer and keeping the context as a stack of
/// values (copies share storage, so lookups copy nothing). With a sink, the buffer is handed to
/// it whenever it holds a chunk and no memoized section is being recorded, so an output of any
/// size needs one chunk of memory.
///
/// Extension to Mustache (not in the spec): while a section iterates a list, a loop frame under
/// each item answers `first`, `last` and `index` (from 0) for that list, unless the item has
/// keys of those names itself; templates use them to place separators.
///
/// Memo: a section over a list with a `ListMemo` key whose body read nothing outside that list's
/// items renders the same bytes wherever a list with that key appears again, so those bytes are
/// kept and copied. Contexts give one key to the list they share between tokens with equal
/// values, so large manifests mostly copy bytes. Lists without a key are always rendered.
struct MustacheRenderer {
    private enum Frame {
        case value(TemplateValue)
        case loop(index: Int, count: Int)
    }

    private let partials: [String: MustacheTemplate]
    private let escape: @Sendable (String) -> String
    private let limits: MustacheLimits
    private var stack: [Frame]
    private var steps = 0
    private var depth = 0
    private(set) var output: [UInt8] = []
    /// Receives the output a chunk at a time; nil keeps the whole output in `output`.
    private let sink: (([UInt8]) throws(Diagnostic) -> Void)?
    private let chunkSize: Int
    /// Bytes already handed to the sink.
    private var flushed = 0
    /// Memoizable sections being rendered now: their bytes must stay in `output` until they end.
    private var recordings = 0

    /// A section tag over one memoized list, at one indentation.
    private struct SectionKey: Hashable {
        var location: SourceLocation
        var list: ListMemo
        var indent: String
    }
    /// Rendered bytes by section and list.
    private var sectionCache: [SectionKey: [UInt8]] = [:]
    /// The lowest stack index any lookup has read since the innermost list section began.
    private var lowestFrameRead = Int.max

    init(
        context: TemplateValue, partials: [String: MustacheTemplate], escape: @escaping @Sendable (String) -> String,
        limits: MustacheLimits, chunkSize: Int = 1 << 20,
        sink: (([UInt8]) throws(Diagnostic) -> Void)? = nil
    ) {
        self.partials = partials
        self.escape = escape
        self.limits = limits
        self.stack = [.value(context)]
        self.chunkSize = chunkSize
        self.sink = sink
        if sink != nil { output.reserveCapacity(chunkSize + chunkSize / 4) }
    }

    /// Hands what is left in the buffer to the sink, if there is one.
    mutating func finish() throws(Diagnostic) {
        guard let sink, !output.isEmpty else { return }
        try sink(output)
        flushed += output.count
        output.removeAll(keepingCapacity: true)
    }

    mutating func render(_ nodes: [MustacheNode], indent: String) throws(Diagnostic) {
        for node in nodes {
            if output.count >= chunkSize, recordings == 0, sink != nil { try finish() }
            switch node {
            case .text(let text):
                output.append(contentsOf: text.utf8)
            case .lineStart:
                output.append(contentsOf: indent.utf8)
            case .variable(let path, let escaped, let location):
                try step(at: location)
                guard let text = lookup(path).interpolation else {
                    throw renderError("'\(path.name)' is a list or an object and cannot be interpolated", at: location)
                }
                output.append(contentsOf: (escaped ? escape(text) : text).utf8)
            case .section(let path, let inverted, let children, let location):
                let value = lookup(path)
                if inverted {
                    if !value.isTruthy {
                        try nest(children, indent: indent, in: "section '\(path.name)'", at: location)
                    }
                } else if case .array(let items, let memo) = value {
                    try renderList(items, memo: memo, children, path: path, indent: indent, at: location)
                } else if case .list(let list) = value {
                    try renderList(list, memo: list.memo, children, path: path, indent: indent, at: location)
                } else if value.isTruthy {
                    stack.append(.value(value))
                    try nest(children, indent: indent, in: "section '\(path.name)'", at: location)
                    stack.removeLast()
                }
            case .partial(let name, let partialIndent, let location):
                guard let partial = partials[name] else { continue }
                try nest(partial.nodes, indent: indent + partialIndent, in: "partial '\(name)'", at: location)
            }
        }
    }

    /// Renders a section over a list: its body once per item, or the bytes of an earlier
    /// rendering of the same memoized list.
    private mutating func renderList<Items: RandomAccessCollection<TemplateValue>>(
        _ items: Items, memo: ListMemo?, _ children: [MustacheNode], path: MustachePath, indent: String,
        at location: SourceLocation
    ) throws(Diagnostic) where Items.Index == Int {
        let key = memo.map { SectionKey(location: location, list: $0, indent: indent) }
        if let key, let cached = sectionCache[key] {
            try step(at: location)
            output.append(contentsOf: cached)
            return
        }
        let base = stack.count
        let start = output.count
        let outerLowest = lowestFrameRead
        lowestFrameRead = Int.max
        if key != nil { recordings += 1 }
        for index in items.indices {
            stack.append(.loop(index: index, count: items.count))
            stack.append(.value(items[index]))
            try nest(children, indent: indent, in: "section '\(path.name)'", at: location)
            stack.removeLast(2)
        }
        if key != nil { recordings -= 1 }
        if let key, lowestFrameRead >= base, !items.isEmpty {
            sectionCache[key] = Array(output[start...])
        }
        lowestFrameRead = min(outerLowest, lowestFrameRead)
    }

    /// Renders a section's body or a partial one level deeper, enforcing the depth limit.
    private mutating func nest(
        _ nodes: [MustacheNode], indent: String, in construct: @autoclosure () -> String, at location: SourceLocation
    ) throws(Diagnostic) {
        guard depth < limits.depth else {
            throw renderError(
                "sections and partials nest more than \(limits.depth) deep at \(construct()); "
                    + "does a partial include itself without end?",
                at: location)
        }
        try step(at: location)
        depth += 1
        try render(nodes, indent: indent)
        depth -= 1
    }

    /// Resolves a name: the first key against the innermost context that has it, the
    /// rest each against the value before; anything unresolved is `null`.
    private mutating func lookup(_ path: MustachePath) -> TemplateValue {
        guard let first = path.keys.first else {
            lowestFrameRead = min(lowestFrameRead, stack.count - 1)
            guard case .value(let top) = stack[stack.count - 1] else { return .null }
            return top
        }
        var found: TemplateValue?
        var frameIndex = stack.count
        for frame in stack.reversed() {
            frameIndex -= 1
            switch frame {
            case .value(.object(let members)):
                if let value = members[first] { found = value }
            case .loop(let index, let count):
                switch first {
                case "first": found = .bool(index == 0)
                case "last": found = .bool(index == count - 1)
                case "index": found = .number(Double(index))
                default: break
                }
            case .value: break
            }
            if found != nil { break }
        }
        // A name found nowhere reads every frame: what it means depends on all of them.
        lowestFrameRead = min(lowestFrameRead, found == nil ? 0 : frameIndex)
        guard var value = found else { return .null }
        for key in path.keys.dropFirst() {
            guard case .object(let members) = value, let member = members[key] else { return .null }
            value = member
        }
        return value
    }

    /// Counts one unit of work and enforces the step and output limits.
    private mutating func step(at location: SourceLocation) throws(Diagnostic) {
        steps += 1
        if steps > limits.steps {
            throw renderError(
                "rendering takes more than \(limits.steps) steps; is a section or partial recursing?", at: location)
        }
        if flushed + output.count > limits.outputBytes {
            throw renderError("rendered output exceeds \(limits.outputBytes) bytes", at: location)
        }
    }

    private func renderError(_ message: String, at location: SourceLocation) -> Diagnostic {
        .error(.templateRender, message, at: location)
    }
}
