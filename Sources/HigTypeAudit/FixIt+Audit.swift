import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// The replacement for a site's text: the matched token where there is one and the form can
/// name it, else the nearest text style in the form's own API.
enum AuditFixIt {
    static func replacement(for site: FontSite, style: TextStyle, token: TokenMatch.Entry?) -> String? {
        let api = SwiftNames.apiTextStyle(style)
        let swiftUI = SwiftNames.swiftUITextStyle(api)
        switch site.form {
        case .swiftUISystem(let explicit, let wrapped):
            if let token { return wrapped ? ".typography(\(token.swiftName))" : "\(token.swiftName).font" }
            return wrapped ? ".font(.\(swiftUI))" : explicit ? "Font.\(swiftUI)" : ".\(swiftUI)"
        case .swiftUICustom:
            return site.customPrefix.map { "\($0), relativeTo: .\(swiftUI))" }
        case .systemFont(let framework):
            if let token, framework == .uiKit { return "\(token.swiftName).uiFont()" }
            return "\(framework.rawValue).preferredFont(forTextStyle: .\(api))"
        case .namedFont(.uiKit):
            return "\(site.text).map { UIFontMetrics(forTextStyle: .\(api)).scaledFont(for: $0) }"
        case .namedFont(.appKit):
            return nil  // AppKit has no UIFontMetrics; the note says what to do
        case .swiftCall:
            return nil  // SwiftFixIt decides these
        case .cssFontSize, .cssFont, .cssLength:
            return CSSFixIt.replacement(for: site, style: style, token: token)
        case .symbolConfiguration:
            return symbolReplacement(for: site, style: style)
        }
    }

    /// How a finding's note says the form is fixed by hand, when no fix-it can be computed.
    static func advice(for form: FontSite.Form) -> String {
        switch form {
        case .swiftUISystem:
            "use a text style (.font(.body)), or a size that scales: @ScaledMetric, or Font.custom(_:size:relativeTo:)"
        case .swiftUICustom: "add relativeTo: with the text style the font should scale with"
        case .systemFont(.uiKit):
            "use UIFont.preferredFont(forTextStyle:), or scale the font with UIFontMetrics(forTextStyle:).scaledFont(for:)"
        case .systemFont(.appKit): "use NSFont.preferredFont(forTextStyle:)"
        case .namedFont(.uiKit): "scale the font with UIFontMetrics(forTextStyle:).scaledFont(for:)"
        case .namedFont(.appKit):
            "macOS has no Dynamic Type: use NSFont.preferredFont(forTextStyle:) for text that should follow the system's styles"
        case .swiftCall(let form): SwiftFixIt.advice(for: form)
        case .cssFontSize, .cssFont, .cssLength:
            "write the size in rem, or use a token's var(--…-font-size); in Safari, font: -apple-system-body follows Dynamic Type"
        case .symbolConfiguration(let image, _):
            "size the symbol with a text style: \(image).SymbolConfiguration(textStyle:)"
        }
    }
}
