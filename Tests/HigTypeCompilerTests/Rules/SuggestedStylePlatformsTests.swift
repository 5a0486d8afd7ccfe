import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeSpec

/// `fixed-size` and `typography-incomplete` suggest a style every platform the token is for has
/// (the manifest's targets narrowed by the token's or its group's `platforms`), as `adopt` names
/// one: tvOS has no Large Title, so a 50 px Bold token for watchOS and tvOS is told Title 1, and
/// naming it builds with no `platform-style` error. With iOS alone the messages are unchanged.
@Suite struct SuggestedStylePlatformsTests {
    /// A manifest for `platforms`: a complete 50 px Bold token (fixed-size only) and one without
    /// letterSpacing and lineHeight (typography-incomplete too). `style`, when given, is written
    /// first in both values, as the notes say.
    static func manifest(_ platforms: String, style: String? = nil) -> String {
        let named = style.map { #""textStyle": "\#($0)", "# } ?? ""
        return """
            {
              "$extensions": { "dev.higtype": { "platforms": [\(platforms)] } },
              "type": {
                "display": { "$type": "typography", "$value": { \(named)"fontFamily": "Inter", "fontSize": { "value": 50, "unit": "px" }, "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } },
                "short": { "$type": "typography", "$value": { \(named)"fontFamily": "Inter", "fontSize": { "value": 50, "unit": "px" }, "fontWeight": 700 } }
              }
            }

            """
    }

    /// Each diagnostic as "severity line:col id: message | note…", in the log's order.
    static func lint(_ text: String) -> [String] {
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", text)
        return Compiler.compile(paths: [folder.file("m.tokens.json")]).log.sorted.map { d in
            let at = d.location.map { "\($0.line):\($0.column)" } ?? "-"
            return (["\(d.severity.rawValue) \(at) \(d.id.rawValue): \(d.message)"] + d.notes.map(\.message))
                .joined(separator: " | ")
        }
    }

    /// The note of `fixed-size` for `style`.
    static func note(_ style: String) -> String {
        #"name a text style with "textStyle": "\#(style)", or justify the fixed size with "#
            + #"$extensions["dev.higtype"].fixedSize.reason"#
    }

    @Test func watchOSAndTVOSAreToldTitle1AndWhy() {
        let why = "nearest Title 1 (34 pt Regular, 36.5 pt leading), as Large Title is not on tvOS"
        let shortWhy = "nearest Title 1 (34 pt Regular), as Large Title is not on tvOS"
        let fix = Self.note("title1")
        #expect(
            Self.lint(Self.manifest(#""watchos", "tvos""#)) == [
                "error 4:88 fixed-size: 'type.display' has a fixed size of 50 pt and no textStyle, so it does not "
                    + "follow Dynamic Type (higtype would scale it with title1; 50 pt Bold, 60 pt leading at Large: "
                    + "\(why)) | \(fix)",
                "error 5:49 typography-incomplete: typography value names no 'textStyle', so it needs every DTCG "
                    + "field; missing 'letterSpacing', 'lineHeight' | add \"textStyle\": \"title1\" (50 pt Bold at "
                    + "Large: \(shortWhy)) to take size, leading and tracking from the HIG",
                "error 5:86 fixed-size: 'type.short' has a fixed size of 50 pt and no textStyle, so it does not "
                    + "follow Dynamic Type (higtype would scale it with title1; 50 pt Bold at Large: \(shortWhy)) | \(fix)",
            ])
    }

    /// The suggestion applied: both tokens name Title 1 and build clean on both platforms; Large
    /// Title, the style the rules named before, fails `platform-style` on tvOS.
    @Test func namingTheSuggestionBuildsWithoutPlatformStyle() throws {
        #expect(Self.lint(Self.manifest(#""watchos", "tvos""#, style: "title1")) == [])
        let before = Self.lint(Self.manifest(#""watchos", "tvos""#, style: "largeTitle"))
        #expect(before.map { $0.prefix(while: { $0 != ":" }) } == ["error 4", "error 5"])
        #expect(before.allSatisfy { $0.contains(" platform-style: text style 'largeTitle' does not exist on tvOS") })
        // The DTCG form, as adopt writes it: the style under $extensions, the value kept.
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", Self.manifest(#""watchos", "tvos""#))
        folder.write(
            "style.tokens.json",
            #"{ "type": { "display": { "$extensions": { "dev.higtype": { "textStyle": "title1" } } } } }"#)
        let built = Compiler.compile(paths: [folder.file("m.tokens.json"), folder.file("style.tokens.json")])
        #expect(!built.log.diagnostics.contains { $0.id == .platformStyle })
        let display = try #require(built.resolved?.tokens.first { $0.name == "type.display" })
        #expect(display.platforms.map(\.platform) == [.watchos, .tvos])
        #expect(display.unsupportedPlatforms.isEmpty)
    }

    /// iOS alone: Large Title, worded as before.
    @Test func iOSAloneIsUnchanged() {
        let fix = Self.note("largeTitle")
        #expect(
            Self.lint(Self.manifest(#""ios""#)) == [
                "error 4:88 fixed-size: 'type.display' has a fixed size of 50 pt and no textStyle, so it does not "
                    + "follow Dynamic Type (higtype would scale it with largeTitle; 50 pt Bold, 60 pt leading at "
                    + "Large: nearest Large Title (34 pt Regular, 41 pt leading)) | \(fix)",
                "error 5:49 typography-incomplete: typography value names no 'textStyle', so it needs every DTCG "
                    + "field; missing 'letterSpacing', 'lineHeight' | add \"textStyle\": \"largeTitle\" (50 pt Bold "
                    + "at Large: nearest Large Title (34 pt Regular)) to take size, leading and tracking from the HIG",
                "error 5:86 fixed-size: 'type.short' has a fixed size of 50 pt and no textStyle, so it does not "
                    + "follow Dynamic Type (higtype would scale it with largeTitle; 50 pt Bold at Large: nearest "
                    + "Large Title (34 pt Regular)) | \(fix)",
            ])
    }

    /// A group's `platforms` narrows what the token must be on, as adopt reads it: the fixed-size
    /// style of every token is the one adopt names, and the watchOS group keeps Large Title.
    @Test func theRulesAndAdoptNameOneStyle() throws {
        let token =
            #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": SIZE, "unit": "px" }, "#
            + #""fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 } }"#
        func sized(_ size: Int) -> String { token.replacingOccurrences(of: "SIZE", with: "\(size)") }
        let text = """
            {
              "$extensions": { "dev.higtype": { "platforms": ["iOS", "watchOS", "tvOS"] } },
              "type": {
                "display": \(sized(50)),
                "watch": { "$extensions": { "dev.higtype": { "platforms": ["watchOS"] } }, "display": \(sized(50)) },
                "phone": { "$extensions": { "dev.higtype": { "platforms": ["iOS", "watchOS"] } }, "caption": \(sized(15)) }
              }
            }

            """
        let folder = TemporaryFolder()
        folder.write("ds.tokens.json", text)
        let log = Compiler.compile(paths: [folder.file("ds.tokens.json")]).log.sorted.filter { $0.id == .fixedSize }
        let named = log.map { d in
            d.message.components(separatedBy: "scale it with ").last.map { String($0.prefix { $0 != ";" }) }
        }
        #expect(named == ["title1", "largeTitle", "body"])
        #expect(log[0].message.hasSuffix("as Large Title is not on tvOS)"))
        #expect(!log[1].message.contains(" as "))
        #expect(log[2].message.hasSuffix("as Subheadline and Callout are not on watchOS)"))
        let adoption = Adopter.adopt(
            Adopter.Request(sources: [folder.file("ds.tokens.json")], out: folder.file("adapter.tokens.json")))
        // Adopt names the rules' style unless the team's order asks another (`StyleOrder`): the
        // watch display, as large as the display, keeps its order with it on Title 1's curve.
        #expect(adoption.decisions.map { $0.style?.nearest.style.rawValue } == ["title1", "title1", "body"])
        #expect(adoption.decisions[1].style?.passedOver?.style.rawValue == named[1])
    }
}
