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
/// - `scaled`: declared `@ScaledMetric`, or a `let`/`var` initialised (or computed) from
///   `scaledValue(for:)` or from another scaled name, or a `func` whose body uses one, so a
///   size built from one scales;
/// - `readOnce`: initialised from `preferredFont(forTextStyle:).pointSize`, or from such a name.
/// Names are the file's, whatever their scope: a local that shadows one is taken for it.
struct SwiftSizeNames {
    private(set) var scaled: Set<String> = []
    private(set) var readOnce: [String: FontSite.ReadOnce] = [:]
    /// The scaled names declared by `func` or as `static`/`class` members: those another file can
    /// use (`SwiftFontHelpers.scaledNames`).
    private(set) var exportedScaled: Set<String> = []

    /// The types of the reader's text size, in a function's parameters.
    static let categoryTypes: Set<String> = ["UIContentSizeCategory", "ContentSizeCategory", "DynamicTypeSize"]

    /// The most tokens an initializer is read over: a size is a short expression.
    static let initializerLimit = 256

    init(_ finder: SwiftFontFinder, project: Set<String> = []) {
        var declarations: [(name: String, facts: SwiftFontFinder.SizeFacts)] = []
        var exported: Set<String> = []
        for k in finder.tokens.indices where finder.isPunct(k - 1, "@") && finder.name(k) == "ScaledMetric" {
            var j = k + 1
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
        for declaration in declarations where declaration.facts.scaledValue || declaration.facts.relative {
            queue.append(declaration.name)
        }
        // Functions and static members of other files whose value scales, used by name here.
        let declaredHere = Set(declarations.map(\.name))
        for name in project where !declaredHere.contains(name) { queue.append(name) }
        scaled.formUnion(queue)
        while let name = queue.popLast() {
            for index in users[name] ?? [] where scaled.insert(declarations[index].name).inserted {
                queue.append(declarations[index].name)
            }
        }
        exportedScaled = scaled.intersection(exported)
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
        for k in range {
            guard let word = name(k) else { continue }
            // `.body` after a label or a parenthesis is an implicit member, not a name of the file.
            if !(isPunct(k - 1, ".") && name(k - 2) == nil && !isPunct(k - 2, ")") && !isPunct(k - 2, "]")) {
                facts.identifiers.append(word)
            }
            if word == "scaledValue", isPunct(k + 1, "(") { facts.scaledValue = true }
            if Self.sizeCategoryNames.contains(word) { facts.scaledValue = true }
            if word == "width" || word == "height", isPunct(k - 1, ".") { facts.relative = true }
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
