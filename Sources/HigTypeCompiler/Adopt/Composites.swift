import HigTypeCore

/// Typography composites from separate tokens. Most design systems keep a role's font size, line
/// height, weight, family and letter spacing as separate tokens, in one of three patterns:
///
/// - sibling groups, one group per role: `heading.level-1.font-size`, `heading.level-1.line-height`;
/// - parallel scales keyed by the same step: `font-size.medium`, `line-height.medium`;
/// - Figma Variables, whose `com.figma.scopes` (`FONT_SIZE`, `LINE_HEIGHT`, `FONT_WEIGHT`,
///   `FONT_FAMILY`, `LETTER_SPACING`) mark each token's field.
///
/// A token's field is read from its scopes, else from its `$type` (`fontFamily`, `fontWeight`),
/// else from a segment of its name (`font-size`, `fontSize`, `font_size`, `line-height`,
/// `leading`, `tracking` …; a bare `size`, `weight` or `family` only in a path about text). Its
/// role is its path without that segment, and the composite goes where the segment was, named
/// `typography`: `heading.level-1.typography`, `typography.medium`. A role needs a font size;
/// every field is an alias to the team's token, so the composite follows their edits, except a
/// line height in px (or a unitless number of 4 or more, which only px can mean), which is written
/// as the multiple of the size it is (24 px at 16 px is 1.5). A field the role lacks comes from the
/// style adopt names. Tokens an existing typography token already refers to are left alone.
enum Composites {
    enum Field: String, CaseIterable, Sendable {
        case fontFamily, fontSize, fontWeight, lineHeight, letterSpacing
    }

    /// One role found, and the composite written for it.
    struct Composite {
        /// Where the composite goes in the adapter.
        var path: [String]
        /// The role's tokens, by field.
        var tokens: [Field: Token]
        /// The composite's `$value`, in field order.
        var value: [(String, JSONOutput)]
        /// Where each field of the value came from, for the report and the `$description`.
        var origins: [AdoptDecision.FieldOrigin]
        /// The first token of the role in document order: where diagnostics about it point.
        var anchor: Token
        var name: String { path.joined(separator: ".") }

        /// Writes a conforming value in place of the field's alias.
        mutating func conform(_ change: Conformer.Change) {
            if let output = change.output {
                if let i = value.firstIndex(where: { $0.0 == change.field }) {
                    value[i].1 = output
                } else {
                    value.append((change.field, output))
                }
            } else {
                value.removeAll { $0.0 == change.field }
            }
            if let i = origins.firstIndex(where: { $0.field == change.field }) {
                origins[i].origin += " (\(change.note))"
            }
        }

        /// Leaves out the fields whose tokens `isSkipped`: they come from the style.
        mutating func drop(where isSkipped: (String) -> Bool) {
            for (field, token) in tokens where field != .fontSize && isSkipped(token.name) {
                value.removeAll { $0.0 == field.rawValue }
                if let i = origins.firstIndex(where: { $0.field == field.rawValue }) {
                    origins[i].origin = "the style ('\(token.name)' is left out)"
                }
            }
        }
    }

    /// The roles of `manifest` and their composites, in document order of their font sizes;
    /// diagnostics for roles with two tokens for one field. `excluded` are token names the
    /// command line leaves out of composing (`--compose-exclude`).
    /// `manifest` is the sources with adopt's conversions composed after them; `original` the
    /// sources alone, where diagnostics point.
    /// `unread` are the names of tokens of another format the reader could not read: not in the
    /// tree, but the team's, so no composite takes their name (its skip entry would hide them).
    static func find(in manifest: Manifest, original: Manifest, excluded: Set<String>, unread: Set<String> = [])
        -> (composites: [Composite], problems: [Diagnostic])
    {
        func located(_ token: Token) -> SourceLocation { original.token(named: token.name)?.location ?? token.location }
        var referenced = Set<String>()
        for token in manifest.tokens where token.type == .typography {
            collectAliases(token.value, into: &referenced)
        }
        // Roles by key, fields by role, in document order.
        var roles: [String: (composite: [String], fields: [Field: [Token]], first: Int)] = [:]
        var order: [String] = []
        // Tokens whose field only the source format's type says (`font-height` of type `lineHeights`).
        var typedOnly = Set<String>()
        for (i, token) in manifest.tokens.enumerated() {
            guard token.type != .typography, !referenced.contains(token.name), !excluded.contains(token.name),
                token.settings.textStyle == nil,
                let (field, segment) = field(of: token, in: manifest)
                    ?? sourceType(of: token, in: manifest).map({ ($0, nil) })
            else { continue }
            if segment == nil, scope(of: token, in: manifest) == nil { typedOnly.insert(token.name) }
            var role = token.path
            var composite = token.path
            if let segment {
                role.remove(at: segment)
                composite[segment] = "typography"
            } else {
                role.removeLast()
                composite[composite.count - 1] = "typography"
            }
            guard !role.isEmpty else { continue }
            let key = role.joined(separator: ".")
            if roles[key] == nil {
                roles[key] = (composite, [:], i)
                order.append(key)
            }
            roles[key]?.fields[field, default: []].append(token)
        }
        joinScalesUnderACategory(&roles, order: order)
        var composites: [Composite] = []
        var problems: [Diagnostic] = []
        var taken = Set(manifest.tokens.map(\.name)).union(manifest.groups).union(unread)
        let adaptedGroups = Set(
            [manifest, original].flatMap { tree in
                tree.tokens.filter { $0.type == .typography && tree.adapterFiles.contains($0.location.file) }
                    .map { $0.path.dropLast().joined(separator: ".") }
            })
        for key in order {
            guard var role = roles[key] else { continue }
            // A field only a type says is a role's when it is the role's one token of that field:
            // several (`heading.h1`, `heading.h2` of type `fontSizes`) are a scale, not a role.
            for (field, candidates) in role.fields where candidates.count > 1 {
                let named = candidates.filter { !typedOnly.contains($0.name) }
                role.fields[field] = named.isEmpty ? nil : named
            }
            guard let sizes = role.fields[.fontSize] else { continue }
            var ambiguous = false
            for field in Field.allCases {
                guard let candidates = role.fields[field], candidates.count > 1 else { continue }
                ambiguous = true
                let names = candidates.map { "'\($0.name)'" }.joined(separator: ", ")
                problems.append(
                    .error(
                        .adoptAmbiguous,
                        "the role '\(key)' has \(candidates.count) tokens for its \(field.rawValue): \(names); adopt "
                            + "composes one: leave the others out of composing with --compose-exclude "
                            + candidates.dropFirst().map(\.name).joined(separator: " --compose-exclude ")
                            + ", or give the role a typography token of your own",
                        at: located(candidates[1]),
                        notes: candidates.dropFirst(2).map { .init("'\($0.name)' is here", at: located($0)) }
                            + [.init("'\(candidates[0].name)' is here", at: located(candidates[0]))]))
            }
            guard !ambiguous else { continue }
            var path = role.composite
            // The role's composite is already in an adapter adopt wrote, given again as a source:
            // it is composed (its size may be a literal, raised to pass the HIG), not a new role.
            if let existing = original.token(named: path.joined(separator: "."))
                ?? manifest.token(
                    named: path.joined(separator: ".")),
                existing.type == .typography,
                original.adapterFiles.contains(existing.location.file)
                    || manifest.adapterFiles.contains(
                        existing.location.file)
            {
                continue
            }
            // A typography token an adapter wrote stands beside the role's fields: the team's
            // composite of them, adopted (a raised size is a literal there, no longer an alias).
            if adaptedGroups.contains(key) { continue }
            if taken.contains(path.joined(separator: ".")) {
                path[path.lastIndex(of: "typography") ?? path.count - 1] = "text-style"
                guard !taken.contains(path.joined(separator: ".")) else { continue }
            }
            taken.insert(path.joined(separator: "."))
            let tokens = role.fields.compactMapValues(\.first)
            let (value, origins) = compose(tokens, size: sizes[0], in: manifest)
            var anchor = tokens.values.min { located($0) < located($1) } ?? sizes[0]
            anchor.location = located(anchor)
            composites.append(Composite(path: path, tokens: tokens, value: value, origins: origins, anchor: anchor))
        }
        return (composites, problems)
    }

    /// Words that name the category a scale sits under, not a role: `font.size.body-large`.
    private static let categoryWords: Set<String> = ["font", "fonts", "text", "type", "typography", "typescale"]

    /// Parallel scales of which one sits under a category (`font.size.body-large`, role
    /// `font.body-large`) and one does not (`line-height.body-large`, role `body-large`) are one
    /// role: a role without a size joins the one role with a size whose key is the same once the
    /// category words it starts with are dropped, when it brings only fields that role lacks.
    private static func joinScalesUnderACategory(
        _ roles: inout [String: (composite: [String], fields: [Field: [Token]], first: Int)], order: [String]
    ) {
        func step(_ key: String) -> String {
            key.split(separator: ".").drop { categoryWords.contains(fold(String($0))) }.joined(separator: ".")
        }
        var sized: [String: [String]] = [:]
        for key in order where roles[key]?.fields[.fontSize] != nil { sized[step(key), default: []].append(key) }
        for key in order where roles[key]?.fields[.fontSize] == nil {
            guard let role = roles[key], let keys = sized[step(key)], keys.count == 1, keys[0] != key,
                let target = roles[keys[0]], role.fields.keys.allSatisfy({ target.fields[$0] == nil })
            else { continue }
            for (field, tokens) in role.fields { roles[keys[0]]?.fields[field] = tokens }
            roles[key] = nil
        }
    }

    /// The composite's value: each field the role has, as an alias or an exact conversion.
    private static func compose(_ tokens: [Field: Token], size: Token, in manifest: Manifest)
        -> ([(String, JSONOutput)], [AdoptDecision.FieldOrigin])
    {
        var value: [(String, JSONOutput)] = []
        var origins: [AdoptDecision.FieldOrigin] = []
        let sizePx = pixels(of: size, in: manifest)
        for field in Field.allCases {
            guard let token = tokens[field] else {
                origins.append(.init(field: field.rawValue, origin: "the style"))
                continue
            }
            let alias = JSONOutput.string("{\(token.name)}")
            switch field {
            case .lineHeight:
                switch lineHeight(token, size: sizePx, in: manifest) {
                case .alias:
                    value.append((field.rawValue, alias))
                    origins.append(.init(field: field.rawValue, origin: "'\(token.name)'"))
                case .multiple(let number, _) where number >= 4:
                    // Four times the size or more is no line height of text (`line-height-pixels`):
                    // the scales' steps do not pair up here, and the style's leading is used.
                    origins.append(
                        .init(
                            field: field.rawValue,
                            origin: "the style ('\(token.name)' is \(NumberText.format(number)) times the size)"))
                case .multiple(let number, let origin):
                    value.append((field.rawValue, .number(number)))
                    origins.append(.init(field: field.rawValue, origin: origin))
                case .unreadable:
                    origins.append(
                        .init(
                            field: field.rawValue,
                            origin: "the style ('\(token.name)' is not a multiple adopt can read)"))
                }
            case .fontSize where token.type == .number, .letterSpacing where token.type == .number:
                // A unitless number a Figma file marks as a size: px, as Figma means it.
                guard case .number(let n)? = resolve(token.value, in: manifest)?.value else {
                    origins.append(.init(field: field.rawValue, origin: "the style"))
                    continue
                }
                value.append((field.rawValue, .object([("value", .number(n.double)), ("unit", .string("px"))])))
                origins.append(
                    .init(field: field.rawValue, origin: "the value of '\(token.name)' (a number, in px)"))
            case .fontWeight where token.type != .fontWeight && token.type != nil,
                .fontFamily where token.type != .fontFamily && token.type != nil:
                // A number or string token a Figma file marks as a weight or family: its value,
                // as an alias would be an alias of another type.
                guard let resolved = literal(token, in: manifest) else {
                    origins.append(.init(field: field.rawValue, origin: "the style"))
                    continue
                }
                value.append((field.rawValue, resolved))
                origins.append(.init(field: field.rawValue, origin: "the value of '\(token.name)'"))
            default:
                value.append((field.rawValue, alias))
                origins.append(.init(field: field.rawValue, origin: "'\(token.name)'"))
            }
        }
        return (value, origins)
    }

    enum LineHeight {
        /// A multiple already: an alias keeps it.
        case alias
        /// Written as the multiple it is, and how it was found.
        case multiple(Double, String)
        /// Neither: the field comes from the style.
        case unreadable
    }

    /// A line height as a multiple of the font size: a number below 4 is one already (an alias
    /// keeps it); a dimension or string in px or rem, or a unitless number of 4 or more (which only
    /// px can mean), is divided by the size; `em` and `%` are multiples written otherwise.
    static func lineHeight(_ token: Token, size: Double?, in manifest: Manifest) -> LineHeight {
        guard let node = resolve(token.value, in: manifest) else { return .unreadable }
        var amount: (Double, String)?
        var unitless = false
        switch node.value {
        case .number(let n):
            guard n.double >= 4 else { return .alias }
            amount = (n.double, "px")
            unitless = true
        case .object(let object):
            if case .number(let n)? = object["value"]?.value, case .string(let unit)? = object["unit"]?.value {
                amount = (n.double, unit)
            }
        case .string(let text):
            amount = ValueFix.split(text)
        default: break
        }
        guard let (number, unit) = amount, number.isFinite, number > 0 else { return .unreadable }
        let written =
            unitless
            ? "\(NumberText.format(number)), a unitless number of 4 or more, so px," : NumberText.format(number) + unit
        let ratio: Double
        let how: String
        switch unit {
        case "em":
            ratio = number
            how = "\(written), a multiple"
        case "%":
            ratio = number / 100
            how = "\(written) of the size"
        case "px", "rem":
            guard let size, size > 0 else { return .unreadable }
            ratio = number * (unit == "rem" ? 16 : 1) / size
            how = "\(written) over the \(NumberText.format(size)) px size"
        default: return .unreadable
        }
        let text = NumberText.format(ratio)
        return .multiple(ratio, "'\(token.name)' (\(how)): \(text)")
    }

    /// A token's size in px: a dimension in px or rem, or a px or rem string, through aliases.
    static func pixels(of token: Token, in manifest: Manifest) -> Double? {
        guard let node = resolve(token.value, in: manifest) else { return nil }
        switch node.value {
        case .object(let object):
            guard case .number(let n)? = object["value"]?.value, case .string(let unit)? = object["unit"]?.value
            else { return nil }
            return unit == "px" ? n.double : unit == "rem" ? n.double * 16 : nil
        case .string(let text):
            guard let (n, unit) = ValueFix.split(text) else { return nil }
            return unit == "px" ? n : unit == "rem" ? n * 16 : nil
        case .number(let n) where token.type == .number || token.type == nil:
            return n.double
        default: return nil
        }
    }

    /// The value a token's curly aliases lead to (at most 16 steps).
    private static func resolve(_ node: JSONNode, in manifest: Manifest) -> JSONNode? {
        var node = node
        for _ in 0..<16 {
            guard let name = ValueChecker.curlyAlias(node) else { return node }
            guard let next = manifest.token(named: name) else { return nil }
            node = next.value
        }
        return nil
    }

    /// A token's value, aliases followed, as JSON to write.
    private static func literal(_ token: Token, in manifest: Manifest) -> JSONOutput? {
        resolve(token.value, in: manifest).map(JSONOutput.init)
    }

    // MARK: Fields

    /// Names of a segment that say its field, folded (lowercase, no `-`, `_` or space).
    private static let names: [String: Field] = [
        "fontsize": .fontSize, "fontsizes": .fontSize, "textsize": .fontSize, "typesize": .fontSize,
        "lineheight": .lineHeight, "lineheights": .lineHeight, "leading": .lineHeight,
        "fontweight": .fontWeight, "fontweights": .fontWeight,
        "fontfamily": .fontFamily, "fontfamilies": .fontFamily, "typeface": .fontFamily, "typefaces": .fontFamily,
        "letterspacing": .letterSpacing, "tracking": .letterSpacing, "kerning": .letterSpacing,
    ]
    /// Bare names that say a field only in a path about text.
    private static let bareNames: [String: Field] = [
        "size": .fontSize, "sizes": .fontSize, "weight": .fontWeight, "weights": .fontWeight,
        "family": .fontFamily, "families": .fontFamily,
    ]
    /// Segments that make a path about text.
    private static let textWords: Set<String> = [
        "font", "fonts", "text", "type", "typography", "typescale", "heading", "headings", "headline", "title",
        "body", "display", "label", "caption", "paragraph", "copy", "lead", "subtitle", "overline",
    ]
    private static let scopes: [String: Field] = [
        "FONT_SIZE": .fontSize, "LINE_HEIGHT": .lineHeight, "FONT_WEIGHT": .fontWeight,
        "FONT_FAMILY": .fontFamily, "LETTER_SPACING": .letterSpacing,
    ]
    /// The `$type`s a field's token may have (nil: none, or one DTCG does not have).
    private static func fits(_ type: DTCGType?, _ field: Field) -> Bool {
        switch field {
        case .fontSize, .letterSpacing: type == nil || type == .dimension || type == .number
        case .lineHeight: type == nil || type == .number || type == .dimension
        case .fontWeight: type == nil || type == .fontWeight || type == .number
        case .fontFamily: type == nil || type == .fontFamily
        }
    }

    static func fold(_ segment: String) -> String {
        String(segment.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
    }

    /// A token's field, and the index of the segment of its path that names it (nil when only its
    /// scopes or type do).
    static func field(of token: Token, in manifest: Manifest) -> (Field, Int?)? {
        let folded = token.path.map(fold)
        let named: (Field, Int)? = {
            for i in folded.indices.reversed() {
                if let field = names[folded[i]] { return (field, i) }
            }
            guard folded.contains(where: { textWords.contains($0) }) else { return nil }
            for i in folded.indices.reversed() {
                if let field = bareNames[folded[i]] { return (field, i) }
            }
            return nil
        }()
        if let scoped = scope(of: token, in: manifest) {
            return (scoped, named?.0 == scoped ? named?.1 : nil)
        }
        if token.type == .fontFamily || token.type == .fontWeight {
            let field: Field = token.type == .fontFamily ? .fontFamily : .fontWeight
            return (field, named?.0 == field ? named?.1 : nil)
        }
        guard let named, fits(token.type, named.0), !token.hasInvalidType else { return nil }
        return named
    }

    /// The field the type of the token's source format names, kept by the reader in
    /// `$extensions["dev.higtype.source"].type` (Tokens Studio's `lineHeights`, `fontSizes`,
    /// `letterSpacing`), when the token's `$type` fits it.
    private static func sourceType(of token: Token, in manifest: Manifest) -> Field? {
        guard case .object(let object)? = manifest.root.node(at: token.path)?.value,
            case .object(let extensions)? = object["$extensions"]?.value,
            case .object(let source)? = extensions[FormatConverter.sourceKey]?.value,
            case .string(let type)? = source["type"]?.value, !token.hasInvalidType
        else { return nil }
        let field: Field? =
            switch type {
            case "fontSizes", "fontSize": .fontSize
            case "lineHeights", "lineHeight": .lineHeight
            case "letterSpacing": .letterSpacing
            default: nil
            }
        return field.flatMap { fits(token.type, $0) ? $0 : nil }
    }

    /// The one typography field a token's Figma scopes name.
    private static func scope(of token: Token, in manifest: Manifest) -> Field? {
        guard case .object(let object)? = manifest.root.node(at: token.path)?.value,
            case .object(let extensions)? = object["$extensions"]?.value
        else { return nil }
        var list: [JSONNode] = []
        if case .array(let items)? = extensions["com.figma.scopes"]?.value { list = items }
        if case .object(let figma)? = extensions["com.figma"]?.value, case .array(let items)? = figma["scopes"]?.value {
            list += items
        }
        let fields = Set(
            list.compactMap { item -> Field? in
                if case .string(let text) = item.value { return scopes[text] }
                return nil
            })
        return fields.count == 1 ? fields.first : nil
    }

    private static func collectAliases(_ node: JSONNode, into names: inout Set<String>) {
        switch node.value {
        case .string:
            if let name = ValueChecker.curlyAlias(node) { names.insert(name) }
        case .object(let object):
            for member in object.members { collectAliases(member.value, into: &names) }
        case .array(let items):
            for item in items { collectAliases(item, into: &names) }
        default: break
        }
    }
}
