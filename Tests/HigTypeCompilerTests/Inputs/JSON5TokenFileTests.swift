import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore

/// Which files are read as JSON5 (`TokenFileSyntax`): a `.json5` file is, with a note; a `.json`
/// file never is, and keeps its JSON syntax error, with a note when it would read as JSON5.
@Suite struct JSON5TokenFileTests {
    static func compile(_ path: String, _ text: String) -> Compiler.Compilation {
        Compiler.compile(sources: [Compiler.SourceFile(path: path, bytes: Array(text.utf8))])
    }

    static func render(_ d: Diagnostic) -> String {
        "\(d.severity.rawValue) \(d.location.map { "\($0.line):\($0.column)" } ?? "-") \(d.id.rawValue): \(d.message)"
            + d.notes.map { " | \($0.message)" }.joined()
    }

    @Test func aJSON5FileIsReadWithANote() {
        let compilation = Self.compile("team.json5", "// sizes\n{ body: { $type: 'number', $value: +1.5, }, }\n")
        #expect(!compilation.log.hasErrors, "\(compilation.log.diagnostics.map(Self.render))")
        let notes = compilation.log.diagnostics.filter { $0.id == .foreignFormat }.map(Self.render)
        #expect(
            notes == [
                "note 2:1 foreign-format: read as JSON5 (the file is named .json5) | its fix-its are not offered: they are written for JSON; `higtype convert` writes the file as DTCG JSON"
            ])
    }

    @Test func aJSONFileThatIsJSON5KeepsItsErrorWithANote() {
        let compilation = Self.compile("team.json", "{ size: { $type: 'number', $value: 1 } }")
        #expect(compilation.log.hasErrors)
        #expect(
            compilation.log.diagnostics.map(Self.render) == [
                "error 1:3 json-syntax: object keys must be enclosed in double quotes, found unquoted key 'size' | this file parses as JSON5; name it .json5 to read it as JSON5"
            ])
        // The fix-it for JSON stays: the file is named .json.
        #expect(compilation.log.diagnostics.first?.fixIt?.replacement == "\"size\"")
    }

    @Test func aJSONFileThatIsNotJSON5EitherHasNoNote() {
        let compilation = Self.compile("team.json", "{\"a\": Infinity}")
        #expect(
            compilation.log.diagnostics.map(Self.render) == [
                "error 1:7 json-syntax: 'Infinity' is not allowed: JSON numbers must be finite"
            ])
    }

    @Test func infinityInAJSON5FileIsAnErrorAtItsPosition() {
        let compilation = Self.compile("team.json5", "{ size: { $type: 'number', $value: Infinity } }")
        #expect(
            compilation.log.diagnostics.map(Self.render) == [
                "error 1:36 json-syntax: 'Infinity' is not allowed: JSON5 reads it, but a token's number must be finite"
            ])
        let nan = Self.compile("team.json5", "{ size: { $type: 'number', $value: -NaN } }")
        #expect(
            nan.log.diagnostics.map(Self.render) == [
                "error 1:36 json-syntax: '-NaN' is not allowed: JSON5 reads it, but a token's number must be finite"
            ])
    }

    /// The same file as JSON gets fix-its; named .json5 it gets the same diagnostics without them.
    @Test func aJSON5FileGetsNoFixIts() {
        let text = #"{"family": {"$type": "fontFamily", "$value": "'Avenir Next', sans-serif"}}"#
        let json = Self.compile("team.json", text)
        let five = Self.compile("team.json5", text)
        #expect(json.log.diagnostics.contains { $0.fixIt != nil })
        #expect(!five.log.diagnostics.contains { $0.fixIt != nil })
        #expect(
            five.log.diagnostics.filter { $0.id != .foreignFormat }.map(\.message)
                == json.log.diagnostics.map(\.message))
    }
}
