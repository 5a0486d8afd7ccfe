// libFuzzer target for resolver documents (the DTCG Resolver Module). Built by `make fuzz-build`
// against the library targets, compiled under the sanitizers; it uses their public API only.
// Never part of the package.
import HigTypeCompiler
import HigTypeKit
import HigTypeOutputs

/// The token files a fuzzed resolver document can refer to, in memory beside it (the compiler
/// reads nothing else, and nothing from disk): `base.tokens.json`, `theme/light.tokens.json`,
/// `theme/dark.tokens.json` (an alias into base, and an unknown style), `size/large.tokens.json`
/// and `list.json` (not an object).
let tokenFiles: [Compiler.SourceFile] = [
    (
        "base.tokens.json",
        #"{"$extensions": {"dev.higtype": {"platforms": ["ios", "macos"]}}, "font": {"$type": "fontFamily", "serif": {"$value": ["New York", "Georgia"]}}, "type": {"$type": "typography", "body": {"$value": {"textStyle": "body"}}, "title": {"$value": {"textStyle": "title1"}}}}"#
    ),
    (
        "theme/light.tokens.json",
        #"{"type": {"body": {"$type": "typography", "$value": {"textStyle": "body", "fontWeight": 300}}}}"#
    ),
    (
        "theme/dark.tokens.json",
        #"{"type": {"$type": "typography", "body": {"$value": {"textStyle": "body", "fontFamily": "{font.serif}"}}, "odd": {"$value": {"textStyle": "bodyy"}}}}"#
    ),
    ("size/large.tokens.json", #"{"type": {"title": {"$type": "typography", "$value": {"textStyle": "largeTitle"}}}}"#),
    ("list.json", "[1, 2]"),
].map { Compiler.SourceFile(path: "fuzz/" + $0.0, bytes: Array($0.1.utf8)) }

/// A file in memory outside the tree: a document that reads it has escaped the sandbox.
let outsideFile = Compiler.SourceFile(path: "secret.tokens.json", bytes: Array(#"{"leaked": {"$value": 1}}"#.utf8))

/// One input is one resolver document, and the same bytes as a Tokens Studio `$themes.json`
/// (whose sets `base.tokens`, `theme/light.tokens` … are the files above). It is read and checked; if it reads, it is compiled with
/// its defaults and for each of its first 8 permutations, and the first permutation that builds
/// is rendered in every format. Diagnostics are formatted as text with excerpts and as JSON.
///
/// Besides crashing, an input fails when it reads a file outside the tree "fuzz" (such as
/// `secret.tokens.json`, in memory beside it), when a diagnostic points outside the files read, when two
/// permutations get one folder or a folder name is not one safe path component, or when a JSON
/// output does not parse.
@_cdecl("LLVMFuzzerTestOneInput")
public func resolverFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // The tree is "fuzz": a reference that leads out of it (`../x`, `/etc/passwd`) must be refused.
    var inputs = Compiler.read(
        sources: [Compiler.SourceFile(path: "fuzz/app.resolver.json", bytes: bytes)] + tokenFiles + [outsideFile],
        root: "fuzz")
    var compilations = [Compiler.compile(&inputs)]
    if let document = inputs.resolver?.document {
        let (selections, _) = ResolverPermutations.all(of: document)
        var folders: Set<String> = []
        for selection in selections {
            let folder = ResolverPermutations.folderName(selection)
            if folder.contains("/") || folder == "." || folder == ".." || !folders.insert(folder.lowercased()).inserted
            {
                fatalError("bad or repeated permutation folder '\(folder)'")
            }
        }
        for selection in selections.prefix(8) { compilations.append(Compiler.compile(&inputs, input: selection.input)) }
    }
    // The same bytes as Tokens Studio's `$themes.json`, read as the resolver document it stands
    // for: a set name is a file path (`../secret.tokens` must be refused as `../x` is).
    // Bytes that are no themes file are token files, read with the others as manifests: only a
    // themes file is compiled, as a resolver document is.
    var themes = Compiler.read(
        sources: [Compiler.SourceFile(path: "fuzz/$themes.json", bytes: bytes)] + tokenFiles + [outsideFile],
        root: "fuzz")
    if themes.isTokensStudioThemes {
        compilations.append(Compiler.compile(&themes))
        if let document = themes.resolver?.document {
            for selection in ResolverPermutations.all(of: document).0.prefix(4) {
                compilations.append(Compiler.compile(&themes, input: selection.input))
            }
        }
    }
    for compilation in compilations { check(compilation) }
    if let resolved = compilations.first(where: { !$0.log.hasErrors })?.resolved { render(resolved) }
    return 0
}

/// Every file read lies in the tree; every position lies in a file that was read, within its
/// bytes; both printers run.
func check(_ compilation: Compiler.Compilation) {
    for source in compilation.sources where !source.path.hasPrefix("fuzz/") {
        fatalError("read '\(source.path)', outside the project tree 'fuzz'")
    }
    let sizes = Dictionary(compilation.sources.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { a, _ in a })
    let diagnostics = compilation.log.sorted
    for location in diagnostics.flatMap({ [$0.location] + $0.notes.map(\.location) }).compactMap({ $0 }) {
        guard let size = sizes[location.file], location.offset <= size, location.line >= 1, location.column >= 1 else {
            fatalError("a diagnostic points to \(location), outside the files read: \(sizes.keys.sorted())")
        }
    }
    _ = TextDiagnosticPrinter(sources: compilation.sourceMap).render(diagnostics)
    _ = JSONDiagnosticPrinter.render(diagnostics)
}

/// Renders every format in memory; each JSON output must parse.
func render(_ resolved: ResolvedManifest) {
    let result = Renderer.render(
        resolved, formats: OutputFormat.all, outDir: "out", templates: TemplateSet.load(overridesIn: nil))
    for file in result.files where file.path.hasSuffix(".json") {
        let parsed = JSONParser.parse(file.contents, file: file.path)
        if parsed.root == nil || !parsed.diagnostics.isEmpty {
            fatalError("\(file.path) is not valid JSON: \(parsed.diagnostics.map(\.message))")
        }
    }
}
