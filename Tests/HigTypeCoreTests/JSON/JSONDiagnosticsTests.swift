import HigTypeTestSupport
import Testing

@testable import HigTypeCore

/// A malformed input and the one diagnostic it must produce.
struct BadJSON: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var id: String
    var line: Int
    var column: Int
    var message: String

    static func syntax(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) -> BadJSON {
        BadJSON(name: name, bytes: Array(text.utf8), id: "json-syntax", line: line, column: column, message: message)
    }

    static func encoding(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) -> BadJSON {
        BadJSON(name: name, bytes: bytes, id: "json-encoding", line: line, column: column, message: message)
    }

    var testDescription: String { name }
}

@Suite struct JSONDiagnosticsTests {
    static let badInputs: [BadJSON] = [
        .syntax("trailing comma in array", "[1,2,]", 1, 5, "trailing comma before ']'"),
        .syntax("trailing comma in object", "{\n  \"a\": 1,\n}", 2, 9, "trailing comma before '}'"),
        .syntax("trailing comma after CRLF", "[1,\r\n2,]", 2, 2, "trailing comma before ']'"),
        .syntax("missing comma", "[1 2]", 1, 4, "expected ',' or ']' after array element, found a number"),
        .syntax("wrong closer", "{\"a\":1]", 1, 7, "expected ',' or '}' after object member, found ']'"),
        .syntax("missing colon", "{\"a\" 1}", 1, 6, "expected ':' after object key, found a number"),
        .syntax("missing value", "{\"a\":}", 1, 6, "expected a value, found '}'"),
        .syntax("double comma", "[1,,2]", 1, 4, "expected a value, found ','"),
        .syntax(
            "second top-level value", "[1]\n2", 2, 1,
            "expected end of input after the top-level value, found a number"),
        .syntax("unterminated string", "[\"abc", 1, 6, "unterminated string"),
        .syntax(
            "line break in string", "[\"abc\n]", 1, 6,
            "line break inside a string: close the string with '\"' or write it as '\\n'"),
        .syntax("tab in string", "[\"a\tb\"]", 1, 4, "tab character inside a string: write it as '\\t'"),
        .syntax(
            "control character in string", "[\"a\u{1}\"]", 1, 4,
            "control character U+0001 inside a string: write it as '\\u0001'"),
        .syntax(
            "bad escape", "[\"\\x41\"]", 1, 3,
            "invalid escape '\\x' in string (valid escapes: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"),
        .syntax("short unicode escape", "[\"\\u12G4\"]", 1, 3, "'\\u' must be followed by four hex digits"),
        .syntax("line comment", "{\n  \"a\": 1 // size\n}", 2, 10, "comments are not allowed in JSON"),
        .syntax("block comment", "/* tokens */ {}", 1, 1, "comments are not allowed in JSON"),
        .syntax("single quotes", "{'a': 1}", 1, 2, "strings must be enclosed in double quotes, not single quotes"),
        .syntax(
            "curly quotes", "[\u{201C}a\u{201D}]", 1, 2,
            "curly quotes are not allowed: use straight double quotes '\"'"),
        .syntax(
            "unquoted key", "{size: 1}", 1, 2,
            "object keys must be enclosed in double quotes, found unquoted key 'size'"),
        .syntax("NaN", "[NaN]", 1, 2, "'NaN' is not allowed: JSON numbers must be finite"),
        .syntax("negative Infinity", "[-Infinity]", 1, 2, "'-Infinity' is not allowed: JSON numbers must be finite"),
        .syntax("capitalised literal", "[True]", 1, 2, "'True' is not valid JSON: literals are lowercase ('true')"),
        .syntax(
            "bare word", "[bold]", 1, 2,
            "expected a value, found 'bold' (strings must be enclosed in double quotes)"),
        .syntax("leading zero", "[01]", 1, 2, "numbers cannot have leading zeros"),
        .syntax("leading plus", "[+1]", 1, 2, "numbers cannot start with '+'"),
        .syntax("leading point", "[.5]", 1, 2, "numbers need a digit before the decimal point"),
        .syntax("hex number", "[0x1F]", 1, 2, "hexadecimal numbers are not allowed in JSON"),
        .syntax("bare decimal point", "[1.]", 1, 4, "expected a digit after the decimal point, found ']'"),
        .syntax("empty exponent", "[1e+]", 1, 5, "expected a digit in the exponent, found ']'"),
        .syntax("empty file", "", 1, 1, "the file is empty"),
        .syntax("whitespace only", "\n  ", 2, 3, "the file contains only whitespace"),
        // Columns count Unicode scalars: é and ö are two bytes each, 👍 is four.
        .syntax(
            "two-byte scalars before the error", "{\"héllo\": \"wörld\" \"x\": 1}", 1, 19,
            "expected ',' or '}' after object member, found a string"),
        .syntax(
            "four-byte scalar before the error", "[\"👍\", x]", 1, 7,
            "expected a value, found 'x' (strings must be enclosed in double quotes)"),
        // Encoding problems.
        .encoding(
            "byte order mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8), 1, 1,
            "the file starts with a byte order mark (BOM)"),
        .encoding(
            "UTF-16", Array("[]".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), 1, 1,
            "the file looks like UTF-16 (or UTF-32), not UTF-8"),
        .encoding(
            "invalid byte", Array("[\n  \"é".utf8) + [0xFF] + Array("\"]".utf8), 2, 5,
            "invalid UTF-8: byte 0xFF never appears in UTF-8"),
        .encoding(
            "overlong", Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8), 1, 3,
            "invalid UTF-8: overlong encoding (lead byte 0xC0)"),
        .encoding(
            "encoded surrogate", Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), 1, 3,
            "invalid UTF-8: encoded UTF-16 surrogate (U+D800–U+DFFF)"),
        .encoding(
            "beyond U+10FFFF", Array("[\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"]".utf8),
            1, 3, "invalid UTF-8: code point above U+10FFFF"),
        .encoding(
            "truncated sequence", Array("[\"".utf8) + [0xE2, 0x82], 1, 3,
            "invalid UTF-8: truncated sequence starting with 0xE2"),
        .encoding(
            "lone continuation byte outside a string", Array("[1, ".utf8) + [0x80] + Array("]".utf8),
            1, 5, "invalid UTF-8: continuation byte 0x80 without a lead byte"),
        .encoding(
            "lone high surrogate escape", Array("[\"\\uD800\"]".utf8), 1, 3,
            "unpaired high surrogate '\\uD800' in string"),
        .encoding(
            "lone low surrogate escape", Array("[\"\\uDE00\\uD83D\"]".utf8), 1, 3,
            "unpaired low surrogate '\\uDE00' in string"),
        .encoding(
            "high surrogate before a non-surrogate", Array("[\"\\uD83D\\u0041\"]".utf8), 1, 3,
            "high surrogate '\\uD83D' is not followed by a low surrogate"),
    ]

    @Test(arguments: badInputs)
    func reportsOneError(_ bad: BadJSON) throws {
        let result = JSONParser.parse(bad.bytes, file: "tokens.json")
        #expect(result.root == nil)
        try #require(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics[0]
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.id.rawValue == bad.id)
        #expect(diagnostic.message == bad.message)
        #expect(diagnostic.location?.file == "tokens.json")
        #expect(diagnostic.location?.line == bad.line)
        #expect(diagnostic.location?.column == bad.column)
    }

    @Test func byteOffsetsCountBytesWhileColumnsCountScalars() {
        let location = JSONParser.parse("[\"👍\", x]", file: "t.json").diagnostics.first?.location
        #expect(location?.column == 7)
        #expect(location?.offset == 9)
    }

    @Test func trailingCommaSuggestsDeletingIt() throws {
        let fix = try #require(JSONParser.parse("[1,]", file: "t.json").diagnostics.first?.fixIt)
        #expect(fix.replacement == "")
        #expect(fix.range.offsets == 2..<3, "the comma")
        #expect(fix.range.start == SourceLocation(file: "t.json", line: 1, column: 3, offset: 2))
        #expect(fix.range.end == SourceLocation(file: "t.json", line: 1, column: 4, offset: 3))
        #expect(fix.isSafe)
    }

    @Test func unquotedKeyIsQuotedInPlace() throws {
        let fix = try #require(JSONParser.parse("{\n  fontSize: 1}", file: "t.json").diagnostics.first?.fixIt)
        #expect(fix.replacement == "\"fontSize\"")
        #expect(fix.range.start == SourceLocation(file: "t.json", line: 2, column: 3, offset: 4))
        #expect(fix.range.end == SourceLocation(file: "t.json", line: 2, column: 11, offset: 12))
        #expect(fix.isSafe)
    }

    @Test func byteOrderMarkSaysHowToFixIt() {
        let diagnostic = JSONParser.parse([0xEF, 0xBB, 0xBF, 0x5B, 0x5D], file: "t.json").diagnostics.first
        #expect(diagnostic?.notes.map(\.message) == ["save the file as UTF-8 without a byte order mark"])
    }

    @Test func unterminatedContainerPointsAtEndAndNotesTheBracket() {
        let text = "{\n  \"a\": [1, 2],\n  \"b\": {\"c\": 1}\n"
        let diagnostic = JSONParser.parse(text, file: "t.json").diagnostics.first
        #expect(diagnostic?.message == "expected ',' or '}' after object member, found end of input")
        #expect(diagnostic?.location?.line == 4)
        #expect(diagnostic?.location?.column == 1)
        #expect(diagnostic?.location?.offset == text.utf8.count)
        #expect(diagnostic?.notes.map(\.message) == ["to match this '{'"])
        #expect(diagnostic?.notes.first?.location?.line == 1)
        #expect(diagnostic?.notes.first?.location?.column == 1)
    }

    @Test func unterminatedNestedArrayNotesTheInnermostBracket() {
        let diagnostic = JSONParser.parse("{\"a\": [1, 2", file: "t.json").diagnostics.first
        #expect(diagnostic?.location?.column == 12)
        #expect(diagnostic?.notes.first?.location?.column == 7)
    }

    @Test func unterminatedStringNotesWhereItStarts() {
        let diagnostic = JSONParser.parse("{\"a\": \"abc", file: "t.json").diagnostics.first
        #expect(diagnostic?.location?.column == 11)
        #expect(diagnostic?.notes.map(\.message) == ["the string starts here"])
        #expect(diagnostic?.notes.first?.location?.column == 7)
    }

    @Test func duplicateKeysAreReportedWithBothPositions() throws {
        let text = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}"
        let result = JSONParser.parse(text, file: "t.json")
        guard case .object(let object)? = result.root?.value else {
            Issue.record("expected an object root")
            return
        }
        #expect(object.keys == ["a", "b", "a"])
        try #require(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics[0]
        #expect(diagnostic.id == .duplicateKey)
        #expect(diagnostic.message == "duplicate key 'a' in object")
        #expect(diagnostic.location?.line == 4)
        #expect(diagnostic.location?.column == 3)
        #expect(diagnostic.notes.map(\.message) == ["first defined here"])
        #expect(diagnostic.notes.first?.location?.line == 2)
        #expect(diagnostic.notes.first?.location?.column == 3)

        #expect(JSONParser.parse(text, file: "t.json", reportDuplicateKeys: false).diagnostics.isEmpty)
    }

    @Test func duplicateKeysInLargeObjectsPointAtTheFirstOccurrence() {
        let members = (0..<40).map { "\"k\($0 % 20)\": \($0)" }.joined(separator: ",\n")
        let result = JSONParser.parse("{\n\(members)\n}", file: "t.json")
        #expect(result.root != nil)
        #expect(result.diagnostics.count == 20)
        #expect(result.diagnostics.map { $0.location?.line ?? 0 } == Array(22...41))
        #expect(result.diagnostics.map { $0.notes.first?.location?.line ?? 0 } == Array(2...21))
    }

    @Test func deepNestingStopsCleanlyAtTheLimit() {
        let result = JSONParser.parse(String(repeating: "[", count: 100_000), file: "t.json")
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.id == .jsonDepth)
        #expect(result.diagnostics.first?.message == "arrays and objects are nested more than 256 levels deep")
        #expect(result.diagnostics.first?.location?.column == 257)
    }

    @Test func depthLimitIsConfigurable() {
        let limits = JSONParser.Limits(maxDepth: 2)
        #expect(JSONParser.parse("[{\"a\": 1}]", file: "t.json", limits: limits).root != nil)
        let deep = JSONParser.parse("[{\"a\": [1]}]", file: "t.json", limits: limits)
        #expect(deep.diagnostics.first?.id == .jsonDepth)
        #expect(deep.diagnostics.first?.location?.column == 8)
    }

    @Test func sizeLimit() {
        let result = JSONParser.parse("[1, 2]", file: "t.json", limits: .init(maxBytes: 5))
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.id == .jsonSize)
        #expect(result.diagnostics.first?.message == "the file is 6 bytes, more than the limit of 5 bytes")
    }
}
