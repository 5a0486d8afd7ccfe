import HigTypeTestSupport
import Testing

@testable import HigTypeCore

@Suite struct JSONParserTests {
    static let document = """
        {
          "name": "Body",
          "size": {
            "value": 17,
            "unit": "pt"
          },
          "tags": ["a", true, null, -1.5e3]
        }
        """

    static func root() throws -> JSONObject {
        let result = JSONParser.parse(document, file: "style.json")
        #expect(result.diagnostics.isEmpty)
        guard case .object(let object)? = result.root?.value else { throw ParseFailed() }
        return object
    }

    struct ParseFailed: Error {}

    @Test func rootAndKeyPositions() throws {
        let result = JSONParser.parse(Self.document, file: "style.json")
        #expect(result.root?.location == SourceLocation(file: "style.json", line: 1, column: 1, offset: 0))
        let root = try Self.root()
        #expect(root.keys == ["name", "size", "tags"])
        #expect(root.member("name")?.keyLocation == SourceLocation(file: "style.json", line: 2, column: 3, offset: 4))
        #expect(root["name"]?.location.line == 2)
        #expect(root["name"]?.location.column == 11)
    }

    @Test func nestedValuePositions() throws {
        guard case .object(let size)? = try Self.root()["size"]?.value else { throw ParseFailed() }
        let value = try #require(size.member("value"))
        #expect(value.keyLocation.line == 4)
        #expect(value.keyLocation.column == 5)
        #expect(value.value.location.line == 4)
        #expect(value.value.location.column == 14)
        guard case .number(let number) = value.value.value else { throw ParseFailed() }
        #expect(number == JSONNumber(text: "17", double: 17))
    }

    @Test func arrayElementPositionsAndValues() throws {
        let tags = try #require(try Self.root()["tags"])
        #expect(tags.location.line == 7)
        #expect(tags.location.column == 11)
        guard case .array(let items) = tags.value else { throw ParseFailed() }
        #expect(items.map(\.location.column) == [12, 17, 23, 29])
        #expect(items.map(\.value.typeName) == ["string", "boolean", "null", "number"])
        guard case .number(let number) = items[3].value else { throw ParseFailed() }
        #expect(number.text == "-1.5e3")
        #expect(number.double == -1500)
    }

    @Test func stringEscapesAreDecoded() {
        let result = JSONParser.parse(#"["a\u00e9\n\uD83D\uDE00\/\"\\\b\f\r\t\u0000"]"#, file: "t.json")
        guard case .array(let items)? = result.root?.value, case .string(let text)? = items.first?.value else {
            Issue.record("expected an array holding a string")
            return
        }
        #expect(text == "aé\n😀/\"\\\u{8}\u{C}\r\t\u{0}")
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("1E+2", 100), ("2.5e-3", 0.0025), ("1e999", .infinity),
        ("-1e999", -.infinity), ("1e-999", 0), ("123456789012345678901234567890", 1.2345678901234568e29),
    ])
    func numbersKeepTextAndValue(text: String, value: Double) {
        guard case .number(let number)? = JSONParser.parse(text, file: "t.json").root?.value else {
            Issue.record("\(text) did not parse as a number")
            return
        }
        #expect(number.text == text)
        #expect(number.double == value)
    }

    @Test func scalarsAtTopLevel() {
        #expect(JSONParser.parse(" true ", file: "t.json").root?.value.typeName == "boolean")
        #expect(JSONParser.parse("\"x\"", file: "t.json").root?.value.typeName == "string")
        #expect(JSONParser.parse("null", file: "t.json").root?.location.column == 1)
    }

    @Test func columnsStayExactOnALongSingleLine() {
        let count = 50_000
        let text = "[" + Array(repeating: "\"é\"", count: count).joined(separator: ",") + "]"
        guard case .array(let items)? = JSONParser.parse(text, file: "t.json").root?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(items.count == count)
        #expect(items.last?.location.column == 2 + (count - 1) * 4)
        #expect(items.last?.location.offset == 1 + (count - 1) * 5)
    }
}
