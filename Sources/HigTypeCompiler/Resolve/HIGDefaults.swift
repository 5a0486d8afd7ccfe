import HigTypeSpec

/// The DTCG form of a typography token names its text style under `$extensions` and carries a
/// complete `$value`, so that other tools read its default-category values. A field of that
/// value that equals what the HIG gives at the default category is the HIG's, and higtype
/// scales it with the style at every category; a field that differs is an override, exactly as
/// in the short form. "Equal" allows for the precision the HIG's tables are published in:
///
/// - fontSize: to 1/100 pt, the precision higtype computes in.
/// - fontWeight: exactly.
/// - lineHeight: the leading it gives at the token's size, rounded to a whole point as the
///   HIG's leadings are, is the style's leading (with the token's leading trait applied); at a
///   size of the token's own (the style's leading scaled), to 1/100 pt.
/// - letterSpacing: within 1/200 pt of the tracking table's points column at the token's size,
///   or of size × em / 1000 (the table's other column, which its points do not always equal).
///
/// The comparison is made on the first target platform that has the style: the platform the
/// file's `$value` is written for.
///
/// `exactly`: the style was not named by the value's author but chosen for it afterwards, by an
/// adapter `adopt` wrote. The values are the team's, not a transcription of the HIG's table, so
/// a line height is the HIG's only to 1/100 pt at any size: a team's 130% at 16 px is 20.8 pt,
/// not Callout's 21.
extension StyleEvaluator {
    static func withoutHIGValues(
        _ value: TypographyValue, style: TextStyle, typeface: Typeface?, settings: TokenSettings, on platform: Platform,
        exactly: Bool = false
    ) -> TypographyValue {
        var value = value
        func hig(without fields: [WritableKeyPath<TypographyValue, Located<Double>?>]) -> StyleValues? {
            var bare = value
            for field in fields { bare[keyPath: field] = nil }
            return evaluate(bare, style: style, typeface: typeface, settings: settings, on: platform)?.defaultValues
        }
        if let size = value.fontSize, let base = hig(without: [\.fontSize, \.lineHeight, \.letterSpacing]),
            abs(size.value - base.fontSize) < 0.005
        {
            value.fontSize = nil
        }
        if let weight = value.fontWeight {
            var bare = value
            bare.fontWeight = nil
            if evaluate(bare, style: style, typeface: typeface, settings: settings, on: platform)?.defaultValues
                .fontWeight
                == weight.value
            {
                value.fontWeight = nil
            }
        }
        // Line height and tracking are compared at the token's own size, which the steps above settled.
        guard let base = hig(without: [\.lineHeight, \.letterSpacing]) else { return value }
        // At the style's own size the HIG's leading is a whole point, and a multiple that rounds to
        // it is the HIG's; at a size of the token's own the style's leading is scaled to 1/100 pt,
        // and only a multiple that gives it to that precision is (36 pt over 28 pt Title 2 is the
        // team's, not Title 2's 35.64).
        let tolerance = value.fontSize == nil && !exactly ? 0.5 : 0.005 + 1e-9
        if let multiple = value.lineHeight,
            abs(StyleEvaluator.rounded(base.fontSize * multiple.value) - base.lineHeight) < tolerance
        {
            value.lineHeight = nil
        }
        if let spacing = value.letterSpacing {
            let face = typeface ?? (value.fontFamily == nil ? HIG.spec(for: platform).systemTypeface : nil)
            let tracking = face?.trackingTable(on: platform)?.lookup(size: base.fontSize)
            let tolerance = 0.005 + 1e-9
            if abs(spacing.value - base.letterSpacing) <= tolerance
                || tracking.map({ abs(spacing.value - base.fontSize * $0.em / 1000) <= tolerance }) == true
            {
                value.letterSpacing = nil
            }
        }
        return value
    }
}
