import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// Each token's Swift name is computed once per run (`SwiftNameTable`) and read by the name
/// check, the compiled templates and the engine's context; each must see the name
/// `SwiftNames.identifier` gives the token, and a run that writes no Swift computes none.
@Suite struct SwiftNameTableTests {
    /// Top-level tokens, so a keyword and a leading digit reach the name as they are.
    static func setup(_ tokens: [String]) throws -> RenderSetup {
        let members = tokens.map { #""\#($0)": {"$type": "typography", "$value": {"textStyle": "body"}}"# }
        let json = #"{"$extensions": {"dev.higtype": {"platforms": ["ios"]}}, "# + members.joined(separator: ", ") + "}"
        let compilation = Compiler.compile(sources: [.init(path: "m.tokens.json", bytes: Array(json.utf8))])
        #expect(!compilation.log.hasErrors, "\(compilation.log.sorted.map(\.message))")
        let resolved = try #require(compilation.resolved)
        return RenderSetup(resolved: resolved, options: .init(), cssPlatform: .ios)
    }

    @Test func namesAreEachTokensIdentifierInOrder() throws {
        let setup = try Self.setup(["class", "2xl", "body-large", "héading 2"])
        #expect(setup.swiftNames.all == ["`class`", "_2xl", "bodyLarge", "héading2"])
        #expect(setup.swiftNames.all == setup.tokens.map { SwiftNames.identifier($0.path) })
        let model = TemplateContext(setup).model()
        #expect(model.tokens.count == 4)
        for index in model.tokens.indices {
            #expect(model.tokens[index].swiftName == setup.swiftNames[index])
            #expect(model.tokens[index].swift.name == setup.swiftNames[index])
        }
    }

    /// The check reads the table's names: a clash between two tokens, and one with a name the file declares.
    @Test func theCheckReadsTheTable() throws {
        let setup = try Self.setup(["body-large", "bodyLarge", "all"])
        let diagnostics = SwiftFormat().clashes(setup)
        #expect(diagnostics.map(\.id) == [.swiftNameCollision, .swiftNameCollision])
        #expect(
            diagnostics.map(\.message) == [
                "token 'bodyLarge' becomes the Swift name 'bodyLarge', as token 'body-large' does",
                "token 'all' becomes the Swift name 'all', which the generated file already declares",
            ])
    }

    /// The CSS and JSON templates, compiled, read no Swift name, so a run without the Swift
    /// format computes none; the check computes them all, once.
    @Test func aRunWithoutSwiftComputesNone() throws {
        let setup = try Self.setup(["class", "body"])
        let model = TemplateContext(setup).model()
        for format in [OutputFormat.css, .json] {
            let name = try #require(format.kind.template)
            let template = try #require(CompiledTemplates.named(name))
            var bytes: [UInt8] = []
            try CompiledOutput.render(
                template, model, escape: format.kind.escape, limits: MustacheLimits(), chunkSize: 1 << 16,
                into: { bytes += $0 })
            #expect(bytes.count > 1_000)
        }
        #expect(!setup.swiftNames.isComputed)
        #expect(SwiftFormat().clashes(setup).isEmpty)
        #expect(setup.swiftNames.isComputed)
        #expect(model.tokens[0].swiftName == "`class`")
    }
}
