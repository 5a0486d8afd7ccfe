import HigTypeCore
import HigTypeOutputs
import HigTypeSpec

/// The fix-its of the CSS forms. A size becomes rem (16px to the rem, which follows the
/// browser's text size, or the root size the style sheets set: `CSSRootSize`); everything else
/// the declaration says is kept.
///
/// For the `font` shorthand, WebKit's text-style keyword (`font: -apple-system-headline`, which
/// follows Dynamic Type in Safari) replaces the whole declaration only when it loses nothing: the
/// shorthand names no family but the system's (`-apple-system`, `system-ui`,
/// `BlinkMacSystemFont`), no line height and no style, variant or stretch, and its weight is the
/// style's. Otherwise only the size is replaced, with rem: `font: bold 14px/1.4 "Brand", serif`
/// becomes `font: bold 0.875rem/1.4 "Brand", serif`. (Other browsers do not know the keyword
/// and drop the declaration, so a stack with a fallback family keeps it too.)
enum CSSFixIt {
    static let systemFamilies: Set<String> = ["-apple-system", "system-ui", "blinkmacsystemfont"]

    static func replacement(for site: FontSite, style: TextStyle, token: TokenMatch.Entry?) -> String? {
        switch site.form {
        case .cssFontSize:
            if let token { return "font-size: var(--\(token.cssName)-font-size)" }
            return remText(site).map { "font-size: \($0)" }
        case .cssLength:
            if let token { return "var(--\(token.cssName)-font-size)" }
            return remText(site)
        case .cssFont:
            if let token {
                let v = { (property: String) in "var(--\(token.cssName)-\(property))" }
                return "font: \(v("font-weight")) \(v("font-size"))/\(v("line-height")) \(v("font-family"))"
            }
            if let keyword = WebKitKeywords.keyword(for: style, leading: nil), keepsEverything(site, style: style) {
                return "font: \(keyword)"
            }
            guard let range = site.cssLength, let rem = remText(site) else { return nil }
            var bytes = Array(site.text.utf8)
            bytes.replaceSubrange(range, with: Array(rem.utf8))
            return String(decoding: bytes, as: UTF8.self)
        default:
            return nil
        }
    }

    /// A CSS length written in another unit than px (`12pt`), for the message to name beside its
    /// points (a px is a point; `12pt` is 16 pt); nil for px and for other forms.
    static func writtenLength(_ site: FontSite) -> String? {
        guard let unit = site.cssUnit, unit != "px", let range = site.cssLength else { return nil }
        let bytes = Array(site.text.utf8)
        guard range.upperBound <= bytes.count else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// The size in rem, of the root the style sheets set (`CSSRootSize`; 16px to the rem when
    /// none does); nil for a size that is not a literal, or when the root is not known.
    static func remText(_ site: FontSite) -> String? {
        guard case .points(let points) = site.size, let root = site.remRoot.pixels else { return nil }
        return NumberText.format((points / root * 10_000).rounded() / 10_000) + "rem"
    }

    /// Whether WebKit's keyword for `style` says all the shorthand says: see the type's comment.
    static func keepsEverything(_ site: FontSite, style: TextStyle) -> Bool {
        guard let range = site.cssLength,
            let category = HIG.ios.defaultSizeCategory,
            let metrics = HIG.ios.styles.first(where: { $0.style == style })?.metrics[category],
            metrics.weight == site.weight ?? .regular
        else { return false }
        let bytes = Array(site.text.utf8)
        let tokens = CSSLexer.lex(bytes).tokens
        guard let size = tokens.firstIndex(where: { $0.start == range.lowerBound }), size >= 2 else { return false }
        let word = { (k: Int) in String(decoding: bytes[tokens[k].start..<tokens[k].end], as: UTF8.self).lowercased() }
        // Before the size (after `font:`): only the weight.
        for k in 2..<size {
            switch tokens[k].kind {
            case .identifier where ["bold", "normal"].contains(word(k)): continue
            case .dimension(let unitStart) where unitStart == tokens[k].end: continue
            default: return false
            }
        }
        // After it: no `/` line height, and only the system's families.
        for k in size + 1..<tokens.count {
            if tokens[k].kind == .punctuation, bytes[tokens[k].start] == UInt8(ascii: ",") { continue }
            guard tokens[k].kind == .identifier, systemFamilies.contains(word(k)) else { return false }
        }
        return true
    }
}

extension CSSLexer.Dialect {
    /// The dialect an audited language is read in; Swift is read as CSS, which it never is.
    init(_ language: Auditor.Language) {
        switch language {
        case .scss: self = .scss
        case .less: self = .less
        case .css, .swift, .interfaceBuilder: self = .css
        }
    }
}
