import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// `Adopter` on a lookalike of a public design system's two typography files (`Fixtures/lookalike`):
/// ten px-sized typography tokens and one sized in em, CSS font stacks in one string, px-string
/// sizes, weights by alias. Nothing here writes a file: the adapter is composed in memory.
@Suite struct AdopterTests {
    static let folder = PackageRoot.file("Tests/HigTypeCompilerTests/Adopt/Fixtures/lookalike")
    static let typography = folder + "/typography.tokens.json"
    static let base = folder + "/base.tokens.json"
    static let patch = folder + "/patch.tokens.json"
    static let out = folder + "/adapter.tokens.json"

    static func adopt(_ sources: [String], out: String = out) -> Adoption {
        Adopter.adopt(Adopter.Request(sources: sources, out: out))
    }

    static func adopted() throws -> Adoption {
        let adoption = adopt([typography, base, patch])
        try #require(
            !adoption.hasErrors, "\(adoption.diagnostics.map { "\($0.location?.description ?? "") \($0.message)" })")
        return adoption
    }

    /// Without the patch, the em size is left out with a warning, and the adapter is written for
    /// the rest; its `skip` setting makes build leave out the token and the size it takes.
    @Test func withoutThePatchTheEmSizeIsLeftOutAndTheRestAdopted() throws {
        let adoption = Self.adopt([Self.typography, Self.base])
        #expect(adoption.diagnostics.filter { $0.severity == .error }.isEmpty)
        let warning = try #require(adoption.diagnostics.first { $0.id == .adoptUnconvertible })
        #expect(warning.severity == .warning)
        #expect(warning.location?.description == "\(Self.typography):535:19", "at the em value of text.codeSpan.size")
        #expect(
            warning.message.contains("'text.codeSpan.style' has a fontSize of 0.9285em (from 'text.codeSpan.size')"))
        #expect(
            warning.message.contains("\"$type\": \"dimension\", \"$value\": { \"value\": 14.856, \"unit\": \"px\" }"))
        #expect(warning.notes.map { $0.location?.description } == ["\(Self.typography):561:23"])
        #expect(adoption.skipped.map(\.name) == ["text.codeSpan.size", "text.codeSpan.style"])
        #expect(adoption.styled.count == 10)
        let text = try #require(adoption.adapter, "the adapter is written for the 25 tokens adopt could adopt")
        #expect(
            text.contains(
                "\"skip\": {\n        \"text.codeSpan.style\": \"adopt-unconvertible: 'text.codeSpan.style' has"))
        #expect(
            !adoption.diagnostics.contains { $0.id == .unsupportedUnit || $0.id == .typographyIncomplete },
            "adopt's warning says it better than the compiler's at the same place")
        // build: the sources and the adapter, nothing else.
        let built = Compiler.compile(sources: [
            .init(
                path: Self.typography, bytes: Array(try #require(FileManager.default.contents(atPath: Self.typography)))
            ),
            .init(path: Self.base, bytes: Array(try #require(FileManager.default.contents(atPath: Self.base)))),
            .init(path: Self.out, bytes: Array(text.utf8)),
        ])
        #expect(built.log.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(built.resolved?.tokens.count == 10)
    }

    /// The spec's nearest style for each token's own size, weight and leading at Large.
    @Test(arguments: [
        ("text.hero.style", TextStyle.largeTitle, "6 pt, 100 weight, 15 pt leading"),
        ("text.heading.style.large", .largeTitle, "2 pt, 200 weight, 7 pt leading"),
        ("text.heading.style.medium", .title3, "200 weight, 7 pt leading"),
        ("text.heading.style.small", .callout, "200 weight, 3 pt leading"),
        ("text.lead.style", .title3, "7 pt leading"),
        ("text.copy.style.large", .callout, "3 pt leading"),
        // Subheadline is nearer, but on its curve 14 px would be 11.2 pt at xSmall, below the
        // 13 px code on Footnote's (12 pt): the team's order keeps Footnote (`StyleOrder`).
        ("text.copy.style.medium", .footnote, "1 pt, 2 pt leading"),
        ("text.copy.style.small", .caption1, "4 pt leading"),
        ("text.note.style", .caption1, "0"),
        ("text.codeBlock.style", .footnote, "2 pt leading"),
        ("text.codeSpan.style", .footnote, "0"),
    ])
    func eachTokenGetsItsNearestStyle(_ token: String, _ style: TextStyle, _ distance: String) throws {
        let decision = try #require(try Self.adopted().decisions.first { $0.name == token })
        #expect(decision.style?.nearest.style == style)
        #expect(decision.style?.nearest.distance.description == distance)
        #expect(decision.style?.nearest.platform == .ios)
    }

    /// Each px-sized token keeps its own size at Large and scales above it on its style's curve:
    /// the HIG's size at the category × own size / the style's size at Large, to 1/100 pt.
    /// (The HIG's iOS sizes at xSmall, Large and AX5: Large Title 31/34/60, Title 3 17/20/55,
    /// Callout 13/16/51, Caption 1 11/12/43, Footnote 12/13/44.)
    @Test(arguments: [
        ("text.hero.style", 40.0, (31.0, 34.0, 60.0)),
        ("text.heading.style.large", 32, (31, 34, 60)),
        ("text.heading.style.medium", 20, (17, 20, 55)),
        ("text.heading.style.small", 16, (13, 16, 51)),
        ("text.lead.style", 20, (17, 20, 55)),
        ("text.copy.style.large", 16, (13, 16, 51)),
        ("text.copy.style.medium", 14, (12, 13, 44)),
        ("text.copy.style.small", 12, (11, 12, 43)),
        ("text.note.style", 12, (11, 12, 43)),
        ("text.codeBlock.style", 13, (12, 13, 44)),
    ])
    func eachTokenKeepsItsSizeAtLargeAndScalesOnItsStyle(
        _ token: String, _ own: Double, _ hig: (xSmall: Double, large: Double, ax5: Double)
    ) throws {
        let style = try #require(try Self.adopted().decisions.first { $0.name == token }?.style)
        let sizes = Dictionary(style.sizes.map { ($0.category, $0.size) }, uniquingKeysWith: { a, _ in a })
        func scaled(_ size: Double) -> Double { (size * own / hig.large * 100).rounded() / 100 }
        #expect(sizes[.large] == own)
        #expect(sizes[.xSmall] == scaled(hig.xSmall))
        #expect(sizes[.accessibility5] == scaled(hig.ax5))
        #expect(try #require(sizes[.accessibility5]) > own)
    }

    @Test func theAdapterNamesTheSourcesAndWhyEachStyleWasChosen() throws {
        let adoption = try Self.adopted()
        let text = try #require(adoption.adapter)
        let root = try #require(JSONParser.parse(Array(text.utf8), file: "adapter").root)
        guard case .object(let object) = root.value, case .string(let description)? = object["$description"]?.value
        else {
            Issue.record("the adapter has no root $description")
            return
        }
        #expect(description.contains("for typography.tokens.json, base.tokens.json, patch.tokens.json."))
        let copy = try #require(root.node(at: ["text", "copy", "style", "medium"]))
        guard case .object(let token) = copy.value else {
            Issue.record("text.copy.style.medium is not an object in the adapter:\n\(text)")
            return
        }
        #expect(token.keys == ["$description", "$extensions"], "an amendment: the source keeps its $value")
        #expect(
            token["$description"].flatMap { if case .string(let s) = $0.value { s } else { nil } }
                == "Most interface text. higtype adopt: 14 px Regular, 20 pt leading at Large: nearest Subheadline "
                + "(15 pt), whose curve would put it out of the order of the team's sizes at another size category; "
                + "Footnote keeps it, so it keeps its 14 pt at Large and scales on Footnote's curve")
        let size = try #require(root.node(at: ["text", "copy", "size", "medium", "$value"]))
        #expect(JSONOutput(size).serialized(pretty: false) == #"{"value":14,"unit":"px"}"#)
        let stack = try #require(root.node(at: ["typeface", "ui", "$value"]))
        #expect(
            JSONOutput(stack).serialized(pretty: false)
                == #"["-apple-system","BlinkMacSystemFont","Segoe UI","Noto Sans","Helvetica","Arial","sans-serif","Apple Color Emoji","Segoe UI Emoji"]"#
        )
    }

    @Test func theSameSourcesGiveTheSameBytes() throws {
        let first = try #require(try Self.adopted().adapter)
        let second = try #require(try Self.adopted().adapter)
        #expect(first == second)
    }

    @Test func theSourcesWithTheAdapterBuildAndEveryTokenNamesAStyle() throws {
        let adoption = try Self.adopted()
        let resolved = try #require(adoption.compilation.resolved)
        #expect(adoption.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(resolved.tokens.count == 11)
        #expect(resolved.tokens.allSatisfy { $0.value.textStyle != nil })
        #expect(adoption.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func adoptOverTheSourcesAndTheAdapterFindsNothingLeft() throws {
        let folder = TemporaryFolder()
        folder.write("adapter.tokens.json", try #require(try Self.adopted().adapter))
        let again = Self.adopt(
            [Self.typography, Self.base, Self.patch, folder.file("adapter.tokens.json")], out: folder.file("next.json"))
        #expect(again.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(again.decisions.isEmpty)
        #expect(again.adapter == nil)
        #expect(again.earlierAdapter == folder.file("adapter.tokens.json"))
    }

    @Test func theAdapterIsNeverASource() {
        let adoption = Self.adopt([Self.typography, Self.base, Self.patch], out: Self.folder + "/./patch.tokens.json")
        #expect(adoption.diagnostics.map(\.id) == [.adoptOutput])
        #expect(adoption.adapter == nil)
    }
}
