import Foundation
import HigTypeCore
import HigTypeTestSupport
import Testing

/// The text helpers written so that the library links FoundationEssentials alone: each agrees
/// with the Foundation call it replaces (the tests may link Foundation; the binary does not),
/// except where Foundation's answer lets an escaper miss a character, which the tests name.
@Suite struct EssentialsTextTests {
    /// `%.2f` as C prints it: the exact binary value rounded half to even, `-0.00` for a tiny negative.
    @Test func fixedDecimalsAgreeWithPrintf() {
        var generator = SeededRandom(seed: 0x5eed)
        var values: [Double] = [
            0, -0.0, 0.125, 0.375, -0.125, 1.005, 2.675, 0.005, -0.004, 99.995, 0.38, -0.41, 1e-300,
        ]
        for _ in 0..<20_000 { values.append(Double(Int64(bitPattern: generator.next()) % 2_000_000) / 997.0) }
        for _ in 0..<2_000 { values.append(Double(Int64(bitPattern: generator.next()) % 2_000) / 1000.0 + 0.0005) }
        for value in values {
            for decimals in 0...3 {
                #expect(
                    NumberText.fixed(value, decimals: decimals) == String(format: "%.\(decimals)f", value),
                    "\(value) with \(decimals) decimals")
            }
        }
    }

    @Test func trimmingAgreesWithFoundationsCharacterSets() {
        for value in 0...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "\(scalar)a\(scalar)"
            #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines), "U+\(value)")
            #expect(text.trimmingWhitespace(newlines: false) == text.trimmingCharacters(in: .whitespaces), "U+\(value)")
        }
        let samples = [
            "", " ", "\t a b \t", "\n\r x \u{2028}", "\u{00A0}nbsp\u{3000}", "\u{85}next\u{85}", "é\u{301} ",
            "  \u{200B}zero-width\u{200B} ", "\u{000B}\u{000C}v\u{000C}", "a", "\u{1680}ogham\u{2009}",
        ]
        for text in samples {
            #expect(
                text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(text.debugDescription)")
            #expect(
                text.trimmingWhitespace(newlines: false) == text.trimmingCharacters(in: .whitespaces),
                "\(text.debugDescription)")
        }
    }

    @Test func percentDecodingAgreesWithFoundation() {
        let samples = [
            "a%20b", "%", "%2", "%zz", "%+1", "%C3%A9", "%C3", "%e2%82%ac", "plain", "%25", "a%2Fb%2f", "%FF",
        ]
        for text in samples {
            #expect(PercentDecoding.decoded(text) == text.removingPercentEncoding, "\(text)")
        }
    }

    /// Foundation matches by character, so a quote or tilde that a combining mark follows is not
    /// replaced; matched scalar by scalar, it is.
    @Test func scalarReplacementSeesAMarkedQuote() {
        let marked = "it'\u{301}s"
        #expect(marked.replacingOccurrences(of: "'", with: "_") == marked)
        #expect(marked.replacingScalars(of: "'", with: "_") == "it_\u{301}s")
        #expect("a~1b~0c".replacingScalars(of: "~1", with: "/") == "a/b~0c")
        #expect("~~~".replacingScalars(of: "~~", with: "x") == "x~")
        #expect("abc".replacingScalars(of: "", with: "x") == "abc")
        for text in ["it's", "a~b/c", "no match", "''", "|a|b|"] {
            for (target, replacement) in [("'", "'\\''"), ("~", "~0"), ("/", "~1"), ("|", "\\|")] {
                #expect(
                    text.replacingScalars(of: target, with: replacement)
                        == text.replacingOccurrences(of: target, with: replacement))
            }
        }
    }
}
