// libFuzzer target for the audit's Swift lexer and finder. Built by `make fuzz-build` against the
// library targets, compiled under the sanitizers; it uses their public API only. Never part of the package.
import HigTypeAudit
import HigTypeCore
import HigTypeKit

/// One input is one Swift source file (its bytes as they are).
///
/// Besides crashing or hanging, an input fails when:
/// - a token or comment is empty, out of range, or overlaps the one before (they come in order);
/// - a found site starts inside a comment or a string literal;
/// - a diagnostic's position is not 1-based inside the file, or a fix-it is empty.
@_cdecl("LLVMFuzzerTestOneInput")
public func swiftLexerFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let lexed = SwiftLexer.lex(bytes)
    AuditFuzzChecks.checkRanges(
        lexed.tokens.map { ($0.start, $0.end, $0.kind == .string) } + lexed.comments.map { ($0.start, $0.end, true) },
        sites: SwiftFontFinder(bytes: bytes, tokens: lexed.tokens).find().map(\.offset), count: bytes.count)
    AuditFuzzChecks.checkDiagnostics(bytes, language: .swift)
    // The first pass over a tree (the file twice: its helpers are also another file's).
    var auditor = Auditor()
    auditor.helpers = SwiftFontHelpers.index([bytes, bytes])
    for d in auditor.audit(bytes, path: "fuzz", language: .swift).diagnostics {
        guard let l = d.location, l.offset >= 0, l.offset <= bytes.count else { fatalError("outside the file: \(d)") }
    }
    return 0
}
