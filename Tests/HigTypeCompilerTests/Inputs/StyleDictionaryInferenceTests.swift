import Testing

@testable import HigTypeCompiler

/// The type a Style Dictionary token without one takes from its path (`StyleDictionaryReader`).
@Suite struct StyleDictionaryInferenceTests {
    @Test(arguments: [
        ("font.headline.size", "fontSize"), ("font.headline.weight", "fontWeight"),
        ("typography.body.family", "fontFamily"), ("text.caption.lineHeight", "lineHeight"),
        ("font.body.letterSpacing", "letterSpacing"), ("size.font.base", "fontSize"),
        ("font.family.body", "fontFamily"),
    ])
    func aRoleGroupUnderATypographicCategory(_ path: String, _ type: String) {
        #expect(StyleDictionaryReader.inferredType(path.split(separator: ".").map(String.init)) == type)
    }

    /// A size or weight outside a typographic category says no font role.
    @Test(arguments: [("component.button.height", nil), ("size.icon.small", "dimension"), ("border.weight", nil)])
    func otherSizesAreNoFontRole(_ path: String, _ type: String?) {
        #expect(StyleDictionaryReader.inferredType(path.split(separator: ".").map(String.init)) == type)
    }
}
