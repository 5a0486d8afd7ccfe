// libFuzzer target for the CSS font-stack reader. Built by `make fuzz-build` against the library
// targets, compiled under the sanitizers; it uses their public API only. Never part of the package.
import HigTypeCompiler
import HigTypeCore
import HigTypeKit
import HigTypeOutputs
import HigTypeSpec

/// One input is one `fontFamily` string (its bytes as UTF-8, invalid sequences replaced).
///
/// Besides crashing, an input fails when:
/// - a stack that parses has an empty name, or offsets out of order or out of range;
/// - a problem's offset lies outside the string;
/// - the DTCG fix-it does not parse as JSON holding exactly the names;
/// - the names, written back as a CSS list of quoted names, do not read back as the same names;
/// - the string, as the `fontFamily` of a typography token, builds a CSS stack that this reader
///   cannot read, or that lost one of the author's own families or changed their order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fontStackFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let count = text.unicodeScalars.count
    switch FontStack.parse(text) {
    case .failure(let problem):
        guard problem.offset >= 0, problem.offset < max(count, 1) else {
            fatalError("problem offset \(problem.offset) outside a string of \(count) scalars: \(problem.message)")
        }
    case .success(let stack):
        FontStackChecks.check(stack, count: count)
    }
    FontStackChecks.checkCSS(of: text)
    return 0
}

enum FontStackChecks {
    static func check(_ stack: FontStack, count: Int) {
        let offsets = stack.entries.map(\.offset)
        guard !stack.entries.isEmpty, stack.entries.allSatisfy({ !$0.name.isEmpty }),
            zip(offsets, offsets.dropFirst()).allSatisfy({ $0 < $1 }), offsets.allSatisfy({ $0 >= 0 && $0 < count })
        else { fatalError("malformed entries: \(stack.entries)") }

        let fix = JSONParser.parse(Array(stack.dtcgJSON.utf8), file: "fix-it")
        let fixed: [String]?
        switch fix.root?.value {
        case .string(let name)?: fixed = [name]
        case .array(let items)?:
            fixed = items.map { if case .string(let s) = $0.value { s } else { "\u{0}not a string" } }
        default: fixed = nil
        }
        guard fix.diagnostics.isEmpty, fixed == stack.names else {
            fatalError("fix-it \(stack.dtcgJSON) is not \(stack.names)")
        }

        // Quoted, a name reads back as itself; CSS reads an escaped NUL as U+FFFD. A name of
        // spaces only (from escapes) is written back as plain spaces, which read as no name.
        if stack.names.contains(where: isBlank) { return }
        let css = stack.names.map { "\"" + Escaping.css($0) + "\"" }.joined(separator: ", ")
        guard case .success(let again) = FontStack.parse(css), again.names == stack.names.map(withoutNUL) else {
            fatalError("\(stack.names) written as \(css) does not read back")
        }
    }

    /// The CSS stack higtype writes for the string as a token's family must read back as a
    /// stack that keeps the author's own families (not Apple names, not keywords) in order.
    static func checkCSS(of text: String) {
        let manifest =
            #"{"t": {"$type": "typography", "$value": {"textStyle": "body", "fontFamily": "#
            + JSONOutput.quote(text) + "}}}"
        let compilation = Compiler.compile(sources: [
            Compiler.SourceFile(path: "fuzz.tokens.json", bytes: Array(manifest.utf8))
        ])
        guard let resolved = compilation.resolved, !compilation.log.hasErrors, let token = resolved.tokens.first else {
            return
        }
        // CSS allows a family of spaces only; the reader refuses it as an empty name.
        if token.fontFamily.contains(where: isBlank) { return }
        let result = Renderer.render(
            resolved, formats: [.css], outDir: "out", templates: TemplateSet.load(overridesIn: nil),
            options: RenderOptions())
        guard let file = result.files.first(where: { $0.path.hasSuffix(".css") }) else {
            fatalError("no CSS for \(token.fontFamily)")
        }
        let css = String(decoding: file.contents, as: UTF8.self)
        guard let start = css.firstRange(of: "--t-font-family: "),
            let end = css[start.upperBound...].firstRange(of: ";\n")
        else {
            fatalError("no font-family property in the CSS for \(token.fontFamily)")
        }
        let value = String(css[start.upperBound..<end.lowerBound])
        guard case .success(let stack) = FontStack.parse(value) else {
            fatalError("the CSS stack \(value) does not read")
        }
        var own: [String] = []
        for name in token.fontFamily.map(withoutNUL) where !isKeywordOrApple(name) && !own.contains(name) {
            own.append(name)
        }
        var rest = stack.names[...]
        for name in own {
            guard let i = rest.firstIndex(of: name) else {
                fatalError("the CSS stack \(value) lost or reordered \(name)")
            }
            rest = rest[(i + 1)...]
        }
    }

    static func isKeywordOrApple(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return FontStack.genericFamilies.contains(lowered) || lowered == "-apple-system"
            || lowered == "blinkmacsystemfont"
            || Typeface(family: name) != nil
    }

    /// Only CSS whitespace: what `Escaping.css` writes back as plain spaces.
    static func isBlank(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy { [" ", "\t", "\n", "\r", "\u{0C}"].contains($0) }
    }

    static func withoutNUL(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }))
    }
}
