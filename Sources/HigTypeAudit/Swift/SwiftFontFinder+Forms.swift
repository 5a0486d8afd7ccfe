import HigTypeSpec

/// Which calls set a fixed size, by member name and argument labels.
extension SwiftFontFinder {
    struct Match {
        var site: FontSite
        /// The token where the whole expression starts (`Font`, the `.` of an implicit member, `UIFont`).
        var expressionStart: Int
        /// The size argument when it is one plain name (for `@ScaledMetric`).
        var sizeName: String?
        /// The site's last token.
        var last: Int
    }

    struct Argument {
        var label: String?
        /// Tokens of the value, after the label's colon.
        var value: Range<Int>
        /// The label's token, when there is one.
        var labelToken: Int?
    }

    /// The call whose name is the identifier at `k` (followed by `(`), if it sets a fixed size.
    func match(at k: Int, framework: FontSite.Framework) -> Match? {
        let member = name(k)!
        let dotted = isPunct(k - 1, ".")
        let base = dotted ? name(k - 2) : nil
        guard let (arguments, close) = arguments(openingAt: k + 1) else { return nil }
        let labels = arguments.map(\.label)
        let start = dotted ? (base != nil ? k - 2 : k - 1) : k
        switch member {
        case "system" where dotted && labels.first == "size":
            return make(
                .swiftUISystem(explicit: base != nil, wrapped: false), start, close, arguments,
                weight: weight(arguments, after: close))
        // Only `custom(_:fixedSize:)` is fixed. Apple's declaration of `custom(_:size:)` says the
        // font it makes scales with the Body text style, so without `relativeTo:` it still follows
        // Dynamic Type (along Body's curve); `custom(_:size:relativeTo:)` names another style's curve.
        case "custom" where dotted && labels.contains("fixedSize"):
            var found = make(
                .swiftUICustom, start, close, arguments, weight: weight(arguments, after: close),
                sizeLabels: ["size", "fixedSize"])
            found?.site.customPrefix = customPrefix(start: start, close: close, arguments: arguments)
            return found
        case _ where Self.systemFontNames.contains(member) && dotted && labels.first == "ofSize":
            let implied: FontWeight? = member == "boldSystemFont" ? .bold : nil
            let kit = base.flatMap(FontSite.Framework.init(rawValue:)) ?? framework
            return make(
                .systemFont(kit), start, close, arguments, weight: weight(arguments, after: nil) ?? implied,
                sizeLabels: ["ofSize"])
        case _ where (member == "UIFont" || member == "NSFont") && !dotted && labels == ["name", "size"]:
            return make(.namedFont(FontSite.Framework(rawValue: member)!), start, close, arguments, weight: nil)
        case "init" where (base == "UIFont" || base == "NSFont") && labels == ["name", "size"]:
            return make(.namedFont(FontSite.Framework(rawValue: base!)!), start, close, arguments, weight: nil)
        default:
            return nil
        }
    }

    func make(
        _ form: FontSite.Form, _ start: Int, _ close: Int, _ arguments: [Argument], weight: FontWeight?,
        sizeLabels: Set<String> = ["size"]
    ) -> Match? {
        guard let sizeArgument = arguments.first(where: { $0.label.map(sizeLabels.contains) ?? false }),
            !sizeArgument.value.isEmpty
        else { return nil }
        let value = sizeArgument.value
        let sizeText = text(from: value.lowerBound, through: value.upperBound - 1)
        var size = FontSite.Size.expression(sizeText)
        if value.count == 1, tokens[value.lowerBound].kind == .number,
            let points = Double(sizeText.replacingScalars(of: "_", with: ""))
        {
            size = .points(points)
        }
        let sizeName = value.count == 1 ? name(value.lowerBound) : nil
        var first = start
        var last = close
        var finalForm = form
        // `.font(.system(size: 17))`: the site is the whole modifier, so the fix-it can be `.font(.body)`.
        if case .swiftUISystem(let explicit, _) = form, isPunct(start - 1, "("), name(start - 2) == "font",
            isPunct(start - 3, "."), isPunct(close + 1, ")")
        {
            first = start - 3
            last = close + 1
            finalForm = .swiftUISystem(explicit: explicit, wrapped: true)
        }
        let site = FontSite(
            form: finalForm, offset: tokens[first].start, end: tokens[last].end, text: text(from: first, through: last),
            size: size, weight: weight)
        return Match(site: site, expressionStart: start, sizeName: sizeName, last: last)
    }

    /// The arguments of the call whose `(` is at `open`, and the index of its `)`; nil when unclosed.
    func arguments(openingAt open: Int) -> ([Argument], Int)? {
        var result: [Argument] = []
        var depth = 0
        var argumentStart = open + 1
        var k = open
        while k < tokens.count {
            if isPunct(k, "(") || isPunct(k, "[") || isPunct(k, "{") {
                depth += 1
            } else if isPunct(k, ")") || isPunct(k, "]") || isPunct(k, "}") {
                depth -= 1
                if depth == 0 {
                    if argumentStart < k { result.append(argument(argumentStart..<k)) }
                    return (result, k)
                }
            } else if depth == 1, isPunct(k, ",") {
                result.append(argument(argumentStart..<k))
                argumentStart = k + 1
            }
            k += 1
        }
        return nil
    }

    private func argument(_ range: Range<Int>) -> Argument {
        if range.count >= 2, let label = name(range.lowerBound), isPunct(range.lowerBound + 1, ":") {
            return Argument(label: label, value: range.lowerBound + 2..<range.upperBound, labelToken: range.lowerBound)
        }
        return Argument(label: nil, value: range, labelToken: nil)
    }

    /// The weight from a `weight:` argument, or from `.weight(.x)` / `.bold()` right after the call.
    func weight(_ arguments: [Argument], after close: Int?) -> FontWeight? {
        if let argument = arguments.first(where: { $0.label == "weight" }), let last = argument.value.last,
            let weight = fontWeight(name(last))
        {
            return weight
        }
        guard let close, isPunct(close + 1, ".") else { return nil }
        if name(close + 2) == "bold", isPunct(close + 3, "("), isPunct(close + 4, ")") { return .bold }
        if name(close + 2) == "weight", isPunct(close + 3, "("), isPunct(close + 4, "."), isPunct(close + 6, ")") {
            return fontWeight(name(close + 5))
        }
        return nil
    }

    /// Swift's weight names (`ultraLight`, `semibold`) as HIG weights.
    private func fontWeight(_ swiftName: String?) -> FontWeight? {
        swiftName.flatMap { FontWeight(rawValue: $0.lowercased()) }
    }

    /// `.custom("Brand", size: 17` with `fixedSize:` written as `size:`, for the fix-it.
    func customPrefix(start: Int, close: Int, arguments: [Argument]) -> String {
        var out = ""
        var k = start
        var cursor = tokens[start].start
        while k < close {
            if name(k) == "fixedSize", arguments.contains(where: { $0.labelToken == k }) {
                out += String(decoding: bytes[cursor..<tokens[k].start], as: UTF8.self) + "size"
                cursor = tokens[k].end
            }
            k += 1
        }
        out += String(decoding: bytes[cursor..<tokens[close].start], as: UTF8.self)
        while let last = out.last, last.isWhitespace { out.removeLast() }
        return out
    }
}
