// libFuzzer target for the readers of other tools' token formats (`FormatReader`: Tokens Studio,
// Style Dictionary, Figma). Built by `make fuzz-build` against the library targets, compiled
// under the sanitizers; it uses their public API only. Never part of the package.
import HigTypeKit

/// One input is a token file. Besides crashing, an input fails when what `convert` writes for it
/// is not a DTCG file: one that parses, that the readers take as DTCG (no `foreign-format`
/// diagnostic), and that converts again to the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func foreignFormatFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = Compiler.SourceFile(path: "fuzz.json", bytes: bytes)
    _ = Compiler.compile(sources: [source])
    let conversion = Compiler.convert(sources: [source])
    guard let file = conversion.files.first, file.format != .dtcg else { return 0 }
    let again = Compiler.convert(sources: [
        Compiler.SourceFile(path: "converted.tokens.json", bytes: Array(file.text.utf8))
    ])
    guard let second = again.files.first else {
        fatalError("the converted file does not read:\n\(file.text)\n\(again.log.diagnostics.map(\.message))")
    }
    if second.format != .dtcg { fatalError("the converted file reads as \(second.format.displayName):\n\(file.text)") }
    if second.text != file.text {
        fatalError("converting the converted file changes it:\n\(file.text)\n\(second.text)")
    }
    return 0
}
