import HigTypeSpec

/// A typography token's `$value` after aliases, with the position of each field.
struct TypographyValue: Sendable {
    /// The HIG text style the token follows: higtype's `textStyle` field, or the token's
    /// `$extensions["dev.higtype"].textStyle`.
    var textStyle: Located<TextStyle>?
    /// The text style is named under `$extensions` and the `$value` is complete DTCG. Its fields
    /// that equal the HIG's at the default category are then the HIG's, not overrides.
    var textStyleInExtensions = false
    /// The family stack, first choice first.
    var fontFamily: Located<[String]>?
    /// The weight as DTCG defines it (1–1000, exact); `DTCGWeight.apple` is Apple's nearest.
    var fontWeight: Located<DTCGWeight>?
    /// Font size in points (DTCG px; rem is taken as 16 px).
    var fontSize: Located<Double>?
    /// DTCG line height: a multiple of the font size.
    var lineHeight: Located<Double>?
    /// Letter spacing in points.
    var letterSpacing: Located<Double>?

    static let fieldNames = ["textStyle", "fontFamily", "fontWeight", "fontSize", "lineHeight", "letterSpacing"]
    /// Typography fields that other tools write (Tokens Studio, Figma, CSS) and DTCG does not define.
    static let otherToolsFields = [
        "fontStyle", "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration", "figureStyle",
        "fontVariant", "fontStretch", "textTransform",
    ]
    /// The fields DTCG requires of a typography value that names no text style.
    static let dtcgRequired = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
}
