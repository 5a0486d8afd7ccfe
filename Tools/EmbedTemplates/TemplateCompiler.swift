// Compiles a parsed built-in template into a Swift function over the typed context
// (ContextSchema.swift). Every name is resolved here, as the Mustache engine would resolve it at
// run time (the context stack, innermost first; dotted names; the implicit iterator `.`; a list
// section's loop frame answering `first`, `last` and `index`), so the generated code reads
// fields, never a dictionary. What the typed context cannot serve is an error here.
import HigTypeCore
import Mustache

struct TemplateCompileError: Error, CustomStringConvertible {
    let description: String
}

struct TemplateCompiler {
    /// One level of the context stack, as the engine would hold it.
    private enum Frame {
        case object(type: String, expr: String)
        case loop(index: String, count: String)
        /// A section's truthy string, bool or index: `.` reads it, names pass it by.
        case scalar(FieldKind, expr: String)
    }

    private struct Resolved {
        var kind: FieldKind
        var expr: String
        /// The stack index the name was found at, for the copy decision.
        var frame: Int
    }

    let file: String
    private(set) var sections = 0
    private var names = 0

    init(file: String) { self.file = file }

    /// The body of `render(_ c0: TemplateModel, _ out: inout CompiledOutput)`.
    mutating func compile(_ nodes: [MustacheNode]) throws -> String {
        try emit(nodes, frames: [.object(type: rootType, expr: "c0")], indent: "        ", copied: false).code
    }

    private mutating func fresh(_ stem: String) -> String {
        names += 1
        return stem + String(names)
    }

    /// Code for `nodes`, and the lowest stack index any name in them was read from.
    /// `copied`: inside a section whose bytes are kept, so the buffer must not be flushed.
    private mutating func emit(_ nodes: [MustacheNode], frames: [Frame], indent: String, copied: Bool) throws
        -> (code: String, lowest: Int)
    {
        var code = ""
        var lowest = Int.max
        var pending = ""
        func flushText() {
            if !pending.isEmpty { code += indent + "out.text(\"" + Escaping.swift(pending) + "\")\n" }
            pending = ""
        }
        for node in nodes {
            switch node {
            case .text(let text):
                pending += text
            case .lineStart:
                break  // a built-in template is never an indented partial: its indentation is empty
            case .variable(let path, let escaped, let location):
                flushText()
                let value = try resolve(path, frames, at: location)
                lowest = min(lowest, value.frame)
                let write = escaped ? "out.escaped" : "out.text"
                switch value.kind {
                case .string: code += indent + "\(write)(\(value.expr))\n"
                case .optionalString: code += indent + "if let v = \(value.expr) { \(write)(v) }\n"
                case .bool: code += indent + "\(write)(\(value.expr) ? \"true\" : \"false\")\n"
                case .index: code += indent + "\(write)(NumberText.format(Double(\(value.expr))))\n"
                case .object, .optionalObject, .list:
                    throw error("'\(name(path))' is a list or an object and cannot be interpolated", at: location)
                }
            case .section(let path, let inverted, let children, let location):
                flushText()
                let value = try resolve(path, frames, at: location)
                lowest = min(lowest, value.frame)
                let (sectionCode, read) =
                    inverted
                    ? try invertedSection(value, children, frames: frames, indent: indent, copied: copied)
                    : try section(value, children, frames: frames, indent: indent, copied: copied)
                code += sectionCode
                lowest = min(lowest, read)
            case .partial(let name, _, let location):
                throw error("partial '\(name)': built-in templates cannot include partials", at: location)
            }
        }
        flushText()
        return (code, lowest)
    }

    private mutating func section(
        _ value: Resolved, _ children: [MustacheNode], frames: [Frame], indent: String, copied: Bool
    ) throws -> (String, Int) {
        let inner = indent + "    "
        switch value.kind {
        case .string, .optionalString:
            let v = fresh("s")
            let test =
                value.kind.isOptional
                ? "if let \(v) = \(value.expr), !\(v).isEmpty" : "if case let \(v) = \(value.expr), !\(v).isEmpty"
            let body = try emit(children, frames: frames + [.scalar(.string, expr: v)], indent: inner, copied: copied)
            return (indent + test + " {\n" + body.code + indent + "}\n", body.lowest)
        case .bool:
            let body = try emit(
                children, frames: frames + [.scalar(.bool, expr: "true")], indent: inner, copied: copied)
            return (indent + "if \(value.expr) {\n" + body.code + indent + "}\n", body.lowest)
        case .index:
            let v = fresh("n")
            let body = try emit(children, frames: frames + [.scalar(.index, expr: v)], indent: inner, copied: copied)
            return (indent + "do {\n" + inner + "let \(v) = \(value.expr)\n" + body.code + indent + "}\n", body.lowest)
        case .object(let type):
            let c = fresh("c")
            let body = try emit(
                children, frames: frames + [.object(type: type, expr: c)], indent: inner, copied: copied)
            let bind = uses(c, body.code) ? inner + "let \(c) = \(value.expr)\n" : ""
            return (indent + "do {\n" + bind + body.code + indent + "}\n", body.lowest)
        case .optionalObject(let type):
            let c = fresh("c")
            let body = try emit(
                children, frames: frames + [.object(type: type, expr: c)], indent: inner, copied: copied)
            let test = uses(c, body.code) ? "if let \(c) = \(value.expr)" : "if \(value.expr) != nil"
            return (indent + test + " {\n" + body.code + indent + "}\n", body.lowest)
        case .list(let type, let shared):
            return try list(value, type: type, shared: shared, children, frames: frames, indent: indent, copied: copied)
        }
    }

    /// A section over a list: the body once per item, under a loop frame and the item. A section
    /// over a shared list whose body reads only the list's items keeps its bytes, and copies them
    /// wherever the same list comes again.
    private mutating func list(
        _ value: Resolved, type: String, shared: Bool, _ children: [MustacheNode], frames: [Frame], indent: String,
        copied: Bool
    ) throws -> (String, Int) {
        let (l, n, i, c) = (fresh("l"), fresh("n"), fresh("i"), fresh("c"))
        let base = frames.count
        let inner = frames + [.loop(index: i, count: n), .object(type: type, expr: c)]
        var body = try emit(children, frames: inner, indent: indent + "        ", copied: true)
        let keep = shared && body.lowest >= base
        if !keep && !copied {
            body = try emit(children, frames: inner, indent: indent + "        ", copied: false)
        }
        var code = indent + "do {\n"
        code += indent + "    let \(l) = \(value.expr)\n"
        code += indent + "    let \(n) = \(l).count\n"
        var loop = indent + "    for \(uses(i, body.code) || uses(c, body.code) ? i : "_") in 0..<\(n) {\n"
        if !keep && !copied { loop += indent + "        try out.flushIfFull()\n" }
        if uses(c, body.code) { loop += indent + "        let \(c) = \(l)[\(i)]\n" }
        loop += body.code + indent + "    }\n"
        if keep {
            let site = sections
            sections += 1
            let start = fresh("start")
            code += indent + "    if !out.copy(\(site), \(l).memo) {\n"
            code += indent + "        let \(start) = out.mark\n"
            code += loop.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
                .joined(separator: "\n")
            code += indent + "        if \(n) > 0 { out.keep(\(site), \(l).memo, from: \(start)) }\n"
            code += indent + "    }\n"
        } else {
            code += loop
        }
        code += indent + "}\n"
        return (code, keep ? base : body.lowest)
    }

    private mutating func invertedSection(
        _ value: Resolved, _ children: [MustacheNode], frames: [Frame], indent: String, copied: Bool
    ) throws -> (String, Int) {
        let test: String
        switch value.kind {
        case .string: test = "\(value.expr).isEmpty"
        case .optionalString: test = "(\(value.expr) ?? \"\").isEmpty"
        case .bool: test = "!(\(value.expr))"
        case .index, .object: return ("", Int.max)  // always truthy: the body never renders
        case .optionalObject: test = "\(value.expr) == nil"
        case .list: test = "\(value.expr).isEmpty"
        }
        let body = try emit(children, frames: frames, indent: indent + "    ", copied: copied)
        return (indent + "if \(test) {\n" + body.code + indent + "}\n", body.lowest)
    }

    /// Resolves a name as the engine does: the first key against the innermost frame that has
    /// it, the rest each against the value before.
    private func resolve(_ path: MustachePath, _ frames: [Frame], at location: SourceLocation) throws -> Resolved {
        guard let first = path.keys.first else {
            switch frames[frames.count - 1] {
            case .scalar(let kind, let expr): return Resolved(kind: kind, expr: expr, frame: frames.count - 1)
            case .object(let type, let expr): return Resolved(kind: .object(type), expr: expr, frame: frames.count - 1)
            case .loop: throw error("'.' names a loop frame", at: location)
            }
        }
        var found: Resolved?
        search: for index in frames.indices.reversed() {
            switch frames[index] {
            case .object(let type, let expr):
                if let field = try fields(of: type, at: location).first(where: { $0.key == first }) {
                    found = Resolved(kind: field.kind, expr: expr + "." + field.member, frame: index)
                    break search
                }
            case .loop(let i, let n):
                switch first {
                case "first": found = Resolved(kind: .bool, expr: "(\(i) == 0)", frame: index)
                case "last": found = Resolved(kind: .bool, expr: "(\(i) == \(n) - 1)", frame: index)
                case "index": found = Resolved(kind: .index, expr: i, frame: index)
                default: continue search
                }
                break search
            case .scalar:
                continue search
            }
        }
        guard var value = found else {
            throw error(
                "'\(name(path))' is not in the typed context here (Tools/EmbedTemplates/ContextSchema.swift); "
                    + "add it to TemplateModel, its projection and the schema, or fix the name",
                at: location)
        }
        for key in path.keys.dropFirst() {
            guard case .object(let type) = value.kind else {
                throw error(
                    "'\(name(path))': '\(key)' is read from a value that is not a (non-optional) object", at: location)
            }
            guard let field = try fields(of: type, at: location).first(where: { $0.key == key }) else {
                throw error("'\(name(path))': \(type) has no key '\(key)' (ContextSchema.swift)", at: location)
            }
            value.kind = field.kind
            value.expr += "." + field.member
        }
        return value
    }

    private func fields(of type: String, at location: SourceLocation) throws -> [Field] {
        guard let fields = contextSchema[type] else { throw error("the schema has no type '\(type)'", at: location) }
        return fields
    }

    /// Whether generated `code` reads the variable `name` (`c1` is not read by `c12`).
    private func uses(_ name: String, _ code: String) -> Bool {
        var rest = Substring(code)
        while let range = rest.range(of: name) {
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            let after = range.upperBound == code.endIndex ? nil : code[range.upperBound]
            if !(after?.isNumber ?? false) && !(before?.isLetter ?? false) && !(before?.isNumber ?? false) {
                return true
            }
            rest = code[range.upperBound...]
        }
        return false
    }

    private func name(_ path: MustachePath) -> String { path.keys.isEmpty ? "." : path.keys.joined(separator: ".") }

    private func error(_ message: String, at location: SourceLocation) -> TemplateCompileError {
        TemplateCompileError(description: "\(file):\(location.line):\(location.column): \(message)")
    }
}

extension FieldKind {
    var isOptional: Bool {
        if case .optionalString = self { return true }
        return false
    }
}
