extension FontSite {
    /// A size read once from a text style: `UIFont.preferredFont(forTextStyle: .body).pointSize`.
    public struct ReadOnce: Hashable, Sendable {
        /// The style's Swift name, `body`.
        public var style: String
        /// The size is that expression and nothing more, so the style itself can replace the call.
        public var whole: Bool
    }
}

/// What the names a Swift file declares hold, as far as sizes go, decided from the file's syntax:
/// - `scaled`: declared `@ScaledMetric` or `@AppStorage` (a size the user sets in the app), or a
///   `let`/`var` initialised (or computed) from `scaledValue(for:)`, from the user's defaults, or
///   from another scaled name, or a `func` whose body uses one, so a
///   size built from one scales;
/// - `readOnce`: initialised from `preferredFont(forTextStyle:).pointSize`, or from such a name.
/// Names are the file's, whatever their scope: a local that shadows one is taken for it.
struct SwiftSizeNames {
    private(set) var scaled: Set<String> = []
    private(set) var readOnce: [String: FontSite.ReadOnce] = [:]
    /// The scaled names declared by `func` or as `static`/`class` members: those another file can
    /// use (`SwiftFontHelpers.scaledNames`).
    private(set) var exportedScaled: Set<String> = []
    /// The scaled names that follow the reader's text size (`@ScaledMetric`, `scaledValue(for:)`,
    /// the content size category), not only the layout's geometry: a condition that reads one
    /// chooses a size by the text size, where one that reads the screen's width still picks a fixed size.
    private(set) var textSize: Set<String> = []
    /// The `textSize` names another file can use.
    private(set) var exportedTextSize: Set<String> = []
    /// Constants of the file whose value is a fixed size: a `let` (or a computed `var`) whose
    /// initializer gives number literals only as its values (`let titleSize: CGFloat = 22`,
    /// `let size: CGFloat = compact ? 13 : 15`, an `if`/`switch` expression of literals), with
    /// those values. A name declared twice is left out (which one a use means is not known).
    private(set) var literals: [String: [Double]] = [:]

    /// The types of the reader's text size, in a function's parameters.
    static let categoryTypes: Set<String> = ["UIContentSizeCategory", "ContentSizeCategory", "DynamicTypeSize"]

    /// The most tokens an initializer is read over: a size is a short expression.
    static let initializerLimit = 256

    init(_ finder: SwiftFontFinder, project: Set<String> = [], projectTextSize: Set<String> = []) {
        var declarations: [(name: String, facts: SwiftFontFinder.SizeFacts)] = []
        var exported: Set<String> = []
        var declaredTwice: Set<String> = []
        for k in finder.tokens.indices where finder.isPunct(k - 1, "@") && finder.name(k) == "ScaledMetric" {
            var j = k + 1
            while j < min(finder.tokens.count, k + 24), finder.name(j) != "var" { j += 1 }
            if let declared = finder.name(j + 1) { scaled.insert(declared) }
        }
        let scaledMetrics = scaled
        // `@AppStorage("readerFontSize") var fontSize = 17.0`: a size the user sets in the app
        // (a reader's own size control), not one the code fixes.
        for k in finder.tokens.indices where finder.isPunct(k - 1, "@") && finder.name(k) == "AppStorage" {
            var j = k + 1
            if finder.isPunct(j, "("), let (_, close) = finder.arguments(openingAt: j) { j = close + 1 }
            while j < min(finder.tokens.count, k + 24), finder.name(j) != "var" { j += 1 }
            if let declared = finder.name(j + 1) { scaled.insert(declared) }
        }
        // `GeometryReader { geometry in`: a size built from the proxy is relative to the layout.
        for k in finder.tokens.indices where finder.name(k) == "GeometryReader" {
            var j = k + 1
            if finder.isPunct(j, "("), let (_, close) = finder.arguments(openingAt: j) { j = close + 1 }
            if finder.isPunct(j, "{"), let proxy = finder.name(j + 1), finder.name(j + 2) == "in" {
                scaled.insert(proxy)
            }
        }
        for k in finder.tokens.indices {
            guard let keyword = finder.name(k), keyword == "let" || keyword == "var" || keyword == "func",
                let name = finder.name(k + 1),
                let body = keyword == "func" ? finder.functionBody(after: k + 1) : finder.initializer(after: k + 1)
            else { continue }
            var facts = finder.sizeFacts(in: body)
            // `func size(for category: UIContentSizeCategory) -> CGFloat`: a size mapped from the text size.
            if keyword == "func",
                (k + 2..<body.lowerBound).contains(where: { Self.categoryTypes.contains(finder.name($0) ?? "") })
            {
                facts.scaledValue = true
            }
            declarations.append((name, facts))
            if keyword == "let" || (keyword == "var" && finder.isPunct(body.lowerBound - 1, "{")),
                let values = finder.valueLiterals(in: body)
            {
                literals[name] = literals[name] == nil && !declaredTwice.contains(name) ? values : nil
                if literals[name] == nil { declaredTwice.insert(name) }
            } else if literals.removeValue(forKey: name) != nil || declaredTwice.contains(name) {
                declaredTwice.insert(name)
            }
            if keyword == "func"
                || (1...3).contains(where: { ["static", "class"].contains(finder.name(k - $0) ?? "") })
            {
                exported.insert(name)
            }
        }
        // Breadth first from the names that scale (or read once) by themselves, over "is built from".
        var users: [String: [Int]] = [:]
        for (index, declaration) in declarations.enumerated() {
            for used in Set(declaration.facts.identifiers) { users[used, default: []].append(index) }
        }
        var queue = Array(scaled)
        for declaration in declarations
        where declaration.facts.scaledValue || declaration.facts.relative || declaration.facts.userSetting {
            queue.append(declaration.name)
        }
        // Functions and static members of other files whose value scales, used by name here.
        let declaredHere = Set(declarations.map(\.name))
        for name in project where !declaredHere.contains(name) { queue.append(name) }
        // Every declaration that uses a name of `set`, and those that use those, join it.
        func spread(from seeds: [String], into set: inout Set<String>) {
            var queue = seeds
            set.formUnion(queue)
            while let name = queue.popLast() {
                for index in users[name] ?? [] where set.insert(declarations[index].name).inserted {
                    queue.append(declarations[index].name)
                }
            }
        }
        spread(from: queue, into: &scaled)
        exportedScaled = scaled.intersection(exported)
        // The same walk, from the names that follow the text size only.
        var textQueue = Array(scaledMetrics)
        for declaration in declarations where declaration.facts.scaledValue { textQueue.append(declaration.name) }
        for name in projectTextSize where !declaredHere.contains(name) { textQueue.append(name) }
        spread(from: textQueue, into: &textSize)
        exportedTextSize = textSize.intersection(exported)
        for name in literals.keys where scaled.contains(name) { literals[name] = nil }
        var reads: [String] = []
        for declaration in declarations where !scaled.contains(declaration.name) {
            guard let style = declaration.facts.readOnce else { continue }
            readOnce[declaration.name] = .init(style: style, whole: declaration.facts.readOnceWhole)
            reads.append(declaration.name)
        }
        while let name = reads.popLast(), let read = readOnce[name] {
            for index in users[name] ?? [] {
                let user = declarations[index].name
                guard !scaled.contains(user), readOnce[user] == nil else { continue }
                readOnce[user] = .init(style: read.style, whole: false)
                reads.append(user)
            }
        }
    }
}

extension SwiftFontFinder {
    /// What an expression's tokens say about a size.
    struct SizeFacts {
        var identifiers: [String] = []
        /// It calls `scaledValue(for:…)`, or reads the content size category.
        var scaledValue = false
        /// It reads a layout's geometry (`geometry.size.width`, `bounds.height`): relative, not fixed.
        var relative = false
        /// It reads the user's defaults (`UserDefaults.standard.double(forKey: "fontSize")`): a size
        /// the user set in the app, not one the code fixes.
        var userSetting = false
        /// The style of a `preferredFont(forTextStyle: .x)…pointSize` in it.
        var readOnce: String?
        /// The expression is exactly `[UIFont|NSFont].preferredFont(forTextStyle: .x[, …]).pointSize`.
        var readOnceWhole = false
    }

    /// The names that read the reader's text size: a size mapped from one follows it.
    static let sizeCategoryNames: Set<String> = [
        "preferredContentSizeCategory", "sizeCategory", "dynamicTypeSize", "contentSizeCategory",
    ]

    func sizeFacts(in range: Range<Int>) -> SizeFacts {
        var facts = SizeFacts()
        // A style's font or descriptor kept in a local, and a `pointSize` read later in the same
        // initializer (`{ let d = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body); return d.pointSize }()`).
        var styleRead: String?
        var readsPointSize = false
        var returnsPointSize = false  // `return descriptor.pointSize }`: the size, nothing added
        for k in range {
            guard let word = name(k) else { continue }
            if word == "pointSize", isPunct(k - 1, ".") {
                readsPointSize = true
                returnsPointSize = name(k - 2) != nil && name(k - 3) == "return" && isPunct(k + 1, "}")
            }
            if word == "preferredFont" || word == "preferredFontDescriptor", isPunct(k + 1, "("),
                name(k + 2) == "forTextStyle" || name(k + 2) == "withTextStyle", isPunct(k + 3, ":"),
                isPunct(k + 4, "."), let style = name(k + 5), isPunct(k + 6, ")")
            {
                styleRead = styleRead ?? style
            }
            // `.body` after a label or a parenthesis is an implicit member, not a name of the file.
            if !(isPunct(k - 1, ".") && name(k - 2) == nil && !isPunct(k - 2, ")") && !isPunct(k - 2, "]")) {
                facts.identifiers.append(word)
            }
            if word == "scaledValue", isPunct(k + 1, "(") { facts.scaledValue = true }
            if Self.sizeCategoryNames.contains(word) { facts.scaledValue = true }
            if word == "width" || word == "height", isPunct(k - 1, ".") { facts.relative = true }
            if word == "UserDefaults" { facts.userSetting = true }
            guard word == "preferredFont" || word == "preferredFontDescriptor", isPunct(k + 1, "("),
                name(k + 2) == "forTextStyle" || name(k + 2) == "withTextStyle", isPunct(k + 3, ":"),
                isPunct(k + 4, "."), let style = name(k + 5), let close = closing(of: k + 1, before: range.upperBound),
                close + 2 < range.upperBound, isPunct(close + 1, "."), name(close + 2) == "pointSize"
            else { continue }
            facts.readOnce = style
            let types: Set<String> = ["UIFont", "NSFont", "UIFontDescriptor", "NSFontDescriptor"]
            let start = isPunct(k - 1, ".") ? (types.contains(name(k - 2) ?? "") ? k - 2 : k - 1) : k
            facts.readOnceWhole = start == range.lowerBound && close + 3 == range.upperBound
        }
        if facts.readOnce == nil, readsPointSize, let styleRead {
            facts.readOnce = styleRead
            facts.readOnceWhole = returnsPointSize
        }
        return facts
    }

    /// The `)` that closes the `(` at `open`, looked for before `end` only (so a file of unclosed
    /// calls is not read again for each).
    private func closing(of open: Int, before end: Int) -> Int? {
        var depth = 0
        for k in open..<end {
            if isPunct(k, "(") { depth += 1 }
            if isPunct(k, ")") {
                depth -= 1
                if depth == 0 { return k }
            }
        }
        return nil
    }

    /// The number literals an initializer gives as its values, nil when it gives anything else
    /// too, or none: a number is a value after `=`, a ternary's `?` or `:`, a `case …:`, `return`,
    /// `then`-less `{ 13 }` branches, or inside `CGFloat(…)`, and before the end, `:`, `}` or `)`.
    /// A number in a condition (`width > 400`) or a case pattern is no value.
    func valueLiterals(in range: Range<Int>) -> [Double]? {
        var values: [Double] = []
        var k = range.lowerBound
        while k < range.upperBound {
            defer { k += 1 }
            guard tokens[k].kind == .number else {
                // A value that is a name or a call, not a literal: `compact ? 13 : size`, `return base`.
                if let word = name(k), Self.valueStart(k - 1, in: self, floor: range.lowerBound),
                    ![
                        "CGFloat", "Double", "Float", "if", "switch", "case", "default", "else", "return", "true",
                        "false",
                    ].contains(word),
                    !isCondition(from: k, before: range.upperBound)
                {
                    return nil
                }
                continue
            }
            var before = k - 1
            if isPunct(before, "("), ["CGFloat", "Double", "Float"].contains(name(before - 1) ?? "") { before -= 2 }
            guard Self.valueStart(before, in: self, floor: range.lowerBound) || before < range.lowerBound else {
                continue
            }
            let next = k + 1
            let ends =
                next >= range.upperBound || isPunct(next, ":") || isPunct(next, "}") || isPunct(next, ")")
                || startsLine(next)
            guard ends, let value = Self.number(text(k)) else { return nil }
            values.append(value)
        }
        return values.isEmpty ? nil : values
    }

    /// Whether the expression from `k` is a ternary's condition: a spaced `?` comes before the
    /// next `:`, `}`, line break or `end` at its depth.
    private func isCondition(from k: Int, before end: Int) -> Bool {
        var depth = 0
        var j = k
        while j < end, j - k < 64 {
            if isPunct(j, "(") || isPunct(j, "[") { depth += 1 }
            if isPunct(j, ")") || isPunct(j, "]") { depth -= 1 }
            if depth < 0 || (j > k && startsLine(j)) { return false }
            if depth == 0 {
                if isPunct(j, "?"), tokens[j].start > tokens[j - 1].end { return true }
                if isPunct(j, ":") || isPunct(j, "}") || isPunct(j, "{") { return false }
            }
            j += 1
        }
        return false
    }

    /// Whether the token at `k` is one a value follows: `=` , a ternary's `?` (spaced) or `:`,
    /// `{`, `return`, or the `:` of a `case`/`default`.
    private static func valueStart(_ k: Int, in finder: SwiftFontFinder, floor: Int) -> Bool {
        guard k >= floor else { return false }
        if finder.name(k) == "return" || finder.name(k) == "then" { return true }
        if finder.isPunct(k, "{") || finder.isPunct(k, ":") { return true }
        if finder.isPunct(k, "=") {
            return !["=", "!", "<", ">"].contains { finder.isPunct(k - 1, $0) } && !finder.isPunct(k + 1, "=")
        }
        if finder.isPunct(k, "?") { return k > 0 && finder.tokens[k].start > finder.tokens[k - 1].end }
        return false
    }

    /// The facts of a size written as `text`, lexed on its own.
    static func sizeFacts(ofExpression text: String) -> SizeFacts {
        let bytes = Array(text.utf8)
        let finder = SwiftFontFinder(bytes: bytes, tokens: SwiftLexer.lex(bytes).tokens)
        return finder.sizeFacts(in: finder.tokens.indices)
    }

    /// The tokens of the initializer of the name declared at `k`: after `=` to the end of its
    /// line (a line that starts with `.` goes on), or a computed property's `{ … }`; nil for
    /// neither. At most `SwiftSizeNames.initializerLimit` tokens.
    func initializer(after k: Int) -> Range<Int>? {
        var j = k + 1
        if isPunct(j, ":") {
            var depth = 0
            while j < tokens.count, j - k < 32 {
                if isPunct(j, "(") || isPunct(j, "[") || isPunct(j, "<") { depth += 1 }
                if isPunct(j, ")") || isPunct(j, "]") || isPunct(j, ">") { depth -= 1 }
                if depth == 0, isPunct(j, "=") || isPunct(j, "{") { break }
                if startsLine(j + 1) { return nil }
                j += 1
            }
        }
        let limit = min(tokens.count, j + 1 + SwiftSizeNames.initializerLimit)
        if isPunct(j, "=") {
            var end = j + 1
            var depth = 0
            while end < limit {
                if depth == 0, startsLine(end), !isPunct(end, ".") { break }
                if isPunct(end, "(") || isPunct(end, "[") || isPunct(end, "{") { depth += 1 }
                if isPunct(end, ")") || isPunct(end, "]") || isPunct(end, "}") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, isPunct(end, ";") || isPunct(end, ",") { break }
                end += 1
            }
            return j + 1..<end
        }
        return isPunct(j, "{") ? braceBody(at: j) : nil
    }

    /// The body of the function named at `k`: from its first `{` outside the parameters' parentheses,
    /// found within 64 tokens (generics, parameters, `-> CGFloat`), nil without one.
    func functionBody(after k: Int) -> Range<Int>? {
        var j = k + 1
        var depth = 0
        while j < tokens.count, j - k < 64 {
            if isPunct(j, "(") { depth += 1 }
            if isPunct(j, ")") { depth -= 1 }
            if depth == 0, isPunct(j, "{") { return braceBody(at: j) }
            j += 1
        }
        return nil
    }

    /// The tokens inside the `{` at `j` and its `}`, at most `SwiftSizeNames.initializerLimit`.
    private func braceBody(at j: Int) -> Range<Int> {
        let limit = min(tokens.count, j + 1 + SwiftSizeNames.initializerLimit)
        var end = j + 1
        var depth = 1
        while end < limit {
            if isPunct(end, "{") { depth += 1 }
            if isPunct(end, "}") {
                depth -= 1
                if depth == 0 { break }
            }
            end += 1
        }
        return j + 1..<end
    }

    /// Whether a line break stands between token `k - 1` and token `k`.
    func startsLine(_ k: Int) -> Bool {
        k > 0 && k < tokens.count && bytes[tokens[k - 1].end..<tokens[k].start].contains(0x0A)
    }
}
