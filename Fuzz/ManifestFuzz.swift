// libFuzzer target for the manifest pipeline. Built by `make fuzz-build` against the library
// targets, compiled under the sanitizers; it uses their public API only. Never part of the package.
import HigTypeKit
import HigTypeOutputs

/// One input is one manifest file. It runs through every stage a build runs — parse, compose,
/// load, resolve, validate, render in every format — in memory, writing nothing, and prints no
/// diagnostics but still formats them (text with source excerpts, and JSON).
///
/// Besides crashing, an input fails when a built manifest renders output that is not what its
/// format promises: JSON outputs that do not parse, or CSS whose comments or strings do not close.
@_cdecl("LLVMFuzzerTestOneInput")
public func manifestFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let compilation = Compiler.compile(sources: [Compiler.SourceFile(path: "fuzz.tokens.json", bytes: bytes)])
    _ = TextDiagnosticPrinter(sources: compilation.sourceMap).render(compilation.log.sorted)
    _ = JSONDiagnosticPrinter.render(compilation.log.sorted)
    guard let resolved = compilation.resolved, !compilation.log.hasErrors else { return 0 }

    let templates = TemplateSet.load(overridesIn: nil)
    var options = RenderOptions()
    options.webKitKeywords = bytes.count % 2 == 0
    options.cssUnit = bytes.count % 3 == 0 ? .rem : .px
    let result = Renderer.render(
        resolved, formats: OutputFormat.all, outDir: "out", templates: templates, options: options)
    for file in result.files {
        let text = String(decoding: file.contents, as: UTF8.self)
        if file.path.hasSuffix(".json") {
            let parsed = JSONParser.parse(file.contents, file: file.path)
            if parsed.root == nil || !parsed.diagnostics.isEmpty {
                fatalError("\(file.path) is not valid JSON: \(parsed.diagnostics.map(\.message))")
            }
        } else if file.path.hasSuffix(".css"), let problem = FuzzChecks.cssProblem(text) {
            fatalError("\(file.path): \(problem)")
        }
    }
    return 0
}

enum FuzzChecks {
    /// Scans CSS for a comment or string that runs to the end of the file, which would mean
    /// a manifest value escaped its quoting.
    static func cssProblem(_ css: String) -> String? {
        let bytes = Array(css.utf8)
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/")) {
                    j += 1
                }
                guard j + 1 < bytes.count else { return "unterminated comment at byte \(i)" }
                i = j + 2
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
                    if bytes[j] == UInt8(ascii: "\n") { return "line break in a string at byte \(i)" }
                    j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard j < bytes.count else { return "unterminated string at byte \(i)" }
                i = j + 1
            default:
                i += 1
            }
        }
        return nil
    }
}
