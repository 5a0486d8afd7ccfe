import HigTypeSpec

/// The call forms real apps use beyond `system(size:)`, `custom(_:size:)`, `systemFont(ofSize:)`
/// and `UIFont(name:size:)`, and what every Swift site wrote beside its size (weight, design,
/// qualifier, a ternary of two literals), so a fix-it can keep it.
extension SwiftFontFinder {
    /// `match(at:)`, then the forms below, with the call's details read.
    func matchAnyForm(at k: Int, framework: FontSite.Framework) -> Match? {
        guard var found = match(at: k, framework: framework) ?? matchMoreForms(at: k, framework: framework),
            let (arguments, _) = arguments(openingAt: k + 1)
        else { return nil }
        readDetails(&found, member: name(k)!, arguments: arguments)
        if found.site.swift.needsLiteral {
            guard case .points(let points) = found.site.size, points > 0 else { return nil }
        }
        return found
    }

    private func matchMoreForms(at k: Int, framework: FontSite.Framework) -> Match? {
        let member = name(k)!
        let dotted = isPunct(k - 1, ".")
        guard let (arguments, close) = arguments(openingAt: k + 1) else { return nil }
        let labels = arguments.map(\.label)
        let kit = { (name: String?) in name.flatMap(FontSite.Framework.init(rawValue:)) }
        switch member {
        case _ where !dotted && kit(member) != nil && labels == ["descriptor", "size"]:
            return literalOnly(make(.swiftCall(.descriptor(kit(member)!)), k, close, arguments, weight: nil))
        case "init" where dotted && kit(name(k - 2)) != nil && labels == ["descriptor", "size"]:
            return literalOnly(make(.swiftCall(.descriptor(kit(name(k - 2))!)), k - 2, close, arguments, weight: nil))
        case "init"
        where dotted && name(k - 2) == "self" && (labels == ["name", "size"] || labels == ["descriptor", "size"]):
            guard let type = typeScopes.type(at: k, in: self), let owner = kit(type) else { return nil }
            let found = make(.swiftCall(.selfInit(owner)), k - 2, close, arguments, weight: nil)
            return labels[0] == "descriptor" ? literalOnly(found) : found
        case _ where !dotted && kit(member) != nil && labels == ["font", "size"]:
            // SwiftGen's `UIFont(font: FontFamily.Inter.bold, size: 14)`, optional like `UIFont(name:size:)`.
            return make(.namedFont(kit(member)!), k, close, arguments, weight: nil)
        case "withSize" where dotted && arguments.count == 1 && labels == [nil]:
            return literalOnly(unlabeled(.swiftCall(.withSize), from: k - 1, close: close, value: arguments[0].value))
        case "font" where dotted && labels == ["size"] && chainRoot(k).name == "FontFamily":
            return make(.swiftCall(.swiftGen(framework)), chainRoot(k).index, close, arguments, weight: nil)
        // SwiftGen's `swiftUIFont(size:)` is `Font.custom(_:size:)`, which scales with Body: only `fixedSize:` is fixed.
        case "swiftUIFont" where dotted && labels == ["fixedSize"] && chainRoot(k).name == "FontFamily":
            return custom(start: chainRoot(k).index, close: close, arguments: arguments)
        case _
        where dotted && labels == ["size"] && name(k - 2) == "font" && isPunct(k - 3, ".") && name(k - 4) == "R"
            && !isPunct(k - 5, "."):
            return make(.namedFont(framework), k - 4, close, arguments, weight: nil)
        case "custom"
        where !dotted && name(k - 1) != "func" && typeScopes.type(at: k, in: self) == "Font"
            && labels.contains("fixedSize"):
            return custom(start: k, close: close, arguments: arguments)
        case "dynamicTypeSize" where dotted && arguments.count == 1 && labels == [nil]:
            return pinnedDynamicType(at: k, close: close, value: arguments[0].value)
        default:
            return nil
        }
    }

    /// `Font.custom`'s match, for the implicit-self form and SwiftGen's `swiftUIFont(size:)`.
    private func custom(start: Int, close: Int, arguments: [Argument]) -> Match? {
        var found = make(
            .swiftUICustom, start, close, arguments, weight: weight(arguments, after: close),
            sizeLabels: ["size", "fixedSize"])
        found?.site.customPrefix = customPrefix(start: start, close: close, arguments: arguments)
        return found
    }

    private func literalOnly(_ match: Match?) -> Match? {
        guard var match else { return nil }
        match.site.swift.needsLiteral = true
        return match
    }

    /// A site whose size is the one unlabeled argument, from `first` (the `.` of `.withSize`) to `close`.
    private func unlabeled(_ form: FontSite.Form, from first: Int, close: Int, value: Range<Int>) -> Match? {
        guard !value.isEmpty else { return nil }
        let sizeText = text(from: value.lowerBound, through: value.upperBound - 1)
        var size = FontSite.Size.expression(sizeText)
        if value.count == 1, tokens[value.lowerBound].kind == .number, let points = Self.number(sizeText) {
            size = .points(points)
        }
        let site = FontSite(
            form: form, offset: tokens[first].start, end: tokens[close].end, text: text(from: first, through: close),
            size: size)
        return Match(site: site, expressionStart: first, sizeName: nil, last: close)
    }

    /// `.dynamicTypeSize(.large)`, `.dynamicTypeSize(DynamicTypeSize.large)`: one size, where a
    /// range (`...DynamicTypeSize.xxxLarge`) or a variable is fine.
    private func pinnedDynamicType(at k: Int, close: Int, value: Range<Int>) -> Match? {
        var j = value.lowerBound
        if name(j) == "SwiftUI", isPunct(j + 1, ".") { j += 2 }
        if name(j) == "DynamicTypeSize" { j += 1 }
        guard j + 2 == value.upperBound, isPunct(j, "."), let size = name(j + 1) else { return nil }
        let site = FontSite(
            form: .swiftCall(.pinnedDynamicType), offset: tokens[k - 1].start, end: tokens[close].end,
            text: text(from: k - 1, through: close), size: .expression(size))
        return Match(site: site, expressionStart: k - 1, sizeName: nil, last: close)
    }

    /// The first name of the dotted chain that ends at `k` (`FontFamily` in `FontFamily.Inter.bold.font`).
    private func chainRoot(_ k: Int) -> (name: String?, index: Int) {
        var j = k
        while isPunct(j - 1, "."), name(j - 2) != nil, k - j < 16 { j -= 2 }
        return (name(j), j)
    }

    static func number(_ text: String) -> Double? { Double(text.replacingScalars(of: "_", with: "")) }

    // MARK: Details

    /// The weight and design arguments as written, the `SwiftUI.` qualifier, the traits a text
    /// style would drop, and a size written as a ternary of two literals.
    private func readDetails(_ found: inout Match, member: String, arguments: [Argument]) {
        var detail = found.site.swift
        let valueText = { (argument: Argument) -> String? in
            argument.value.isEmpty ? nil : text(from: argument.value.lowerBound, through: argument.value.upperBound - 1)
        }
        detail.weightArgument = arguments.first { $0.label == "weight" }.flatMap(valueText)
        detail.design = arguments.first { $0.label == "design" }.flatMap(valueText)
        if detail.design == ".default" { detail.design = nil }
        detail.keepsTraits = ["italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont"].contains(member)
        let sizeArgument =
            arguments.count == 1 && arguments[0].label == nil
            ? arguments[0] : arguments.first { ["size", "fixedSize", "ofSize"].contains($0.label ?? "") }
        if case .expression = found.site.size, let sizeArgument, let ternary = ternary(sizeArgument.value) {
            detail.ternary = ternary
            found.site.size = .points(max(ternary.whenTrue, ternary.whenFalse))
        }
        // `SwiftUI.Font.system(size: 12)`: the site takes the module in, so a replacement keeps it.
        let start = found.expressionStart
        if found.site.offset == tokens[start].start, name(start) != nil, isPunct(start - 1, "."),
            let module = name(start - 2), ["SwiftUI", "UIKit", "AppKit"].contains(module)
        {
            detail.qualifier = module + "."
            found.site.offset = tokens[start - 2].start
            found.site.text = text(from: start - 2, through: found.last)
            found.expressionStart = start - 2
        }
        found.site.swift = detail
    }

    /// `compact ? 13 : 15`: a condition with no `?` or `:` of its own, then two number literals.
    private func ternary(_ value: Range<Int>) -> SwiftCallDetail.Ternary? {
        let end = value.upperBound
        guard value.count >= 5, tokens[end - 1].kind == .number, isPunct(end - 2, ":"),
            tokens[end - 3].kind == .number, isPunct(end - 4, "?"),
            let whenTrue = Self.number(text(end - 3)), let whenFalse = Self.number(text(end - 1))
        else { return nil }
        var depth = 0
        for j in value.lowerBound..<end - 4 {
            if isPunct(j, "(") || isPunct(j, "[") { depth += 1 }
            if isPunct(j, ")") || isPunct(j, "]") { depth -= 1 }
            // `item?.isEmpty == true ? 14 : 12`: a `?` right after a name is optional chaining, not a ternary.
            let chaining = isPunct(j, "?") && j > value.lowerBound && tokens[j].start == tokens[j - 1].end
            if depth == 0, !chaining, isPunct(j, "?") || isPunct(j, ":") { return nil }
        }
        // `a? 13 : 15` is not a ternary but optional chaining: Swift wants a space before `?`.
        guard tokens[end - 4].start > tokens[end - 5].end else { return nil }
        return .init(
            condition: text(from: value.lowerBound, through: end - 5), whenTrue: whenTrue, whenFalse: whenFalse)
    }
}

/// The type that encloses each token: the extended type of an `extension`, the superclass of a
/// class (`class BrandFont: UIFont`), or the name of any other type, worked out in one pass over
/// the tokens the first time a form asks (`custom(…)` inside `extension Font`, `self.init` inside
/// a UIFont initializer).
final class TypeScopes {
    private var names: [String] = []
    private var scopeOfToken: [Int32] = []
    private var built = false

    func type(at k: Int, in finder: SwiftFontFinder) -> String? {
        if !built { build(finder) }
        let index = scopeOfToken[k]
        return index < 0 ? nil : names[Int(index)]
    }

    private func build(_ finder: SwiftFontFinder) {
        built = true
        scopeOfToken = Array(repeating: -1, count: finder.tokens.count)
        var stack: [Int32] = []
        for k in finder.tokens.indices {
            if finder.isPunct(k, "{") {
                if let name = Self.declaredType(before: k, in: finder) {
                    names.append(name)
                    stack.append(Int32(names.count - 1))
                } else {
                    stack.append(stack.last ?? -1)
                }
            } else if finder.isPunct(k, "}") {
                _ = stack.popLast()
            }
            scopeOfToken[k] = stack.last ?? -1
        }
    }

    /// The type a `{` at `k` opens, when a type declaration's header is right before it.
    private static func declaredType(before k: Int, in finder: SwiftFontFinder) -> String? {
        var j = k - 1
        while j >= 0, k - j < 64, !finder.isPunct(j, "{"), !finder.isPunct(j, "}"), !finder.isPunct(j, ";") {
            switch finder.name(j) {
            case "extension":
                // `extension SwiftUI.Font`: the last name of the path.
                var h = j + 1
                while finder.isPunct(h + 1, "."), finder.name(h + 2) != nil { h += 2 }
                return finder.name(h)
            case "class", "struct", "enum", "actor", "protocol":
                guard let declared = finder.name(j + 1) else { return nil }
                if finder.name(j) == "class", finder.isPunct(j + 2, ":"), let superclass = finder.name(j + 3),
                    ["UIFont", "NSFont"].contains(superclass)
                {
                    return superclass
                }
                return declared
            case "func", "init", "var", "let", "if", "guard", "for", "while", "switch", "do", "catch", "return":
                return nil
            default:
                j -= 1
            }
        }
        return nil
    }
}
