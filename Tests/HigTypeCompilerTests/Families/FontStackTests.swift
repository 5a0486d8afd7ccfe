import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// `FontStack`: CSS font-family lists written as one string, read as CSS reads them, with the
/// DTCG array as the fix-it and every malformed list refused at the character at fault.
@Suite struct FontStackTests {
    func names(_ text: String) -> [String]? { try? FontStack.parse(text).get().names }

    func problem(_ text: String) -> FontStack.Problem? {
        if case .failure(let problem) = FontStack.parse(text) { problem } else { nil }
    }

    @Test func primerFluentAndCarbonStacks() {
        #expect(
            names(
                "-apple-system, BlinkMacSystemFont, \"Segoe UI\", \"Noto Sans\", Helvetica, Arial, sans-serif, \"Apple Color Emoji\""
            )
                == [
                    "-apple-system", "BlinkMacSystemFont", "Segoe UI", "Noto Sans", "Helvetica", "Arial", "sans-serif",
                    "Apple Color Emoji",
                ])
        #expect(
            names(
                "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif"
            )
                == [
                    "Segoe UI", "Segoe UI Web (West European)", "-apple-system", "BlinkMacSystemFont", "Roboto",
                    "Helvetica Neue", "sans-serif",
                ])
        #expect(
            names("'IBM Plex Sans', 'Helvetica Neue', Arial, sans-serif") == [
                "IBM Plex Sans", "Helvetica Neue", "Arial", "sans-serif",
            ])
    }

    @Test func unquotedWordsJoinWithOneSpaceAndGenericsAreLowercased() {
        #expect(names("  Helvetica \t  Neue ,SANS-SERIF,System-UI ") == ["Helvetica Neue", "sans-serif", "system-ui"])
        // A generic keyword in quotes is a family of that name, kept as written.
        let stack = try? FontStack.parse("'Serif', Serif").get()
        #expect(stack?.entries.map(\.name) == ["Serif", "serif"])
        #expect(stack?.entries.map(\.isQuoted) == [true, false])
        // Two words that happen to spell a generic are a name, not the keyword.
        #expect(names("Sans Serif, x") == ["Sans Serif", "x"])
    }

    @Test func escapes() {
        #expect(names(#"'It\'s', "Say \"hi\"", A\,B"#) == ["It's", "Say \"hi\"", "A,B"])
        // Hex escapes: up to six digits and one optional space; zero and out-of-range become U+FFFD.
        #expect(names(#"\41 B, \000041x, \0, \110000"#) == ["AB", "Ax", "\u{FFFD}", "\u{FFFD}"])
        // An escaped space is a character of the name, so a name of escaped spaces is not empty
        // (found by the fuzzer: `\0000C`, a form feed, read back from `"\c "` as an empty name).
        #expect(names(#"\0000C, '\20', "\c ""#) == ["\u{0C}", " ", "\u{0C}"])
        // A backslash before a line break inside quotes continues the string.
        #expect(names("'Hel\\\nvetica', x") == ["Helvetica", "x"])
    }

    @Test func entryOffsetsCountUnicodeScalars() throws {
        let stack = try FontStack.parse("é, 'Ü x',  Ω").get()
        #expect(stack.entries.map(\.offset) == [0, 3, 11])
    }

    @Test func malformedStacksFailAtTheCharacterAtFault() {
        #expect(
            problem("Inter, 'Helvetica")
                == .init(message: "the quote ' that starts this name is never closed", offset: 7))
        #expect(problem("Inter,, serif")?.offset == 6)
        #expect(problem(", Inter")?.offset == 0)
        #expect(problem("Inter, serif ,  ")?.offset == 13)
        #expect(problem("'Inter' Bold, serif")?.offset == 8)
        #expect(problem("Inter, Hoefler's")?.offset == 14)
        #expect(problem("'a\nb', c")?.offset == 2)
        #expect(problem("'', serif")?.offset == 0)
        #expect(problem("a, b\\")?.offset == 4)
        #expect(problem("   ")?.offset == 0)
    }

    @Test func whatCountsAsAStack() {
        #expect(FontStack.isStack("Helvetica, Arial"))
        #expect(FontStack.isStack("'Avenir Next'"))
        #expect(FontStack.isStack("  \"Avenir\""))
        #expect(!FontStack.isStack("Hoefler's Text"))
        #expect(!FontStack.isStack("SF Pro"))
    }

    @Test func theFixItIsTheDTCGForm() throws {
        let location = SourceLocation(file: "f", line: 3, column: 20, offset: 40)
        let read = FontStack.read("-apple-system, 'Segoe UI', \"Say \\\"x\\\"\"", at: location)
        #expect(read.families == ["-apple-system", "Segoe UI", #"Say "x""#])
        #expect(read.diagnostic.severity == .warning && read.diagnostic.id == .fontStack)
        #expect(read.diagnostic.location == location)
        #expect(read.diagnostic.fixIt?.replacement == #"["-apple-system", "Segoe UI", "Say \"x\""]"#)
        // The replacement is JSON that reads back as the families.
        let parsed = JSONParser.parse(Array(try #require(read.diagnostic.fixIt).replacement.utf8), file: "fix")
        guard case .array(let items)? = parsed.root?.value else {
            Issue.record("not an array")
            return
        }
        #expect(items.compactMap { if case .string(let s) = $0.value { s } else { nil } } == read.families)
        #expect(FontStack.read("'Avenir Next'", at: location).diagnostic.fixIt?.replacement == #""Avenir Next""#)
    }

    /// A stack whose names are curly-brace aliases (a Style Dictionary string template,
    /// `"{font.sans}, {font.fallback}"`) is text in a DTCG string, and its array would hold aliases
    /// where DTCG wants `$ref`s, naming tokens that decide what each entry holds: the fix-it is a
    /// suggestion, never applied by `lint --fix`, and the message says why.
    @Test func aStackOfAliasesIsNoSafeFix() throws {
        let location = SourceLocation(file: "f", line: 3, column: 20, offset: 40)
        let read = FontStack.read("{font.sans}, {font.fallback}", at: location)
        #expect(read.families == ["{font.sans}", "{font.fallback}"])
        let fixIt = try #require(read.diagnostic.fixIt)
        #expect(fixIt.applicability == .suggestion)
        #expect(fixIt.replacement == #"["{font.sans}", "{font.fallback}"]"#)
        #expect(
            read.diagnostic.message
                == "fontFamily is a CSS font stack in one string, which DTCG tools read as the name of one font; "
                + "higtype reads it as 2 families: write them as a DTCG array; its names are written as aliases, "
                + "which DTCG does not read inside a string: in the array, refer to each token with a $ref")
        // A stack of names alone stays safe.
        #expect(FontStack.read("Inter, {brace, sans-serif", at: location).diagnostic.fixIt?.isSafe == true)
    }

    /// Through lint: one pass of every safe fix-it on a DTCG file with such a stack adds no error.
    @Test func lintLeavesAStackOfAliasesAsItIs() throws {
        let text = """
            {
              "font": {
                "sans": { "$type": "fontFamily", "$value": "Inter" },
                "fallback": { "$type": "fontFamily", "$value": "sans-serif" },
                "stack": { "$type": "fontFamily", "$value": "{font.sans}, {font.fallback}" }
              }
            }
            """
        let result = Compiler.compile(sources: [.init(path: "stack.tokens.json", bytes: Array(text.utf8))])
        let stack = result.log.diagnostics.filter { $0.id == .fontStack }
        #expect(stack.count == 1 && stack[0].location?.line == 5 && stack[0].location?.column == 49)
        #expect(result.log.diagnostics.compactMap(\.fixIt).filter(\.isSafe).isEmpty)
    }

    /// An error's column counts the characters JSON escapes as their escapes: `\"` is two columns,
    /// a control character six; the byte offset moves the same way, by UTF-8 bytes otherwise.
    @Test func errorPositionsFollowTheJSONText() {
        let string = SourceLocation(file: "f", line: 2, column: 10, offset: 100)
        let read = FontStack.read("\"é\" x", at: string)
        #expect(read.families == nil && read.diagnostic.severity == .error)
        // Source text: "\"é\" x" — six columns and seven bytes between the opening quote and the x.
        #expect(read.diagnostic.location?.column == 10 + 1 + 6)
        #expect(read.diagnostic.location?.offset == 100 + 1 + 7)
        #expect(FontStack.location(of: 2, in: "\u{1}a,", stringAt: string).column == 10 + 1 + 7)
    }
}
