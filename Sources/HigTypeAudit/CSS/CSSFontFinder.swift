import HigTypeSpec

/// Finds `font-size` and `font` declarations that set an absolute length, over the tokens of
/// `CSSLexer` (so nothing in a comment or a string is seen).
///
/// Absolute lengths are `px`, `pt`, `pc`, `in`, `cm`, `mm` and `Q`: none follows the reader's
/// text size. `rem`, `em`, `%`, `ex`, `ch`, viewport units, keywords (`-apple-system-body`,
/// `larger`) and anything inside `var(…)` (its fallback included) are fine; a `calc()`, `clamp()`
/// or `max()` that holds an absolute length is flagged, its size then not a literal. In the
/// `font` shorthand, a length after `/` is the line height and is not read.
public struct CSSFontFinder {
    let bytes: [UInt8]
    let tokens: [CSSLexer.Token]

    public init(bytes: [UInt8], tokens: [CSSLexer.Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// Points per unit: px and pt are both read as points (higtype's CSS writes 1px = 1pt, as
    /// Apple's CSS pixel is a point); the rest by CSS's 1in = 96px.
    static let absoluteUnits: [String: Double] = [
        "px": 1, "pt": 1, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6,
    ]

    struct Declaration {
        var property: String
        var name: Int
        /// Value tokens, `!important` left out.
        var value: Range<Int>
        var block: Int
    }

    public func find() -> [FontSite] {
        let declarations = self.declarations()
        var weights: [Int: FontWeight] = [:]
        for d in declarations where d.property == "font-weight" {
            if let w = d.value.first.flatMap(weight(at:)) { weights[d.block] = w }
        }
        return declarations.compactMap { d in
            switch d.property {
            case "font-size": return site(d, form: .cssFontSize, weight: weights[d.block])
            case "font": return site(d, form: .cssFont, weight: shorthandWeight(d) ?? weights[d.block])
            default: return nil
            }
        }
    }

    // MARK: Declarations

    /// Every `name: value` that follows `{` or `;`, ending at `;` or `}` outside parentheses;
    /// one that meets `{` first is a selector (`font:hover {`) and is not a declaration.
    private func declarations() -> [Declaration] {
        var result: [Declaration] = []
        var blocks: [Int] = [-1]
        var k = 0
        while k < tokens.count {
            if isPunct(k, "{") {
                blocks.append(k)
            } else if isPunct(k, "}") {
                if blocks.count > 1 { blocks.removeLast() }
            } else if tokens[k].kind == .identifier, k > 0, isPunct(k - 1, "{") || isPunct(k - 1, ";"),
                isPunct(k + 1, ":"),
                let end = valueEnd(from: k + 2)
            {
                var last = end
                if last - 2 >= k + 2, isPunct(last - 2, "!"), text(last - 1).lowercased() == "important" { last -= 2 }
                result.append(
                    Declaration(property: text(k).lowercased(), name: k, value: k + 2..<last, block: blocks.last!))
                k = end
                continue
            }
            k += 1
        }
        return result
    }

    /// The index of the `;` or `}` that ends a value starting at `k` (the token count at the
    /// end of input); nil when a `{` comes first.
    private func valueEnd(from k: Int) -> Int? {
        var depth = 0
        var j = k
        while j < tokens.count {
            if isPunct(j, "(") || isPunct(j, "[") {
                depth += 1
            } else if isPunct(j, ")") || isPunct(j, "]") {
                depth = max(0, depth - 1)
            } else if depth == 0, isPunct(j, ";") || isPunct(j, "}") {
                return j
            } else if isPunct(j, "{") {
                return nil
            }
            j += 1
        }
        return tokens.count
    }

    // MARK: Tokens

    func text(_ k: Int) -> String { String(decoding: bytes[tokens[k].start..<tokens[k].end], as: UTF8.self) }

    func isPunct(_ k: Int, _ c: Unicode.Scalar) -> Bool {
        k >= 0 && k < tokens.count && tokens[k].kind == .punctuation && UInt32(bytes[tokens[k].start]) == c.value
    }
}
