import HigTypeTestSupport
import Testing

@testable import HigTypeCore

/// `AbbreviationIndex`: one segment shortened or spelled out suggests its token, only when one
/// token fits, and never a prefix too short to mean anything.
@Suite struct AbbreviationIndexTests {
    static let names = [
        "font.mono", "font.rounded", "font.monochrome", "type.caption", "type.captionEmphasized", "color.background",
        "spacing.sm", "spacing.small",
    ]
    let index = AbbreviationIndex(Self.names)

    @Test func aSpelledOutSegmentFindsTheShortName() {
        #expect(index.closest(to: "font.monospace") == "font.mono")
        #expect(index.closest(to: "color.backgroundColor") == "color.background")
    }

    @Test func aShortenedSegmentFindsTheLongName() {
        #expect(index.closest(to: "font.round") == "font.rounded")
        #expect(index.closest(to: "color.back") == "color.background")
    }

    @Test func namesFoldAsElsewhere() {
        #expect(index.closest(to: "Font.Round") == "font.rounded")
        #expect(index.closest(to: "Color.Back-Ground-Col") == "color.background")
    }

    @Test func twoFittingTokensSuggestNeither() {
        // 'mono' begins both 'monochrome' and 'monospaced'; 'font.mono' itself would be the word.
        #expect(AbbreviationIndex(["font.monochrome", "font.monospaced"]).closest(to: "font.mono") == nil)
        // 'type.capt' shortens both 'caption' and 'captionEmphasized'; 'captionEmph' begins with
        // one and shortens the other.
        #expect(index.closest(to: "type.capt") == nil)
        #expect(index.closest(to: "type.captionEmph") == nil)
    }

    @Test func noWildSuggestions() {
        #expect(index.closest(to: "font.mo") == nil, "a two-letter prefix means nothing")
        #expect(index.closest(to: "spacing.s") == nil)
        #expect(index.closest(to: "font.monospace.bold") == nil, "another number of segments")
        #expect(index.closest(to: "type.mono") == nil, "another group")
        #expect(index.closest(to: "font.rondo") == nil, "not a prefix either way")
    }
}
