import HigTypeCore
import HigTypeSpec

/// The text style higtype names for a typography value that has none: the token's `relativeTo`
/// setting, else the spec's `NearestStyle` to the value's size, weight and leading on the first
/// target platform with a table, else body. `fixed-size` ("higtype would scale it with …"),
/// `typography-incomplete` ("add \"textStyle\": …") and the resolver, which scales a fixed-size
/// token with this style, all ask here, so one token is never told two different styles.
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

    static func suggest(for value: TypographyValue, settings: TokenSettings, platforms: [Platform]) -> Suggestion {
        if let relativeTo = settings.relativeTo?.value {
            return Suggestion(style: relativeTo, nearest: nil, isRelativeTo: true)
        }
        let platform = platforms.first { HIG.spec(for: $0).defaultSizeCategory != nil } ?? platforms.first ?? .ios
        guard let nearest = nearest(for: value, on: platform) else {
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
        let suggestion = suggest(for: value, settings: token.settings, platforms: platforms)
        let why = suggestion.reason.map { " (\($0))" } ?? ""
        return "add \"textStyle\": \"\(suggestion.style.rawValue)\"\(why) "
            + "to take size, leading and tracking from the HIG"
    }
}
