import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// `adopt` on one fixture per pattern of issue 37 (`Fixtures/patterns/NAME/tokens.json`): typography
/// in sibling groups, in parallel scales, in Figma scopes; errors outside typography and members a
/// token may not hold (partial adopt); a 14 px heading over a 13 px body (the team's order); a
/// 9 px size and a Light weight (conform); values of another format the reader cannot read
/// exactly (reader-errors). Each has its adapter, its `--report md` and
/// `--report json` and its diagnostics as goldens (`expected/`, re-recorded with
/// `HIGTYPE_RECORD=1`, as `make record-goldens` does), and each builds once the adapter is composed
/// after it: no error, no `hierarchy` warning, and every diagnostic in a file that exists.
@Suite struct AdoptPatternGoldenTests {
    static let root = PackageRoot.file("Tests/HigTypeCompilerTests/Adopt/Fixtures/patterns")
    static let names = ["siblings", "scales", "figma", "partial", "order", "conform", "reader-errors"]
    static let isRecording = ProcessInfo.processInfo.environment["HIGTYPE_RECORD"] == "1"

    static func adopt(_ name: String, conform: Bool = true) -> Adoption {
        var request = Adopter.Request(
            sources: [root + "/" + name + "/tokens.json"], out: root + "/" + name + "/adapter.tokens.json")
        request.conform = conform
        return Adopter.adopt(request)
    }

    /// Diagnostics one a line, `file:line:column: severity: message [id]`, paths relative to the fixture.
    static func lines(_ diagnostics: [Diagnostic], in folder: String) -> String {
        diagnostics.map { d in
            let at = d.location.map {
                "\($0.file.replacingOccurrences(of: folder + "/", with: "")):\($0.line):\($0.column): "
            }
            return "\(at ?? "")\(d.severity): \(d.message) [\(d.id)]\n"
        }.joined()
    }

    static func compare(_ actual: String, _ name: String, in folder: String) throws {
        let path = folder + "/expected/" + name
        if isRecording {
            try FileManager.default.createDirectory(
                atPath: folder + "/expected", withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            Issue.record(
                "re-recorded \(path); review it with 'git diff' and run the tests again without HIGTYPE_RECORD")
            return
        }
        let golden = try #require(FileManager.default.contents(atPath: path), "no golden \(path)")
        #expect(String(decoding: golden, as: UTF8.self) == actual, "\(path)")
    }

    @Test(arguments: names) func theAdapterReportAndDiagnosticsMatchTheirGoldens(_ name: String) throws {
        let folder = Self.root + "/" + name
        let adoption = Self.adopt(name)
        let adapter = try #require(adoption.adapter, "\(Self.lines(adoption.diagnostics, in: folder))")
        try Self.compare(adapter, "adapter.tokens.json", in: folder)
        try Self.compare(AdoptReport.markdown(adoption), "report.md", in: folder)
        // Locations relative to the fixture, so the golden holds on any checkout.
        try Self.compare(
            AdoptReport.json(adoption).replacingOccurrences(of: folder + "/", with: ""), "report.json", in: folder)
        try Self.compare(Self.lines(adoption.diagnostics, in: folder), "diagnostics.txt", in: folder)
    }

    @Test(arguments: names) func theSourcesBuildWithTheAdapter(_ name: String) throws {
        let folder = Self.root + "/" + name
        let adoption = Self.adopt(name)
        let adapter = try #require(adoption.adapter)
        let sources = folder + "/tokens.json"
        let bytes = try #require(FileManager.default.contents(atPath: sources))
        let built = Compiler.compile(sources: [
            .init(path: sources, bytes: Array(bytes)),
            .init(path: folder + "/adapter.tokens.json", bytes: Array(adapter.utf8)),
        ])
        let errors = built.log.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(Self.lines(errors, in: folder))")
        #expect(!built.log.diagnostics.contains { $0.id == .hierarchy }, "adopt never introduces a hierarchy warning")
        #expect(built.resolved?.tokens.isEmpty == false)
        // Every diagnostic of adopt points at a file that exists once the adapter is written: a
        // source, or the adapter (a warning about a token adopt composed).
        for diagnostic in adoption.diagnostics {
            guard let file = diagnostic.location?.file else { continue }
            #expect(file == sources || file == adoption.path, "\(diagnostic.message) is at \(file)")
            if file == adoption.path { #expect(diagnostic.severity != .error) }
        }
    }

    /// Two tokens for one field of a role: an error that names both and the option that decides.
    @Test func anAmbiguousRoleNamesItsCandidatesAndTheOptionThatDecides() throws {
        let folder = TemporaryFolder()
        folder.write(
            "tokens.json",
            """
            {
              "body": {
                "size": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } },
                "font-size": { "$type": "dimension", "$value": { "value": 17, "unit": "px" } },
                "line-height": { "$type": "number", "$value": 1.5 }
              }
            }
            """)
        var request = Adopter.Request(sources: [folder.file("tokens.json")], out: folder.file("adapter.tokens.json"))
        let adoption = Adopter.adopt(request)
        let errors = adoption.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.adoptAmbiguous])
        #expect(errors.first?.location?.line == 4)
        #expect(
            errors.first?.message
                == "the role 'body' has 2 tokens for its fontSize: 'body.size', 'body.font-size'; adopt composes one: "
                + "leave the others out of composing with --compose-exclude body.font-size, or give the role a "
                + "typography token of your own")
        #expect(adoption.adapter == nil)
        request.composeExcluded = ["body.font-size"]
        let decided = Adopter.adopt(request)
        #expect(!decided.hasErrors)
        #expect(decided.decisions.map(\.name) == ["body.typography"])
    }

    /// Without the adapter, each value the reader cannot read exactly is an error at its position;
    /// with it, the skip list leaves out the reader's errors too, and nothing in their place.
    @Test func readerErrorsAreErrorsWithoutTheAdapterAndSkippedWithIt() throws {
        let folder = Self.root + "/reader-errors"
        let sources = folder + "/tokens.json"
        let bytes = Array(try #require(FileManager.default.contents(atPath: sources)))
        let alone = Compiler.compile(sources: [.init(path: sources, bytes: bytes)])
        let readerErrors = alone.log.diagnostics.filter { $0.severity == .error && $0.id == .foreignFormat }
        #expect(
            readerErrors.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [
                "5:27", "12:28", "16:27", "19:26", "32:127", "36:55", "36:124", "40:74",
            ])
        #expect(
            readerErrors.first?.message
                == "'base.size.fluid' has no exact length: 'clamp' is no number with px, rem, em or %; write a length such as \"16px\""
        )
        #expect(alone.log.diagnostics.contains { $0.id == .aliasMissing && $0.location?.line == 6 })

        let adoption = Self.adopt("reader-errors")
        let adapter = try #require(adoption.adapter)
        #expect(
            adoption.skipped.map(\.name) == [
                "base.size.fluid", "base.size.display", "base.leading.spaced", "base.weight.heavy",
                "base.space.pair", "text.note.lineHeight", "text.lead.fontWeight", "text.lead.lineHeight",
                "text.display",
            ])
        #expect(
            adoption.skipped.first { $0.name == "base.size.display" }?.reason
                == "it aliases 'base.size.fluid', which is left out: 'base.size.fluid' has no exact length: 'clamp' "
                + "is no number with px, rem, em or %; write a length such as \"16px\" [foreign-format]")
        #expect(
            adoption.skipped.first { $0.name == "text.note.lineHeight" }?.reason.hasSuffix(Adopter.fromStyle) == true)
        let built = Compiler.compile(sources: [
            .init(path: sources, bytes: bytes),
            .init(path: folder + "/adapter.tokens.json", bytes: Array(adapter.utf8)),
        ])
        #expect(!built.log.diagnostics.contains { $0.severity != .note && $0.id == .foreignFormat })
        #expect(!built.log.diagnostics.contains { $0.id == .skipUnknown })
        // Exact values at Large: `{base.size.root} * pow(1.25, 3)` is 31.25; a line height
        // aliasing a "150%" size token is 1.5 times the size; AUTO comes from the style, and so
        // does a weight aliasing a token that names no weight.
        let tokens = try #require(built.resolved?.tokens)
        #expect(
            tokens.map(\.name).filter { $0.hasPrefix("text.") } == [
                "text.body", "text.title", "text.note", "text.lead",
            ])
        let lead = try #require(tokens.first { $0.name == "text.lead" }?.values(on: .ios)?.defaultValues)
        #expect(lead.fontSize == 16)
        #expect(lead.fontWeight.number == 400)
    }

    /// A Figma Variables export whose sizes and line heights an exporter typed `dimension`
    /// (`"40px"`) beside their scopes (the CC0 comete file): each is a length of the kind its scope
    /// says, and the parallel scales compose into 15 roles whose line heights alias the team's.
    @Test func aFigmaExportWithDimensionStringsComposesItsScales() throws {
        let folder = PackageRoot.file("Tests/HigTypeCompilerTests/Adopt/Fixtures/corpus/comete")
        let request = Adopter.Request(
            sources: [folder + "/typography.tokens.json"], out: folder + "/adapter.tokens.json")
        let adoption = Adopter.adopt(request)
        #expect(!adoption.hasErrors, "\(Self.lines(adoption.diagnostics, in: folder))")
        #expect(adoption.decisions.count == 15)
        let first = try #require(adoption.decisions.first { $0.name == "typography.ui.xxl" })
        #expect(
            first.composedFrom.map { "\($0.field): \($0.origin)" } == [
                "fontFamily: the style", "fontSize: 'font-size.ui.xxl'", "fontWeight: the style",
                "lineHeight: 'line-height.ui.xxl' (40px over the 32 px size): 1.25", "letterSpacing: the style",
            ])
        #expect((try? FigmaVariablesReader.kind(type: "dimension", scopes: ["LINE_HEIGHT"]).get()) == .lineHeight)
        #expect((try? FigmaVariablesReader.kind(type: "dimension", scopes: []).get()) == .dimension)
    }

    /// `--no-conform` keeps the values, and the rules speak.
    @Test func withoutConformTheRulesSpeak() {
        let adoption = Self.adopt("conform", conform: false)
        #expect(adoption.adapter == nil)
        #expect(Set(adoption.diagnostics.filter { $0.severity == .error }.map(\.id)) == [.minimumSize, .lightWeight])
    }
}
