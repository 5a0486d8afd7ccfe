import HigTypeCore
import Mustache

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a compiled built-in template (CompiledTemplates) writes: a byte buffer handed to a sink a
/// chunk at a time, the format's escaper, and the bytes of sections over shared lists already
/// rendered, by section and list, copied where the same list appears again (as the engine does).
/// The generated code decides at generation time which sections may be copied: those whose body
/// reads nothing outside the list's items.
struct CompiledOutput {
    private(set) var bytes: [UInt8] = []
    private let escape: @Sendable (String) -> String
    private let sink: ([UInt8]) throws(Diagnostic) -> Void
    private let chunkSize: Int
    private let limit: Int
    private var flushed = 0
    private var sections: [[ListMemo: [UInt8]]]

    init(
        escape: @escaping @Sendable (String) -> String, sections: Int, limit: Int, chunkSize: Int,
        sink: @escaping ([UInt8]) throws(Diagnostic) -> Void
    ) {
        self.escape = escape
        self.sink = sink
        self.chunkSize = chunkSize
        self.limit = limit
        self.sections = Array(repeating: [:], count: sections)
        bytes.reserveCapacity(chunkSize + chunkSize / 4)
    }

    /// Renders a compiled template, handing its output to `sink` about `chunkSize` bytes at a
    /// time; throws the engine's `template-render` error when the output passes `limits.outputBytes`.
    static func render(
        _ template: CompiledTemplate, _ model: TemplateModel, escape: @escaping @Sendable (String) -> String,
        limits: MustacheLimits, chunkSize: Int = 1 << 20, into sink: ([UInt8]) throws(Diagnostic) -> Void
    ) throws(Diagnostic) {
        try withoutActuallyEscaping(sink) { (sink) throws(Diagnostic) in
            var out = CompiledOutput(
                escape: escape, sections: template.sections, limit: limits.outputBytes, chunkSize: chunkSize,
                sink: sink)
            try template.render(model, &out)
            try out.flush()
        }
    }

    @inline(__always) mutating func text(_ text: String) { bytes.append(contentsOf: text.utf8) }

    @inline(__always) mutating func escaped(_ text: String) { bytes.append(contentsOf: escape(text).utf8) }

    /// Hands the buffer to the sink when it holds a chunk; called only outside copied sections.
    @inline(__always) mutating func flushIfFull() throws(Diagnostic) {
        if bytes.count >= chunkSize { try flush() }
    }

    mutating func flush() throws(Diagnostic) {
        if flushed + bytes.count > limit {
            throw .error(
                .templateRender, "rendered output exceeds \(limit) bytes",
                at: SourceLocation(file: "<built-in>", line: 1, column: 1))
        }
        guard !bytes.isEmpty else { return }
        try sink(bytes)
        flushed += bytes.count
        bytes.removeAll(keepingCapacity: true)
    }

    /// The position a copied section starts at.
    var mark: Int { bytes.count }

    /// Copies the bytes section `site` rendered for `memo`'s list before; false if it has not.
    mutating func copy(_ site: Int, _ memo: ListMemo) -> Bool {
        guard let rendered = sections[site][memo] else { return false }
        bytes.append(contentsOf: rendered)
        return true
    }

    /// Keeps what section `site` rendered for `memo`'s list since `start`.
    mutating func keep(_ site: Int, _ memo: ListMemo, from start: Int) {
        sections[site][memo] = Array(bytes[start...])
    }
}

/// A built-in template compiled to code by `make embed-templates` (CompiledTemplates).
struct CompiledTemplate: Sendable {
    /// How many sections over shared lists may copy their bytes.
    let sections: Int
    let render: @Sendable (TemplateModel, inout CompiledOutput) throws(Diagnostic) -> Void
}
