import HigTypeCore

/// The values of a composed manifest that DTCG 2025.10 does not have but that convert exactly,
/// found through the compiler's own fix-its, so that `adopt` and the diagnostics never disagree
/// on what a value means: `"16px"` as a dimension object, `pt` as `px`, a line height in px at
/// the value's font size as a multiple, `"150%"` as `1.5`, an `em` letter spacing at the value's
/// font size as px, a CSS font stack in one string as an array, and a typography lineHeight that
/// aliases a dimension in % (`"{line-height.normal}"` to `"120%"`) as its multiple, 1.2, or a
/// length in px or rem (`"{line-height.md}"` to 24 px beside a 16 px size) as its multiple, 1.5.
///
/// A value is converted only when every diagnostic about it agrees: one exact fix-it, and no
/// diagnostic about it (or inside it) without one. An `em` dimension shared through an alias,
/// which its own token cannot convert, stays as it is; so does anything a fix-it only guesses
/// (a misspelt name's closest match).
struct ValueConversions {
    /// One token whose `$value` changes: the token, its new `$value`, and what changed.
    struct Converted {
        var token: Token
        var value: JSONNode
        var conversions: [AdoptDecision.Conversion]
        /// Where in the `$value` each conversion is, beside `conversions`.
        var steps: [[Step]]

        /// Gives each conversion the position of the node at its place in `value` (the token's
        /// value as the sources write it), when that value has one there.
        mutating func locate(in value: JSONNode?) {
            guard let value else { return }
            for (i, path) in steps.enumerated() {
                if let node = ValueConversions.node(in: value, at: path[...]) {
                    conversions[i].location = node.location
                }
            }
        }
    }

    /// A step from a token's `$value` down to a node inside it.
    enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// The diagnostics whose fix-its can rewrite a value.
    static let valueIDs: Set<DiagnosticID> = [.tokenValue, .unsupportedUnit, .fontStack]

    /// The tokens of `manifest` whose values convert, in document order, by the fix-its among `diagnostics`.
    static func find(in manifest: Manifest, diagnostics: [Diagnostic]) -> [Converted] {
        // Where each node of each token's value is.
        var index: [SourceLocation: (token: Int, steps: [Step], node: JSONNode)] = [:]
        for (i, token) in manifest.tokens.enumerated() {
            walk(token.value, steps: []) { node, steps in
                if index[node.location] == nil { index[node.location] = (i, steps, node) }
            }
        }
        var fixes: [SourceLocation: Set<String>] = [:]
        var blocked: [(token: Int, steps: [Step])] = []
        for diagnostic in diagnostics where valueIDs.contains(diagnostic.id) {
            let fix = diagnostic.fixIt.flatMap { $0.isInsertion ? nil : $0 }
            let at = fix?.range.start ?? diagnostic.location
            guard let at, let place = index[at] else { continue }
            if let fix, let replacement = parse(fix.replacement),
                isExact(diagnostic, original: place.node, replacement: replacement)
            {
                fixes[at, default: []].insert(fix.replacement)
            } else {
                blocked.append((place.token, place.steps))
            }
        }
        // A typography lineHeight that aliases a dimension written in % ("120%", which DTCG's
        // dimension does not have) is that multiple of the size, exactly: 1.2. One that aliases a
        // length in px or rem is its multiple of the value's size, when that size is a length too:
        // 24 px over 16 px is 1.5.
        for diagnostic in diagnostics where diagnostic.id == .aliasType {
            guard let at = diagnostic.location, let place = index[at], place.steps == [.key("lineHeight")],
                manifest.tokens[place.token].type == .typography,
                let multiple = percentMultiple(place.node, in: manifest)
                    ?? lengthMultiple(place.node, of: manifest.tokens[place.token].value, in: manifest)
            else { continue }
            fixes[at, default: []].insert(JSONOutput.format(multiple))
        }
        var byToken: [Int: [(steps: [Step], original: JSONNode, replacement: JSONNode)]] = [:]
        for (location, replacements) in fixes {
            guard replacements.count == 1, let text = replacements.first, let place = index[location],
                let replacement = parse(text),
                !blocked.contains(where: { $0.token == place.token && $0.steps.starts(with: place.steps) })
            else { continue }
            byToken[place.token, default: []].append((place.steps, place.node, replacement))
        }
        return byToken.keys.sorted().compactMap { i in
            let token = manifest.tokens[i]
            // Outermost first, and a node inside one already replaced is replaced with it.
            var edits = byToken[i]!.sorted { $0.steps.count < $1.steps.count }
            edits = edits.enumerated().filter { n, edit in
                !edits[..<n].contains { edit.steps.starts(with: $0.steps) }
            }.map(\.element)
            edits.sort { $0.original.location < $1.original.location }
            var value = token.value
            for edit in edits { value = replacing(value, at: edit.steps[...], with: edit.replacement) }
            let conversions = edits.map {
                AdoptDecision.Conversion(
                    location: $0.original.location, original: JSONOutput($0.original).serialized(pretty: false),
                    replacement: JSONOutput($0.replacement).serialized(pretty: false))
            }
            return Converted(token: token, value: value, conversions: conversions, steps: edits.map(\.steps))
        }
    }

    /// Whether a fix-it only writes what the value already means. Unit conversions and font
    /// stacks always do; a `token-value` fix-it does when it gives structure to a string
    /// ("16px", "1.5", "#0a84ff", "ease-in"), not when it picks a name for a misspelt one.
    // When fix-its carry their own applicability, this is that flag.
    static func isExact(_ diagnostic: Diagnostic, original: JSONNode, replacement: JSONNode) -> Bool {
        switch diagnostic.id {
        case .unsupportedUnit, .fontStack: return true
        case .tokenValue:
            guard case .string = original.value else { return false }
            switch replacement.value {
            case .object, .number, .array: return true
            default: return false
            }
        default: return false
        }
    }

    /// The multiple a `{alias}` to a dimension in % stands for ("120%" or {"value": 120, "unit": "%"}
    /// is 1.2), through aliases; nil for anything else.
    static func percentMultiple(_ node: JSONNode, in manifest: Manifest, depth: Int = 0) -> Double? {
        guard depth < 16 else { return nil }
        switch node.value {
        case .string(let text):
            let trimmed = text.trimmingASCIISpaces()
            if let target = aliasTarget(trimmed, in: manifest) {
                return percentMultiple(target.value, in: manifest, depth: depth + 1)
            }
            guard trimmed.hasSuffix("%"), let number = Quantity.plainNumber(String(trimmed.dropLast())), number > 0
            else { return nil }
            return number / 100
        case .object(let object):
            guard case .number(let n)? = object["value"]?.value, case .string("%")? = object["unit"]?.value,
                n.double > 0
            else { return nil }
            return n.double / 100
        default:
            return nil
        }
    }

    /// The token a whole-value `{alias}` (already trimmed) names, if any.
    private static func aliasTarget(_ text: String, in manifest: Manifest) -> Token? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return manifest.token(named: String(text.dropFirst().dropLast()))
    }

    /// The multiple a `{alias}` to a length in px or rem is of the `fontSize` of `value` (a
    /// typography value), when that size is a length in px or rem too; nil for anything else.
    static func lengthMultiple(_ node: JSONNode, of value: JSONNode, in manifest: Manifest) -> Double? {
        guard case .string(let text) = node.value, text.trimmingASCIISpaces().hasPrefix("{"),
            case .object(let fields) = value.value, let sizeNode = fields["fontSize"],
            let size = pixels(sizeNode, in: manifest), size > 0, let height = pixels(node, in: manifest), height > 0
        else { return nil }
        return height / size
    }

    /// A length in px (1 rem is 16 px), written as a DTCG dimension, as "24px" or "1.5rem", or
    /// reached through aliases; nil for anything else.
    static func pixels(_ node: JSONNode, in manifest: Manifest, depth: Int = 0) -> Double? {
        guard depth < 16 else { return nil }
        func length(_ number: Double, _ unit: String) -> Double? {
            guard number.isFinite else { return nil }
            return unit == "px" ? number : unit == "rem" ? number * 16 : nil
        }
        switch node.value {
        case .string(let text):
            let trimmed = text.trimmingASCIISpaces()
            if let target = aliasTarget(trimmed, in: manifest) {
                return pixels(target.value, in: manifest, depth: depth + 1)
            }
            return ValueFix.split(trimmed).flatMap { length($0.0, $0.1) }
        case .object(let object):
            guard case .number(let n)? = object["value"]?.value, case .string(let unit)? = object["unit"]?.value else {
                return nil
            }
            return length(n.double, unit)
        default:
            return nil
        }
    }

    static func parse(_ text: String) -> JSONNode? {
        JSONParser.parse(Array(text.utf8), file: "<fix-it>").root
    }

    private static func walk(_ node: JSONNode, steps: [Step], _ visit: (JSONNode, [Step]) -> Void) {
        visit(node, steps)
        switch node.value {
        case .object(let object):
            for member in object.members { walk(member.value, steps: steps + [.key(member.key)], visit) }
        case .array(let items):
            for (i, item) in items.enumerated() { walk(item, steps: steps + [.index(i)], visit) }
        default: break
        }
    }

    /// The node at `steps` below `node`, if there is one.
    static func node(in node: JSONNode, at steps: ArraySlice<Step>) -> JSONNode? {
        guard let step = steps.first else { return node }
        switch (step, node.value) {
        case (.key(let key), .object(let object)):
            return object[key].flatMap { self.node(in: $0, at: steps.dropFirst()) }
        case (.index(let i), .array(let items)) where items.indices.contains(i):
            return self.node(in: items[i], at: steps.dropFirst())
        default: return nil
        }
    }

    /// `node` with the node at `steps` replaced by `replacement`.
    private static func replacing(_ node: JSONNode, at steps: ArraySlice<Step>, with replacement: JSONNode) -> JSONNode
    {
        guard let step = steps.first else { return JSONNode(replacement.value, at: node.location) }
        var node = node
        switch (step, node.value) {
        case (.key(let key), .object(var object)):
            if let i = object.members.firstIndex(where: { $0.key == key }) {
                object.members[i].value = replacing(object.members[i].value, at: steps.dropFirst(), with: replacement)
            }
            node.value = .object(object)
        case (.index(let i), .array(var items)) where items.indices.contains(i):
            items[i] = replacing(items[i], at: steps.dropFirst(), with: replacement)
            node.value = .array(items)
        default: break
        }
        return node
    }
}
