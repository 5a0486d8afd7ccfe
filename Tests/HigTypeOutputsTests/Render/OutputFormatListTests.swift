import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeOutputs

/// An output format is one type, listed once in `OutputFormat.all`: the names `--format` takes,
/// the defaults, the help and the README's list come from that list, and each format writes
/// exactly the paths it plans.
@Suite struct OutputFormatListTests {
    @Test func theListNamesEachFormatOnceWithItsDefaults() {
        #expect(OutputFormat.all.map(\.name) == ["css", "swift", "json", "dtcg"])
        #expect(OutputFormat.defaults == [.css, .swift, .json])
        for format in OutputFormat.all { #expect(OutputFormat(name: format.name) == format) }
        #expect(OutputFormat(name: "CSS") == nil, "names are exact")
        #expect(OutputFormat(name: "yaml") == nil)
        #expect(OutputFormat.css.generation == .template(fileName: "typography.css"))
        #expect(OutputFormat.dtcg.generation == .code)
    }

    @Test func theHelpComesFromTheList() {
        #expect(
            OutputFormat.help
                == "Comma-separated outputs to generate: css, swift, json, dtcg (default: css,swift,json). dtcg writes "
                + "DTCG 2025.10 token files, one per platform and size category, and a resolver per platform, under DIR/dtcg."
        )
    }

    @Test func theReadmeListsTheFormatsAsTheListDoes() throws {
        let readme = try String(contentsOfFile: PackageRoot.file("README.md"), encoding: .utf8)
        func flat(_ text: some StringProtocol) -> String {
            text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        #expect(
            flat(readme).contains(flat(OutputFormat.readme)),
            "README.md's --format entry must read (line breaks aside):\n\(OutputFormat.readme)")
    }

    @Test func eachFormatWritesThePathsItPlans() throws {
        let json = #"""
            {"$extensions": {"dev.higtype": {"platforms": ["ios", "macos"]}},
             "type": {"$type": "typography", "body": {"$value": {"textStyle": "body"}}}}
            """#
        let compilation = Compiler.compile(sources: [.init(path: "m.tokens.json", bytes: Array(json.utf8))])
        let resolved = try #require(compilation.resolved)
        for format in OutputFormat.all {
            let result = Renderer.render(
                resolved, formats: [format], outDir: "out", templates: TemplateSet.load(overridesIn: nil))
            #expect(result.diagnostics.isEmpty, "\(format)")
            let planned = Renderer.plannedPaths(resolved, formats: [format], outDir: "out")
            #expect(result.files.map(\.path) == planned, "\(format)")
        }
        #expect(Renderer.plannedPaths(resolved, formats: [.json], outDir: "out") == ["out/typography.json"])
        let dtcg = Renderer.plannedPaths(resolved, formats: [.dtcg], outDir: "out")
        #expect(dtcg.contains("out/dtcg/ios.resolver.json") && dtcg.contains("out/dtcg/macos/default.tokens.json"))
        #expect(dtcg.contains("out/dtcg/ios/large.tokens.json"))
    }
}
