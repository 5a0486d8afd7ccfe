import HigTypeCore

/// Converts one document of another format into a DTCG 2025.10-shaped tree. Every node it writes
/// keeps the position of what it came from: `$value` the position of `value`, a dimension object
/// made of `"16px"` that of the string. What converts exactly is converted; a value that needs a
/// guess is an error at its position that says what to write; a token DTCG has no type for is
/// left out, with a note.
struct FormatConverter {
    /// What a token of another format is, in DTCG's terms.
    enum Kind: Equatable {
        case dimension, letterSpacing, lineHeight, fontWeight, fontFamily, number, color, typography, duration
        /// A DTCG type whose values the format writes as DTCG does (`shadow`, `cubicBezier` …).
        case same(String)
        /// No DTCG type: the token is left out, for this reason.
        case leftOut(String)
    }

    let format: TokenFormat
    let index: FormatIndex
    var diagnostics: [Diagnostic] = []
    /// Tokens converted.
    var converted = 0
    /// Tokens left out, by reason: how many, the first one's path and position.
    var leftOut: [(reason: String, count: Int, first: String, location: SourceLocation)] = []
    /// Tokens not read because a value needs a guess: each one's path and the positions of its
    /// errors, so that a skip list naming the token leaves them out (`SkipList`, `adopt`).
    var unread: [UnreadToken] = []
    /// The targets `convertValue` is writing out, through aliases of another type: a cycle, or a
    /// chain longer than any file needs, keeps its alias (and the alias checks report it).
    private var aliasTrail: Set<String> = []

    init(format: TokenFormat, index: FormatIndex) {
        self.format = format
        self.index = index
    }

    /// The vendor key under which a converted token keeps the members DTCG has no place for.
    static let sourceKey = "dev.higtype.source"

    // MARK: Groups and tokens

    mutating func document(_ node: JSONNode) -> JSONNode {
        guard case .object = node.value else { return node }
        return group(node, path: [], inherited: nil)
    }

    mutating func group(_ node: JSONNode, path: [String], inherited: String?) -> JSONNode {
        guard case .object(let object) = node.value else { return node }
        let type = FormatReader.groupType(object) ?? inherited
        var out: [JSONObject.Member] = []
        var extras: [JSONObject.Member] = []
        for member in Self.nestingDottedNames(object.members) {
            switch member.key {
            case "$type":
                if case .string(let name) = member.value.value {
                    if let dtcg = Self.dtcgTypeName(kind(named: name, path: path, scopes: nil)) {
                        out.append(
                            .init(key: "$type", keyLocation: member.keyLocation, value: string(dtcg, member.value)))
                    }
                } else {
                    out.append(member)
                }
            case "type" where member.value.value.typeName == "string":
                continue
            case "description" where member.value.value.typeName == "string",
                "comment" where member.value.value.typeName == "string":
                out.append(.init(key: "$description", keyLocation: member.keyLocation, value: member.value))
            case "extensions":
                out.append(.init(key: "$extensions", keyLocation: member.keyLocation, value: member.value))
            default:
                if member.key.hasPrefix("$") {
                    out.append(member)
                } else if case .object(let child) = member.value.value {
                    if FormatReader.tokenValue(child) != nil {
                        if let token = token(member.value, path: path + [member.key], inherited: type) {
                            out.append(.init(key: member.key, keyLocation: member.keyLocation, value: token))
                        }
                    } else {
                        out.append(
                            .init(
                                key: member.key, keyLocation: member.keyLocation,
                                value: group(member.value, path: path + [member.key], inherited: type)))
                    }
                } else {
                    extras.append(member)
                }
            }
        }
        if !extras.isEmpty { out = Self.addExtras(extras, to: out, at: node.location) }
        return JSONNode(.object(JSONObject(out)), at: node.location)
    }

    /// A group's members with each dotted name (`"display.2xl": {…}`) written as the groups it
    /// spells. Tokens Studio and Style Dictionary name a token by its path joined with '.', so
    /// `{typography.display.2xl.regular}` names the same token whether the file nests `display`
    /// and `2xl` or writes one key; DTCG names cannot hold a '.', so the converted file nests them.
    /// A dotted member merges into a sibling group of the same name, or into a new group written
    /// after the plain members. A name with an empty segment, or one that would meet a token, a non-object
    /// or a member of the same name, stays as written, and the name check reports it.
    static func nestingDottedNames(_ members: [JSONObject.Member]) -> [JSONObject.Member] {
        guard members.contains(where: { Self.dottedSegments($0) != nil }) else { return members }
        var out: [JSONObject.Member] = []
        var dotted: [(head: String, member: JSONObject.Member)] = []
        for member in members {
            if let (head, rest) = Self.dottedSegments(member) {
                dotted.append((head, .init(key: rest, keyLocation: member.keyLocation, value: member.value)))
            } else {
                out.append(member)
            }
        }
        // Each group a dotted member goes into, built once: by position in `out`, its members
        // and their names, or nil when the member there takes none (a token, a non-object), so
        // that many dotted names cost time in proportion to their number.
        var positions: [String: Int] = [:]
        for (i, member) in out.enumerated() where positions[member.key] == nil { positions[member.key] = i }
        var groups: [Int: (object: JSONObject, keys: Set<String>)?] = [:]
        for (head, inner) in dotted {
            guard let at = positions[head] else {
                positions[head] = out.count
                groups[out.count] = (JSONObject([inner]), [inner.key])
                out.append(
                    .init(
                        key: head, keyLocation: inner.keyLocation,
                        value: JSONNode(.object(JSONObject()), at: inner.value.location)))
                continue
            }
            if groups[at] == nil {
                if case .object(let group) = out[at].value.value, FormatReader.tokenValue(group) == nil {
                    groups[at] = (group, Set(group.keys))
                } else {
                    groups[at] = .some(nil)
                }
            }
            guard var group = groups[at]!, !group.keys.contains(inner.key) else {
                out.append(.init(key: head + "." + inner.key, keyLocation: inner.keyLocation, value: inner.value))
                continue
            }
            group.object.members.append(inner)
            group.keys.insert(inner.key)
            groups[at] = group
        }
        for case (let at, let group?) in groups {
            out[at].value = JSONNode(.object(group.object), at: out[at].value.location)
        }
        return out
    }

    /// A member whose name is a path, as its first segment and the rest; nil for a plain name,
    /// a `$` name, a value that is no object, or a path with an empty segment.
    private static func dottedSegments(_ member: JSONObject.Member) -> (String, String)? {
        let key = member.key
        guard !key.hasPrefix("$"), let dot = key.firstIndex(of: "."), case .object = member.value.value,
            !key.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { return nil }
        return (String(key[..<dot]), String(key[key.index(after: dot)...]))
    }

    /// A token of the format as a DTCG token, or nil when it is left out.
    mutating func token(_ node: JSONNode, path: [String], inherited: String?) -> JSONNode? {
        guard case .object(let object) = node.value, let value = FormatReader.tokenValue(object) else { return nil }
        let name = path.joined(separator: ".")
        let typeMember = object.member("$type") ?? object.member("type")
        var typeName = FormatReader.typeName(object) ?? inherited
        if typeName == nil, format == .styleDictionary { typeName = StyleDictionaryReader.inferredType(path) }
        // A Tokens Studio token without a type, named as a field of its typography values
        // (`heading.fontSize`): that field's type, as the name is the format's own word for it.
        if typeName == nil, format == .tokensStudioLegacy || format == .tokensStudioW3C, let last = path.last,
            let field = TypographyConversion.fields[last]
        {
            typeName = field
        }
        // Style Dictionary's `type` is often a category: a `typography` (or `text`, `string`,
        // `font`) token whose value is one string or number (`fontSize: {"value": "18px", "type":
        // "typography"}`) is the field its name says, as an untyped one would be; a name that says
        // none stays an error.
        if let category = typeName, StyleDictionaryReader.categoryTypes.contains(category),
            format == .styleDictionary, value.value.value.typeName != "object",
            let field = StyleDictionaryReader.inferredType(path),
            ["fontSize", "lineHeight", "fontWeight", "fontFamily", "letterSpacing"].contains(field)
        {
            typeName = field
        }
        let scopes = format == .figmaVariables ? FigmaVariablesReader.scopes(object) : nil
        let kind: Kind
        let errorsBefore = diagnostics.count
        if let scopes, let type = typeName {
            switch FigmaVariablesReader.kind(type: type, scopes: scopes.value) {
            case .success(let found): kind = found
            case .failure(let failure):
                diagnostics.append(
                    .error(.foreignFormat, "'\(name)': \(failure.reason)", at: scopes.location))
                unread(path, since: errorsBefore)
                return nil
            }
        } else if let typeName {
            kind = self.kind(named: typeName, path: path, scopes: nil)
        } else {
            kind = .leftOut(
                format == .styleDictionary
                    ? "no 'type', and its name says no role (fontSize, lineHeight …); give it a 'type'"
                    : "no type; give it one")
        }
        if case .leftOut(let reason) = kind {
            leave(name, reason: reason, at: value.keyLocation)
            return nil
        }
        var extensions: [JSONObject.Member] = []
        // A type that names a typography field DTCG's type does not say (`lineHeights` becomes a
        // number or a dimension) is kept, so that `adopt` reads the field from it as from a name:
        // a `font-height` of type `lineHeights` is the role's line height.
        if let written = FormatReader.typeName(object) ?? inherited, Self.fieldTypes.contains(written) {
            extensions.append(Self.sourceType(written, at: typeMember?.value.location ?? value.keyLocation))
        }
        let converted: (JSONNode, String)?
        switch convertValue(value.value, kind: kind, name: name, extensions: &extensions) {
        case .converted(let node, let type): converted = (node, type)
        case .leftOut(let reason):
            leave(name, reason: reason, at: value.value.location)
            return nil
        case .failed:
            unread(path, since: errorsBefore)
            converted = nil
        }
        guard let (newValue, dtcgType) = converted else { return nil }
        self.converted += 1

        var out: [JSONObject.Member] = []
        let typeLocation = typeMember?.keyLocation ?? value.keyLocation
        out.append(
            .init(
                key: "$type", keyLocation: typeLocation,
                value: JSONNode(.string(dtcgType), at: typeMember?.value.location ?? value.value.location)))
        out.append(.init(key: "$value", keyLocation: value.keyLocation, value: newValue))
        var extras: [JSONObject.Member] = []
        for member in object.members {
            switch member.key {
            case "$value", "value", "$type", "type":
                continue
            case "$description", "description", "comment":
                if case .string = member.value.value, !out.contains(where: { $0.key == "$description" }) {
                    out.append(.init(key: "$description", keyLocation: member.keyLocation, value: member.value))
                } else {
                    extras.append(member)
                }
            case "$extensions", "extensions":
                if case .object(let vendors) = member.value.value {
                    extensions.insert(contentsOf: vendors.members, at: 0)
                } else {
                    extras.append(member)
                }
            case "$deprecated":
                out.append(member)
            default:
                extras.append(member)
            }
        }
        if !extras.isEmpty || !extensions.isEmpty {
            out = Self.addExtras(extras, to: out, at: node.location, vendors: extensions)
        }
        return JSONNode(.object(JSONObject(out)), at: node.location)
    }

    /// The types of the formats that name a typography field DTCG's types do not: Tokens Studio's
    /// and Style Dictionary's (`lineHeights`, `fontSizes`, `letterSpacing`).
    static let fieldTypes: Set<String> = ["fontSizes", "fontSize", "lineHeights", "lineHeight", "letterSpacing"]

    /// `{"dev.higtype.source": {"type": type}}`'s member, at `location`.
    static func sourceType(_ type: String, at location: SourceLocation) -> JSONObject.Member {
        .init(
            key: sourceKey, keyLocation: location,
            value: JSONNode(
                .object(
                    JSONObject([
                        .init(key: "type", keyLocation: location, value: JSONNode(.string(type), at: location))
                    ])), at: location))
    }

    /// Puts members DTCG has no place for under `$extensions["dev.higtype.source"]`, beside the
    /// token's own vendor extensions.
    static func addExtras(
        _ extras: [JSONObject.Member], to members: [JSONObject.Member], at location: SourceLocation,
        vendors: [JSONObject.Member] = []
    ) -> [JSONObject.Member] {
        var members = members
        // One `dev.higtype.source` object: a weight's font style and a typography value's extra
        // fields each make one, and a key twice in an object is invalid JSON (`duplicate-key`).
        var all: [JSONObject.Member] = []
        for vendor in vendors {
            if vendor.key == sourceKey, let i = all.firstIndex(where: { $0.key == sourceKey }),
                case .object(var mine) = all[i].value.value, case .object(let more) = vendor.value.value
            {
                mine.members += more.members
                all[i].value = JSONNode(.object(mine), at: all[i].value.location)
            } else {
                all.append(vendor)
            }
        }
        if !extras.isEmpty {
            if let i = all.firstIndex(where: { $0.key == sourceKey }), case .object(var mine) = all[i].value.value {
                mine.members += extras
                all[i].value = JSONNode(.object(mine), at: all[i].value.location)
            } else {
                all.append(
                    .init(
                        key: sourceKey, keyLocation: extras[0].keyLocation,
                        value: JSONNode(.object(JSONObject(extras)), at: extras[0].keyLocation)))
            }
        }
        if let i = members.firstIndex(where: { $0.key == "$extensions" }),
            case .object(var object) = members[i].value.value
        {
            object.members += all
            members[i].value = JSONNode(.object(object), at: members[i].value.location)
        } else {
            let at = all.first?.keyLocation ?? location
            members.append(
                .init(key: "$extensions", keyLocation: at, value: JSONNode(.object(JSONObject(all)), at: at)))
        }
        return members
    }

    /// Records the token at `path` as unread, with the errors reported since `first`.
    mutating func unread(_ path: [String], since first: Int) {
        let errors = diagnostics[first...].filter { $0.severity == .error }
        guard let reason = errors.first else { return }
        unread.append(
            UnreadToken(
                path: path, message: reason.message, id: reason.id, location: reason.location,
                positions: Set(errors.compactMap(\.location))))
    }

    mutating func leave(_ name: String, reason: String, at location: SourceLocation) {
        if let i = leftOut.firstIndex(where: { $0.reason == reason }) {
            leftOut[i].count += 1
        } else {
            leftOut.append((reason, 1, name, location))
        }
    }

    /// The value as a DTCG alias when its target is read as a number (a line height in % or em,
    /// or a number token); nil otherwise, when the caller writes the number out: a `%` size token
    /// is read as no dimension, so an alias to it would name nothing.
    func numberAlias(_ node: JSONNode) -> JSONNode? {
        guard let alias = FormatReader.aliasText(node, index: index), case .string(let text) = node.value,
            let reference = FormatReader.aliasReference(text), let (path, target) = index.entry(reference),
            let type = target.type
        else { return nil }
        switch kind(named: type, path: path.split(separator: ".").map(String.init), scopes: nil) {
        case .lineHeight, .number: return alias
        default: return nil
        }
    }

    // MARK: Types

    /// The DTCG type a token of another format is read as: the type its format's type name (with
    /// its Figma scopes) converts to, a line height's by its value. Nil when it has none (a token
    /// left out, or one whose type the file does not say).
    func dtcgType(of entry: FormatIndex.Entry, path: String) -> String? {
        guard let kind = kind(of: entry, path: path) else { return nil }
        guard kind == .lineHeight else { return Self.dtcgTypeName(kind) }
        guard case .success(let q) = index.quantity(entry.value) else { return nil }
        return q.unit == .percent || q.unit == .em || (q.unit == .unitless && q.value < 4) ? "number" : "dimension"
    }

    /// The kind a token of another format is read as, by its type name (and Figma scopes); nil
    /// when the file gives it no type, or scopes that disagree.
    func kind(of entry: FormatIndex.Entry, path: String) -> Kind? {
        guard let name = entry.type else { return nil }
        if entry.format == .figmaVariables, let scopes = FigmaVariablesReader.scopes(entry.object) {
            guard case .success(let found) = FigmaVariablesReader.kind(type: name, scopes: scopes.value) else {
                return nil
            }
            return found
        }
        return kind(named: name, path: path.split(separator: ".").map(String.init), scopes: nil)
    }

    /// Whether an alias to `target` is written out as its value rather than kept: the target is
    /// of another DTCG type than `type`, or left out of DTCG (a Tokens Studio `other` token
    /// holding "16"), so that DTCG's alias would name the wrong type, or nothing.
    func writesOut(_ target: (path: String, entry: FormatIndex.Entry), as type: String) -> Bool {
        if target.entry.format == .dtcg { return target.entry.type != type }
        if case .leftOut? = kind(of: target.entry, path: target.path) { return true }
        return dtcgType(of: target.entry, path: target.path).map { $0 != type } ?? false
    }

    /// Whether an alias `node` stays one where a value of `type` is written: anything but an alias
    /// to a token of another format that `writesOut` (a DTCG file's tokens are as they are).
    func keepsAlias(_ node: JSONNode, as type: String) -> Bool {
        guard case .string(let text) = node.value, let reference = FormatReader.aliasReference(text),
            let target = index.entry(reference), target.entry.format != .dtcg
        else { return true }
        return !writesOut(target, as: type)
    }

    /// A type name of the format (Tokens Studio's, Style Dictionary's, DTCG's) as a kind.
    func kind(named name: String, path: [String], scopes: [String]?) -> Kind {
        switch name {
        case "fontSizes", "fontSize", "dimension", "sizing", "spacing", "size", "paragraphSpacing", "paragraphIndent",
            "borderRadius", "borderWidth":
            return .dimension
        case "letterSpacing": return .letterSpacing
        case "lineHeights", "lineHeight": return .lineHeight
        case "fontWeights", "fontWeight": return .fontWeight
        case "fontFamilies", "fontFamily": return .fontFamily
        case "number", "opacity", "float": return .number
        case "color": return .color
        case "typography", "custom-fontStyle": return .typography
        case "duration", "time": return .duration
        case "cubicBezier", "shadow", "border", "gradient", "transition", "strokeStyle", "fontStyle":
            return name == "fontStyle" ? .leftOut("'fontStyle' is no DTCG type") : .same(name)
        default:
            // The same words in kebab or snake case ("font-size", "line_height") name the same type.
            let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            if words.count > 1, words.allSatisfy({ !$0.isEmpty }) {
                let camel = words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                let named = kind(named: camel, path: path, scopes: scopes)
                if named != .leftOut("'\(camel)' has no DTCG type") { return named }
            }
            return .leftOut("'\(name)' has no DTCG type")
        }
    }

    static func dtcgTypeName(_ kind: Kind) -> String? {
        switch kind {
        case .dimension, .letterSpacing: "dimension"
        case .lineHeight: nil
        case .fontWeight: "fontWeight"
        case .fontFamily: "fontFamily"
        case .number: "number"
        case .color: "color"
        case .typography: "typography"
        case .duration: "duration"
        case .same(let name): name
        case .leftOut: nil
        }
    }

    // MARK: Values

    enum Outcome {
        case converted(JSONNode, type: String)
        case leftOut(String)
        /// An error was reported.
        case failed
    }

    func string(_ text: String, _ at: JSONNode) -> JSONNode { JSONNode(.string(text), at: at.location) }

    func number(_ value: Double, at location: SourceLocation) -> JSONNode {
        JSONNode(.number(JSONNumber(text: JSONOutput.format(value), double: value)), at: location)
    }

    /// `{"value": 16, "unit": "px"}` at the position of what it was made from.
    func dimension(_ quantity: Quantity, at location: SourceLocation) -> JSONNode {
        JSONNode(
            .object(
                JSONObject([
                    .init(key: "value", keyLocation: location, value: number(quantity.value, at: location)),
                    .init(
                        key: "unit", keyLocation: location,
                        value: JSONNode(.string(quantity.unit.rawValue), at: location)),
                ])), at: location)
    }

    mutating func fail(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) -> Outcome {
        diagnostics.append(.error(.foreignFormat, message, at: location, notes: notes))
        return .failed
    }

    mutating func convertValue(
        _ node: JSONNode, kind: Kind, name: String, extensions: inout [JSONObject.Member]
    ) -> Outcome {
        // An alias stays an alias, written as DTCG writes it, when its target converts to the same type.
        if case .string(let text) = node.value, let reference = FormatReader.aliasReference(text),
            kind != .lineHeight, kind != .letterSpacing, let type = Self.dtcgTypeName(kind)
        {
            let target = index.entry(reference)
            // A token of another type (a weight aliasing a DTCG `number`, a Figma font size
            // aliasing a number variable with no scope) is written out: DTCG's alias would be the
            // wrong type.
            if let target, !aliasTrail.contains(target.path), aliasTrail.count < 8, writesOut(target, as: type) {
                aliasTrail.insert(target.path)
                defer { aliasTrail.remove(target.path) }
                let outcome = convertValue(target.entry.value, kind: kind, name: name, extensions: &extensions)
                if case .converted(let value, let type) = outcome {
                    return .converted(JSONNode(value.value, at: node.location), type: type)
                }
                return outcome
            }
            let path = target?.path ?? FormatReader.normalizedPath(reference)
            return .converted(string("{\(path)}", node), type: type)
        }
        switch kind {
        case .dimension:
            switch index.quantity(node) {
            case .success(let q):
                switch q.unit {
                case .unitless, .px:
                    return .converted(dimension(Quantity(q.value, .px), at: node.location), type: "dimension")
                case .rem: return .converted(dimension(q, at: node.location), type: "dimension")
                case .em, .percent:
                    if q.value == 0 {
                        return .converted(dimension(Quantity(0, .px), at: node.location), type: "dimension")
                    }
                    return .leftOut("a length in % or em is relative to a size DTCG's dimension does not know")
                }
            case .failure(let failure):
                return fail(
                    "'\(name)' has no exact length: \(failure.reason); write a length such as \"16px\"",
                    at: node.location)
            }
        case .letterSpacing:
            switch index.quantity(node) {
            case .success(let q):
                switch q.unit {
                case .unitless, .px:
                    return .converted(dimension(Quantity(q.value, .px), at: node.location), type: "dimension")
                case .rem: return .converted(dimension(q, at: node.location), type: "dimension")
                case .em, .percent:
                    if q.value == 0 {
                        return .converted(dimension(Quantity(0, .px), at: node.location), type: "dimension")
                    }
                    return .leftOut(
                        "a letter spacing in % or em is relative to the font size, which a DTCG dimension does not know (a typography token that uses it gets it in px)"
                    )
                }
            case .failure(let failure):
                return fail(
                    "'\(name)' has no exact letter spacing: \(failure.reason); write a length such as \"-0.4px\"",
                    at: node.location)
            }
        case .lineHeight:
            switch index.quantity(node) {
            case .success(let q):
                // An alias stays one when its target is read as the type written here.
                let numeric = q.unit == .unitless && q.value < 4
                let alias = FormatReader.aliasText(node, index: index).flatMap {
                    keepsAlias(node, as: numeric ? "number" : "dimension") ? $0 : nil
                }
                switch q.unit {
                case .percent:
                    return .converted(numberAlias(node) ?? number(q.value / 100, at: node.location), type: "number")
                case .em:
                    return .converted(numberAlias(node) ?? number(q.value, at: node.location), type: "number")
                case .unitless, .px:
                    if q.unit == .unitless, q.value < 4 {
                        return .converted(alias ?? number(q.value, at: node.location), type: "number")
                    }
                    return .converted(alias ?? dimension(Quantity(q.value, .px), at: node.location), type: "dimension")
                case .rem:
                    return .converted(alias ?? dimension(q, at: node.location), type: "dimension")
                }
            case .failure:
                if case .string(let text) = node.value, ["auto", "normal"].contains(text.lowercased()) {
                    return .leftOut(
                        "a line height of 'AUTO' or 'normal' is the font's own, which no DTCG value holds (a typography token that uses it needs a number)"
                    )
                }
                if case .failure(let failure) = index.quantity(node) {
                    return fail(
                        "'\(name)' has no exact line height: \(failure.reason); write a percentage such as \"150%\" or a length such as \"24px\"",
                        at: node.location)
                }
                return fail(
                    "'\(name)' has no exact line height; write a percentage such as \"150%\" or a length such as \"24px\"",
                    at: node.location)
            }
        case .fontWeight:
            return fontWeight(node, name: name, extensions: &extensions)
        case .fontFamily:
            return fontFamily(node, name: name)
        case .number:
            switch index.quantity(node) {
            case .success(let q) where q.unit == .unitless:
                return .converted(number(q.value, at: node.location), type: "number")
            case .success(let q) where q.unit == .percent:
                return .converted(number(q.value / 100, at: node.location), type: "number")
            default:
                return .leftOut("a number written with a unit, or no number, is no DTCG number")
            }
        case .color:
            return FormatColor.convert(node).map { Outcome.converted($0, type: "color") }
                ?? .leftOut("a color other than a hex string or a DTCG color object has no exact DTCG form here")
        case .duration:
            if case .string(let text) = node.value {
                let trimmed = text.trimmingASCIISpaces()
                for unit in ["ms", "s"] where trimmed.hasSuffix(unit) {
                    if let value = Quantity.plainNumber(String(trimmed.dropLast(unit.count))) {
                        return .converted(
                            JSONNode(
                                .object(
                                    JSONObject([
                                        .init(
                                            key: "value", keyLocation: node.location,
                                            value: number(value, at: node.location)),
                                        .init(key: "unit", keyLocation: node.location, value: string(unit, node)),
                                    ])), at: node.location), type: "duration")
                    }
                }
            }
            if case .object = node.value { return .converted(node, type: "duration") }
            return .leftOut("a duration other than \"250ms\" or \"0.25s\"")
        case .typography:
            return TypographyConversion.convert(node, name: name, converter: &self, extensions: &extensions)
        case .same(let type):
            if case .object = node.value { return .converted(node, type: type) }
            if case .array = node.value { return .converted(node, type: type) }
            return .leftOut("a \(type) written as a \(node.value.typeName) is not DTCG's")
        case .leftOut(let reason):
            return .leftOut(reason)
        }
    }

    mutating func fontFamily(_ node: JSONNode, name: String) -> Outcome {
        switch node.value {
        case .string(let text):
            let names = text.split(separator: ",").map { part -> String in
                var name = String(part).trimmingASCIISpaces()
                if name.count >= 2, let first = name.first, first == "\"" || first == "'", name.last == first {
                    name = String(name.dropFirst().dropLast())
                }
                return name
            }.filter { !$0.isEmpty }
            if names.count > 1 {
                return .converted(
                    JSONNode(.array(names.map { string($0, node) }), at: node.location), type: "fontFamily")
            }
            guard let only = names.first else {
                return fail("'\(name)' names no font family; write one, such as \"SF Pro\"", at: node.location)
            }
            return .converted(string(only, node), type: "fontFamily")
        case .array:
            return .converted(node, type: "fontFamily")
        default:
            return fail("'\(name)' is no font family; write a name, such as \"SF Pro\"", at: node.location)
        }
    }

    mutating func fontWeight(_ node: JSONNode, name: String, extensions: inout [JSONObject.Member]) -> Outcome {
        switch node.value {
        case .number:
            return .converted(node, type: "fontWeight")
        case .string(let text):
            if let value = Quantity.plainNumber(text.trimmingASCIISpaces()) {
                return .converted(number(value, at: node.location), type: "fontWeight")
            }
            guard let weight = FontStyleName.parse(text) else {
                return fail(
                    "'\(name)': '\(text)' names no font weight; write a number from 1 to 1000, such as 400 for Regular or 600 for Semi Bold",
                    at: node.location)
            }
            if let style = weight.style {
                extensions.append(
                    .init(
                        key: Self.sourceKey, keyLocation: node.location,
                        value: JSONNode(
                            .object(
                                JSONObject([
                                    .init(key: "fontStyle", keyLocation: node.location, value: string(style, node))
                                ])),
                            at: node.location)))
                diagnostics.append(
                    Diagnostic(
                        .note, id: .foreignFormat,
                        "'\(name)': '\(text)' is weight \(weight.weight) and \(style); DTCG's typography has no font style, so it is kept in $extensions[\"\(Self.sourceKey)\"]",
                        at: node.location))
            }
            if let dtcg = weight.dtcgName { return .converted(string(dtcg, node), type: "fontWeight") }
            return .converted(number(Double(weight.weight), at: node.location), type: "fontWeight")
        default:
            return fail("'\(name)' is no font weight; write a number from 1 to 1000", at: node.location)
        }
    }
}
