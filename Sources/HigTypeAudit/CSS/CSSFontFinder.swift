import HigTypeSpec

/// Finds `font-size` and `font` declarations that set an absolute length, over the tokens of
/// `CSSLexer` (so nothing in a comment or a string is seen).
///
/// Absolute lengths are `px`, `pt`, `pc`, `in`, `cm`, `mm` and `Q`: none follows the reader's
/// text size. `rem`, `em`, `%`, `ex`, `ch`, viewport units, keywords (`-apple-system-body`,
/// `larger`) and custom properties are fine; a `calc()`, `clamp()` or `max()` that holds an
/// absolute length is flagged, its size then not a literal. In the `font` shorthand, a length
/// after `/` is the line height and is not read. A size read through a variable is flagged
/// where the length is written (`CSSFontFinder+Variables.swift`).
public struct CSSFontFinder {
    let bytes: [UInt8]
    let tokens: [CSSLexer.Token]
    let dialect: CSSLexer.Dialect
    /// The variables other sheets of the run use for a font size (`CSSRootSize.Project.fontVariables`).
    var projectVariables: Set<String> = []

    public init(bytes: [UInt8], tokens: [CSSLexer.Token], dialect: CSSLexer.Dialect = .css) {
        self.bytes = bytes
        self.tokens = tokens
        self.dialect = dialect
    }

    /// CSS pixels per unit, by CSS's 1in = 96px = 72pt. A CSS pixel is an Apple point (Safari
    /// draws 1px as 1pt, and higtype's CSS writes 1px = 1pt), so this is also points per unit:
    /// `12pt` is 16px, 16 points, `1rem`.
    static let absoluteUnits: [String: Double] = [
        "px": 1, "pt": 4.0 / 3, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6,
    ]

    /// The properties whose declarations the finder reads (besides variables).
    static let readProperties: Set<String> = ["font-size", "font", "font-weight"]

    struct Declaration {
        var property: String
        var name: Int
        /// Value tokens, `!important` left out.
        var value: Range<Int>
        var block: Int
        /// For a custom property (`--x`), an SCSS variable (`$x`) or a LESS one (`@x`): its name
        /// as a use writes it (`--x`, `$x`, `@x`); nil for other properties.
        var variable: String?
    }

    public func find() -> [FontSite] {
        let declarations = self.declarations()
        var weights: [Int: FontWeight] = [:]
        for d in declarations where d.property == "font-weight" {
            if let w = d.value.first.flatMap(weight(at:)) { weights[d.block] = w }
        }
        let sites = declarations.compactMap { d in
            switch d.property {
            case "font-size": return site(d, form: .cssFontSize, weight: weights[d.block])
            case "font": return site(d, form: .cssFont, weight: shorthandWeight(d) ?? weights[d.block])
            default: return nil
            }
        }
        return (sites + variableSites(declarations, weights: weights)).sorted { $0.offset < $1.offset }
    }

    /// The byte ranges of the blocks only macOS reads: `@supports not (-webkit-touch-callout: none) { … }`
    /// holds rules for browsers without iOS's touch callout, which among Apple's are Safari on
    /// the Mac. Other hints (`@media (hover: hover)`, `(pointer: fine)`) are left alone: an iPad
    /// with a trackpad matches them too.
    public func macOSOnlyBlocks() -> [Range<Int>] {
        var blocks: [Range<Int>] = []
        var preludeStart = 0
        var open: [(start: Int, macOS: Bool)] = []
        for k in tokens.indices {
            if isPunct(k, "{") {
                let prelude = String(decoding: bytes[tokens[preludeStart].start..<tokens[k].start], as: UTF8.self)
                    .lowercased().filter { !$0.isWhitespace }
                let macOS = prelude.contains("@supportsnot(-webkit-touch-callout:none)")
                open.append((tokens[k].start, macOS))
                preludeStart = k + 1
            } else if isPunct(k, "}") {
                if let block = open.popLast(), block.macOS { blocks.append(block.start..<tokens[k].end) }
                preludeStart = k + 1
            } else if isPunct(k, ";") {
                preludeStart = k + 1
            }
        }
        return blocks
    }

    // MARK: Declarations

    /// Every `name: value` that follows `{` or `;`, ending at `;` or `}` outside parentheses;
    /// one that meets `{` first is a selector (`font:hover {`) and is not a declaration. In SCSS
    /// and LESS, a variable's (`$x: 14px`, `@x: 14px`) may also start the file or follow `}`.
    func declarations() -> [Declaration] {
        var result: [Declaration] = []
        var blocks: [Int] = [-1]
        var k = 0
        while k < tokens.count {
            if isPunct(k, "{") {
                blocks.append(k)
            } else if isPunct(k, "}") {
                if blocks.count > 1 { blocks.removeLast() }
            } else if let variable = preprocessorVariable(at: k), let end = valueEnd(from: k + 3) {
                result.append(
                    Declaration(
                        property: variable, name: k, value: k + 3..<end, block: blocks.last!, variable: variable))
                k = end
                continue
            } else if tokens[k].kind == .identifier, k > 0, isPunct(k - 1, "{") || isPunct(k - 1, ";"),
                isPunct(k + 1, ":"),
                let end = valueEnd(from: k + 2)
            {
                var last = end
                if last - 2 >= k + 2, isPunct(last - 2, "!"), text(last - 1).lowercased() == "important" { last -= 2 }
                // Only the declarations the audit reads are kept: a minified file has millions of others.
                let name = text(k)
                let property = name.lowercased()
                if Self.readProperties.contains(property) || name.hasPrefix("--") {
                    result.append(
                        Declaration(
                            property: property, name: k, value: k + 2..<last, block: blocks.last!,
                            variable: name.hasPrefix("--") ? name : nil))
                }
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
