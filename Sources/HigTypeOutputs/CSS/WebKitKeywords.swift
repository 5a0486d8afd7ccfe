import HigTypeCompiler
import HigTypeSpec

/// WebKit's text-style keywords for the `font` shorthand. With them, Safari on Apple devices
/// sizes text from the reader's Dynamic Type setting by itself. The `short-` keywords are the
/// tight-leading variants and `tall-body` the loose one; WebKit has no keyword for Callout or
/// for the watchOS, tvOS and visionOS styles.
package enum WebKitKeywords {
    package static func keyword(for style: TextStyle, leading: TokenSettings.Leading?) -> String? {
        let base: String
        switch style {
        case .largeTitle: base = "title0"
        case .title1: base = "title1"
        case .title2: base = "title2"
        case .title3: base = "title3"
        case .headline: base = "headline"
        case .body: base = "body"
        case .subheadline: base = "subheadline"
        case .footnote: base = "footnote"
        case .caption1: base = "caption1"
        case .caption2: base = "caption2"
        default: return nil
        }
        switch leading {
        case .tight? where ["headline", "body", "subheadline", "footnote", "caption1"].contains(base):
            return "-apple-system-short-" + base
        case .loose? where base == "body":
            return "-apple-system-tall-body"
        default:
            return "-apple-system-" + base
        }
    }
}
