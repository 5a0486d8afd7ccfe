import HigTypeCore
import HigTypeSpec

/// Sizes that size an SF Symbol rather than text: a symbol configuration with a point size or a
/// fixed font, and a SwiftUI `Image(systemName:)` whose modifier chain sets `.font(.system(size:))`.
extension SwiftFontFinder {
    /// `UIImage.SymbolConfiguration(pointSize: 20[, weight:][, scale:])` or
    /// `UIImage.SymbolConfiguration(font: <a fixed font>[, scale:])` at the identifier `k`
    /// (`SymbolConfiguration`), with the index of its `)`; nil for other configurations.
    func symbolConfiguration(at k: Int, framework: FontSite.Framework) -> (site: FontSite, close: Int)? {
        guard name(k) == "SymbolConfiguration", let (arguments, close) = arguments(openingAt: k + 1) else {
            return nil
        }
        let image = isPunct(k - 1, ".") ? name(k - 2) : nil
        let start = image != nil ? k - 2 : k
        let scale = arguments.first { $0.label == "scale" }.map {
            text(from: $0.value.lowerBound, through: $0.value.upperBound - 1)
        }
        let form = FontSite.Form.symbolConfiguration(image: image ?? "UIImage", scale: scale)
        let sizeText: String
        let weight: FontWeight?
        if let pointSize = arguments.first(where: { $0.label == "pointSize" }), !pointSize.value.isEmpty {
            sizeText = text(from: pointSize.value.lowerBound, through: pointSize.value.upperBound - 1)
            weight = arguments.first { $0.label == "weight" }.flatMap { $0.value.last }.flatMap { name($0) }
                .flatMap { FontWeight(rawValue: $0.lowercased()) }
        } else if let font = arguments.first(where: { $0.label == "font" }), let inner = fixedFont(in: font.value) {
            guard case .points(let points) = inner.site.size else { return nil }
            sizeText = NumberText.format(points)
            weight = inner.site.weight
        } else {
            return nil
        }
        var size = FontSite.Size.expression(sizeText)
        if let points = Double(sizeText.replacingScalars(of: "_", with: "")) { size = .points(points) }
        var site = FontSite(
            form: form, offset: tokens[start].start, end: tokens[close].end, text: text(from: start, through: close),
            size: size, weight: weight)
        site.symbol = true
        return (site, close)
    }

    /// The fixed font call that is the whole of `value` (an `!` after it allowed).
    private func fixedFont(in value: Range<Int>) -> Match? {
        for k in value.lowerBound..<min(value.upperBound, value.lowerBound + 3)
        where tokens[k].kind == .identifier && isPunct(k + 1, "(") {
            guard let found = match(at: k, framework: .uiKit), found.expressionStart == value.lowerBound else {
                continue
            }
            if found.last == value.upperBound - 1
                || (found.last == value.upperBound - 2 && isPunct(found.last + 1, "!"))
            {
                return found
            }
        }
        return nil
    }

    /// How far back, in tokens, the chain of a `.font(…)` modifier is read for `Image(systemName:)`.
    static let symbolChainLimit = 256

    /// Whether the `.font(…)` modifier whose `.` is at `dot` is applied to an `Image(systemName:)`:
    /// walking back over the chain `Image(systemName: …).a(…).b { … }` to its start, at most
    /// `symbolChainLimit` tokens.
    func modifiesSymbolImage(dot: Int) -> Bool { symbolImage(dot: dot) != nil }

    /// What the chain of the `.font(…)` modifier at `dot` starts with: an SF Symbol's image
    /// (`true`) or a `Text` of one icon-font glyph (`false`); nil for anything else.
    func symbolImage(dot: Int) -> Bool? {
        let floor = max(0, dot - Self.symbolChainLimit)
        var k = dot - 1
        while k >= floor {
            if isPunct(k, "}") {
                guard let open = opening(of: k, "{", "}", floor: floor) else { return nil }
                k = open - 1
                if isPunct(k, ")") { continue }
            }
            guard isPunct(k, ")"), let open = opening(of: k, "(", ")", floor: floor) else {
                // A modifier with a trailing closure only: `.onTapGesture { … }`.
                if name(k) != nil, isPunct(k - 1, ".") {
                    k -= 2
                    continue
                }
                return nil
            }
            // SF Symbols by name, SFSafeSymbols' `Image(systemSymbol:)`, an icon font's glyph in `Text`.
            if name(open - 1) == "Image", ["systemName", "systemSymbol"].contains(name(open + 1) ?? ""),
                isPunct(open + 2, ":")
            {
                return true
            }
            if name(open - 1) == "Text", isIconGlyph(open + 1), isPunct(open + 2, ")") { return false }
            guard name(open - 1) != nil, isPunct(open - 2, ".") else { return nil }
            k = open - 3
        }
        return nil
    }

    /// Whether the site of `match` sizes an icon font's glyph, not text: the font is an icon
    /// font by name (`FontAwesome`, `Ionicons`, `MaterialDesignIcons` …), or the `.font(…)`
    /// modifier is on a `Text` of one private-use glyph, or the font is assigned to a view named
    /// for an icon (`iconLabel.font = …`, `glyphView.font = …`). Its size is the icon's: no finding.
    func isIconFont(_ match: Match) -> Bool {
        for k in match.expressionStart...match.last where tokens[k].kind == .string {
            if Self.isIconFontName(text(k)) { return true }
        }
        let start = match.expressionStart
        if isPunct(start - 1, "("), name(start - 2) == "font", isPunct(start - 3, "."),
            symbolImage(dot: start - 3) == false
        {
            return true
        }
        // `iconLabel.font = UIFont(…)`, `self.glyph.font = …`
        var j = start - 1
        if isPunct(j, "=") && !isPunct(j - 1, "=") && name(j - 1) == "font" && isPunct(j - 2, ".") {
            j -= 3
            if isPunct(j, "?") || isPunct(j, "!") { j -= 1 }
            if let receiver = name(j), Self.namesAnIcon(receiver) { return true }
        }
        return false
    }

    /// Whether the modifier chain that goes on after the token at `last` (at most 12 modifiers)
    /// gives the view a fixed box, `.frame(width: 44, height: 44)` with literal sides: a symbol
    /// drawn into such a box is an icon sized to it, which a larger text size would overflow.
    func symbolInFixedFrame(after last: Int) -> Bool {
        var k = last + 1
        for _ in 0..<12 {
            guard isPunct(k, "."), let modifier = name(k + 1) else { return false }
            k += 2
            if isPunct(k, "(") {
                guard let (arguments, close) = arguments(openingAt: k) else { return false }
                if modifier == "frame" {
                    let sides = arguments.filter { $0.label == "width" || $0.label == "height" }
                    if sides.count == 2,
                        sides.allSatisfy({ $0.value.count == 1 && tokens[$0.value.lowerBound].kind == .number })
                    {
                        return true
                    }
                }
                k = close + 1
            }
            while isPunct(k, "{") {
                k = (closing(of: k, end: tokens.count) ?? tokens.count) + 1
            }
        }
        return false
    }

    /// A view or property named for an icon: its first or its last word is one (`iconLabel`,
    /// `glyph`, `statusIcon`, `icon_view`). A name with the word in the middle is something else's:
    /// `showsIconCheckbox` is a checkbox, whose title is text.
    static func namesAnIcon(_ name: String) -> Bool {
        var words: [String] = []
        var word = ""
        for character in name {
            if character == "_" || character.isUppercase || character.isNumber, !word.isEmpty {
                words.append(word.lowercased())
                word = ""
            }
            if character != "_" { word.append(character) }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        let icon: Set<String> = ["icon", "icons", "glyph", "glyphs"]
        return words.first.map(icon.contains) == true || words.last.map(icon.contains) == true
    }

    /// Whether the font made at `match` is made only to read one of its properties
    /// (`UIFont.systemFont(ofSize: 12).familyName`, `.lineHeight`): a measurement or a name, not text.
    func isReadOnly(_ match: Match) -> Bool {
        var j = match.last + 1
        if isPunct(j, "?") || isPunct(j, "!") { j += 1 }
        guard isPunct(j, "."), let property = name(j + 1) else { return false }
        return [
            "familyName", "fontName", "lineHeight", "ascender", "descender", "capHeight", "xHeight", "leading",
        ].contains(property)
    }

    /// Whether the font made at `match` is only passed to a call that measures text
    /// (`"0".widthOfString(usingFont: .systemFont(ofSize: 26))`, `heightFor(text, font: …)`,
    /// `measure(…, font: …)`): the size of a frame is worked out, no text is shown in it.
    func isMeasurement(_ match: Match) -> Bool {
        let start = match.expressionStart
        guard isPunct(start - 1, ":"), name(start - 2) != nil else { return false }
        var j = start - 3
        var depth = 0
        while j >= 0, start - j < 64 {
            if isPunct(j, ")") || isPunct(j, "]") { depth += 1 }
            if isPunct(j, "[") { depth -= 1 }
            if isPunct(j, "(") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth < 0 { return false }
            j -= 1
        }
        guard isPunct(j, "("), let call = name(j - 1)?.lowercased() else { return false }
        return [
            "widthof", "heightof", "sizeof", "measure", "boundingrect", "textwidth", "textheight", "heightfor",
            "widthfor",
        ].contains { call.hasPrefix($0) }
    }

    /// Whether the site of `match` sizes a symbol: a `.font(.system(size:))` or `.font(.custom(…))`
    /// modifier on an SF Symbol or an icon glyph, or a font of an icon font (`FontAwesome`, `Ionicons` …).
    func isSymbol(_ match: Match) -> Bool {
        switch match.site.form {
        case .swiftUISystem(_, wrapped: true):
            return modifiesSymbolImage(dot: match.expressionStart - 3)
        case .swiftUICustom, .namedFont:
            if let fontName = (match.expressionStart..<match.last).first(where: { tokens[$0].kind == .string }),
                Self.isIconFontName(text(fontName))
            {
                return true
            }
            let start = match.expressionStart
            guard isPunct(start - 1, "("), name(start - 2) == "font", isPunct(start - 3, ".") else { return false }
            return modifiesSymbolImage(dot: start - 3)
        default:
            return false
        }
    }

    /// Words in the names of icon fonts: their glyphs are symbols, not text.
    static func isIconFontName(_ literal: String) -> Bool {
        let lowered = literal.lowercased()
        return [
            "awesome", "icon", "glyph", "symbols", "materialdesign", "material design", "icomoon", "fontello",
            "feather", "octicons", "entypo", "typicons", "themify", "dashicons",
        ].contains {
            lowered.contains($0)
        }
    }

    /// Whether the token at `k` is a string literal of one icon glyph: a private-use character,
    /// written as itself or as `\u{f101}`.
    func isIconGlyph(_ k: Int) -> Bool {
        guard tokens.indices.contains(k), tokens[k].kind == .string else { return false }
        var body = text(k)
        guard body.count >= 2, body.hasPrefix("\""), body.hasSuffix("\"") else { return false }
        body = String(body.dropFirst().dropLast())
        var scalar: UInt32?
        if body.hasPrefix("\\u{"), body.hasSuffix("}") {
            scalar = UInt32(body.dropFirst(3).dropLast(), radix: 16)
        } else if body.unicodeScalars.count == 1 {
            scalar = body.unicodeScalars.first?.value
        }
        guard let scalar else { return false }
        return (0xE000...0xF8FF).contains(scalar) || (0xF0000...0x10FFFD).contains(scalar)
    }

    /// The `open` that matches the `close` at `k`, looking back no further than `floor`.
    func opening(of k: Int, _ open: Unicode.Scalar, _ close: Unicode.Scalar, floor: Int) -> Int? {
        var depth = 0
        var j = k
        while j >= floor {
            if isPunct(j, close) { depth += 1 }
            if isPunct(j, open) {
                depth -= 1
                if depth == 0 { return j }
            }
            j -= 1
        }
        return nil
    }
}
