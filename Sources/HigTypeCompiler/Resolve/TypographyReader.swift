import HigTypeCore
import HigTypeSpec

/// Reads a typography token's `$value` into a `TypographyValue`, following aliases in the
/// value and in each field, and checking each field with the DTCG type checkers (`ValueChecker`),
/// then against what higtype needs (a size greater than 0 …). Reports every bad field.
/// It also checks the values of the other types, which higtype validates but does not read.
struct TypographyReader {
    let aliases: AliasResolver
    private var checker: ValueChecker
    private var ownDiagnostics: [Diagnostic] = []

    /// Everything reported so far: the fields' and the other types' checks, and the reader's own.
    var diagnostics: [Diagnostic] { checker.diagnostics + ownDiagnostics }

    init(aliases: AliasResolver) {
        self.aliases = aliases
        checker = ValueChecker(aliases: aliases)
    }

    mutating func read(_ token: Token) -> TypographyValue? {
        guard let resolved = follow(token.value, in: token, expecting: .typography) else { return nil }
        guard case .object(let object) = resolved.value else {
            report(
                .error(
                    .tokenValue, "a typography value must be an object, found \(resolved.value.typeName)",
                    at: resolved.location))
            return nil
        }
        var value = TypographyValue()
        // The token that names the style under $extensions (the DTCG form), if any.
        let styled = DTCGForm.styleSource(of: token, aliases: aliases)
        // The size first: a letterSpacing in em or a lineHeight in px is converted at it.
        let fontSize = object["fontSize"].flatMap { dimension($0, in: token, field: "fontSize") }
        for member in object.members {
            let node = member.value
            switch member.key {
            case "textStyle": value.textStyle = textStyle(node, in: token)
            case "fontFamily": value.fontFamily = fontFamily(node, in: token)
            case "fontWeight": value.fontWeight = fontWeight(node, in: token)
            case "fontSize": value.fontSize = fontSize
            case "letterSpacing":
                value.letterSpacing = dimension(node, in: token, field: "letterSpacing", emBase: fontSize?.value)
            case "lineHeight": value.lineHeight = lineHeight(node, in: token, fontSize: fontSize?.value)
            default:
                report(Self.unknownField(member, dtcgForm: styled.settings.textStyle != nil))
            }
        }
        // Its fields are checked above; without the style it names, there is nothing to resolve
        // (and asking for a text style or a reason for its fixed size would repeat the error).
        if styled.settings.hasInvalidTextStyle { return nil }
        if let style = styled.settings.textStyle {
            DTCGForm.read(style, object: object, into: &value).forEach { report($0) }
        } else if object.member("textStyle") == nil {
            // A textStyle that is written but wrong is reported above; asking for every DTCG field as well
            // would only repeat that error.
            let missing = TypographyValue.dtcgRequired.filter { object.member($0) == nil }
            if !missing.isEmpty {
                report(
                    .error(
                        .typographyIncomplete,
                        "typography value names no 'textStyle', so it needs every DTCG field; missing "
                            + missing.map { "'\($0)'" }.joined(separator: ", "),
                        at: resolved.location,
                        notes: [
                            .init(
                                SuggestedStyle.advice(
                                    for: value, of: token, platforms: aliases.manifest.settings.platforms))
                        ]))
            }
        }
        return value
    }

    /// A member of a typography value that is no field. The fields other tools add (Tokens Studio,
    /// Figma, CSS) get their own message, since no spelling fixes them: DTCG has no such field, and
    /// `$extensions` is where a tool keeps what DTCG does not define. Anything else is matched
    /// against the fields alone, and in the DTCG form not against `textStyle`, whose place is then
    /// `$extensions` too.
    static func unknownField(_ member: JSONObject.Member, dtcgForm: Bool) -> Diagnostic {
        let key = member.key
        if let known = TypographyValue.otherToolsFields.first(where: { foldName($0) == foldName(key) }) {
            return .error(
                .unknownProperty,
                "'\(key)' is not a DTCG typography field: DTCG 2025.10's are fontFamily, fontSize, fontWeight, letterSpacing and lineHeight, and \(known) is other tools' own; move it to the token's $extensions under your tool's name, e.g. \"$extensions\": {\"com.example\": {\(JSONOutput.quote(key)): …}}",
                at: member.keyLocation)
        }
        if dtcgForm, Suggestions.closest(to: key, in: ["textStyle"]) != nil {
            return .error(
                .unknownProperty,
                "unknown typography field '\(key)': this token names its text style under $extensions[\"dev.higtype\"].textStyle, and its $value holds the five DTCG fields only",
                at: member.keyLocation)
        }
        let fields = dtcgForm ? TypographyValue.dtcgRequired : TypographyValue.fieldNames
        let suggestion = Suggestions.closest(to: key, in: fields)
        return .error(
            .unknownProperty,
            "unknown typography field '\(key)'" + Suggestions.hint(suggestion)
                + (suggestion == nil ? " (the fields are \(ValueChecker.list(fields)))" : ""),
            at: member.keyLocation,
            fixIt: suggestion.map { .replaceJSON(at: member.keyLocation, with: JSONOutput.quote($0), .suggestion) })
    }

    /// Checks the value of a token of any other DTCG type; higtype generates nothing from it.
    mutating func checkValue(of token: Token, type: DTCGType) {
        checker.check(token, as: type)
    }

    private mutating func report(_ d: Diagnostic) { ownDiagnostics.append(d) }

    /// How much has been reported, so that `addNote` can reach what is reported after it.
    var mark: (checked: Int, own: Int) { (checker.diagnostics.count, ownDiagnostics.count) }

    /// Adds `note` to every error reported since `mark`: the errors of one token's value.
    mutating func addNote(_ note: Diagnostic.Note, toErrorsSince mark: (checked: Int, own: Int)) {
        checker.addNote(note, toErrorsFrom: mark.checked)
        for i in ownDiagnostics.indices.dropFirst(mark.own) where ownDiagnostics[i].severity == .error {
            ownDiagnostics[i].notes.append(note)
        }
    }

    /// Follows the whole value's alias, if it is one, and checks that it reaches a typography token.
    private mutating func follow(_ node: JSONNode, in token: Token, expecting type: DTCGType) -> JSONNode? {
        guard ValueChecker.curlyAlias(node) != nil || AliasResolver.pointer(in: node) != nil else { return node }
        guard let resolved = checker.follow(node, in: token) else { return nil }
        if let found = resolved.type, found != type {
            let written =
                AliasResolver.pointer(in: node).map { "$ref '\($0.value)'" } ?? "alias '{\(resolved.via ?? "")}'"
            report(
                .error(
                    .aliasType,
                    "\(written) leads to a token of type '\(found.rawValue)', but a typography token's value needs '\(type.rawValue)'",
                    at: node.location,
                    notes: resolved.via.flatMap { aliases.token(named: $0)?.typeFromOtherFile }.map { [$0] } ?? []))
            return nil
        }
        return resolved.node
    }

    private mutating func textStyle(_ node: JSONNode, in token: Token) -> Located<TextStyle>? {
        guard case .string(let name) = node.value else {
            report(.error(.tokenValue, "textStyle must be a string naming a HIG text style", at: node.location))
            return nil
        }
        guard let style = TextStyle(named: name) else {
            let suggestion = Suggestions.closest(to: name, in: TextStyle.allCases.map(\.rawValue))
            report(
                .error(
                    .unknownStyle,
                    "unknown text style '\(name)'" + Suggestions.hint(suggestion),
                    at: node.location,
                    fixIt: suggestion.map { .replaceJSON(at: node.location, with: "\"\($0)\"", .suggestion) }))
            return nil
        }
        return Located(style, at: node.location)
    }

    private mutating func fontFamily(_ node: JSONNode, in token: Token) -> Located<[String]>? {
        checker.fontFamily(node, in: token).map { Located($0, at: node.location) }
    }

    private mutating func fontWeight(_ node: JSONNode, in token: Token) -> Located<DTCGWeight>? {
        checker.fontWeight(node, in: token).map { Located($0, at: node.location) }
    }

    /// A DTCG dimension in points (1 px = 1 pt; 1 rem = 16 pt), within what higtype can compute with.
    private mutating func dimension(
        _ node: JSONNode, in token: Token, field: String, emBase: Double? = nil
    ) -> Located<Double>? {
        let use = DimensionUse(field: field, emBase: emBase)
        guard let dimension = checker.dimension(node, in: token, use: use) else { return nil }
        let text = dimension.text + dimension.unit
        guard dimension.value.isFinite else {
            report(.error(.tokenValue, "\(field) \(text) is out of range", at: dimension.valueLocation))
            return nil
        }
        // A size every later computation (scaling by category, line height × size) keeps finite.
        guard abs(dimension.points) <= Self.largestLength else {
            report(
                .error(
                    .tokenValue, "\(field) \(text) is out of range (larger than \(Int(Self.largestLength))pt)",
                    at: dimension.valueLocation))
            return nil
        }
        if field == "fontSize", dimension.points <= 0 {
            report(.error(.tokenValue, "fontSize must be greater than 0, found \(text)", at: dimension.valueLocation))
            return nil
        }
        return Located(dimension.points, at: node.location)
    }

    /// The largest length accepted, in points, and the largest lineHeight multiplier: far beyond
    /// any real type, and small enough that size × line height × category scale stays finite.
    static let largestLength = 1_000_000.0
    static let largestLineHeight = 1_000.0

    /// DTCG's lineHeight, a multiple of the font size. One written as a length or a percentage
    /// is `unsupported-unit`, converted to the multiple where the size is known.
    private mutating func lineHeight(_ node: JSONNode, in token: Token, fontSize: Double?) -> Located<Double>? {
        if let (number, unit) = Self.length(node) {
            var message =
                "lineHeight is a number, a multiple of the font size; DTCG 2025.10 has no \(unit == "%" ? "percentage" : "'\(unit)'") line height"
            let fix = ValueFix.lineHeight(number, unit: unit, fontSize: fontSize)
            if let fix {
                message +=
                    ": \(NumberText.format(number))\(unit) is \(NumberText.format(fix.value))"
                    + (["px", "pt", "rem"].contains(unit)
                        ? " at this value's font size, \(NumberText.format(fontSize ?? 0))px" : "")
            } else {
                message += "; divide the line height by the font size"
            }
            report(
                .error(
                    .unsupportedUnit, message, at: node.location,
                    fixIt: fix.map {
                        .replaceJSON(
                            at: node.location, with: NumberText.format($0.value), $0.isExact ? .safe : .suggestion)
                    }))
            return nil
        }
        guard let n = checker.number(node, in: token, field: "lineHeight") else { return nil }
        guard n.value.isFinite else {
            report(.error(.tokenValue, "lineHeight must be a finite number", at: n.location))
            return nil
        }
        guard n.value > 0 else {
            report(
                .error(
                    .tokenValue, "lineHeight must be greater than 0, found \(NumberText.format(n.value))",
                    at: n.location))
            return nil
        }
        guard n.value <= Self.largestLineHeight else {
            report(
                .error(
                    .tokenValue,
                    "lineHeight \(NumberText.format(n.value)) is out of range (larger than \(Int(Self.largestLineHeight)))",
                    at: n.location))
            return nil
        }
        return Located(n.value, at: node.location)
    }

    /// A length written in place of a number: `{"value": 24, "unit": "px"}`, "24px" or "150%".
    private static func length(_ node: JSONNode) -> (Double, String)? {
        switch node.value {
        case .string(let text): return ValueFix.split(text)
        case .object(let object):
            guard case .number(let n)? = object["value"]?.value, case .string(let unit)? = object["unit"]?.value,
                object.members.count == 2
            else { return nil }
            return (n.double, unit)
        default: return nil
        }
    }
}
