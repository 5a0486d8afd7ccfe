import HigTypeCore
import HigTypeSpec

/// The text style higtype names for a typography value that has none: the token's `relativeTo`
/// setting, else the style whose default size is nearest the value's `fontSize` on the first
/// target platform that has a table, else body. `fixed-size` ("higtype would scale it with …")
/// and `typography-incomplete` ("add \"textStyle\": …") both ask here, so one token is never
/// told two different styles.
enum SuggestedStyle {
    static func style(fontSize: Double?, relativeTo: TextStyle?, platforms: [Platform]) -> TextStyle {
        if let relativeTo { return relativeTo }
        guard let fontSize else { return .body }
        return platforms.lazy.compactMap { StyleEvaluator.nearestStyle(to: fontSize, on: $0) }.first ?? .body
    }

    /// Why that style: "the style nearest its 20 pt", "its fixedSize.relativeTo", or nil when
    /// body is only the default.
    static func reason(fontSize: Double?, relativeTo: TextStyle?) -> String? {
        if relativeTo != nil { return "its fixedSize.relativeTo" }
        return fontSize.map { "the style nearest its \(NumberText.format($0)) pt" }
    }

    /// The note of `typography-incomplete`: add the suggested `textStyle`.
    static func advice(for value: TypographyValue, of token: Token, platforms: [Platform]) -> String {
        let size = value.fontSize?.value
        let relativeTo = token.settings.relativeTo?.value
        let style = style(fontSize: size, relativeTo: relativeTo, platforms: platforms)
        let why = reason(fontSize: size, relativeTo: relativeTo).map { " (\($0))" } ?? ""
        return "add \"textStyle\": \"\(style.rawValue)\"\(why) to take size, leading and tracking from the HIG"
    }
}
