import HigTypeTestSupport
import Testing

@testable import HigTypeCore
@testable import HigTypeSpec

@Suite struct VocabularyTests {
    @Test(arguments: [
        ("Title 1", TextStyle.title1), ("title-1", .title1), ("Subhead", .subheadline),
        ("Large Title", .largeTitle), ("caption2", .caption2), ("Extra Large Title 2", .extraLargeTitle2),
    ])
    func textStyleNames(name: String, style: TextStyle) {
        #expect(TextStyle(named: name) == style)
    }

    @Test func unknownNamesAreNil() {
        #expect(TextStyle(named: "bodyy") == nil)
        #expect(Platform(named: "android") == nil)
    }

    @Test func categoriesByHIGName() {
        #expect(SizeCategory(named: "AX3") == .accessibility3)
        #expect(SizeCategory(named: "xxxLarge") == .xxxLarge)
        #expect(SizeCategory.accessibility1 > .xxxLarge)
    }

    @Test func weightsHaveCSSValues() {
        #expect(FontWeight(named: "Semi-Bold") == .semibold)
        #expect(FontWeight.semibold.value == 600)
        #expect(FontWeight(value: 300) == .light)
        #expect(FontWeight(value: 350) == nil)
    }
}
