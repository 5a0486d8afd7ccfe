// libFuzzer target for the audit's CSS lexer and finder. Built by `make fuzz-build` against the
// library targets, compiled under the sanitizers; it uses their public API only. Never part of the package.
import HigTypeKit

/// One input is one CSS file (its bytes as they are).
///
/// Besides crashing or hanging, an input fails when:
/// - a token or comment is empty, out of range, or overlaps the one before (they come in order);
/// - a found declaration starts inside a comment or a string;
/// - a diagnostic's position is not 1-based inside the file, or a fix-it is empty.
@_cdecl("LLVMFuzzerTestOneInput")
public func cssLexerFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let lexed = CSSLexer.lex(bytes)
    var ranges = lexed.tokens.map { ($0.start, $0.end, $0.kind == .string) } + lexed.comments.map { ($0.start, $0.end, true) }
    ranges.sort { $0.0 < $1.0 }
    var previousEnd = 0
    for (start, end, _) in ranges {
        guard start >= previousEnd, start < end, end <= bytes.count else {
            fatalError("range \(start)..<\(end) after \(previousEnd) in \(bytes.count) bytes")
        }
        previousEnd = end
    }
    let hidden = ranges.filter(\.2)
    for site in CSSFontFinder(bytes: bytes, tokens: lexed.tokens).find() {
        if let inside = hidden.first(where: { $0.0 <= site.offset && site.offset < $0.1 }) {
            fatalError("site at \(site.offset) inside a comment or string \(inside.0)..<\(inside.1)")
        }
    }
    let lines = bytes.filter { $0 == 0x0A }.count + 1
    for d in Auditor().audit(bytes, path: "fuzz", language: .css).diagnostics {
        guard let l = d.location, l.line >= 1, l.line <= lines, l.column >= 1, l.offset >= 0, l.offset <= bytes.count else {
            fatalError("diagnostic outside the file: \(d)")
        }
        if let fix = d.fixIt, fix.replacement.isEmpty { fatalError("empty fix-it: \(d)") }
    }
    return 0
}
