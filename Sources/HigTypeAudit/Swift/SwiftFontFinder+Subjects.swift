/// What a SwiftUI modifier's view draws: the subject of `.font(…)` or `.dynamicTypeSize(…)` is
/// read back along its modifier chain to the view it starts from (`Image(systemName:)`,
/// `Button(action:label:)`, `Label(…).labelStyle(.iconOnly)`, `HStack { … }`, a closure's
/// `image`), and that view's content is classed as text, images only, or unknown.
///
/// A font on a view that draws only images sizes symbols, not text. Such a view is an icon: an
/// icon-only control or a decorative symbol, which the audit leaves alone, unless it sits in a
/// row beside text (`HStack { Image(systemName:); Text(…) }`), where it is a symbol that should
/// follow the text it stands beside (a symbol finding, with the symbol's wording).
extension SwiftFontFinder {
    enum ViewContent { case text, images, unknown }

    /// How far back, in tokens, the enclosing container of a subject is looked for.
    static let containerLimit = 2048

    /// The content of the view that the modifier whose `.` is at `dot` applies to, with the
    /// index of the token the view's expression starts at.
    func subject(dot: Int) -> (content: ViewContent, base: Int)? {
        guard let base = chainBase(dot: dot) else { return nil }
        guard let first = text(base).unicodeScalars.first, first.properties.isLowercase else {
            // `.labelStyle(.iconOnly)` later in the chain styles the labels above the modifier too.
            let iconOnly = iconOnlyLater(after: dot) || iconOnlyInChain(base: base, dot: dot)
            return (content(from: base, to: dot, iconOnly: iconOnly), base)
        }
        // `image.font(…)`, `action.image(…).font(…)`, `item.icon.font(…)`: a value named for an image.
        var k = base
        while k < dot {
            if let member = name(k), Self.namesAnImage(member) { return (.images, base) }
            k += 1
            if isPunct(k, "("), let (_, close) = arguments(openingAt: k) { k = close + 1 }
            guard isPunct(k, "."), name(k + 1) != nil else { break }
            k += 1
        }
        return (.unknown, base)
    }

    /// Whether the view starting at `base` sits in a row (`HStack { … }`), directly or through
    /// `if`/`else`/`switch`/`Group` blocks, beside a view that is not an image: a symbol inline
    /// with the words it stands beside. A view the audit cannot see into (`TitleView()`,
    /// `self.label`) may be text, and counts as such.
    func besideText(_ base: Int) -> Bool {
        let floor = max(0, base - Self.containerLimit)
        var from = base
        for _ in 0..<8 {
            guard let open = enclosingBrace(before: from, floor: floor) else { return false }
            var owner = open - 1
            if isPunct(owner, ")"), let paren = opening(of: owner, "(", ")", floor: floor) { owner = paren - 1 }
            if ["HStack", "LazyHStack"].contains(name(owner) ?? ""), !isPunct(owner - 1, ".") {
                guard let close = closing(of: open, end: tokens.count) else { return false }
                return content(from: open + 1, to: close, wrappedMayBeText: true) != .images
            }
            guard isConditionalBlock(open, floor: floor) else { return false }
            from = open
        }
        return false
    }

    /// The unmatched `{` before `k`, skipping balanced groups; nil inside a parenthesis.
    private func enclosingBrace(before k: Int, floor: Int) -> Int? {
        var depth = 0
        var j = k - 1
        while j >= floor {
            if isPunct(j, "}") || isPunct(j, ")") { depth += 1 }
            if isPunct(j, "(") {
                if depth == 0 { return nil }
                depth -= 1
            }
            if isPunct(j, "{") {
                if depth == 0 { return j }
                depth -= 1
            }
            j -= 1
        }
        return nil
    }

    /// Whether the `{` at `open` starts the body of an `if`, `else`, `switch` or `Group`: a
    /// block that chooses views, not a container of its own.
    private func isConditionalBlock(_ open: Int, floor: Int) -> Bool {
        var j = open - 1
        if name(j) == "Group" || name(j) == "else" { return true }
        var steps = 0
        while j >= floor, steps < 48 {
            if isPunct(j, ")"), let paren = opening(of: j, "(", ")", floor: floor) { j = paren - 1 }
            if isPunct(j, "{") || isPunct(j, "}") { return false }
            if let word = name(j), ["if", "switch"].contains(word) { return true }
            j -= 1
            steps += 1
        }
        return false
    }

    /// A name whose last word is an image's: `image`, `systemImage`, `statusIcon`, `symbol`.
    static func namesAnImage(_ name: String) -> Bool {
        var last = ""
        for character in name {
            if character == "_" || character.isUppercase || character.isNumber { last = "" }
            if character != "_" { last.append(character) }
        }
        return ["image", "icon", "symbol", "glyph", "images", "icons", "symbols"].contains(last.lowercased())
    }

    /// Views whose content is text; `Label` is text unless it is styled `.iconOnly`.
    private static let textViews: Set<String> = [
        "Text", "TextField", "SecureField", "TextEditor", "Toggle", "Link", "Stepper", "Picker", "DatePicker",
        "Menu", "ShareLink", "NavigationLink",
    ]

    /// Views and words that draw no text of their own and no image (containers, shapes, flow).
    private static let neutralWords: Set<String> = [
        "HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ViewThatFits", "ForEach", "Spacer",
        "Divider", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "EmptyView", "if",
        "else", "let", "var", "for", "in", "switch", "case", "default", "return", "true", "false", "nil", "self",
        "guard", "where", "some", "is", "as", "try", "await",
    ]

    /// The words after which a name is part of an expression, not a view of its own.
    private static let expressionWords: Set<String> = [
        "if", "let", "var", "guard", "case", "in", "where", "return", "is", "as", "switch", "for", "try", "await",
    ]

    /// The content of the views in tokens `from..<to` (a view expression with its modifiers, or a
    /// closure's body): modifiers' arguments are not views; a `Button`'s action is not its label.
    /// A UIKit/AppKit view wrapped for SwiftUI draws nothing a `.font` reaches; beside a symbol
    /// (`wrappedMayBeText`) it may still be the words the symbol stands beside.
    func content(
        from start: Int, to end: Int, iconOnly iconOnlyAbove: Bool = false, wrappedMayBeText: Bool = false
    ) -> ViewContent {
        var sawImage = false
        var sawLabel = false
        var iconOnly = iconOnlyAbove
        var unknown = false
        var k = start
        while k < end {
            if isPunct(k, "(") {
                // Arguments of a modifier or of a view with no closures to read: not views.
                guard let (_, close) = arguments(openingAt: k) else { return .unknown }
                // A modifier's trailing closure (`.onChange(of: x) { … }`) is an action, not a view.
                let modifier = name(k - 1) != nil && isPunct(k - 2, ".")
                k = modifier ? skipClosures(from: close + 1, end: end) : close + 1
                continue
            }
            if isPunct(k, "."), let member = name(k + 1) {
                if member == "labelStyle", isPunct(k + 2, "("), isPunct(k + 3, "."), name(k + 4) == "iconOnly" {
                    iconOnly = true
                }
                k = skipClosures(from: k + 2, end: end)
                continue
            }
            guard let word = name(k) else {
                k += 1
                continue
            }
            if word.hasPrefix("#") {  // `#if os(iOS)`, `#else`: a compiler directive, not a view
                k += 1
                if word == "#if" || word == "#elseif", name(k) != nil {
                    k += 1
                    if isPunct(k, "("), let (_, close) = arguments(openingAt: k) { k = close + 1 }
                }
                continue
            }
            switch word {
            case "self" where isPunct(k + 1, ".") && name(k + 2) != nil && !isPartOfExpression(k):
                // `self.titleLabel` on its own: a view of the type's, an image only if named so.
                if Self.namesAnImage(name(k + 2)!) { sawImage = true } else { unknown = true }
            case "Image", "AsyncImage":
                sawImage = true
            case _ where Self.textViews.contains(word):
                return .text
            case "Label":
                sawLabel = true
            case "Button":
                // The label style reaches the labels inside a button's label too.
                switch button(at: k, end: end, iconOnly: iconOnly) {
                case .text: return .text
                case .images: sawImage = true
                case .unknown: unknown = true
                }
                k = skipButton(at: k, end: end)
                continue
            case _ where Self.neutralWords.contains(word):
                break
            case _ where Self.namesAnImage(word):
                sawImage = true
            default:
                // A closure's parameter (`{ item in`, `{ a, b in`) is no view either.
                let parameter = name(k + 1) == "in" || (isPunct(k + 1, ",") && isPunct(k - 1, "{"))
                // `{ _ in FilledStar() }`: the view a closure (`ForEach`'s) makes, after its parameters.
                let madeByClosure =
                    name(k - 1) == "in" && (isPunct(k + 1, "(") || isPunct(k + 1, "{"))
                    && word.unicodeScalars.first!.properties.isUppercase
                if (isPartOfExpression(k) && !madeByClosure) || parameter { break }
                switch projectView(word, at: k, wrappedMayBeText: wrappedMayBeText) {
                case .images: sawImage = true
                case .text: return .text
                case .unknown: unknown = true
                case nil: break  // a view that draws nothing `.font` reaches (a UIKit view wrapped for SwiftUI)
                }
            }
            k += 1
        }
        if sawLabel && !iconOnly { return .text }
        if unknown { return .unknown }
        return sawImage || (sawLabel && iconOnly) ? .images : .unknown
    }

    /// What the project's own view named `word`, used at `k` (`RatingView(rating: 4)`, `Stars()`),
    /// draws: `.images` when its `body` draws only images (through other project views too), nil
    /// when it is a UIKit/AppKit view wrapped for SwiftUI, which the environment's font does not
    /// reach; `.unknown` otherwise. While the project's views are being read (`viewNames` is set),
    /// a view named so is taken as images for now and noted, to be settled once every file is read.
    private func projectView(_ word: String, at k: Int, wrappedMayBeText: Bool) -> ViewContent? {
        guard let first = word.unicodeScalars.first, first.properties.isUppercase,
            isPunct(k + 1, "(") || isPunct(k + 1, "{")
        else { return .unknown }
        if let viewNames {
            viewNames.names.insert(word)
            return .images
        }
        if let project {
            if project.imageViews.contains(word) { return .images }
            if project.wrappedViews.contains(word) { return wrappedMayBeText ? .unknown : nil }
        }
        return .unknown
    }

    /// Whether the modifiers of the view starting at `base`, before the one whose `.` is at `dot`,
    /// include `.labelStyle(.iconOnly)` (`VStack { … }.labelStyle(.iconOnly).font(…)`): it styles
    /// every label inside.
    private func iconOnlyInChain(base: Int, dot: Int) -> Bool {
        var k = base + 1
        if isPunct(k, "("), let (_, close) = arguments(openingAt: k) { k = close + 1 }
        k = skipClosures(from: k, end: dot)
        while k < dot, isPunct(k, "."), let modifier = name(k + 1) {
            if modifier == "labelStyle", isPunct(k + 2, "("), isPunct(k + 3, "."), name(k + 4) == "iconOnly" {
                return true
            }
            k += 2
            if isPunct(k, "("), let (_, close) = arguments(openingAt: k) { k = close + 1 }
            k = skipClosures(from: k, end: dot)
        }
        return false
    }

    /// Whether the modifiers after the one whose `.` is at `dot` (at most 16) include
    /// `.labelStyle(.iconOnly)`.
    private func iconOnlyLater(after dot: Int) -> Bool {
        var k = dot + 2
        for _ in 0..<16 {
            if isPunct(k, "("), let (_, close) = arguments(openingAt: k) { k = close + 1 }
            k = skipClosures(from: k, end: tokens.count)
            guard isPunct(k, "."), let modifier = name(k + 1) else { return false }
            if modifier == "labelStyle", isPunct(k + 2, "("), isPunct(k + 3, "."), name(k + 4) == "iconOnly" {
                return true
            }
            k += 2
        }
        return false
    }

    /// Whether the name at `k` follows a keyword or an operator: part of a condition or a
    /// value, not a view of its own.
    private func isPartOfExpression(_ k: Int) -> Bool {
        if let before = name(k - 1) { return Self.expressionWords.contains(before) }
        return ["=", "!", "&", "|", ":", ",", "?", "<", ">", "+", "-", "*", "/"].contains { isPunct(k - 1, $0) }
    }

    /// A `Button`'s label at `k`: a title string is text; else its `label:` argument or label
    /// closure (never its action).
    private func button(at k: Int, end: Int, iconOnly: Bool) -> ViewContent {
        var j = k + 1
        var hasAction = false
        var result: ViewContent?
        if isPunct(j, "("), let (arguments, close) = arguments(openingAt: j) {
            if let first = arguments.first, first.label == nil, first.value.count == 1,
                tokens[first.value.lowerBound].kind == .string
            {
                return .text
            }
            hasAction = arguments.contains { $0.label == "action" }
            if let label = arguments.first(where: { $0.label == "label" }), isPunct(label.value.lowerBound, "{") {
                result = content(from: label.value.lowerBound + 1, to: label.value.upperBound - 1, iconOnly: iconOnly)
            }
            j = close + 1
        }
        // Trailing closures: `Button(action: a) { label }`, `Button { action } label: { label }`.
        var closures: [(open: Int, close: Int, label: String?)] = []
        var label: String?
        while j < end {
            if isPunct(j, "{"), let close = closing(of: j, end: end) {
                closures.append((j, close, label))
                label = nil
                j = close + 1
            } else if let word = name(j), isPunct(j + 1, ":"), isPunct(j + 2, "{") {
                label = word
                j += 2
            } else {
                break
            }
        }
        // The label is the closure labelled `label:`, or the one trailing closure after `action:`.
        for closure in closures where closure.label == "label" || (closure.label == nil && hasAction) {
            result = content(from: closure.open + 1, to: closure.close, iconOnly: iconOnly)
        }
        return result ?? .unknown
    }

    /// The token after a `Button`'s arguments and trailing closures.
    private func skipButton(at k: Int, end: Int) -> Int {
        var j = k + 1
        if isPunct(j, "("), let (_, close) = arguments(openingAt: j) { j = close + 1 }
        while j < end {
            if isPunct(j, "{"), let close = closing(of: j, end: end) {
                j = close + 1
            } else if name(j) != nil, isPunct(j + 1, ":"), isPunct(j + 2, "{") {
                j += 2
            } else {
                break
            }
        }
        return j
    }

    /// The token after the closures that start at `k` (`{ … }`, `{ … } label: { … }`), or `k`.
    private func skipClosures(from k: Int, end: Int) -> Int {
        var j = k
        while j < end {
            if isPunct(j, "{"), let close = closing(of: j, end: end) {
                j = close + 1
            } else if name(j) != nil, isPunct(j + 1, ":"), isPunct(j + 2, "{"), j > k {
                j += 2
            } else {
                break
            }
        }
        return j
    }

    /// The `}` that closes the `{` at `k`, before `end`.
    func closing(of k: Int, end: Int) -> Int? {
        var depth = 0
        var j = k
        while j < min(end, tokens.count) {
            if isPunct(j, "{") { depth += 1 }
            if isPunct(j, "}") {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return nil
    }

    /// The first token of the view expression whose modifier chain holds the `.` at `dot`:
    /// back over `Base(…) { … } label: { … }.a(…).b { … }` and over `#if …`/`#else`/`#endif`
    /// lines between modifiers, at most `symbolChainLimit` tokens.
    func chainBase(dot: Int) -> Int? {
        let floor = max(0, dot - Self.symbolChainLimit)
        var k = dot - 1
        while k >= floor {
            // The lexer reads a directive as one name: `#if`, `#else`, `#endif`.
            if name(k) == "#endif" {
                k -= 1
                continue
            }
            if name(k) == "#else" || name(k) == "#elseif" {
                guard let start = directiveIf(before: k, floor: floor) else { return nil }
                k = start - 1
                continue
            }
            if isPunct(k, "}") {
                guard let open = opening(of: k, "{", "}", floor: floor) else { return nil }
                k = open - 1
                if isPunct(k, ":"), name(k - 1) != nil, isPunct(k - 2, "}") {  // `} label: {`
                    k -= 2
                    continue
                }
                if isPunct(k, ")") || isPunct(k, "}") { continue }
                guard name(k) != nil else { return nil }
                if isPunct(k - 1, ".") {
                    k -= 2
                    continue
                }
                return k
            }
            if isPunct(k, ")") {
                guard let open = opening(of: k, "(", ")", floor: floor), name(open - 1) != nil else { return nil }
                // `#if os(iOS)` before a modifier: the directive, not the view.
                if name(open - 2) == "#if" || name(open - 2) == "#elseif" {
                    k = open - 3
                    continue
                }
                k = open - 1
                if isPunct(k - 1, ".") {
                    k -= 2
                    continue
                }
                return k
            }
            guard let word = name(k) else { return nil }
            if name(k - 1) == "#if" || name(k - 1) == "#elseif" {  // `#if DEBUG`
                k -= 2
                continue
            }
            if isPunct(k - 1, ".") {
                k -= 2
                continue
            }
            return ["return", "in", "else", "if"].contains(word) ? nil : k
        }
        return nil
    }

    /// The `#if` that the `#else` or `#elseif` at `k` belongs to.
    private func directiveIf(before k: Int, floor: Int) -> Int? {
        var depth = 0
        var j = k - 1
        while j >= floor {
            if name(j) == "#endif" { depth += 1 }
            if name(j) == "#if" {
                if depth == 0 { return j }
                depth -= 1
            }
            j -= 1
        }
        return nil
    }
}
