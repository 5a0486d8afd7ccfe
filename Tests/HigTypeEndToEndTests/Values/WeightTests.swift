import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec

/// DTCG font weights: DTCG's names and numbers, Apple's nearest weight for the others, and
/// what each output receives.
@Suite struct WeightTests {
    @Test func namesAreDTCGsExactlyAndCaseSensitive() {
        #expect(DTCGWeight(name: "semi-bold")?.number == 600)
        #expect(DTCGWeight(name: "thin")?.number == 100)
        #expect(DTCGWeight(name: "heavy")?.number == 900)
        #expect(DTCGWeight(name: "ultra-black")?.number == 950)
        #expect(DTCGWeight(name: "semibold") == nil)
        #expect(DTCGWeight(name: "Bold") == nil)
        #expect(DTCGWeight.names.count == 18)
        #expect(DTCGWeight(number: 1) != nil && DTCGWeight(number: 1000) != nil)
        #expect(DTCGWeight(number: 0.5) == nil && DTCGWeight(number: 1000.5) == nil)
    }

    @Test func appleWeightIsWhatCSSFontMatchingPicksFromTheNine() {
        let cases: [(Double, FontWeight)] = [
            (1, .ultralight), (100, .ultralight), (199, .ultralight), (250, .thin), (350, .light), (399.9, .light),
            (400, .regular), (401, .medium), (450, .medium), (500, .medium), (501, .semibold), (650, .bold),
            (800, .heavy), (850, .black), (950, .black), (1000, .black),
        ]
        for (number, apple) in cases {
            #expect(DTCGWeight(number: number)?.apple == apple, "\(number)")
        }
        #expect(DTCGWeight(number: 600)!.isAppleWeight)
        #expect(!DTCGWeight(number: 650)!.isAppleWeight)
    }

    @Test func appleWordsReadAsApplesWeightAndDTCGWordsAsDTCGs() {
        #expect(WeightWords.guess("semibold")?.spelling == "semi-bold")
        #expect(WeightWords.guess("ultraLight")?.spelling == "hairline")
        #expect(WeightWords.guess("Thin")?.spelling == "extra-light")
        #expect(WeightWords.guess("Heavy")?.spelling == "extra-bold")
        #expect(WeightWords.guess("Ultra Light")?.spelling == "ultra-light")
        #expect(WeightWords.guess("ultrabold")?.spelling == "ultra-bold")
        #expect(WeightWords.guess("wiggly") == nil)
        for weight in FontWeight.allCases {
            #expect(DTCGWeight(name: WeightWords.spelling(of: weight))?.number == Double(weight.value), "\(weight)")
        }
        #expect(WeightWords.appleMeaning(of: "thin")?.appleSpelling == "extra-light")
        #expect(WeightWords.appleMeaning(of: "heavy")?.appleSpelling == "extra-bold")
        #expect(WeightWords.appleMeaning(of: "bold") == nil)
    }

    @Test func cssAndJSONKeepTheNumberWhileSwiftGetsTheAppleWeight() throws {
        let folder = TemporaryFolder()
        folder.write(
            "w.tokens.json",
            """
            {
              "type": {
                "$type": "typography",
                "book": { "$value": { "textStyle": "body", "fontWeight": 450 } },
                "poster": { "$value": { "textStyle": "largeTitle", "fontWeight": "ultra-black" } }
              }
            }
            """)
        var request = Pipeline.Request(manifests: [folder.file("w.tokens.json")])
        request.formats = [.css, .swift, .json]
        request.mode = .render
        let result = Pipeline.build(request)
        #expect(!result.hasErrors)
        #expect(result.diagnostics.map(\.id) == [.weightRounded, .weightRounded])
        func output(_ suffix: String) throws -> String {
            String(decoding: try #require(result.outputs.first { $0.path.hasSuffix(suffix) }).contents, as: UTF8.self)
        }
        let css = try output(".css")
        #expect(css.contains("--type-book-font-weight: 450;"))
        #expect(css.contains("--type-poster-font-weight: 950;"))
        let json = try output(".json")
        #expect(json.contains("\"fontWeight\": 450"))
        #expect(json.contains("\"fontWeight\": 950"))
        let swift = try output(".swift")
        #expect(swift.contains("fontWeight: 500,"))
        #expect(swift.contains("fontWeight: 900,"))
        #expect(!swift.contains("fontWeight: 450") && !swift.contains("fontWeight: 950"))
    }
}
