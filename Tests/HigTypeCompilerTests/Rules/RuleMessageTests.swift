import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// Rule messages as they read on real files: `typography-incomplete` and `fixed-size` suggest
/// one style, and category lists name every category.
@Suite struct RuleMessageTests {
    /// The style in `"textStyle": "x"` of the typography-incomplete note, and in "scale it with x" of fixed-size.
    static func suggestions(_ json: String) throws -> (incomplete: String?, fixed: String?) {
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", json)
        let log = Compiler.compile(paths: [folder.file("m.tokens.json")]).log.sorted
        func capture(_ text: String?, after marker: String, until ends: Set<Character>) -> String? {
            guard let text, let range = text.range(of: marker) else { return nil }
            return String(text[range.upperBound...].prefix { !ends.contains($0) })
        }
        let incomplete = log.first { $0.id == .typographyIncomplete }?.notes.first?.message
        let fixed = log.first { $0.id == .fixedSize }
        return (
            capture(incomplete, after: "add \"textStyle\": \"", until: ["\""]),
            capture(fixed?.message, after: "scale it with ", until: [",", ";"])
        )
    }

    @Test(arguments: [9.0, 12, 14, 16.5, 21, 25, 30, 40, 60])
    func incompleteAndFixedSizeSuggestOneStyle(size: Double) throws {
        for platforms in [#"["ios"]"#, #"["macos", "ios"]"#, #"["visionos", "watchos"]"#] {
            let json = """
                {
                  "$extensions": { "dev.higtype": { "platforms": \(platforms) } },
                  "type": { "$type": "typography", "t": { "$value": { "fontFamily": "Avenir Next", "fontSize": { "value": \(size), "unit": "px" } } } }
                }
                """
            let (incomplete, fixed) = try Self.suggestions(json)
            #expect(
                incomplete != nil && incomplete == fixed,
                "\(size) pt on \(platforms): \(String(describing: incomplete)) vs \(String(describing: fixed))")
        }
    }

    @Test func relativeToIsSuggestedByBoth() throws {
        let json = """
            { "type": { "$type": "typography", "t": {
              "$value": { "fontFamily": "Avenir Next", "fontSize": { "value": 40, "unit": "px" } },
              "$extensions": { "dev.higtype": { "fixedSize": { "relativeTo": "footnote" } } } } } }
            """
        let (incomplete, fixed) = try Self.suggestions(json)
        #expect(incomplete == "footnote")
        #expect(fixed == "footnote")
    }

    @Test func fixtureNamesTitle3Twice() throws {
        let fixture = try #require(ManifestFixture.named("rule-msg-fixed-size-agrees"))
        let log = Compiler.compile(paths: fixture.paths).log.sorted
        let note = try #require(log.first { $0.id == .typographyIncomplete }?.notes.first?.message)
        #expect(
            note
                == "add \"textStyle\": \"title3\" (19 pt Bold at Large: nearest Title 3 (20 pt Regular)) to take size, leading and tracking from the HIG"
        )
    }

    @Test func categoryListsNameRuns() {
        let all: [SizeCategory] = [
            .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1, .accessibility2,
        ]
        #expect(CategoryList.describe(all, among: all) == "every size category (xSmall to accessibility2)")
        #expect(CategoryList.describe([.large], among: all) == "large")
        #expect(
            CategoryList.describe([.xSmall, .small, .medium, .xLarge, .xxLarge, .accessibility2], among: all)
                == "xSmall to medium, xLarge, xxLarge, accessibility2")
        #expect(CategoryList.describe([.large], among: [.large]) == "large")
    }
}
