// libFuzzer target for the check of `--css-selector` (CSSSelectorPattern). Built by
// `make fuzz-build` against the library targets, compiled under the sanitizers; it uses their
// public API only. Never part of the package.
import HigTypeKit
import HigTypeOutputs

/// One input is one selector pattern (its bytes as UTF-8, invalid sequences replaced).
///
/// Besides crashing, an input fails when the check accepts it and the CSS written with it has
/// another shape than the CSS written with a plain pattern: its braces and semicolons outside
/// strings and comments, and its comments, must be the same, and no string may run to the end
/// of a line. That is what the check is for: a pattern accepted cannot end a rule, open a block,
/// start a comment or leave a string open, so it cannot hide or inject rules.
@_cdecl("LLVMFuzzerTestOneInput")
public func selectorFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let pattern = String(decoding: bytes, as: UTF8.self)
    guard CSSSelectorPattern.problem(pattern) == nil else { return 0 }
    let css = SelectorChecks.css(with: pattern)
    let shape = SelectorChecks.shape(of: css)
    guard shape == SelectorChecks.plainShape else {
        fatalError("the pattern \(pattern.debugDescription) was accepted, but changes the CSS's shape:\n\(css)")
    }
    return 0
}

enum SelectorChecks {
    /// Two tokens on iOS: twelve size categories, each a rule headed by the pattern.
    static let resolved: ResolvedManifest = {
        let manifest =
            #"{"$extensions": {"dev.higtype": {"platforms": ["ios"]}}, "t": {"$type": "typography", "#
            + #""a": {"$value": {"textStyle": "body"}}, "b": {"$value": {"textStyle": "title1"}}}}"#
        let compilation = Compiler.compile(sources: [
            Compiler.SourceFile(path: "fuzz.tokens.json", bytes: Array(manifest.utf8))
        ])
        guard let resolved = compilation.resolved, !compilation.log.hasErrors else {
            fatalError("the fuzz manifest does not compile: \(compilation.log.sorted.map(\.message))")
        }
        return resolved
    }()

    static let plainShape = shape(of: css(with: ".x-{category}"))

    /// The CSS written with `pattern` as `--css-selector`.
    static func css(with pattern: String) -> String {
        var options = RenderOptions()
        options.cssSelector = pattern
        let result = Renderer.render(
            resolved, formats: [.css], outDir: "out", templates: TemplateSet.load(overridesIn: nil), options: options)
        guard let file = result.files.first(where: { $0.path.hasSuffix(".css") }), result.diagnostics.isEmpty else {
            fatalError("no CSS for the accepted pattern \(pattern.debugDescription): \(result.diagnostics)")
        }
        return String(decoding: file.contents, as: UTF8.self)
    }

    /// The CSS's structure as CSS reads it: each `{`, `}` and `;` outside strings and comments,
    /// and each comment as `/`. An escape (`\` and the character after it) is part of a name.
    static func shape(of css: String) -> [Unicode.Scalar] {
        let scalars = Array(css.unicodeScalars)
        var shape: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                index += 1
            case "/" where index + 1 < scalars.count && scalars[index + 1] == "*":
                shape.append("/")
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 1
            case "\"", "'":
                index += 1
                while index < scalars.count, scalars[index] != scalar {
                    if scalars[index] == "\n" { fatalError("a string runs to the end of its line:\n\(css)") }
                    index += scalars[index] == "\\" ? 2 : 1
                }
            case "{", "}", ";":
                shape.append(scalar)
            default:
                break
            }
            index += 1
        }
        return shape
    }
}
