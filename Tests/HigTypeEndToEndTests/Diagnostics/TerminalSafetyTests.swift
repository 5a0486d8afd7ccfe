import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCore
@testable import HigTypeKit

/// Text diagnostics show control characters and bytes that are not UTF-8 instead of sending
/// them to the terminal; JSON diagnostics keep the exact text, escaped the JSON way.
@Suite struct TerminalSafetyTests {
    @Test func controlCharactersAreShownNotObeyed() {
        #expect(TerminalText.safe("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(TerminalText.safe("bell\u{07} cr\r nul\0 del\u{7F}") == "bell\\u{7} cr\\u{D} nul\\u{0} del\\u{7F}")
        #expect(TerminalText.safe("csi\u{9B}2J") == "csi\\u{9B}2J")
        #expect(TerminalText.safe("rtl\u{202E}txt") == "rtl\\u{202E}txt")
        #expect(TerminalText.safe("tab\there") == "tab\\u{9}here")
        #expect(TerminalText.safe("tab\there", keepTabs: true) == "tab\there")
        #expect(TerminalText.safe("plain, ünïcödé ✓") == "plain, ünïcödé ✓")
    }

    /// Bidirectional marks and zero-width characters can reorder a line or hide that two names
    /// differ ("body" and "bo\u{200B}dy"); each is shown as an escape (issue 24, item 24).
    @Test(
        arguments: [
            0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
            0x200B, 0x200C, 0x200D, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0xFEFF, 0x180E, 0x00AD, 0x2028, 0x2029,
        ] as [UInt32])
    func bidiAndInvisibleCharactersAreShown(value: UInt32) {
        let scalar = Unicode.Scalar(value)!
        let hex = String(value, radix: 16, uppercase: true)
        #expect(TerminalText.safe("bo" + String(scalar) + "dy") == "bo\\u{\(hex)}dy")
        #expect(TerminalText.safe(bytes: Array(("x" + String(scalar)).utf8)) == "x\\u{\(hex)}")
    }

    /// A token named with a right-to-left mark and a zero-width space: the message and the quoted
    /// line show both as escapes, so the line reads as it is stored.
    @Test func lintShowsBidiAndZeroWidthInNames() {
        let json = "{\"t\": {\"$type\": \"typography\", \"$value\": {\"textStyle\": \"bo\u{200F}dy\u{200B}\"}}}\n"
        let result = Pipeline.build(Pipeline.Request(sources: [.init(path: "m.tokens.json", bytes: Array(json.utf8))]))
        #expect(result.hasErrors)
        let text = TextDiagnosticPrinter(sources: result.compilation.sourceMap).render(result.diagnostics)
        for hidden: Unicode.Scalar in ["\u{200F}", "\u{200B}"] {
            #expect(!text.unicodeScalars.contains(hidden), "U+\(String(hidden.value, radix: 16)) printed raw:\n\(text)")
        }
        #expect(text.contains("bo\\u{200F}dy\\u{200B}"), "\(text)")
    }

    @Test func invalidBytesAreShownInHex() {
        #expect(TerminalText.safe(bytes: [0x61, 0xFF, 0x62, 0xC3]) == "a\\xFFb\\xC3")
        #expect(TerminalText.safe(bytes: Array("é".utf8) + [0x1B]) == "é\\u{1B}")
        #expect(TerminalText.pieces(bytes: [0x09, 0x41, 0x80]) == ["\\u{9}", "A", "\\x80"])
    }

    /// A manifest whose text style holds ESC, BEL, CR and NUL, raw in the source line that lint
    /// quotes (JSON allows them nowhere but escaped, so the line is also a JSON error), and a
    /// file with a byte that is not UTF-8.
    @Test(arguments: [
        Array(
            "{\"t\": {\"$type\": \"typography\", \"$value\": {\"textStyle\": \"b\u{1B}]0;pwned\u{07}\r\0\"}}}\n".utf8),
        Array("{\"t\": {\"$type\": \"typography\", \"$value\": {\"textStyle\": \"b\\u001b]0;pwned\\u0007\"}}}\n".utf8),
        Array("{\"x\": \"\u{1B}[2J".utf8) + [0xFF, 0x22, 0x7D, 0x0A],
    ])
    func lintShowsHostileTextSafely(bytes: [UInt8]) throws {
        let source = Compiler.SourceFile(path: "evil\u{1B}[31m.tokens.json", bytes: bytes)
        let result = Pipeline.build(Pipeline.Request(sources: [source]))
        #expect(result.hasErrors)
        let text = TextDiagnosticPrinter(sources: result.compilation.sourceMap).render(result.diagnostics)
        for forbidden: Unicode.Scalar in ["\u{1B}", "\u{07}", "\r", "\0"] {
            #expect(
                !text.unicodeScalars.contains(forbidden),
                "the printed diagnostics contain U+\(String(forbidden.value, radix: 16)):\n\(text)")
        }
        #expect(text.contains("evil\\u{1B}[31m.tokens.json:"))
        #expect(text.contains("\\u{1B}"))
        // The JSON printer keeps the exact text, escaped as JSON escapes it.
        let json = JSONDiagnosticPrinter.render(result.diagnostics)
        #expect(!json.unicodeScalars.contains("\u{1B}"))
        #expect(json.lowercased().contains("\\u001b"))
    }

    /// The caret stays under the column it points at when the line before it holds escaped text.
    @Test func caretLinesUpUnderEscapedText() {
        let line = "{\"a\u{1B}\": \"bodyy\"}"
        let column = line.unicodeScalars.firstIndex(of: "b")!.utf16Offset(in: line) + 1
        let location = SourceLocation(file: "f.json", line: 1, column: column, offset: 0)
        let printer = TextDiagnosticPrinter(sources: ["f.json": Array(line.utf8)])
        let text = printer.render(Diagnostic.error(.tokenValue, "x", at: location))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let quoted = lines[1]
        let caret = lines[2]
        #expect(quoted == "    {\"a\\u{1B}\": \"bodyy\"}")
        let caretColumn = caret.firstIndex(of: "^")!.utf16Offset(in: caret)
        #expect(Array(quoted.utf16)[caretColumn] == UInt16(UInt8(ascii: "b")))
    }
}

/// A diagnostic in a minified file quotes nothing, and finding that out does not scan the line.
@Suite struct LongLineExcerptTests {
    @Test func longLinesAreNotQuoted() {
        let line = Array(String(repeating: "x", count: 10_000).utf8)
        let printer = TextDiagnosticPrinter(sources: ["f.json": line + [0x0A, 0x61, 0x0A]])
        let far = Diagnostic.error(
            .tokenValue, "x", at: SourceLocation(file: "f.json", line: 1, column: 5_000, offset: 4_999))
        #expect(printer.render(far) == "f.json:1:5000: error: x [token-value]\n")
        let next = Diagnostic.error(
            .tokenValue, "y", at: SourceLocation(file: "f.json", line: 2, column: 1, offset: 10_001))
        #expect(printer.render(next) == "f.json:2:1: error: y [token-value]\n    a\n    ^\n")
    }
}
