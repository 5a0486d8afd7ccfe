// libFuzzer target for `higtype adopt`. Built by `make fuzz-build` against the library targets,
// compiled under the sanitizers; it uses their public API only. Never part of the package.
import HigTypeKit

/// One input is one manifest file, adopted in memory (`Adopter.adopt`); nothing is written.
///
/// Besides crashing, an input fails when adopt breaks one of its promises: an adapter that is
/// not valid JSON; adopting again gives other bytes; adopting the manifest and the adapter
/// together finds something left to adopt or an error; a token whose style was named is not
/// its own size at the default size category (or, when conform raised it, the size it was raised to).
@_cdecl("LLVMFuzzerTestOneInput")
public func adoptFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = Compiler.SourceFile(path: "brand.tokens.json", bytes: bytes)
    func adopt(_ files: [Compiler.SourceFile], out: String = "adapter.tokens.json") -> Adoption {
        var request = Adopter.Request(sources: files.map(\.path), out: out)
        request.sourceFiles = files
        request.currentDirectory = "/fuzz"
        return Adopter.adopt(request)
    }
    let adoption = adopt([source])
    _ = TextDiagnosticPrinter(sources: adoption.compilation.sourceMap).render(adoption.diagnostics)
    _ = AdoptReport.markdown(adoption)
    guard let adapter = adoption.adapter else { return 0 }

    let parsed = JSONParser.parse(Array(adapter.utf8), file: "adapter.tokens.json")
    if parsed.root == nil || !parsed.diagnostics.isEmpty {
        fatalError("the adapter is not valid JSON: \(parsed.diagnostics.map(\.message))\n\(adapter)")
    }
    if adopt([source]).adapter != adapter { fatalError("adopting twice gave two adapters") }
    for decision in adoption.decisions {
        // A size conform raised to the platform's minimum is that minimum, not the source's size.
        guard let style = decision.style, !decision.conformed.contains(where: { $0.hasPrefix("fontSize ") }) else {
            continue
        }
        let own = (style.nearest.query.size * 100).rounded() / 100
        let atDefault = style.sizes.first { $0.category == style.nearest.category }?.size
        if atDefault != own {
            fatalError(
                "'\(decision.name)' is \(atDefault.map { "\($0)" } ?? "missing") pt at its default category, not \(own)"
            )
        }
    }
    let again = adopt(
        [source, Compiler.SourceFile(path: "adapter.tokens.json", bytes: Array(adapter.utf8))], out: "next.tokens.json")
    if again.hasErrors || !again.decisions.isEmpty {
        fatalError(
            "adopting the manifest and its adapter left \(again.decisions.map(\.name)) and "
                + "\(again.diagnostics.filter { $0.severity == .error }.map(\.message))\n\(adapter)")
    }
    return 0
}
