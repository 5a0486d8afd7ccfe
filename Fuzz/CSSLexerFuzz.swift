// libFuzzer target for the audit's CSS lexer and finder. Built by `make fuzz-build` against the
// library targets, compiled under the sanitizers; it uses their public API only. Never part of the package.
import HigTypeAudit
import HigTypeCore
import HigTypeKit

/// One input is one style sheet (its bytes as they are), read as CSS, SCSS and LESS in turn.
///
/// Besides crashing or hanging, an input fails when:
/// - a token or comment is empty, out of range, or overlaps the one before (they come in order);
/// - a found declaration starts inside a comment or a string;
/// - a diagnostic's position is not 1-based inside the file, or a fix-it is empty.
@_cdecl("LLVMFuzzerTestOneInput")
public func cssLexerFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    for (dialect, language) in [(CSSLexer.Dialect.css, Auditor.Language.css), (.scss, .scss), (.less, .less)] {
        let lexed = CSSLexer.lex(bytes, dialect: dialect)
        // A site read through a variable starts at its length, which is never in a comment or a
        // string either (an interpolation or an unquoted url is a string token).
        AuditFuzzChecks.checkRanges(
            lexed.tokens.map { ($0.start, $0.end, $0.kind == .string) }
                + lexed.comments.map { ($0.start, $0.end, true) },
            sites: CSSFontFinder(bytes: bytes, tokens: lexed.tokens, dialect: dialect).find().map(\.offset),
            count: bytes.count)
        AuditFuzzChecks.checkDiagnostics(bytes, language: language)
    }
    return 0
}
