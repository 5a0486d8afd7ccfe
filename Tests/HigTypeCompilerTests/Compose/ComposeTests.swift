import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// What composition keeps, beyond the diagnostics the `compose-…` fixtures list: an amendment
/// merges into the token, a conflict keeps the earlier definition, a file in another tool's format is read and composed.
@Suite struct ComposeTests {
    static func compile(_ name: String) throws -> Compiler.Compilation {
        let fixture = try #require(ManifestFixture.named(name), "no fixture '\(name)'")
        return Compiler.compile(paths: fixture.paths)
    }

    static func manifest(_ name: String) throws -> Manifest {
        try #require(try compile(name).manifest, "\(name) did not load")
    }

    static func string(_ pointer: String, in manifest: Manifest) -> String? {
        guard let segments = JSONPointer.segments(pointer), let node = JSONPointer.resolve(segments, in: manifest.root),
            case .string(let text) = node.value
        else { return nil }
        return text
    }

    @Test func amendmentAddsDescriptionAndMergesExtensionsKeyByKey() throws {
        let manifest = try Self.manifest("compose-amend-extensions")
        let hero = try #require(manifest.token(named: "type.hero"), "the amended token must stay a token")
        #expect(hero.description == "The dashboard's hero figure.")
        #expect(hero.settings.waiver(for: .lightWeight)?.reason == "Display-only figure, 34 pt and up.")
        #expect(
            hero.settings.maxCategory?.value == .xxxLarge, "the earlier dev.higtype setting is kept beside the new one")
        #expect(
            Self.string("#/type/hero/$extensions/com.example.design/nodeId", in: manifest) == "12:7",
            "another vendor's data is kept")
        #expect(Self.string("#/type/hero/$value/textStyle", in: manifest) == "largeTitle")
        #expect(manifest.groups.contains("type.hero") == false)
    }

    @Test func amendmentDeprecatesAndKeepsTheDescription() throws {
        let story = try #require(try Self.manifest("compose-amend-deprecated").token(named: "type.story"))
        #expect(story.deprecation == "Use type.body.")
        #expect(story.description == "Story headline.")
    }

    @Test func amendmentThatChangesTheTypeKeepsTheTypeAndTheRest() throws {
        let reading = try #require(try Self.manifest("compose-amend-type-change").token(named: "size.reading"))
        #expect(reading.type == .dimension)
        #expect(reading.description == "Reading size.")
    }

    @Test func wholeTokenReplacesMetadataToo() throws {
        let story = try #require(try Self.manifest("compose-ref-override").token(named: "type.story"))
        #expect(story.deprecation == nil, "the later whole token replaces the earlier one, $deprecated included")
    }

    @Test func conflictsKeepTheEarlierDefinition() throws {
        let toGroup = try Self.manifest("compose-token-to-group")
        #expect(toGroup.tokens.map(\.name) == ["type.body"])
        let toToken = try Self.manifest("compose-group-to-token")
        #expect(toToken.tokens.map(\.name) == ["type.article.body", "type.article.headline"])
    }

    /// A file in another tool's format is read (`FormatReader`) and composes like a DTCG file.
    @Test func foreignFileIsReadAndComposed() throws {
        let compilation = try Self.compile("compose-foreign-format")
        #expect(compilation.resolved?.tokens.map(\.name) == ["type.body"])
        let manifest = try Self.manifest("compose-foreign-format")
        #expect(manifest.tokens.map(\.name) == ["type.body", "color.brand", "color.ink"])
        #expect(compilation.formats.values.map(\.rawValue) == ["styleDictionary"])
    }

    @Test func composeReturnsItsDiagnostics() throws {
        func parse(_ text: String, _ file: String) throws -> JSONNode {
            try #require(JSONParser.parse(Array(text.utf8), file: file).root)
        }
        let (root, diagnostics) = Composer.compose([
            try parse(#"{"a": {"$value": 1, "$type": "number"}}"#, "1.json"),
            try parse(#"{"a": {"b": {"$value": 2}}}"#, "2.json"),
        ])
        #expect(diagnostics.map(\.id) == [.composeConflict])
        #expect(diagnostics.first?.location?.file == "2.json")
        #expect(diagnostics.first?.notes.first?.location?.file == "1.json")
        guard case .object(let object)? = root?.value, case .object(let a)? = object["a"]?.value else {
            Issue.record("no composed root")
            return
        }
        #expect(a.keys == ["$value", "$type"])
        #expect(Composer.compose([]).0 == nil)
    }

    /// Composition keeps each group's index of its members from one file to the next (so many
    /// files compose in linear time). A group that a later file replaces with a plain value, and
    /// that a file after it writes again, is a new group: what the old one's index said must not
    /// place the next file's members, nor the root's after a root that is not an object.
    @Test func aGroupReplacedByAValueStartsAFreshIndex() throws {
        func parse(_ text: String, _ file: String) throws -> JSONNode {
            try #require(JSONParser.parse(Array(text.utf8), file: file).root)
        }
        let token = #"{"$type": "number", "$value": 1}"#
        let (root, _) = Composer.compose([
            try parse(#"{"a": {"x": \#(token)}, "k": 1}"#, "1.json"),
            try parse(#"{"a": {"y": \#(token)}}"#, "2.json"),
            try parse(#"{"a": "no longer a group"}"#, "3.json"),
            try parse(#"{"a": {"z": \#(token)}}"#, "4.json"),
            try parse(#"{"a": {"x": \#(token)}}"#, "5.json"),
        ])
        guard case .object(let object)? = root?.value, case .object(let a)? = object["a"]?.value else {
            Issue.record("no composed group 'a'")
            return
        }
        #expect(a.keys == ["z", "x"])
        #expect(object.keys == ["a", "k"])

        let (replaced, _) = Composer.compose([
            try parse(#"{"a": 1, "b": 2}"#, "1.json"),
            try parse(#"{"c": 3}"#, "2.json"),
            try parse(#"[1]"#, "3.json"),
            try parse(#"{"d": 4}"#, "4.json"),
            try parse(#"{"c": 5}"#, "5.json"),
        ])
        guard case .object(let last)? = replaced?.value else {
            Issue.record("no composed root")
            return
        }
        #expect(last.keys == ["d", "c"])
    }

    @Test func deepMergeKeepsKeysAndReplacesNonObjects() throws {
        let base = try #require(JSONParser.parse(Array(#"{"x": {"p": 1, "q": [1]}, "y": 2}"#.utf8), file: "1").root)
        let later = try #require(
            JSONParser.parse(Array(#"{"x": {"q": [2], "r": 3}, "y": {"z": 1}}"#.utf8), file: "2").root)
        let merged = Composer.deepMerge(base, later)
        guard case .object(let object) = merged.value, case .object(let x)? = object["x"]?.value else {
            Issue.record("not an object")
            return
        }
        #expect(x.keys == ["p", "q", "r"])
        if case .array(let q)? = x["q"]?.value { #expect(q.count == 1 && q[0].location.file == "2") }
        if case .object(let y)? = object["y"]?.value {
            #expect(y.keys == ["z"])
        } else {
            Issue.record("y not replaced")
        }
    }
}
