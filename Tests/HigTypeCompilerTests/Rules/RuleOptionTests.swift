import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// Typed rule options: the configuration checks each value against the option's declared type
/// and reports a wrong one at its position; a rule reads the value typed, or else the default.
@Suite struct RuleOptionTests {
    enum Leading: String, CaseIterable, Sendable { case tight, standard, loose }

    static let size = RuleOption.number("size", default: 20, minimum: 1, maximum: 100, "a size")
    static let count = RuleOption.integer("count", default: 3, minimum: 1, "a count")
    static let strict = RuleOption.boolean("strict", default: false, "strictly")
    static let leading = RuleOption.choice("leading", default: Leading.standard, "a leading")

    static let rule = RuleInfo(
        id: DiagnosticID("test-rule"), defaultSeverity: .warning, summary: "A test.", rationale: "Tests: none.",
        details: "", options: [size.spec, count.spec, strict.spec, leading.spec], examples: [])

    /// The configuration of `options` (a JSON object) for the test rule.
    static func configure(_ options: String) throws -> RuleConfiguration {
        let json = #"{ "test-rule": ["warning", \#(options)] }"#
        let root = try #require(JSONParser.parse(json, file: "m.json").root)
        guard case .object(let object) = root.value else { throw CancellationError() }
        return RuleConfiguration(
            Dictionary(uniqueKeysWithValues: object.members.map { ($0.key, $0.value) }), registry: [rule])
    }

    static func messages(_ options: String) throws -> [String] {
        try configure(options).diagnostics.map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)"
        }
    }

    @Test func valuesOfTheDeclaredTypesAreRead() throws {
        let configuration = try Self.configure(#"{ "size": 12.5, "count": 2, "strict": true, "leading": "loose" }"#)
        #expect(configuration.diagnostics.isEmpty)
        let options = try #require(configuration.options[Self.rule.id])
        #expect(
            options == [
                "size": .number(12.5), "count": .number(2), "strict": .boolean(true), "leading": .text("loose"),
            ])
    }

    @Test func aRuleReadsTypedValuesOrTheDefaults() throws {
        let manifest = #"{ "type": { "$type": "typography", "body": { "$value": { "textStyle": "body" } } } }"#
        let source = Compiler.SourceFile(path: "m.tokens.json", bytes: Array(manifest.utf8))
        let resolved = try #require(Compiler.compile(sources: [source]).resolved)
        let set = RuleContext(
            resolved: resolved,
            options: ["size": .number(12.5), "count": .number(2), "strict": .boolean(true), "leading": .text("loose")])
        #expect(set[Self.size] == 12.5)
        #expect(set[Self.count] == 2)
        #expect(set[Self.strict] == true)
        #expect(set[Self.leading] == .loose)
        let unset = RuleContext(resolved: resolved)
        #expect(unset[Self.size] == 20)
        #expect(unset[Self.count] == 3)
        #expect(unset[Self.strict] == false)
        #expect(unset[Self.leading] == .standard)
    }

    @Test func oneAndZeroReadAsTrueAndFalse() throws {
        #expect(try Self.configure(#"{ "strict": 1 }"#).options[Self.rule.id] == ["strict": .boolean(true)])
        #expect(try Self.configure(#"{ "strict": 0 }"#).options[Self.rule.id] == ["strict": .boolean(false)])
    }

    @Test func aValueOfAnotherTypeIsAnErrorAtTheValue() throws {
        #expect(
            try Self.messages(#"{ "size": 0.5, "count": 2.5, "strict": 2, "leading": "tite" }"#) == [
                "1:38 option 'size' of rule 'test-rule' must be a number, from 1 to 100",
                "1:52 option 'count' of rule 'test-rule' must be a whole number, 1 or more",
                "1:67 option 'strict' of rule 'test-rule' must be true or false, or 1 or 0",
                "1:81 option 'leading' of rule 'test-rule' must be one of \"tight\", \"standard\", \"loose\"",
            ])
        #expect(
            try Self.messages(#"{ "size": "20", "count": 0, "strict": "yes", "leading": 1 }"#) == [
                "1:38 option 'size' of rule 'test-rule' must be a number, from 1 to 100",
                "1:53 option 'count' of rule 'test-rule' must be a number, 1 or more",
                "1:66 option 'strict' of rule 'test-rule' must be true or false, or 1 or 0",
                "1:84 option 'leading' of rule 'test-rule' must be one of \"tight\", \"standard\", \"loose\"",
            ])
    }

    @Test func aMisspeltOptionIsAnErrorAtItsName() throws {
        #expect(
            try Self.messages(#"{ "sise": 10 }"#) == [
                "1:30 rule 'test-rule' has no option 'sise'; options are count, leading, size, strict"
            ])
    }

    /// The schema gives each option's type, range and default.
    @Test func theSchemaGivesEachOptionsTypeAndDefault() {
        #expect(
            Self.size.spec.schema.serialized(pretty: false)
                == #"{"description":"a size","type":"number","minimum":1,"maximum":100,"default":20}"#)
        #expect(
            Self.count.spec.schema.serialized(pretty: false)
                == #"{"description":"a count","type":"integer","minimum":1,"default":3}"#)
        #expect(
            Self.strict.spec.schema.serialized(pretty: false)
                == #"{"description":"strictly","enum":[true,false,1,0],"default":false}"#)
        #expect(
            Self.leading.spec.schema.serialized(pretty: false)
                == #"{"description":"a leading","enum":["tight","standard","loose"],"default":"standard"}"#)
    }
}
