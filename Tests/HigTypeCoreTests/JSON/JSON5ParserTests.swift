import HigTypeTestSupport
import Testing

@testable import HigTypeCore

/// The JSON5 reader: every construct of JSON5 1.0.0 at its exact position, the number texts it
/// keeps, its errors with their positions, and the limits and duplicate keys as `JSONParser` has them.
@Suite struct JSON5ParserTests {
    /// One document with every construct; the positions below are counted in it by hand.
    static let document =
        "// header comment\n"  // 1
        + "{\n"  // 2
        + "  unquoted: 'single',\n"  // 3
        + "  $d_1: \"a\\\n"  // 4: a line continuation
        + "b\",\n"  // 5
        + "  /* block */ 'key': 0x1F,\n"  // 6
        + "  nums: [.5, 5., +1, -0x10, 1e3,],\n"  // 7
        + "\u{A0}\u{2028}esc: '\\x41\\v\\0\\'z\\q',\n"  // 8: NBSP and U+2028 are whitespace
        + "  ünï: null, // trailing\n"  // 9
        + "}\n"  // 10

    static func at(_ location: HigTypeCore.SourceLocation?) -> String {
        location.map { "\($0.line):\($0.column)" } ?? "-"
    }

    static func object(_ text: String) throws -> JSONObject {
        let result = JSON5Parser.parse(text, file: "team.json5")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        guard case .object(let object)? = result.root?.value else { throw Failed() }
        return object
    }

    struct Failed: Error {}

    @Test func everyConstructAtItsPosition() throws {
        let result = JSON5Parser.parse(Self.document, file: "team.json5")
        #expect(result.diagnostics.isEmpty)
        #expect(result.root?.location == SourceLocation(file: "team.json5", line: 2, column: 1, offset: 18))
        #expect(result.values == 12)
        let root = try Self.object(Self.document)
        #expect(root.keys == ["unquoted", "$d_1", "key", "nums", "esc", "ünï"])
        let keys = root.members.map { Self.at($0.keyLocation) }
        #expect(keys == ["3:3", "4:3", "6:15", "7:3", "8:3", "9:3"])
        let values = root.members.map { Self.at($0.value.location) }
        #expect(values == ["3:13", "4:9", "6:22", "7:9", "8:8", "9:8"])
        #expect(root["unquoted"]?.value.sameString(as: .string("single")) == true)
        #expect(root["$d_1"]?.value.sameString(as: .string("ab")) == true)
        #expect(root["esc"]?.value.sameString(as: .string("A\u{0B}\u{0}'zq")) == true)
        guard case .number(let hex)? = root["key"]?.value else { throw Failed() }
        #expect(hex == JSONNumber(text: "31", double: 31))
        guard case .array(let numbers)? = root["nums"]?.value else { throw Failed() }
        #expect(numbers.map { Self.at($0.location) } == ["7:10", "7:14", "7:18", "7:22", "7:29"])
        let texts = numbers.compactMap { if case .number(let n) = $0.value { n } else { nil } }
        #expect(
            texts == [
                JSONNumber(text: "0.5", double: 0.5), JSONNumber(text: "5", double: 5),
                JSONNumber(text: "1", double: 1),
                JSONNumber(text: "-16", double: -16), JSONNumber(text: "1e3", double: 1000),
            ])
        if case .null? = root["ünï"]?.value {} else { Issue.record("ünï is not null") }
    }

    @Test func whitespaceAndEscapedKeys() throws {
        let spaced = try Self.object("\u{FEFF}{\u{0B}\u{0C}a:1}")
        #expect(Self.at(spaced.members.first?.keyLocation) == "1:5")
        let escaped = try Self.object("{\\u0061b: 1, café_\u{301}: 2}")
        #expect(escaped.keys == ["ab", "café_\u{301}"])
        #expect(escaped.members.map { Self.at($0.keyLocation) } == ["1:2", "1:14"])
        let continued = try Self.object("{a: 'x\\\r\ny', b: 'x\\\u{2028}y', c: \"\u{2028}\"}")
        #expect(continued["a"]?.value.sameString(as: .string("xy")) == true)
        #expect(continued["b"]?.value.sameString(as: .string("xy")) == true)
        #expect(continued["c"]?.value.sameString(as: .string("\u{2028}")) == true)
        #expect(Self.at(continued.member("b")?.keyLocation) == "2:5")
        #expect(Self.at(continued["b"]?.location) == "2:8")
    }

    @Test func largeHexNumbersKeepAJSONText() throws {
        let root = try Self.object("{a: 0xFFFFFFFFFFFFFFFF, b: 0x10000000000000000, c: -0X0}")
        guard case .number(let a)? = root["a"]?.value, case .number(let b)? = root["b"]?.value,
            case .number(let c)? = root["c"]?.value
        else { throw Failed() }
        #expect(a.text == "18446744073709551615")
        #expect(a.double == Double(UInt64.max))
        #expect(b.double == 0x1p64)
        guard case .number(let reread)? = JSONParser.parse(b.text, file: "b.json").root?.value else { throw Failed() }
        #expect(reread.double == b.double)
        #expect(c.text == "-0")
    }

    static let errors: [(String, String, String)] = [
        ("{size: Infinity}", "1:8", "'Infinity' is not allowed: JSON5 reads it, but a token's number must be finite"),
        ("{size: -Infinity}", "1:8", "'-Infinity' is not allowed: JSON5 reads it, but a token's number must be finite"),
        ("[NaN]", "1:2", "'NaN' is not allowed: JSON5 reads it, but a token's number must be finite"),
        ("[+NaN]", "1:2", "'+NaN' is not allowed: JSON5 reads it, but a token's number must be finite"),
        ("{a: 1 /* open", "1:14", "unterminated comment: '/*' is never closed with '*/'"),
        ("['\\1']", "1:3", "'\\1' is not an escape: JSON5 has no octal escapes"),
        ("['\\01']", "1:3", "'\\0' cannot be followed by a digit: JSON5 has no octal escapes"),
        ("[01]", "1:2", "numbers cannot have leading zeros"),
        ("[0x]", "1:4", "expected a hexadecimal digit after '0x', found ']'"),
        ("[.]", "1:3", "expected a digit after the decimal point, found ']'"),
        (
            "['a\nb']", "1:4",
            "line break inside a string: close the string, write it as '\\n', or end the line with '\\' to continue the string"
        ),
        ("{a: 1,, }", "1:7", "expected a key or '}' after ',', found ','"),
        ("{1: 2}", "1:2", "expected a key or '}', found a number"),
        ("{a: 1 b: 2}", "1:7", "expected ',' or '}' after object member, found 'b'"),
        ("[1, 2", "1:6", "expected ',' or ']' after array element, found end of input"),
        ("", "1:1", "the file is empty"),
        ("// only", "1:8", "the file holds only whitespace and comments, no value"),
        ("{a: 1} x", "1:8", "expected end of input after the top-level value, found 'x'"),
        ("{a: undefined}", "1:5", "expected a value, found 'undefined' (strings must be enclosed in quotes)"),
        ("['\\x4']", "1:3", "'\\x' must be followed by two hex digits"),
        ("{\\u0031a: 1}", "1:2", "'\\u0031' is not a character a key may start with unquoted: quote the key"),
        ("{a\\b: 1}", "1:3", "a '\\' in a key must start a '\\uXXXX' escape"),
        ("{a: 1e}", "1:7", "expected a digit in the exponent, found '}'"),
        ("['unterminated", "1:15", "unterminated string"),
    ]

    @Test(arguments: errors.indices)
    func errorAtItsPosition(_ index: Int) {
        let (text, position, message) = Self.errors[index]
        let result = JSON5Parser.parse(text, file: "team.json5")
        #expect(result.root == nil)
        #expect(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.id == .jsonSyntax)
        #expect(Self.at(diagnostic?.location) == position, "\(text)")
        #expect(diagnostic?.message == message)
    }

    @Test func errorNotes() {
        let comment = JSON5Parser.parse("{a: 1 /* open", file: "team.json5").diagnostics.first
        #expect(comment?.notes.map { "\($0.message) \(Self.at($0.location))" } == ["the comment starts here 1:7"])
        let open = JSON5Parser.parse("[1, 2", file: "team.json5").diagnostics.first
        #expect(open?.notes.map { "\($0.message) \(Self.at($0.location))" } == ["to match this '[' 1:1"])
        let bad = JSON5Parser.parse([0x5B, 0x27, 0xFF, 0x27, 0x5D], file: "team.json5").diagnostics.first
        #expect(bad?.id == .jsonEncoding)
        #expect(Self.at(bad?.location) == "1:3")
        #expect(bad?.message == "invalid UTF-8: byte 0xFF never appears in UTF-8")
    }

    @Test func duplicateKeysAsTheStrictParserReportsThem() {
        let result = JSON5Parser.parse("{a: 1, 'a': 2, \"a\": 3}", file: "team.json5")
        #expect(result.root != nil)
        #expect(result.diagnostics.map(\.id) == [.duplicateKey, .duplicateKey])
        #expect(result.diagnostics.map { Self.at($0.location) } == ["1:8", "1:16"])
        #expect(result.diagnostics.map(\.message) == ["duplicate key 'a' in object", "duplicate key 'a' in object"])
        #expect(result.diagnostics.map { $0.notes.map { Self.at($0.location) } } == [["1:2"], ["1:2"]])
        #expect(JSON5Parser.parse("{a: 1, a: 2}", file: "t.json5", reportDuplicateKeys: false).diagnostics.isEmpty)
        // Past 16 members the keys are looked up in an index: the same report.
        let many = (0..<20).map { "k\($0): \($0)" }.joined(separator: ", ")
        let indexed = JSON5Parser.parse("{\(many), k3: 0, k19: 1}", file: "t.json5")
        #expect(
            indexed.diagnostics.map(\.message) == ["duplicate key 'k3' in object", "duplicate key 'k19' in object"])
    }

    /// The limits give the strict parser's diagnostics, at the same positions.
    @Test func limitsAsTheStrictParserHasThem() {
        let cases: [(String, JSONParser.Limits)] = [
            ("[[[1]]]", .init(maxDepth: 2)),
            ("[1, 2]", .init(maxValues: 2)),
            ("[1,2]", .init(maxBytes: 4)),
        ]
        for (text, limits) in cases {
            let strict = JSONParser.parse(text, file: "t.json5", limits: limits)
            let five = JSON5Parser.parse(text, file: "t.json5", limits: limits)
            #expect(five.root == nil)
            #expect(five.diagnostics == strict.diagnostics, "\(text)")
            #expect(five.diagnostics.count == 1)
        }
        var before = JSONParser.Limits(maxValues: 1)
        before.valuesBefore = 7
        #expect(
            JSON5Parser.parse("[1]", file: "t.json5", limits: before).diagnostics
                == JSONParser.parse("[1]", file: "t.json5", limits: before).diagnostics)
    }

    /// JSON is JSON5: a strict document reads as the same tree, positions and number texts included.
    @Test func strictJSONReadsTheSame() throws {
        let text = JSONParserTests.document
        let strict = try #require(JSONParser.parse(text, file: "s.json").root)
        let five = try #require(JSON5Parser.parse(text, file: "s.json").root)
        #expect(JSON5ParserTests.difference(strict, five) == nil)
    }

    /// Where two trees differ (values, number texts, every position), or nil.
    static func difference(_ a: JSONNode, _ b: JSONNode) -> String? {
        if a.location != b.location { return "\(a.location) against \(b.location)" }
        switch (a.value, b.value) {
        case (.null, .null): return nil
        case (.bool(let x), .bool(let y)): return x == y ? nil : "\(x) against \(y) at \(a.location)"
        case (.string(let x), .string(let y)): return x == y ? nil : "'\(x)' against '\(y)' at \(a.location)"
        case (.number(let x), .number(let y)): return x == y ? nil : "\(x.text) against \(y.text) at \(a.location)"
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return "arrays of \(x.count) and \(y.count) at \(a.location)" }
            return zip(x, y).lazy.compactMap { difference($0, $1) }.first
        case (.object(let x), .object(let y)):
            guard x.members.count == y.members.count else { return "objects of other sizes at \(a.location)" }
            for (p, q) in zip(x.members, y.members) {
                if p.key != q.key || p.keyLocation != q.keyLocation {
                    return "key '\(p.key)' at \(p.keyLocation) against '\(q.key)' at \(q.keyLocation)"
                }
                if let d = difference(p.value, q.value) { return d }
            }
            return nil
        default: return "\(a.value.typeName) against \(b.value.typeName) at \(a.location)"
        }
    }

    /// Every value and key of `root` ends where `JSONExtent` says: the bytes from its start to that
    /// end read, alone, as the same value (a key, as the same key). Nil, or the first that does not.
    static func extentProblem(_ root: JSONNode, in bytes: [UInt8]) -> String? {
        func text(_ node: JSONNode) -> String { JSONOutput(node).serialized(pretty: false) }
        func slice(_ start: Int) -> [UInt8]? {
            JSONExtent.end(ofValueAt: start, in: bytes).map { Array(bytes[start..<$0]) }
        }
        var stack = [root]
        while let node = stack.popLast() {
            guard let part = slice(node.location.offset) else { return "no end for the value at \(node.location)" }
            let alone = JSON5Parser.parse(part, file: "slice", reportDuplicateKeys: false).root
            if alone.map(text) != text(node) {
                return "the value at \(node.location) ends wrong: \(String(decoding: part, as: UTF8.self))"
            }
            switch node.value {
            case .array(let items): stack += items
            case .object(let object):
                for member in object.members {
                    guard let key = slice(member.keyLocation.offset) else {
                        return "no end for the key at \(member.keyLocation)"
                    }
                    let wrapped = JSON5Parser.parse(Array("{".utf8) + key + Array(":0}".utf8), file: "key").root
                    guard case .object(let one)? = wrapped?.value, one.members.first?.key == member.key else {
                        return "the key at \(member.keyLocation) ends wrong: \(String(decoding: key, as: UTF8.self))"
                    }
                    stack.append(member.value)
                }
            default: break
            }
        }
        return nil
    }

    @Test func everyValueAndKeyEndsWhereJSONExtentSays() throws {
        let bytes = Array(Self.document.utf8)
        let root = try #require(JSON5Parser.parse(bytes, file: "team.json5").root)
        #expect(Self.extentProblem(root, in: bytes) == nil)
        // Brackets in comments and strings are not counted; a comment ends an unquoted word.
        let tricky = Array("{a: [1, /* ] } */ 2], 'b]': '}', c: true// x\n, d: -.5e1/* y */}".utf8)
        let trickyRoot = try #require(JSON5Parser.parse(tricky, file: "t.json5").root)
        #expect(Self.extentProblem(trickyRoot, in: tricky) == nil)
        #expect(JSONExtent.end(ofValueAt: 0, in: tricky) == tricky.count)
    }
}
