import HigTypeSpec

/// Finds the Swift calls that set a fixed font size, over the tokens of `SwiftLexer` (so
/// nothing in a comment or a string is ever seen).
///
/// A call is matched by its member name and argument labels, with or without its type in front
/// (`Font.system(size:)`, `.system(size:)`), since the labels are what make it a fixed size.
/// A call is left alone when it is scaled, which is decided syntactically, in this file only:
/// - it sits anywhere inside the arguments of a `scaledFont(for:…)` call;
/// - it is in the initializer of a `let`/`var` (on the call's line) whose name is passed straight
///   to `scaledFont(for: name` somewhere in the file;
/// - its size uses a name declared `@ScaledMetric`, or initialised from `scaledValue(for:)`, in
///   the same file (`SwiftSizeNames`), or calls `scaledValue(for:)` itself;
/// - it is followed by `.map { UIFontMetrics(…).scaledFont(for: $0) }`, the form the audit's own
///   fix-it for `UIFont(name:size:)` writes (so `audit --fix` run twice changes nothing).
/// A font scaled further away (another file, a helper function) is flagged; waive it.
public struct SwiftFontFinder {
    let bytes: [UInt8]
    let tokens: [SwiftLexer.Token]
    /// The type each token sits in, worked out on first use (`SwiftFontFinder+MoreForms.swift`).
    let typeScopes = TypeScopes()

    public init(bytes: [UInt8], tokens: [SwiftLexer.Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    static let systemFontNames: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    public func find() -> [FontSite] {
        let regions = SwiftPlatformRegions(self)
        var sites: [(site: FontSite, binding: String?)] = []
        var scaledArguments: Set<String> = []
        var parens: [Bool] = []  // per open parenthesis: is it a scaledFont(for:) call's
        var scaledDepth = 0  // how many of `parens` are
        var insideSymbol = -1  // the `)` of the symbol configuration being read: its font is its site
        for k in tokens.indices {
            if isPunct(k, "(") {
                let scaled = k > 0 && name(k - 1) == "scaledFont" && name(k + 1) == "for" && isPunct(k + 2, ":")
                if scaled, tokens.indices.contains(k + 3), tokens[k + 3].kind == .identifier,
                    isPunct(k + 4, ")") || isPunct(k + 4, ",") || isPunct(k + 4, "!")
                {
                    scaledArguments.insert(name(k + 3)!)
                }
                parens.append(scaled)
                if scaled { scaledDepth += 1 }
                continue
            }
            if isPunct(k, ")") {
                if parens.popLast() == true { scaledDepth -= 1 }
                continue
            }
            guard tokens[k].kind == .identifier, isPunct(k + 1, "("), scaledDepth == 0, k > insideSymbol else {
                continue
            }
            let macOS = regions.macOS(at: k)
            let framework: FontSite.Framework = macOS != nil || regions.namesOnlyNSFont ? .appKit : .uiKit
            if var symbol = symbolConfiguration(at: k, framework: framework) {
                symbol.site.macOS = macOS ?? (symbol.site.text.hasPrefix("NSImage") ? "NSImage" : nil)
                sites.append((symbol.site, nil))
                insideSymbol = symbol.close
                continue
            }
            guard var match = matchAnyForm(at: k, framework: framework), !isMappedThroughFontMetrics(after: match.last)
            else { continue }
            match.site.macOS = macOS ?? Self.appKitForm(match.site.form)
            if case .swiftUISystem(_, wrapped: true) = match.site.form,
                modifiesSymbolImage(dot: match.expressionStart - 3)
            {
                match.site.symbol = true
            }
            sites.append((match.site, binding(before: match.expressionStart)))
        }
        let names = SwiftSizeNames(self)
        return sites.compactMap { entry in
            if entry.binding.map(scaledArguments.contains) ?? false { return nil }
            return refine(entry.site, names: names)
        }
    }

    /// "NSFont" for a form that names it: code that only runs on macOS.
    private static func appKitForm(_ form: FontSite.Form) -> String? {
        switch form {
        case .systemFont(.appKit), .namedFont(.appKit): "NSFont"
        default: nil
        }
    }

    /// A site as the file's names and its size make it: nil when the size scales (`scaledValue`,
    /// `@ScaledMetric`, a name built from one) or is a placeholder of 1 pt or less; marked
    /// `readOnce` when it is a text style's size read once.
    private func refine(_ site: FontSite, names: SwiftSizeNames) -> FontSite? {
        var site = site
        switch site.size {
        case .points(let points):
            if points <= 1 { return nil }  // `UIFont(name: "X", size: 1)`: the name is what is used
        case .expression(let text):
            let facts = Self.sizeFacts(ofExpression: text)
            if facts.scaledValue || facts.identifiers.contains(where: names.scaled.contains) { return nil }
            if let style = facts.readOnce {
                site.readOnce = .init(style: style, whole: facts.readOnceWhole)
            } else if let name = facts.identifiers.first(where: { names.readOnce[$0] != nil }),
                let read = names.readOnce[name]
            {
                site.readOnce = .init(style: read.style, whole: read.whole && facts.identifiers == [name])
            }
            // macOS's styles have one size, so a size read from one is that style's, for good.
            if site.readOnce != nil, site.macOS != nil { return nil }
        }
        return site
    }

    /// Whether `.map { UIFontMetrics(…).scaledFont(for: $0) }` follows the token at `last`.
    func isMappedThroughFontMetrics(after last: Int) -> Bool {
        guard isPunct(last + 1, "."), name(last + 2) == "map", isPunct(last + 3, "{"),
            name(last + 4) == "UIFontMetrics"
        else { return false }
        var k = last + 5
        var depth = 1
        while k < tokens.count, depth > 0 {
            if isPunct(k, "{") { depth += 1 }
            if isPunct(k, "}") { depth -= 1 }
            if depth == 1, name(k) == "scaledFont", isPunct(k + 1, "("), name(k + 2) == "for" { return true }
            k += 1
        }
        return false
    }

    // MARK: Tokens

    func text(_ k: Int) -> String { String(decoding: bytes[tokens[k].start..<tokens[k].end], as: UTF8.self) }
    func text(from a: Int, through b: Int) -> String {
        String(decoding: bytes[tokens[a].start..<tokens[b].end], as: UTF8.self)
    }

    /// The identifier at `k`, nil when `k` is out of range or not an identifier.
    func name(_ k: Int) -> String? {
        guard tokens.indices.contains(k), tokens[k].kind == .identifier else { return nil }
        return text(k)
    }

    func isPunct(_ k: Int, _ c: Unicode.Scalar) -> Bool {
        k >= 0 && k < tokens.count && tokens[k].kind == .punctuation && UInt32(bytes[tokens[k].start]) == c.value
    }

    /// The name a `let name = …` or `var name = …` on the same line binds, when the expression at
    /// `start` is part of its initializer (`let font = families.compactMap { UIFont(name: $0, size: s) }.first`).
    private func binding(before start: Int) -> String? {
        var k = start - 1
        while k >= 2, start - k < 64 {
            if bytes[tokens[k].end..<tokens[k + 1].start].contains(0x0A) { return nil }
            if isPunct(k, "="), let bound = name(k - 1), ["let", "var"].contains(name(k - 2) ?? "") { return bound }
            if isPunct(k, ";") { return nil }
            k -= 1
        }
        return nil
    }
}
