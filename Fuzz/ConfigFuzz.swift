// libFuzzer target for `higtype.json` build configurations (`BuildConfig`). Built by
// `make fuzz-build` against the library targets, compiled under the sanitizers; it uses their
// public API only. Never part of the package.
import HigTypeKit

/// The files a fuzzed config can name, in memory beside it (nothing is read from disk):
/// `fuzz/app.tokens.json` (iOS and watchOS, a Subheadline token, which watchOS lacks),
/// `fuzz/brand.tokens.json` and `fuzz/app.resolver.json` (a `size` modifier).
let configFiles: [Compiler.SourceFile] = [
    (
        "app.tokens.json",
        #"{"$extensions": {"dev.higtype": {"platforms": ["ios", "watchos"]}}, "type": {"$type": "typography", "body": {"$value": {"textStyle": "body"}}, "byline": {"$value": {"textStyle": "subheadline"}}}}"#
    ),
    ("brand.tokens.json", #"{"type": {"body": {"$type": "typography", "$value": {"textStyle": "title1"}}}}"#),
    (
        "app.resolver.json",
        ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "app.tokens.json"}]}}, "modifiers": {"size": {"contexts": {"regular": [], "big": [{"$ref": "brand.tokens.json"}]}, "default": "regular"}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/size"}]}"##
    ),
].map { Compiler.SourceFile(path: "fuzz/" + $0.0, bytes: Array($0.1.utf8)) }

/// One input is one config, read as `fuzz/higtype.json`. A config that reads is compiled as
/// `higtype build --config` would compile it: its manifests or resolver, contexts and platforms.
///
/// Besides crashing, an input fails when a diagnostic points outside the config, when a config
/// is returned with an error or none without one, when a path it returns is not a file it was
/// allowed to name, or when a compilation's diagnostic points outside the files read.
@_cdecl("LLVMFuzzerTestOneInput")
public func configFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = Compiler.SourceFile(path: "fuzz/higtype.json", bytes: bytes)
    let known = Set(configFiles.map(\.path))
    let (config, diagnostics) = BuildConfig.read(source, exists: { known.contains($0) })
    for location in diagnostics.compactMap(\.location) {
        guard location.file == source.path, location.offset <= bytes.count, location.line >= 1, location.column >= 1
        else { fatalError("a diagnostic points to \(location), outside the config") }
    }
    _ = TextDiagnosticPrinter(sources: [source.path: bytes]).render(diagnostics)
    _ = JSONDiagnosticPrinter.render(diagnostics)
    let hasErrors = diagnostics.contains { $0.severity == .error }
    guard let config else {
        if !hasErrors { fatalError("no config and no error") }
        return 0
    }
    if hasErrors { fatalError("a config with errors: \(diagnostics.map(\.message))") }
    guard let inputs = config.inputs else { return 0 }
    if let stray = inputs.first(where: { !known.contains($0) }) { fatalError("'\(stray)' was never named") }
    // The named files; after a resolver document, the others too, which it reads if it refers to them.
    let named = inputs.compactMap { path in configFiles.first { $0.path == path } }
    let others = config.resolver == nil ? [] : configFiles.filter { !inputs.contains($0.path) }
    var compiled = Compiler.read(sources: named + others)
    compiled.platforms = config.platforms
    let compilation = Compiler.compile(&compiled, input: config.contexts)
    let sizes = Dictionary(compilation.sources.map { ($0.path, $0.bytes.count) }, uniquingKeysWith: { a, _ in a })
    for location in compilation.log.sorted.flatMap({ [$0.location] + $0.notes.map(\.location) }).compactMap({ $0 }) {
        guard let size = sizes[location.file], location.offset <= size else {
            fatalError("a diagnostic points to \(location), outside the files read")
        }
    }
    return 0
}
