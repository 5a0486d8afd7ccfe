// libFuzzer target for audit baselines (`AuditBaseline`, read by `higtype audit --baseline`).
// Built by `make fuzz-build` against the library targets, compiled under the sanitizers; it uses
// their public API only. Never part of the package.
import HigTypeAudit
import HigTypeKit

/// One input is one baseline file, read as `fuzz/baseline.json`.
///
/// Besides crashing, an input fails when a diagnostic points outside the file, when a baseline
/// is returned with an error or none without one, when a baseline that reads does not write back
/// to bytes that read as the same baseline and write the same bytes again, or when filtering
/// lets through other than what its counts say.
@_cdecl("LLVMFuzzerTestOneInput")
public func baselineFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = Compiler.SourceFile(path: "fuzz/baseline.json", bytes: bytes)
    let (baseline, diagnostics) = AuditBaseline.read(source)
    for location in diagnostics.compactMap(\.location) {
        guard location.file == source.path, location.offset <= bytes.count, location.line >= 1, location.column >= 1
        else { fatalError("a diagnostic points to \(location), outside the baseline") }
    }
    _ = TextDiagnosticPrinter(sources: [source.path: bytes]).render(diagnostics)
    let hasErrors = diagnostics.contains { $0.severity == .error }
    guard let baseline else {
        if !hasErrors { fatalError("no baseline and no error") }
        return 0
    }
    if hasErrors { fatalError("a baseline with errors: \(diagnostics.map(\.message))") }
    let text = baseline.rendered()
    let (again, problems) = AuditBaseline.read(.init(path: source.path, bytes: Array(text.utf8)))
    guard let again, problems.isEmpty, again == baseline else {
        fatalError("what was written does not read back: \(problems.map(\.message))\n\(text)")
    }
    if again.rendered() != text { fatalError("writing twice gives other bytes") }
    // Each entry lets exactly its count through, and nothing else.
    for (key, count) in baseline.counts.prefix(8) {
        let diagnostic = Diagnostic.error(.fixedSize, "x")
        // One finding more than the count lets through, or 51 for a count past 50: then all pass.
        let total = min(count, 50) + 1
        let (new, matched) = baseline.filter(Array(repeating: diagnostic, count: total)) { _ in key }
        if matched != min(count, total) || new.count != total - matched {
            fatalError("a count of \(count) matched \(matched) of \(total)")
        }
    }
    return 0
}
