import HigTypeCore

/// The root font size a rem is read against. A page that sets `html { font-size: 62.5% }` makes
/// a rem 10px, so `14px` is `1.4rem` there, not `0.875rem` (which would draw 8.75px).
public enum RemRoot: Hashable, Sendable {
    /// No style sheet sets one: the browser's, 16px at the default text size.
    case browser
    /// The style sheets set it to `px` at the default text size; `source` says where
    /// (`html { font-size: 62.5% } in theme.css`).
    case set(px: Double, source: String)
    /// It is set to values that differ, or to one that is not a literal: no rem is computed.
    case unknown(reason: String)

    /// CSS pixels per rem, nil when not known.
    var pixels: Double? {
        switch self {
        case .browser: 16
        case .set(let px, _): px
        case .unknown: nil
        }
    }
}

/// The root font sizes style sheets set: a `font-size` (or the size of a `font` shorthand) in a
/// rule whose selector list names `html` or `:root`, in any block (a media query's too).
///
/// A sheet that sets the root reads its rems against its own; one that does not, against the
/// root the other sheets of the audit set, when they all agree (a theme's `base.css` sets it,
/// its `components.css` uses it), else the browser's 16px. Roots that differ (a media query
/// that changes it, two sheets with two roots) or one that is not a literal (`var(--root)`,
/// `$base`, `calc()`) leave the root unknown, and a size then gets no rem fix-it. A font size
/// in the root rule itself is read against the browser's 16px, as CSS reads it.
public struct CSSRootSize: Sendable {
    /// One root font size declaration.
    struct Declaration: Hashable, Sendable {
        /// Its size in CSS pixels at the default text size; nil when not a literal.
        var px: Double?
        /// `html { font-size: 62.5% }`, as written (its value trimmed).
        var text: String
    }

    /// The root declarations of each sheet of the audit, by path (`Project.init`).
    public struct Project: Sendable {
        var sheets: [String: [Declaration]] = [:]
        /// The variables any sheet's `font-size` or `font` names (`CSSFontFinder.fontSizeReferences`).
        var fontVariables: Set<String> = []

        public init() {}

        /// Reads the root declarations of each CSS, SCSS or LESS file among `sources` (path, bytes).
        public init(_ sources: [(path: String, bytes: [UInt8])]) {
            for source in sources {
                guard let language = Auditor.Language(path: source.path), language != .swift,
                    language != .interfaceBuilder
                else { continue }
                let dialect = CSSLexer.Dialect(language)
                let lexed = CSSLexer.lex(source.bytes, dialect: dialect)
                let found = CSSRootSize(bytes: source.bytes, tokens: lexed.tokens).declarations
                fontVariables.formUnion(
                    CSSFontFinder(bytes: source.bytes, tokens: lexed.tokens, dialect: dialect).fontSizeReferences())
                if !found.isEmpty { sheets[source.path] = found }
            }
        }
    }

    let bytes: [UInt8]
    let tokens: [CSSLexer.Token]
    /// The root declarations of the sheet.
    private(set) var declarations: [Declaration] = []
    /// The byte ranges of the root rules' blocks, `{` to `}`.
    private(set) var rootBlocks: [Range<Int>] = []

    init(bytes: [UInt8], tokens: [CSSLexer.Token]) {
        self.bytes = bytes
        self.tokens = tokens
        read()
    }

    /// The root each site of the sheet at `path` reads its rem against.
    func apply(to sites: inout [FontSite], path: String, project: Project) {
        guard !sites.isEmpty else { return }
        let root = Self.root(own: declarations, path: path, project: project)
        for index in sites.indices {
            switch sites[index].form {
            case .cssFont, .cssFontSize:
                // The root's own size is read against the browser's.
                let offset = sites[index].offset
                sites[index].remRoot = rootBlocks.contains { $0.contains(offset) } ? .browser : root
            case .cssLength:
                sites[index].remRoot = root
            default:
                break
            }
        }
    }

    /// The sheet's own root when it sets one, else the one the other sheets agree on.
    static func root(own: [Declaration], path: String, project: Project) -> RemRoot {
        if !own.isEmpty { return agreed(own.map { ($0, "this sheet") }) }
        let others = project.sheets.filter { $0.key != path }.sorted { $0.key < $1.key }
        return agreed(others.flatMap { entry in entry.value.map { ($0, entry.key) } })
    }

    private static func agreed(_ found: [(Declaration, String)]) -> RemRoot {
        guard let first = found.first else { return .browser }
        let described = { (entry: (Declaration, String)) in "\(entry.0.text) in \(entry.1)" }
        if let unread = found.first(where: { $0.0.px == nil }) {
            return .unknown(reason: "the root font size is not a literal (\(described(unread)))")
        }
        if let other = found.first(where: { abs(($0.0.px ?? 0) - (first.0.px ?? 0)) > 0.0001 }) {
            return .unknown(
                reason: "the root font size is set to different values (\(described(first)), \(described(other)))")
        }
        let px = first.0.px ?? 16
        return abs(px - 16) < 0.0001 ? .browser : .set(px: px, source: described(first))
    }

    // MARK: Reading

    private mutating func read() {
        // Per open block: whether its rule is a root rule, and where it opens.
        var blocks: [(root: Bool, open: Int)] = []
        var preludeStart = 0
        var k = 0
        while k < tokens.count {
            if isPunct(k, "{") {
                blocks.append((isRootSelector(preludeStart..<k), tokens[k].start))
                preludeStart = k + 1
            } else if isPunct(k, "}") {
                if let block = blocks.popLast(), block.root { rootBlocks.append(block.open..<tokens[k].end) }
                preludeStart = k + 1
            } else if isPunct(k, ";") {
                preludeStart = k + 1
            } else if blocks.last?.root == true, k == preludeStart, tokens[k].kind == .identifier,
                isPunct(k + 1, ":")
            {
                let property = text(k).lowercased()
                if property == "font-size" || property == "font" {
                    var end = k + 2
                    var depth = 0
                    while end < tokens.count {
                        if isPunct(end, "(") { depth += 1 }
                        if isPunct(end, ")") { depth = max(0, depth - 1) }
                        if depth == 0, isPunct(end, ";") || isPunct(end, "}") || isPunct(end, "{") { break }
                        end += 1
                    }
                    if end > k + 2 {
                        let value = k + 2..<end
                        let written = String(
                            decoding: bytes[tokens[value.lowerBound].start..<tokens[value.upperBound - 1].end],
                            as: UTF8.self)
                        declarations.append(
                            Declaration(
                                px: property == "font" ? shorthandSize(value) : size(value),
                                text: "\(selector(preludeAt: k)) { \(property): \(written) }"))
                    }
                    k = end
                    continue
                }
            }
            k += 1
        }
    }

    /// The selector of the root block that holds the declaration at `k`, as the note names it.
    private func selector(preludeAt k: Int) -> String {
        var j = k - 1
        var depth = 0
        while j >= 0 {
            if isPunct(j, "}") { depth += 1 }
            if isPunct(j, "{") {
                if depth == 0 { break }
                depth -= 1
            }
            j -= 1
        }
        var start = j - 1
        while start >= 0, !isPunct(start, "{"), !isPunct(start, "}"), !isPunct(start, ";") { start -= 1 }
        return start + 1 < j ? normalized(start + 1..<j) : "html"
    }

    /// Whether a selector list names the document's root: `html`, `:root` or `html:root`.
    private func isRootSelector(_ prelude: Range<Int>) -> Bool {
        guard !prelude.isEmpty else { return false }
        return normalized(prelude).lowercased().split(separator: ",").contains { part in
            let name = part.trimmingWhitespace()
            return name == "html" || name == ":root" || name == "html:root"
        }
    }

    /// The tokens' text, a space for any gap (white space, a comment) between two of them.
    private func normalized(_ range: Range<Int>) -> String {
        var out = ""
        for k in range {
            if k > range.lowerBound, tokens[k].start > tokens[k - 1].end { out += " " }
            out += text(k)
        }
        return out
    }

    /// A `font-size` value's size in CSS pixels at the default text size: a length, a
    /// percentage, a rem or em (of the browser's 16px, at the root), `medium`; nil otherwise.
    private func size(_ value: Range<Int>) -> Double? {
        var end = value.upperBound
        if end - 2 >= value.lowerBound, isPunct(end - 2, "!"), text(end - 1).lowercased() == "important" { end -= 2 }
        guard end - value.lowerBound == 1 else { return nil }
        return length(value.lowerBound)
    }

    /// The size in a `font` shorthand: its one length or percentage outside a `/` line height.
    private func shorthandSize(_ value: Range<Int>) -> Double? {
        var found: [Double?] = []
        for k in value {
            if tokens[k].kind == .identifier, isPunct(k + 1, "(") { return nil }  // var(), calc()
            guard case .dimension(let unitStart) = tokens[k].kind, unitStart != tokens[k].end, !isPunct(k - 1, "/")
            else { continue }
            found.append(length(k))
        }
        return found.count == 1 ? found[0] : nil
    }

    private func length(_ k: Int) -> Double? {
        switch tokens[k].kind {
        case .identifier:
            return ["medium", "initial", "inherit", "unset", "revert"].contains(text(k).lowercased()) ? 16 : nil
        case .dimension(let unitStart):
            guard let number = Double(String(decoding: bytes[tokens[k].start..<unitStart], as: UTF8.self)) else {
                return nil
            }
            let unit = String(decoding: bytes[unitStart..<tokens[k].end], as: UTF8.self).lowercased()
            switch unit {
            case "%": return 16 * number / 100
            case "rem", "em": return 16 * number
            default: return CSSFontFinder.absoluteUnits[unit].map { number * $0 }
            }
        default:
            return nil
        }
    }

    private func text(_ k: Int) -> String { String(decoding: bytes[tokens[k].start..<tokens[k].end], as: UTF8.self) }

    private func isPunct(_ k: Int, _ c: Unicode.Scalar) -> Bool {
        k >= 0 && k < tokens.count && tokens[k].kind == .punctuation && UInt32(bytes[tokens[k].start]) == c.value
    }
}

extension CSSFixIt {
    /// The note a CSS site's rem fix-it needs: the root it read (when not the browser's), or why it
    /// computed none; nil for a fix-it without rem (WebKit's keyword).
    static func rootNote(_ site: FontSite, fix: String?) -> String? {
        switch site.form {
        case .cssFont, .cssFontSize, .cssLength: break
        default: return nil
        }
        if let fix, !fix.contains("rem") { return nil }
        guard case .points(let points) = site.size else { return nil }
        switch site.remRoot {
        case .browser:
            return nil
        case .set(let px, let source):
            guard let rem = remText(site) else { return nil }
            return
                "the root font size is \(NumberText.format(px))px (\(source)), so \(NumberText.format(points))px is \(rem)"
        case .unknown(let reason):
            return "\(reason), so no rem is computed: write the size in rem of the root that applies"
        }
    }
}
