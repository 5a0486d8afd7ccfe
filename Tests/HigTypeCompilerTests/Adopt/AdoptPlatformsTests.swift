import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// `adopt` names, for each token, the nearest style among those every platform the token is for
/// has: the manifest's targets, narrowed by a group's or the token's own `platforms`. tvOS has no
/// Large Title, Subheadline or Footnote; watchOS no Callout or Subheadline. A style one of them
/// lacked would fail `platform-style` in the adapter, and adopt would write nothing.
@Suite struct AdoptPlatformsTests {
    /// A typography token in Inter, with no text style.
    static func token(size: Double, weight: Int, lineHeight: Double) -> String {
        #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": \#(NumberText.format(size)), "unit": "px" }, "fontWeight": \#(weight), "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": \#(NumberText.format(lineHeight)) } }"#
    }

    /// The manifest of a design system for `platforms`: a 50 px Bold display and a 31 px note.
    static func system(_ platforms: String) -> String {
        """
        {
          "$extensions": { "dev.higtype": { "platforms": [\(platforms)] } },
          "type": {
            "display": \(token(size: 50, weight: 700, lineHeight: 1.2)),
            "note": \(token(size: 31, weight: 400, lineHeight: 1.3))
          }
        }

        """
    }

    /// Adopts `text` (written as ds.tokens.json) and requires an adapter; then compiles the
    /// sources with the adapter composed after them, as `build` does.
    static func adopt(_ text: String, in folder: TemporaryFolder) throws -> (Adoption, Compiler.Compilation) {
        folder.write("ds.tokens.json", text)
        let adoption = Adopter.adopt(
            Adopter.Request(sources: [folder.file("ds.tokens.json")], out: folder.file("adapter.tokens.json")))
        let adapter = try #require(
            adoption.adapter, "\(adoption.diagnostics.map { "\($0.location?.description ?? "") \($0.message)" })")
        folder.write("adapter.tokens.json", adapter)
        let built = Compiler.compile(paths: [folder.file("ds.tokens.json"), folder.file("adapter.tokens.json")])
        return (adoption, built)
    }

    /// Each token's `$description` as the adapter writes it, by name.
    static func descriptions(_ adoption: Adoption) throws -> [String: String] {
        let text = try #require(adoption.adapter)
        let root = try #require(JSONParser.parse(Array(text.utf8), file: "adapter").root)
        var found: [String: String] = [:]
        for decision in adoption.decisions {
            if case .string(let text)? = root.node(at: decision.path + ["$description"])?.value {
                found[decision.name] = text
            }
        }
        return found
    }

    @Test func forWatchOSAndTVOSEveryStyleIsOnBoth() throws {
        let folder = TemporaryFolder()
        let (adoption, built) = try Self.adopt(Self.system(#""watchOS", "tvOS""#), in: folder)
        #expect(adoption.decisions.map(\.name) == ["type.display", "type.note"])
        #expect(adoption.decisions.map(\.style?.nearest.style) == [.title1, .title1])
        #expect(adoption.decisions.map(\.style?.nearest.platform) == [.watchos, .watchos])
        #expect(adoption.decisions[0].style?.nearest.passedOver == [.init(style: .largeTitle, missingOn: [.tvos])])
        #expect(adoption.decisions[1].style?.nearest.passedOver == [], "Title 1 is the 31 px note's nearest on watchOS")
        let expected = [
            "type.display":
                "higtype adopt: 50 px Bold, 60 pt leading at Large: nearest Title 1 (34 pt Regular, 36.5 pt leading), "
                + "as Large Title is not on tvOS; keeps its 50 pt at Large and scales on Title 1's curve",
            "type.note":
                "higtype adopt: 31 px Regular, 40.3 pt leading at Large: nearest Title 1 (34 pt, 36.5 pt leading); "
                + "keeps its 31 pt at Large and scales on Title 1's curve",
        ]
        #expect(adoption.decisions.map(\.description) == ["type.display", "type.note"].map { expected[$0] })
        #expect(try Self.descriptions(adoption) == expected)
        // Built with the adapter: no error, and both tokens have values on both platforms.
        #expect(!built.log.hasErrors, "\(built.log.sorted.map(\.message))")
        #expect(!built.log.diagnostics.contains { $0.id == .platformStyle })
        for name in ["type.display", "type.note"] {
            let token = try #require(built.resolved?.tokens.first { $0.name == name })
            #expect(token.platforms.map(\.platform) == [.watchos, .tvos])
            #expect(token.platforms.map(\.textStyle) == [.title1, .title1])
            #expect(token.unsupportedPlatforms.isEmpty)
        }
        let report = AdoptReport.markdown(adoption)
        #expect(
            report.contains(
                "| `type.display` | 50 px Bold, 60 pt leading | Title 1 (Large Title is not on tvOS) | 16 pt, 300 weight, "
                    + "23.5 pt leading | 41.18 (xSmall) | 50 (Large) | 64.71 (AX3) |\n"))
        #expect(
            report.contains(
                "| `type.note` | 31 px Regular, 40.3 pt leading | Title 1 | 3 pt, 3.8 pt leading | 25.53 (xSmall) | "
                    + "31 (Large) | 40.12 (AX3) |\n"))
    }

    /// With iOS alone, the choice is the one adopt always made: Large Title, nearest on iOS.
    @Test func forIOSAloneTheChoiceIsUnchanged() throws {
        let folder = TemporaryFolder()
        let (adoption, built) = try Self.adopt(Self.system(#""iOS""#), in: folder)
        #expect(adoption.decisions.map(\.style?.nearest.style) == [.largeTitle, .largeTitle])
        #expect(adoption.decisions.allSatisfy { $0.style?.nearest.passedOver == [] })
        #expect(
            try Self.descriptions(adoption) == [
                "type.display":
                    "higtype adopt: 50 px Bold, 60 pt leading at Large: nearest Large Title (34 pt Regular, 41 pt "
                    + "leading); keeps its 50 pt at Large and scales on Large Title's curve",
                "type.note":
                    "higtype adopt: 31 px Regular, 40.3 pt leading at Large: nearest Large Title (34 pt, 41 pt leading); "
                    + "keeps its 31 pt at Large and scales on Large Title's curve",
            ])
        #expect(!built.log.hasErrors)
    }

    /// A group's `platforms` narrows the targets of the tokens in it: the watchOS group may have
    /// Large Title, the iOS and watchOS group neither Subheadline nor Callout, the rest no Large Title.
    @Test func aGroupNarrowsThePlatformsAStyleMustBeOn() throws {
        let folder = TemporaryFolder()
        let text = """
            {
              "$extensions": { "dev.higtype": { "platforms": ["iOS", "watchOS", "tvOS"] } },
              "type": {
                "display": \(Self.token(size: 50, weight: 700, lineHeight: 1.2)),
                "watch": {
                  "$extensions": { "dev.higtype": { "platforms": ["watchOS"] } },
                  "display": \(Self.token(size: 50, weight: 700, lineHeight: 1.2))
                },
                "phone": {
                  "$extensions": { "dev.higtype": { "platforms": ["iOS", "watchOS"] } },
                  "caption": \(Self.token(size: 15, weight: 400, lineHeight: 1.4))
                }
              }
            }

            """
        let (adoption, built) = try Self.adopt(text, in: folder)
        #expect(adoption.decisions.map(\.name) == ["type.display", "type.watch.display", "type.phone.caption"])
        // The watch display, as large as the display at Large, is held to Title 1's curve with it:
        // adopt keeps tokens of one size in one order at every category (`StyleOrder`).
        #expect(adoption.decisions.map(\.style?.nearest.style) == [.title1, .title1, .body])
        #expect(adoption.decisions.map(\.style?.nearest.platform) == [.ios, .watchos, .ios])
        #expect(
            try Self.descriptions(adoption) == [
                "type.display":
                    "higtype adopt: 50 px Bold, 60 pt leading at Large: nearest Title 1 (28 pt Regular, 34 pt leading), "
                    + "as Large Title is not on tvOS; keeps its 50 pt at Large and scales on Title 1's curve",
                "type.watch.display":
                    "higtype adopt: 50 px Bold, 60 pt leading at Large: nearest Large Title (36 pt Regular, 38.5 pt "
                    + "leading), whose curve would put it out of the order of the team's sizes at another size category; "
                    + "Title 1 keeps it, so it keeps its 50 pt at Large and scales on Title 1's curve",
                "type.phone.caption":
                    "higtype adopt: 15 px Regular, 21 pt leading at Large: nearest Body (17 pt, 22 pt leading), as "
                    + "Subheadline and Callout are not on watchOS; keeps its 15 pt at Large and scales on Body's curve",
            ])
        #expect(!built.log.hasErrors, "\(built.log.sorted.map(\.message))")
        let caption = try #require(built.resolved?.tokens.first { $0.name == "type.phone.caption" })
        #expect(caption.platforms.map(\.platform) == [.ios, .watchos])
    }
}
