import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCLI
@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeKit
@testable import HigTypeOutputs
@testable import HigTypeSpec

/// Swift identifiers from token paths, Swift string escaping, and the name-collision check.
@Suite struct SwiftNamesTests {
    @Test(arguments: [
        (["type", "article", "body"], "typeArticleBody"),
        (["type-scale", "body text"], "typeScaleBodyText"),
        (["URLBar", "title"], "urlBarTitle"),
        (["UI"], "ui"),
        // Keywords are escaped; in a longer name they are just words.
        (["class"], "`class`"),
        (["default"], "`default`"),
        (["self"], "`self`"),
        (["init"], "`init`"),
        (["_"], "`_`"),
        (["type", "default"], "typeDefault"),
        // A leading digit, or a combining mark, cannot start an identifier.
        (["2xl"], "_2xl"),
        (["\u{301}x"], "_\u{301}x"),
        // Letters beyond ASCII are kept; symbols, emoji and invisible format characters break words.
        (["x", "größe"], "xGröße"),
        (["Ünïcode"], "ünïcode"),
        (["a\u{202E}b"], "aB"),
        (["fire🔥size"], "fireSize"),
        (["say \"hi\" \\ \\(x)"], "sayHiX"),
        (["🔥"], "token"),
    ])
    func identifier(_ path: [String], _ expected: String) {
        #expect(SwiftNames.identifier(path) == expected)
    }

    @Test func unescapedRemovesOnlyBackticks() {
        #expect(SwiftNames.unescaped("`class`") == "class")
        #expect(SwiftNames.unescaped("body") == "body")
    }

    @Test func apiTextStylesCoverEveryHIGStyle() {
        let uiKit: Set = [
            "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
            "caption1", "caption2",
        ]
        for style in TextStyle.allCases {
            #expect(uiKit.contains(SwiftNames.apiTextStyle(style)), "\(style)")
        }
        #expect(SwiftNames.apiTextStyle(.footnote2) == "footnote")
        #expect(SwiftNames.apiTextStyle(.subtitle1) == "headline")
        #expect(SwiftNames.swiftUITextStyle("title1") == "title")
        #expect(SwiftNames.swiftUITextStyle("caption1") == "caption")
    }

    struct Face: Equatable {
        var families: [String]
        var design: String
    }
    func face(_ stack: [String]) -> Face {
        let swift = SwiftTypeface(stack: stack)
        return Face(families: swift.customFamilies, design: swift.design)
    }

    @Test func typefaceStacks() {
        #expect(face([]) == Face(families: [], design: "default"))
        #expect(face(["SF Pro"]) == Face(families: [], design: "default"))
        #expect(face(["New York", "Georgia", "serif"]) == Face(families: [], design: "serif"))
        #expect(face(["SF Mono", "Menlo"]) == Face(families: [], design: "monospaced"))
        #expect(face(["SF Compact Rounded"]) == Face(families: [], design: "rounded"))
        #expect(
            face(["Avenir", "cursive", "Gill Sans", "monospace", "Menlo"])
                == Face(families: ["Avenir", "Gill Sans"], design: "monospaced"))
        #expect(face(["Avenir"]) == Face(families: ["Avenir"], design: "default"))
    }

    /// Whatever a name, description or family holds, the escaped text stays inside one line of
    /// a Swift string literal or `///` comment: no raw quote, newline or control character, and
    /// every backslash is doubled, so `\(` cannot interpolate.
    @Test func swiftEscaping() {
        #expect(Escaping.swift("say \"hi\" \\ \\(x) \"\"\" */ é 🎉") == #"say \"hi\" \\ \\(x) \"\"\" */ é 🎉"#)
        #expect(Escaping.swift("a\nb\r\nc\td") == #"a\nb\r\nc\td"#)
        #expect(Escaping.swift("\u{0}\u{1B}\u{7F}\u{2028}\u{2029}") == #"\u{0}\u{1b}\u{7f}\u{2028}\u{2029}"#)
        let hostile = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\u{2028}\u{2029}"
        let escaped = Escaping.swift(hostile)
        #expect(
            !escaped.unicodeScalars.contains {
                $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}"
            })
        #expect(
            !escaped.replacingOccurrences(of: "\\\\", with: "").replacingOccurrences(of: "\\\"", with: "").contains(
                "\""))
    }

    // MARK: Collisions

    static func build(_ manifest: String, formats: String = "css,swift,json") -> (
        status: Int32, stderr: String, listing: [String]
    ) {
        let folder = TemporaryFolder()
        folder.write("m.tokens.json", manifest)
        let result = HigTypeTool.run([
            "build", folder.file("m.tokens.json"), "--out", folder.file("out"), "--format", formats, "--quiet",
        ])
        let listing = folder.listing().filter { $0.hasPrefix("out/") }.map { String($0.dropFirst(4)) }
        return (result.status, result.stderr, listing)
    }

    /// Two names that clash in Swift only: `body text` is `type-body\20 text` in CSS (`bodyText`
    /// would clash there too, a `css-name-collision`).
    static let clashing = """
        {
          "type": {
            "$type": "typography",
            "body-text": { "$value": { "textStyle": "body" } },
            "body text": { "$value": { "textStyle": "body" } }
          },
          "all": { "$type": "typography", "$value": { "textStyle": "body" } }
        }
        """

    @Test func twoTokensWithOneSwiftNameAreAnError() throws {
        let built = Self.build(Self.clashing)
        #expect(built.status == 1)
        #expect(built.listing.isEmpty, "nothing is written: \(built.listing)")
        #expect(
            built.stderr.contains(
                "m.tokens.json:5:5: error: token 'type.body text' becomes the Swift name 'typeBodyText', as token 'type.body-text' does [swift-name-collision]"
            ))
        #expect(built.stderr.contains("m.tokens.json:4:5: note: 'type.body-text' is declared here"))
        #expect(
            built.stderr.contains(
                "m.tokens.json:7:3: error: token 'all' becomes the Swift name 'all', which the generated file already declares [swift-name-collision]"
            ))
    }

    @Test func collisionsMatterOnlyForSwift() {
        let built = Self.build(Self.clashing, formats: "css,json")
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.listing == ["typography.css", "typography.json"])
    }

    /// Token identifiers start lower-case, so of the declared names only `all` can be reached;
    /// the upper-case type names are reserved anyway, in case the naming rules change.
    @Test func onlyAllIsReachable() {
        for name in SwiftNameCheck.reservedNames {
            #expect(
                SwiftNames.identifier([name])
                    == (name == "all" ? "all" : name.prefix(1).lowercased() + name.dropFirst()))
        }
    }
}
