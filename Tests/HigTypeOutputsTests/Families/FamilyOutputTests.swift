import Foundation
import HigTypeTestSupport
import Testing

@testable import HigTypeCompiler
@testable import HigTypeCore
@testable import HigTypeOutputs
@testable import HigTypeSpec
@testable import Mustache

/// What a family stack becomes: the CSS stack (the author's order, Apple names expanded only
/// when alone), the typeface Apple platforms use, and the Swift font.
@Suite struct FamilyOutputTests {
    func css(_ families: [String], system: Typeface = .sfPro) -> String {
        CSSNames.fontStack(families, systemTypeface: system)
    }

    @Test func anAppleFamilyAloneGetsHigtypesFallbacks() {
        let sf = #"system-ui, -apple-system, "Helvetica Neue", "Arial", sans-serif"#
        #expect(css([]) == sf)
        #expect(css([], system: .sfCompact) == sf)
        #expect(css(["SF Pro"]) == sf)
        #expect(css(["SF Pro Display", "sans-serif"]) == sf)
        #expect(css(["New York", "serif"]) == #"ui-serif, "New York", "Georgia", serif"#)
        #expect(
            css(["SFMono-Regular"]) == #"ui-monospace, "SF Mono", "SFMono-Regular", "Menlo", "Consolas", monospace"#)
    }

    @Test func insideTheAuthorsStackAppleNamesStayInPlaceWithoutFallbacks() {
        #expect(css(["SF Pro", "Inter", "sans-serif"]) == #"system-ui, -apple-system, "Inter", sans-serif"#)
        #expect(css(["Inter", "SF Pro"]) == #""Inter", system-ui, -apple-system, sans-serif"#)
        #expect(css(["New York", "Georgia", "serif"]) == #"ui-serif, "New York", "Georgia", serif"#)
        #expect(
            css(["SF Mono", "Menlo", "monospace"]) == #"ui-monospace, "SF Mono", "SFMono-Regular", "Menlo", monospace"#)
        #expect(css(["SF Pro Rounded", "Nunito"]) == #"ui-rounded, "SF Pro Rounded", "Nunito", sans-serif"#)
    }

    @Test func keywordsStayAsWrittenAndTheGenericIsAppendedOnlyWhenMissing() {
        #expect(
            css([
                "-apple-system", "BlinkMacSystemFont", "Segoe UI", "Helvetica", "Arial", "sans-serif",
                "Apple Color Emoji",
            ])
                == #"-apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica", "Arial", sans-serif, "Apple Color Emoji""#
        )
        #expect(css(["-Apple-System", "blinkmacsystemfont"]) == "-apple-system, BlinkMacSystemFont, sans-serif")
        #expect(css(["ui-monospace", "Menlo"]) == #"ui-monospace, "Menlo", monospace"#)
        #expect(css(["Segoe UI", "ui-serif"]) == #""Segoe UI", ui-serif, serif"#)
        #expect(css(["Inter", "cursive"]) == #""Inter", cursive"#)
    }

    /// A family higtype does not know as Apple's, named alone, ends with the generic family that
    /// fits it by its name (`CSSGenericFamily`), not always `sans-serif`.
    @Test func aFamilyNamedAloneGetsTheGenericThatFitsIt() {
        #expect(css(["DM Mono"]) == #""DM Mono", monospace"#)
        #expect(css(["Fraunces"]) == #""Fraunces", serif"#)
        #expect(css(["Inter"]) == #""Inter", sans-serif"#)
        let cases: [(String, String)] = [
            ("JetBrains Mono", "monospace"), ("Source Code Pro", "monospace"), ("Fira Code", "monospace"),
            ("Courier New", "monospace"), ("Noto Sans Mono", "monospace"), ("IBM Plex Mono", "monospace"),
            ("Georgia", "serif"), ("Merriweather", "serif"), ("Times New Roman", "serif"), ("Noto Serif", "serif"),
            ("Roboto Slab", "serif"), ("Playfair Display", "serif"), ("Source Serif 4", "serif"),
            ("Alegreya", "serif"), ("Alegreya Sans", "sans-serif"), ("PT Sans", "sans-serif"),
            ("Encode Sans", "sans-serif"), ("Lorax", "sans-serif"), ("Roboto", "sans-serif"), ("", "sans-serif"),
        ]
        for (name, generic) in cases {
            #expect(CSSGenericFamily.generic(for: name) == generic, "\(name)")
        }
        // A stack that has a generic keeps it; the first family Apple platforms use decides.
        #expect(css(["DM Mono", "serif"]) == #""DM Mono", serif"#)
        #expect(css(["Noto Color Emoji", "Fraunces", "Inter"]) == #""Noto Color Emoji", "Fraunces", "Inter", serif"#)
    }

    @Test func systemFontNames() {
        for name in [
            "-apple-system", "BlinkMacSystemFont", "system-ui", "ui-sans-serif", "SF Pro", "SF Pro Text",
            "SF Pro Display",
            "SFProText-Regular", "San Francisco", "SF UI Text", ".SFNSText", "sf pro",
        ] {
            #expect(Typeface(family: name) == .sfPro, "\(name)")
        }
        #expect(Typeface(family: "ui-serif") == .newYork)
        #expect(Typeface(family: "New York Large") == .newYork)
        #expect(Typeface(family: "ui-monospace") == .sfMono)
        #expect(Typeface(family: "SFMono-Regular") == .sfMono)
        #expect(Typeface(family: "ui-rounded") == .sfProRounded)
        #expect(Typeface(family: "SF Pro Rounded") == .sfProRounded)
        #expect(Typeface(family: "SF Compact Display") == .sfCompact)
        #expect(Typeface(family: "New Yorker") == nil)
        #expect(Typeface(family: "Helvetica") == nil)
        #expect(Typeface.isSystemFontKeyword("BlinkMacSystemFont") && !Typeface.isSystemFontKeyword("SF Pro"))
    }

    @Test func theFamilyAppleUsesIsTheFirstTheyHave() {
        #expect(
            Typeface.indexUsedOnApplePlatforms(in: ["Segoe UI", "Segoe UI Web (West European)", "-apple-system"]) == 2)
        #expect(Typeface.indexUsedOnApplePlatforms(in: ["Inter", "-apple-system"]) == 0)
        #expect(Typeface.indexUsedOnApplePlatforms(in: ["Consolas", "Cascadia Mono", "Menlo"]) == 2)
        #expect(Typeface.indexUsedOnApplePlatforms(in: ["Segoe UI"]) == nil)
    }

    /// The token `{"textStyle": "body", "fontFamily": family}` resolved; no family when nil.
    func resolve(_ family: String?, platforms: String = #"["ios"]"#) throws -> ResolvedToken {
        let field = family.map { #", "fontFamily": "# + $0 } ?? ""
        let json = """
            {"$extensions": {"dev.higtype": {"platforms": \(platforms)}},
             "t": {"$type": "typography", "$value": {"textStyle": "body"\(field)}}}
            """
        let compilation = Compiler.compile(sources: [.init(path: "m.tokens.json", bytes: Array(json.utf8))])
        return try #require(compilation.resolved?.tokens.first)
    }

    @Test func aStackStringResolvesAsTheSystemFont() throws {
        let token = try resolve(#""-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif""#)
        #expect(token.fontFamily == ["-apple-system", "BlinkMacSystemFont", "Segoe UI", "Roboto", "sans-serif"])
        #expect(token.typeface == .sfPro && token.appleFamily == "-apple-system")
        #expect(token.usesSystemFont)
        // The HIG's SF Pro tracking at 17 pt, as for a token without a family.
        #expect(token.values(on: .ios)?.defaultValues.letterSpacing == -0.43)
        let swift = SwiftTypeface(stack: token.fontFamily)
        #expect(swift.customFamilies.isEmpty && swift.design == "default")
    }

    /// The system font's names, SF Pro's included, mean SF Compact on watchOS and SF Pro elsewhere,
    /// and that typeface's tracking applies, as for a token with no family. New York does not vary.
    @Test func systemFontNamesFollowThePlatformsSystemFont() throws {
        let platforms = #"["ios", "watchos", "macos"]"#
        let none = try resolve(nil, platforms: platforms).platforms.map { $0.categories.map(\.values) }
        #expect(none.count == 3)
        for family in [#""system-ui""#, #""SF Pro""#, #""SF Compact""#, #""BlinkMacSystemFont, sans-serif""#] {
            let token = try resolve(family, platforms: platforms)
            #expect(token.usesSystemFont, "\(family)")
            #expect(token.platforms.map { $0.categories.map(\.values) } == none, "\(family)")
        }
        #expect(try !resolve(#""New York""#, platforms: platforms).usesSystemFont)
    }

    @Test func otherSystemsFontsAreSkippedInSwiftToo() {
        let swift = SwiftTypeface(stack: ["Segoe UI", "Inter", "-apple-system"])
        #expect(swift.customFamilies == ["Inter"] && swift.design == "default")
        #expect(SwiftTypeface(stack: ["Consolas", "ui-monospace"]).design == "monospaced")
    }
}
