import HigTypeCore
import HigTypeSpec

/// The text style higtype names for a typography value that has none: the token's `relativeTo`
/// setting, else the spec's `NearestStyle` to the value's size, weight and leading on the first
/// target platform with a table the token is for, among the styles every target it is for has
/// (`Token.targets(among:)`, as `adopt` chooses), else body. `fixed-size` ("higtype would scale it
/// with …") and `typography-incomplete` ("add \"textStyle\": …") ask here, so one token is never
/// told two different styles, and never one a target lacks, which would fail `platform-style`.
/// The resolver, which scales a justified fixed size, asks `nearest(for:on:)` on each platform.
enum SuggestedStyle {
    /// The style and why: the nearest-style answer when one was computed.
    struct Suggestion {
        var style: TextStyle
        var nearest: NearestStyle?
        var isRelativeTo: Bool

        /// "its fixedSize.relativeTo", "20 pt Regular at Large: nearest Title 3 (20 pt)", or nil
        /// when body is only the default.
        var reason: String? {
            if isRelativeTo { return "its fixedSize.relativeTo" }
            return nearest?.reason()
        }
    }

    /// The suggestion for `token` (as loaded; nil: for every target), whose value is `value` and
    /// settings `settings`. `platforms` are the manifest's targets: the style is one every target
    /// with a table that the token is for has.
    static func suggest(
        for value: TypographyValue, settings: TokenSettings, of token: Token?, platforms: [Platform]
    ) -> Suggestion {
        if let relativeTo = settings.relativeTo?.value {
            return Suggestion(style: relativeTo, nearest: nil, isRelativeTo: true)
        }
        let tabled = platforms.filter { HIG.spec(for: $0).defaultSizeCategory != nil }
        let targets = token?.targets(among: tabled) ?? tabled
        // No target with a table in the token's scope (visionOS alone): iOS's table, as before.
        let platform = targets.first ?? platforms.first ?? .ios
        guard let nearest = nearest(for: value, on: platform, sharedWith: targets) else {
            return Suggestion(style: .body, nearest: nil, isRelativeTo: false)
        }
        return Suggestion(style: nearest.style, nearest: nearest, isRelativeTo: false)
    }

    /// The spec's nearest style to the value's size on `platform`, with its weight (Regular when it
    /// names none, as CSS and Apple's fonts default) and its leading in points when it has one;
    /// among the styles every one of `targets` has, when they are given.
    static func nearest(for value: TypographyValue, on platform: Platform, sharedWith targets: [Platform] = [])
        -> NearestStyle?
    {
        guard let size = value.fontSize?.value else { return nil }
        let weight = value.fontWeight?.value ?? DTCGWeight(.regular)
        let leading = value.lineHeight.map { $0.value * size }
        return NearestStyle.find(
            NearestStyle.Query(size: size, weight: weight, leading: leading), on: platform, sharedWith: targets)
    }

    /// The note of `typography-incomplete`: add the suggested `textStyle`.
    static func advice(for value: TypographyValue, of token: Token, platforms: [Platform]) -> String {
        let suggestion = suggest(for: value, settings: token.settings, of: token, platforms: platforms)
        let why = suggestion.reason.map { " (\($0))" } ?? ""
        return "add \"textStyle\": \"\(suggestion.style.rawValue)\"\(why) "
            + "to take size, leading and tracking from the HIG"
    }
}
