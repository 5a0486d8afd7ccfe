import HigTypeSpec

/// Reading a declaration's value: its absolute lengths and, in the shorthand, its weight.
extension CSSFontFinder {
    /// The site for a declaration whose value holds an absolute length outside `var(…)`.
    func site(_ d: Declaration, form: FontSite.Form, weight: FontWeight?) -> FontSite? {
        var depth = 0
        var varDepth: Int?
        var firstAbsolute: (index: Int, points: Double, unit: String)?
        var topLevelLengths = 0
        for k in d.value {
            if tokens[k].kind == .identifier, isPunct(k + 1, "(") {
                if varDepth == nil, text(k).lowercased() == "var" { varDepth = depth + 1 }
                continue
            }
            if isPunct(k, "(") {
                depth += 1
            } else if isPunct(k, ")") {
                if varDepth == depth { varDepth = nil }
                depth = max(0, depth - 1)
            }
            guard varDepth == nil, case .dimension(let unitStart) = tokens[k].kind else { continue }
            // In the shorthand, `size/line-height`: the length after the slash is the line height.
            if form == .cssFont, depth == 0, isPunct(k - 1, "/") { continue }
            let unit = String(decoding: bytes[unitStart..<tokens[k].end], as: UTF8.self).lowercased()
            if depth == 0, unit != "%", unitStart != tokens[k].end { topLevelLengths += 1 }
            guard firstAbsolute == nil, let factor = Self.absoluteUnits[unit],
                let number = Double(String(decoding: bytes[tokens[k].start..<unitStart], as: UTF8.self))
            else { continue }
            firstAbsolute = (k, number * factor, unit)
        }
        guard let found = firstAbsolute else { return nil }
        let valueText = String(
            decoding: bytes[tokens[d.value.lowerBound].start..<tokens[d.value.upperBound - 1].end], as: UTF8.self)
        let literal = depth == 0 && topLevelLengths == 1 && !isInsideFunction(found.index, d.value)
        var site = FontSite(
            form: form, offset: tokens[d.name].start, end: tokens[d.value.upperBound - 1].end,
            text: String(decoding: bytes[tokens[d.name].start..<tokens[d.value.upperBound - 1].end], as: UTF8.self),
            size: literal ? .points(found.points) : .expression(valueText), weight: weight)
        site.cssUnit = found.unit
        let base = tokens[d.name].start
        site.cssLength = tokens[found.index].start - base..<tokens[found.index].end - base
        return site
    }

    private func isInsideFunction(_ k: Int, _ range: Range<Int>) -> Bool {
        var depth = 0
        for j in range.lowerBound..<k {
            if isPunct(j, "(") { depth += 1 } else if isPunct(j, ")") { depth -= 1 }
        }
        return depth > 0
    }

    /// A weight keyword or number among the shorthand's leading values (`font: 600 17px …`).
    func shorthandWeight(_ d: Declaration) -> FontWeight? {
        for k in d.value {
            if case .dimension = tokens[k].kind, let w = weight(at: k) { return w }
            if tokens[k].kind == .identifier, let w = weight(at: k) { return w }
            // The size: weights come before it.
            if case .dimension(let unitStart) = tokens[k].kind, unitStart != tokens[k].end { return nil }
        }
        return nil
    }

    /// `bold`, `normal` or a number 100…900 as a weight.
    func weight(at k: Int) -> FontWeight? {
        switch tokens[k].kind {
        case .identifier:
            switch text(k).lowercased() {
            case "bold": return .bold
            case "normal": return .regular
            default: return nil
            }
        case .dimension(let unitStart) where unitStart == tokens[k].end:
            return Double(text(k)).flatMap { $0 == $0.rounded() && abs($0) < 1e6 ? FontWeight(value: Int($0)) : nil }
        default:
            return nil
        }
    }
}
