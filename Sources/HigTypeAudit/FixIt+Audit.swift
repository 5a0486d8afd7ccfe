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
        case .cssFontSize:
            if let token { return "font-size: var(--\(token.cssName)-font-size)" }
            return "font-size: \(remText(site))"
        case .cssFont:
            if let token {
                let v = { (property: String) in "var(--\(token.cssName)-\(property))" }
                return "font: \(v("font-weight")) \(v("font-size"))/\(v("line-height")) \(v("font-family"))"
            }
            if let keyword = WebKitKeywords.keyword(for: style, leading: nil) { return "font: \(keyword)" }
            // No WebKit keyword for the style (Callout): keep the shorthand, with the size in rem.
            guard let range = site.cssLength, case .points = site.size else { return nil }
            var bytes = Array(site.text.utf8)
            bytes.replaceSubrange(range, with: Array(remText(site).utf8))
            return String(decoding: bytes, as: UTF8.self)
        case .symbolConfiguration:
            return symbolReplacement(for: site, style: style)
        }
    }

    /// The size in rem (16px to the rem), which follows the browser's text size.
    private static func remText(_ site: FontSite) -> String {
        guard case .points(let points) = site.size else { return "1rem" }
        return NumberText.format((points / 16 * 10_000).rounded() / 10_000) + "rem"
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
        case .cssFontSize, .cssFont:
            "write the size in rem, or use a token's var(--…-font-size); in Safari, font: -apple-system-body follows Dynamic Type"
        case .symbolConfiguration(let image, _):
            "size the symbol with a text style: \(image).SymbolConfiguration(textStyle:)"
        }
    }
}
