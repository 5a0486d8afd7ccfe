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
    /// The project's font helpers and scaled names (`SwiftFontHelpers`), from a first pass over
    /// the tree; nil reads this file's own.
    var project: SwiftFontHelpers?
    /// Set while the project's views are read (`SwiftFontHelpers.FileScan`): the views a body names.
    var viewNames: ViewNames?

    public init(bytes: [UInt8], tokens: [SwiftLexer.Token], project: SwiftFontHelpers? = nil) {
        self.bytes = bytes
        self.tokens = tokens
        self.project = project
    }

    static let systemFontNames: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    public func find() -> [FontSite] {
        let scan = SwiftFontHelpers.FileScan(self)
        guard project == nil else { return find(scan: scan) }
        // Alone (a fixture, an editor's buffer): this file is the project.
        var alone = self
        alone.project = SwiftFontHelpers(scan: scan)
        return alone.find(scan: scan)
    }

    private func find(scan: SwiftFontHelpers.FileScan) -> [FontSite] {
        let regions = SwiftPlatformRegions(self)
        let project = self.project ?? SwiftFontHelpers(scan: scan)
        // Icon-font renderers draw glyphs into images; print regions set paper's text: no findings.
        let renderers = Self.marks(scan.iconRenderers + printRegions(), count: tokens.count)
        var sites: [(site: FontSite, binding: String?)] = []
        var spans: [(first: Int, last: Int)] = []  // each site's tokens, (-1, -1) for a helper's call
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
            guard tokens[k].kind == .identifier, isPunct(k + 1, "("), scaledDepth == 0, k > insideSymbol, !renderers[k]
            else {
                continue
            }
            let macOS = regions.macOS(at: k)
            let watchOS = regions.watchOS(at: k)
            let tvOS = regions.tvOS(at: k)
            let framework: FontSite.Framework = macOS != nil || regions.namesOnlyNSFont ? .appKit : .uiKit
            if var symbol = symbolConfiguration(at: k, framework: framework) {
                symbol.site.macOS = macOS ?? (symbol.site.text.hasPrefix("NSImage") ? "NSImage" : nil)
                symbol.site.watchOS = watchOS
                symbol.site.tvOS = tvOS
                sites.append((symbol.site, nil))
                spans.append((-1, -1))
                insideSymbol = symbol.close
                continue
            }
            guard var match = matchAnyForm(at: k, framework: framework) else {
                // An icon font's helper sizes glyphs: no finding.
                if var site = helperCall(at: k, project: project), !site.symbol {
                    site.macOS = macOS ?? Self.appKitForm(site.form)
                    site.watchOS = watchOS
                    site.tvOS = tvOS
                    sites.append((site, nil))
                    spans.append((-1, -1))
                }
                continue
            }
            guard !isMappedThroughFontMetrics(after: match.last), !scan.bodySites.contains(match.site.offset),
                !isIconFont(match), !isReadOnly(match), !isMeasurement(match)
            else {
                continue
            }
            match.site.macOS = macOS ?? Self.appKitForm(match.site.form)
            match.site.watchOS = watchOS
            match.site.tvOS = tvOS
            if let dot = modifierDot(match), let subject = subject(dot: dot), subject.content == .images {
                // A font or a pin on a view that draws only images is an icon's (an icon-only
                // button, a decorative symbol): no text. Beside text in a row, it is a symbol.
                if case .swiftCall(.pinnedDynamicType) = match.site.form { continue }
                guard besideText(subject.base), !symbolInFixedFrame(after: match.last) else { continue }
                match.site.symbol = true
            } else if isSymbol(match) {
                // A symbol drawn into a fixed box (`.frame(width: 44, height: 44)`) is sized to the box.
                if symbolInFixedFrame(after: match.last) { continue }
                match.site.symbol = true
            }
            sites.append((match.site, binding(before: match.expressionStart)))
            spans.append((match.expressionStart, match.last))
        }
        mergeFallbacks(&sites, spans)
        let fallbacks = availabilityFallbacks()
        if !fallbacks.isEmpty {
            for index in sites.indices {
                let offset = sites[index].site.offset
                for fallback in fallbacks
                where tokens[fallback.range.lowerBound].start <= offset
                    && offset < tokens[fallback.range.upperBound].start
                {
                    sites[index].site.fallbackBelow.merge(fallback.below) { min($0, $1) }
                }
            }
        }
        let names = SwiftSizeNames(self, project: project.scaledNames, projectTextSize: project.textSizeNames)
        return sites.compactMap { entry in
            if entry.binding.map(scaledArguments.contains) ?? false { return nil }
            return refine(entry.site, names: names)
        }
    }

    /// `NSFont(name: "Monaco", size: 10) ?? NSFont.systemFont(ofSize: 10)`: one font, so one
    /// site over the whole expression (the fallback is used only when the first is missing), its
    /// size and form the first's. Its fix-it scales the whole expression, so the first font's
    /// family (a monospaced log) and the fallback both stay (`SwiftFixIt`).
    private func mergeFallbacks(_ sites: inout [(site: FontSite, binding: String?)], _ spans: [(first: Int, last: Int)])
    {
        var index = sites.count - 2
        while index >= 0 {
            defer { index -= 1 }
            let (first, last) = spans[index]
            let next = spans[index + 1]
            guard last >= 0, next.first == last + 3, isPunct(last + 1, "?"), isPunct(last + 2, "?"),
                tokens[last + 2].start == tokens[last + 1].end
            else { continue }
            var merged = sites[index].site
            merged.end = tokens[next.last].end
            merged.text = text(from: first, through: next.last)
            merged.swift.fallback = true
            sites[index].site = merged
            sites.remove(at: index + 1)
        }
    }

    /// A call of one of the project's font helpers at the identifier `k` with a literal size.
    private func helperCall(at k: Int, project: SwiftFontHelpers) -> FontSite? {
        guard !["func", "init"].contains(name(k - 1) ?? ""), var callName = name(k),
            let (arguments, close) = arguments(openingAt: k + 1)
        else { return nil }
        var start = k
        if callName == "init" {
            guard isPunct(k - 1, "."), let base = name(k - 2) else { return nil }
            callName = base
            start = k - 2
        } else if isPunct(k - 1, ".") {
            start = name(k - 2) != nil ? k - 2 : k - 1
        }
        // `.font(.boldFontWithSize(17))`: the SwiftUI overload, where a name makes both.
        let swiftUI = isPunct(start - 1, "(") && name(start - 2) == "font" && isPunct(start - 3, ".")
        guard let (helper, index) = project.helper(named: callName, labels: arguments.map(\.label), swiftUI: swiftUI)
        else { return nil }
        let value = arguments[index].value
        guard value.count == 1, tokens[value.lowerBound].kind == .number,
            let points = Self.number(text(value.lowerBound)),
            points > 1
        else { return nil }
        var site = FontSite(
            form: helper.form, offset: tokens[start].start, end: tokens[close].end,
            text: text(from: start, through: close), size: .points(points),
            weight: weight(arguments, after: nil) ?? helper.weight)
        site.helper = helper.display
        site.symbol = helper.symbol
        return site
    }

    /// The `.` of the SwiftUI modifier a match is or sits in: `.dynamicTypeSize(.large)` itself,
    /// or the `.font(` around `.system(size: 20)`; nil for a font made elsewhere.
    private func modifierDot(_ match: Match) -> Int? {
        if case .swiftCall(.pinnedDynamicType) = match.site.form { return match.expressionStart }
        let start = match.expressionStart
        guard isPunct(start - 1, "("), name(start - 2) == "font", isPunct(start - 3, ".") else { return nil }
        return start - 3
    }

    /// One flag per token: inside one of `ranges`.
    private static func marks(_ ranges: [Range<Int>], count: Int) -> [Bool] {
        var marked = Array(repeating: false, count: count)
        var reached = 0
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound > reached {
            for k in max(range.lowerBound, reached)..<min(range.upperBound, count) { marked[k] = true }
            reached = range.upperBound
        }
        return marked
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
            // `sizeCategory.isAccessibilityCategory ? 28 : 17`: two sizes chosen by the reader's text
            // size. A condition on the layout (`isLargeScreen()`, `bounds.width > 400`) still picks a fixed size.
            if let condition = site.swift.ternary?.condition {
                let facts = Self.sizeFacts(ofExpression: condition)
                if facts.scaledValue || facts.identifiers.contains(where: names.textSize.contains) { return nil }
            }
        case .expression(let text):
            let facts = Self.sizeFacts(ofExpression: text)
            if facts.scaledValue || facts.identifiers.contains(where: names.textSize.contains) { return nil }
            // `isLargeScreen() ? 20 : 17`, `CGFloat(14)`: every value a literal, whatever the conditions read.
            let leaves = Self.literalLeaves(ofExpression: text)
            if leaves == nil,
                facts.relative || facts.userSetting || facts.identifiers.contains(where: names.scaled.contains)
            {
                return nil
            }
            if let values = leaves ?? Self.constantName(text).flatMap({ names.literals[$0] })
                ?? (site.macOS == nil ? Self.uiKitStandardSizes[text.filter { !$0.isWhitespace }].map { [$0] } : nil)
            {
                guard let largest = values.max(), largest > 1 else { return nil }
                site.size = .points(largest)
                site.swift.sizeName = text
                site.swift.sizeValues = values
                return site
            }
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

    /// UIKit's standard sizes, fixed on iOS whatever the reader's text size (AppKit's are macOS's
    /// own standard sizes, and no finding: `Auditor.appKitStandardSizes`).
    static let uiKitStandardSizes: [String: Double] = [
        "UIFont.smallSystemFontSize": 12, "UIFont.systemFontSize": 14, "UIFont.labelFontSize": 17,
        "UIFont.buttonFontSize": 18,
    ]

    /// The number literals that are every value of `text` (`compact ? 13 : 15`, `CGFloat(14)`), nil otherwise.
    static func literalLeaves(ofExpression text: String) -> [Double]? {
        let bytes = Array(text.utf8)
        let finder = SwiftFontFinder(bytes: bytes, tokens: SwiftLexer.lex(bytes).tokens)
        return finder.valueLiterals(in: finder.tokens.indices)
    }

    /// The declared name a size written as `text` reads: `titleSize`, `Metrics.titleSize`,
    /// `Self.titleSize` (its last name); nil for anything but a path of names.
    static func constantName(_ text: String) -> String? {
        let parts = text.filter { !$0.isWhitespace }.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 4 else { return nil }
        for part in parts {
            guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
                part.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
            else { return nil }
        }
        return String(parts.last!)
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
        // Guards, not `&&`: the operands of `&&` are closures, and an unoptimised build copies
        // the whole finder into each one (a third of a debug audit's time).
        guard k >= 0, k < tokens.count else { return false }
        let token = tokens[k]
        guard token.kind == .punctuation else { return false }
        return UInt32(bytes[token.start]) == c.value
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
