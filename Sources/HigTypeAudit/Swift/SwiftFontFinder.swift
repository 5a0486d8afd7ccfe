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
/// - its size is a property declared `@ScaledMetric` in the same file;
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
        let framework = defaultFramework()
        var sites: [(site: FontSite, binding: String?, sizeName: String?)] = []
        var scaledArguments: Set<String> = []
        var parens: [Bool] = []  // per open parenthesis: is it a scaledFont(for:) call's
        var scaledDepth = 0  // how many of `parens` are
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
            guard tokens[k].kind == .identifier, isPunct(k + 1, "("), scaledDepth == 0,
                let match = matchAnyForm(at: k, framework: framework), !isMappedThroughFontMetrics(after: match.last)
            else { continue }
            sites.append((match.site, binding(before: match.expressionStart), match.sizeName))
        }
        let scaledMetrics = scaledMetricNames()
        return sites.filter { entry in
            !(entry.binding.map(scaledArguments.contains) ?? false)
                && !(entry.sizeName.map(scaledMetrics.contains) ?? false)
        }.map(\.site)
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

    /// `NSFont` for implicit members in a file that imports AppKit and not UIKit; else `UIFont`.
    private func defaultFramework() -> FontSite.Framework {
        var appKit = false
        var uiKit = false
        for k in tokens.indices where tokens[k].end - tokens[k].start == 6 && name(k) == "import" {
            switch name(k + 1) {
            case "AppKit", "Cocoa": appKit = true
            case "UIKit": uiKit = true
            default: break
            }
        }
        return appKit && !uiKit ? .appKit : .uiKit
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

    /// The names declared with `@ScaledMetric` (`@ScaledMetric(relativeTo: .body) var size = 17`).
    private func scaledMetricNames() -> Set<String> {
        var names: Set<String> = []
        for k in tokens.indices where isPunct(k - 1, "@") && name(k) == "ScaledMetric" {
            var j = k + 1
            while j < min(tokens.count, k + 24), name(j) != "var" { j += 1 }
            if let declared = name(j + 1) { names.insert(declared) }
        }
        return names
    }
}
