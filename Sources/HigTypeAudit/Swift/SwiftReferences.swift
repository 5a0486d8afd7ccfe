/// What the project's Swift code does with names, for the views of its storyboards and XIBs: the
/// members it uses on each property name (`label.text = …`, `self.button?.setTitle(…)`), the names
/// it passes on (as an argument, an array element, a value bound to another name), every word it
/// writes (identifiers and the words of string literals), the classes it declares, whether it
/// dequeues cells by reuse identifier, and the style functions that set a view's font
/// (`let titleStyle: (UILabel) -> Void = { $0.font = … }`, `func style(_ label: UILabel) { label.font = … }`,
/// `let headerStyle = concat(titleStyle, and: { … })`) with the outlets they are applied to.
///
/// It is read by names alone, across all files: a property of one type is not told apart from one
/// of the same name in another. That errs towards "the code uses it", which keeps a finding.
public struct SwiftReferences: Sendable {
    /// By property name: the members code reads, sets or calls on it.
    private(set) var members: [String: Set<String>] = [:]
    /// Property names code passes on: what is done with them is not known.
    private(set) var passed: Set<String> = []
    /// Every identifier, and every word (letters, digits, `_`) of every string literal.
    private(set) var words: Set<String> = []
    /// The last word before an interpolation in a string literal (`"RegionCell\(index)"` → `RegionCell`):
    /// a name built at run time may start with it.
    private(set) var interpolated: Set<String> = []
    /// The classes the project declares in Swift.
    private(set) var classes: Set<String> = []
    /// Whether any code dequeues table or collection view cells by reuse identifier.
    private(set) var dequeues = false

    /// Names of closures and functions whose body sets the font of the view they are given.
    private var stylers: Set<String> = []
    /// `let name = f(a, b, …)` and `let name = a`: the bare names it is made of (a style composed
    /// of a style that sets the font sets it too).
    private var composed: [String: Set<String>] = [:]
    /// Calls under a type: the bare names among the callee and its arguments (`titleStyle(titleLabel)`,
    /// `with(self.nameLabel, bodyStyle)`).
    private var calls: [(type: String, names: [String])] = []

    public init() {}

    /// Whether a view's outlet `property` may be given text or shown by code: code uses one of
    /// `members` on it, or passes it on.
    func touches(_ property: String, with interesting: Set<String>) -> Bool {
        passed.contains(property) || !(members[property]?.isDisjoint(with: interesting) ?? true)
    }

    /// Whether code may name `identifier` (a cell's reuse identifier): every word of it is a word
    /// the code writes, or it starts with the text before an interpolation.
    func mayName(_ identifier: String) -> Bool {
        let parts = Self.wordsOf(identifier)
        if !parts.isEmpty, parts.allSatisfy({ words.contains($0) }) { return true }
        return interpolated.contains { identifier.hasPrefix($0) }
    }

    /// The members that give a view text.
    static let textMembers: Set<String> = [
        "text", "attributedText", "title", "attributedTitle", "setTitle", "setAttributedTitle", "titleLabel",
        "configuration", "stringValue", "attributedStringValue", "placeholder", "attributedPlaceholder",
    ]
    /// The members that show a hidden view, or fade one in.
    static let showingMembers: Set<String> = [
        "isHidden", "hidden", "setHidden", "alpha", "alphaValue", "animator", "setIsHidden",
    ]

    static func wordsOf(_ text: some StringProtocol) -> [String] {
        var found: [String] = []
        var word = ""
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else if !word.isEmpty {
                found.append(word)
                word = ""
            }
        }
        if !word.isEmpty { found.append(word) }
        return found
    }

    /// Reads one file's tokens.
    mutating func scan(_ finder: SwiftFontFinder) {
        let tokens = finder.tokens
        for k in tokens.indices {
            switch tokens[k].kind {
            case .string: readString(finder.text(k))
            case .identifier: readName(k, finder)
            default: continue
            }
        }
    }

    private mutating func readString(_ literal: String) {
        var word = ""
        var beforeSlash = ""  // the word right before a `\`
        var previous: Character = " "
        for character in literal {
            if character == "(", previous == "\\", !beforeSlash.isEmpty { interpolated.insert(beforeSlash) }
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if !word.isEmpty { words.insert(word) }
                beforeSlash = character == "\\" ? word : ""
                word = ""
            }
            previous = character
        }
        if !word.isEmpty { words.insert(word) }
    }

    private mutating func readName(_ k: Int, _ finder: SwiftFontFinder) {
        let name = finder.text(k)
        words.insert(name)
        if name.hasPrefix("dequeueReusableCell") { dequeues = true }
        if name == "class", let declared = finder.name(k + 1), !finder.isPunct(k - 1, ".") { classes.insert(declared) }
        if name == "let" || name == "var", let bound = finder.name(k + 1) { readComposition(bound, k + 2, finder) }
        if name == "font" || name == "attributedText", finder.isPunct(k - 1, "."), finder.isPunct(k + 1, "="),
            !finder.isPunct(k + 2, "="), let styler = Self.styler(settingAt: k - 1, finder)
        {
            stylers.insert(styler)
        }
        if finder.isPunct(k + 1, "("), let type = finder.typeScopes.type(at: k, in: finder) {
            readCall(k, type: type, finder)
        }
        guard let first = name.unicodeScalars.first, first.properties.isLowercase,
            !finder.isPunct(k - 1, ".")
                || finder.name(k - 2) == "self"
        else { return }
        // `name.member`, `name?.member`, `name!.member`
        var j = k + 1
        while finder.isPunct(j, "?") || finder.isPunct(j, "!") { j += 1 }
        if finder.isPunct(j, "."), let member = finder.name(j + 1) {
            members[name, default: []].insert(member)
            return
        }
        let before = finder.name(k - 1) == "self" ? k - 2 : k - 1
        if ["(", ",", "[", ":", "&"].contains(where: { finder.isPunct(before, $0) })
            || (finder.isPunct(before, "=") && !finder.isPunct(before - 1, "=") && !finder.isPunct(before - 1, "!"))
            || ["return", "in"].contains(finder.name(before) ?? "")
        {
            passed.insert(name)
        }
    }

    /// The name of the closure or function whose body holds the `.` at `dot` of `$0.font =` or
    /// `label.font =` (where `label` is the function's parameter): `let name … = {`,
    /// `let name = f(…, { … })`, `func name(_ label: UILabel) {`.
    private static func styler(settingAt dot: Int, _ finder: SwiftFontFinder) -> String? {
        // The root of the receiver's chain: `$0` of `$0.titleLabel?.font`, `label` of `label.font`.
        var r = dot - 1
        while r > dot - 16 {
            while finder.isPunct(r, "?") || finder.isPunct(r, "!") { r -= 1 }
            guard finder.name(r) != nil, finder.isPunct(r - 1, ".") else { break }
            r -= 2
        }
        guard let receiver = finder.name(r), !finder.isPunct(r - 1, ".") else { return nil }
        // The unmatched `{` before the receiver.
        var depth = 0
        var j = r - 1
        var open: Int?
        while j >= 0, dot - j < 4096 {
            if finder.isPunct(j, "}") { depth += 1 }
            if finder.isPunct(j, "{") {
                if depth == 0 {
                    open = j
                    break
                }
                depth -= 1
            }
            j -= 1
        }
        guard let open else { return nil }
        if receiver == "$0" {
            // Back over the closure's header to `let name`, within the statement.
            var m = open - 1
            while m >= 0, open - m < 48, !finder.isPunct(m, "{"), !finder.isPunct(m, "}") {
                if ["let", "var"].contains(finder.name(m) ?? ""), let bound = finder.name(m + 1) { return bound }
                m -= 1
            }
            return nil
        }
        // `func name(_ label: UILabel) {`: the receiver is one of its parameters.
        guard finder.isPunct(open - 1, ")") else { return nil }
        var m = open - 1
        var parens = 0
        while m >= 0, open - m < 64 {
            if finder.isPunct(m, ")") { parens += 1 }
            if finder.isPunct(m, "(") {
                parens -= 1
                if parens == 0 { break }
            }
            m -= 1
        }
        guard m > 1, let function = finder.name(m - 1), finder.name(m - 2) == "func" else { return nil }
        var p = m + 1
        while p < open - 1 {
            if finder.isPunct(p, ":"), finder.name(p - 1) == receiver { return function }
            p += 1
        }
        return nil
    }

    /// `let name = f(a, b, …)` or `let name = a`: the bare names `name` is made of.
    private mutating func readComposition(_ bound: String, _ k: Int, _ finder: SwiftFontFinder) {
        guard finder.isPunct(k, "="), !finder.isPunct(k + 1, "="), let head = finder.name(k + 1) else { return }
        var parts: Set<String> = [head]
        if finder.isPunct(k + 2, "(") {
            var depth = 0
            var j = k + 2
            while j < finder.tokens.count, j - k < 256 {
                if finder.isPunct(j, "(") || finder.isPunct(j, "{") || finder.isPunct(j, "[") { depth += 1 }
                if finder.isPunct(j, ")") || finder.isPunct(j, "}") || finder.isPunct(j, "]") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if depth == 1, let part = finder.name(j), finder.isPunct(j - 1, "(") || finder.isPunct(j - 1, ","),
                    finder.isPunct(j + 1, ",") || finder.isPunct(j + 1, ")")
                {
                    parts.insert(part)
                }
                j += 1
            }
        }
        composed[bound, default: []].formUnion(parts)
    }

    /// A call under a type: its callee and its bare arguments (`x`, `self.x`, `&x`).
    private mutating func readCall(_ k: Int, type: String, _ finder: SwiftFontFinder) {
        var names = [finder.text(k)]
        var depth = 0
        var j = k + 1
        while j < finder.tokens.count, j - k < 128 {
            if finder.isPunct(j, "(") || finder.isPunct(j, "{") || finder.isPunct(j, "[") { depth += 1 }
            if finder.isPunct(j, ")") || finder.isPunct(j, "}") || finder.isPunct(j, "]") {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1, let argument = finder.name(j), finder.isPunct(j + 1, ",") || finder.isPunct(j + 1, ")"),
                !finder.isPunct(j - 1, ".") || finder.name(j - 2) == "self"
            {
                names.append(argument)
            }
            j += 1
        }
        if names.count > 1 { calls.append((type, names)) }
    }

    /// By type: the properties a style function that sets the font is applied to in the type's
    /// code (`titleStyle(titleLabel)`), once the styles composed of such styles are known too.
    func styledProperties() -> [String: Set<String>] {
        var made: [String: [String]] = [:]  // a part → the names composed of it
        for (name, parts) in composed {
            for part in parts { made[part, default: []].append(name) }
        }
        var all = stylers
        var queue = Array(stylers)
        while let next = queue.popLast() {
            for name in made[next] ?? [] where all.insert(name).inserted { queue.append(name) }
        }
        var styled: [String: Set<String>] = [:]
        guard !all.isEmpty else { return styled }
        for call in calls where call.names.contains(where: all.contains) {
            for name in call.names where !all.contains(name) { styled[call.type, default: []].insert(name) }
        }
        return styled
    }
}
