import HigTypeCore
import HigTypeSpec

/// Checks values against the DTCG 2025.10 types, each as the Format Module defines it (one file
/// per type beside this one), and reports every bad part at its own position, with a fix-it
/// where the DTCG spelling of what was meant can be computed.
///
/// A value may hold aliases where DTCG allows them, and the checker follows them:
/// - a whole value, or a sub-value of a composite (a shadow's `color`, a border's `width`), may be
///   a curly-brace alias or a `$ref`; one that reaches a token must reach a token of the sub-value's
///   type (`alias-type`), whose own check reports its value's problems;
/// - a part of a value (a color component, a dimension's `unit`) may only be a `$ref`;
/// - what a `$ref` reaches inside another value is checked here, and reported at the `$ref`.
struct ValueChecker {
    let aliases: AliasResolver
    private(set) var diagnostics: [Diagnostic] = []
    /// How many `$ref`s into values the current check has followed; see `maximumDepth`.
    var depth = 0

    /// The most `$ref`s into values one check follows inside each other. Each is a different
    /// pointer (the resolver reports a pointer that comes back to itself), so only a contrived
    /// file reaches this; it keeps such a file from costing unbounded work.
    static let maximumDepth = 32

    init(aliases: AliasResolver) { self.aliases = aliases }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// Adds `note` to every error reported from the `start`th diagnostic on.
    mutating func addNote(_ note: Diagnostic.Note, toErrorsFrom start: Int) {
        for i in diagnostics.indices.dropFirst(start) where diagnostics[i].severity == .error {
            diagnostics[i].notes.append(note)
        }
    }

    /// Checks `token`'s whole `$value` as `type`. Typography values are read by `TypographyReader`,
    /// which uses the checkers of their fields.
    mutating func check(_ token: Token, as type: DTCGType) {
        let node = token.value
        switch type {
        case .color: color(node, in: token)
        case .dimension: _ = dimension(node, in: token, use: DimensionUse(field: "$value"))
        case .fontFamily: _ = fontFamily(node, in: token)
        case .fontWeight: _ = fontWeight(node, in: token)
        case .duration: duration(node, in: token)
        case .cubicBezier: cubicBezier(node, in: token)
        case .number: _ = number(node, in: token)
        case .strokeStyle: strokeStyle(node, in: token)
        case .border: border(node, in: token)
        case .transition: transition(node, in: token)
        case .shadow: shadow(node, in: token)
        case .gradient: gradient(node, in: token)
        case .typography: break
        }
    }

    /// The members of a composite's object: reports each member the type does not define (with
    /// the closest name it does) and, once, every required member that is missing.
    mutating func members(
        of object: JSONObject, at location: SourceLocation, in what: String, required: [String],
        optional: [String] = []
    ) {
        let known = required + optional
        // A misspelt member is reported once, as unknown with its fix-it, not also as missing.
        var suggested: Set<String> = []
        for member in object.members where !known.contains(member.key) {
            let suggestion = Suggestions.closest(to: member.key, in: known)
            if let suggestion { suggested.insert(suggestion) }
            report(
                .error(
                    .unknownProperty,
                    "\(what) has no member '\(member.key)' (its members are \(Self.list(known)))"
                        + Suggestions.hint(suggestion),
                    at: member.keyLocation,
                    fixIt: suggestion.map {
                        .replaceJSON(at: member.keyLocation, with: JSONOutput.quote($0), .suggestion)
                    }))
        }
        let missing = required.filter { object.member($0) == nil && !suggested.contains($0) }
        if !missing.isEmpty {
            report(
                .error(
                    .tokenValue,
                    "\(what) needs \(Self.list(required)); missing \(Self.list(missing))",
                    at: location))
        }
    }

    /// Reports a value of the wrong JSON kind: "a color value is an object …, found string".
    mutating func wrongKind(_ node: JSONNode, _ expectation: String) {
        report(.error(.tokenValue, "\(expectation), found \(Self.describe(node))", at: node.location))
    }

    /// "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }

    /// A short description of a literal for messages: `string "wiggly"`, `number 42`, `null`.
    static func describe(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text): "string " + JSONOutput.quote(text.count > 40 ? String(text.prefix(40)) + "…" : text)
        case .number(let number): "number \(number.text)"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array(let items): items.isEmpty ? "an empty array" : "an array"
        case .object: "an object"
        }
    }
}
