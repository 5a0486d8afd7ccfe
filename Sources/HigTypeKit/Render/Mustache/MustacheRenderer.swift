/// Walks a node tree once, writing into a single output buffer and keeping the
/// context as a stack of values (copies share storage, so lookups copy nothing).
struct MustacheRenderer {
    private let partials: [String: MustacheTemplate]
    private let escape: @Sendable (String) -> String
    private let limits: MustacheLimits
    private var stack: [TemplateValue]
    private var steps = 0
    private var depth = 0
    private(set) var output = ""

    init(
        context: TemplateValue, partials: [String: MustacheTemplate], escape: @escaping @Sendable (String) -> String,
        limits: MustacheLimits
    ) {
        self.partials = partials
        self.escape = escape
        self.limits = limits
        self.stack = [context]
    }

    mutating func render(_ nodes: [MustacheNode], indent: String) throws(Diagnostic) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .lineStart:
                output += indent
            case .variable(let path, let escaped, let location):
                try step(at: location)
                guard let text = lookup(path).interpolation else {
                    throw renderError("'\(path.name)' is a list or an object and cannot be interpolated", at: location)
                }
                output += escaped ? escape(text) : text
            case .section(let path, let inverted, let children, let location):
                let value = lookup(path)
                if inverted {
                    if !value.isTruthy {
                        try nest(children, indent: indent, in: "section '\(path.name)'", at: location)
                    }
                } else if case .array(let items) = value {
                    for item in items {
                        stack.append(item)
                        try nest(children, indent: indent, in: "section '\(path.name)'", at: location)
                        stack.removeLast()
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    try nest(children, indent: indent, in: "section '\(path.name)'", at: location)
                    stack.removeLast()
                }
            case .partial(let name, let partialIndent, let location):
                guard let partial = partials[name] else { continue }
                try nest(partial.nodes, indent: indent + partialIndent, in: "partial '\(name)'", at: location)
            }
        }
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
    private func lookup(_ path: MustachePath) -> TemplateValue {
        guard let first = path.keys.first else { return stack[stack.count - 1] }
        var found: TemplateValue?
        for context in stack.reversed() {
            if case .object(let members) = context, let value = members[first] {
                found = value
                break
            }
        }
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
        if output.utf8.count > limits.outputBytes {
            throw renderError("rendered output exceeds \(limits.outputBytes) bytes", at: location)
        }
    }

    private func renderError(_ message: String, at location: SourceLocation) -> Diagnostic {
        .error("template-render", message, at: location)
    }
}
