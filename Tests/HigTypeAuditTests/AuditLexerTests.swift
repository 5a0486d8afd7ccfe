import HigTypeTestSupport
import Testing

@testable import HigTypeAudit
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec

/// The two lexers on the forms that trip line-based scanners: what comes out as one comment or
/// one string, and where it ends.
@Suite struct AuditLexerTests {
    private func swift(_ source: String) -> (kinds: [String], texts: [String], comments: [String]) {
        let bytes = Array(source.utf8)
        let lexed = SwiftLexer.lex(bytes)
        let text = { (a: Int, b: Int) in String(decoding: bytes[a..<b], as: UTF8.self) }
        return (
            lexed.tokens.map { "\($0.kind)" }, lexed.tokens.map { text($0.start, $0.end) },
            lexed.comments.map { text($0.start, $0.end) }
        )
    }

    @Test func nestedBlockCommentsEndAtTheirOwnClose() {
        let lexed = swift("a /* b /* c */ d */ e")
        #expect(lexed.texts == ["a", "e"])
        #expect(lexed.comments == ["/* b /* c */ d */"])
    }

    @Test func rawStringsCloseOnlyWithTheirHashes() {
        #expect(swift(##"x = #"a "b" \(c)"# + y"##).texts == ["x", "=", ##"#"a "b" \(c)"#"##, "+", "y"])
        #expect(swift(###"##"a "# b"## z"###).texts == [###"##"a "# b"##"###, "z"])
    }

    /// `#"""#` is a one-line raw string holding a quote, not the opening of a multi-line one:
    /// what follows on the next lines is code again.
    @Test func oneLineRawStringsThatHoldQuotes() {
        #expect(swift("q = #\"\"\"#\nf(1)").texts == ["q", "=", ##"#"""#"##, "f", "(", "1", ")"])
        #expect(swift(##"a = #""""# b"##).texts == ["a", "=", ##"#""""#"##, "b"])
        #expect(swift(###"a = ##"""## b"###).texts == ["a", "=", ###"##"""##"###, "b"])
        #expect(swift(##"a = #"say "hi""# b"##).texts == ["a", "=", ##"#"say "hi""#"##, "b"])
        #expect(swift(##"a = #"""x"""# b"##).texts == ["a", "=", ##"#"""x"""#"##, "b"])
        // A quote followed by too few `#` does not close it: this one is multi-line.
        let multi = "m = ##\"\"\"\"#\n  x\n  \"\"\"##\nz"
        #expect(swift(multi).texts == ["m", "=", "##\"\"\"\"#\n  x\n  \"\"\"##", "z"])
        // Without `#`, `"""` always opens a multi-line string.
        #expect(swift("a = \"\"\"\n\"\"\"\nb").texts == ["a", "=", "\"\"\"\n\"\"\"", "b"])
    }

    @Test func interpolationsHoldParenthesesStringsAndComments() {
        let source = #"s = "\(f(")", g("\(h(")"))")) /* ) */) tail" + t"#
        #expect(swift(source).texts == ["s", "=", #""\(f(")", g("\(h(")"))")) /* ) */) tail""#, "+", "t"])
        #expect(swift(source).comments.isEmpty)
    }

    @Test func multiLineStringsKeepEscapedQuotes() {
        let source = "m = \"\"\"\n  a \\\"\"\" b\n  \"\"\"\nz"
        #expect(swift(source).texts == ["m", "=", "\"\"\"\n  a \\\"\"\" b\n  \"\"\"", "z"])
    }

    @Test func unterminatedStringEndsAtTheLine() {
        #expect(swift("a = \"open\nb").texts == ["a", "=", "\"open", "b"])
    }

    @Test func cssCommentsStringsAndDimensions() {
        let bytes = Array(#"p{font:/* 1px */"x;y" 17PX/1.5 -apple-system-body}"#.utf8)
        let lexed = CSSLexer.lex(bytes)
        let texts = lexed.tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
        #expect(texts == ["p", "{", "font", ":", #""x;y""#, "17PX", "/", "1.5", "-apple-system-body", "}"])
        #expect(lexed.comments.count == 1)
        guard case .dimension(let unitStart) = lexed.tokens[5].kind else {
            Issue.record("17PX is not a dimension")
            return
        }
        #expect(String(decoding: bytes[unitStart..<lexed.tokens[5].end], as: UTF8.self) == "PX")
    }
}
