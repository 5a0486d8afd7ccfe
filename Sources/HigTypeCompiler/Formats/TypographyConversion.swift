import HigTypeCore

/// A typography value of another format as DTCG's: Tokens Studio's (`fontFamily`, `fontWeight`,
/// `fontSize`, `lineHeight`, `letterSpacing`, `paragraphSpacing`, `textCase`, `textDecoration`,
/// also kebab-case), and the Figma plugin's `custom-fontStyle` (numbers in px). The five DTCG
/// fields convert; the others go to `$extensions["dev.higtype.source"]`. A line height becomes a
/// multiple of the font size: `"150%"` is 1.5, a unitless number below 4 is one already, and px
/// (or a unitless number from 4 up, px in these formats) is divided by the font size in px; rem
/// over px takes the 16 px root. A letter spacing in % or em
/// becomes px of the font size. A value that needs a guess (`AUTO`) is an error saying what to write.
enum TypographyConversion {
    /// DTCG's name for each field name the formats write.
    static let fields: [String: String] = [
        "fontFamily": "fontFamily", "font-family": "fontFamily", "fontFamilies": "fontFamily",
        "fontWeight": "fontWeight", "font-weight": "fontWeight", "fontWeights": "fontWeight",
        "fontSize": "fontSize", "font-size": "fontSize", "fontSizes": "fontSize",
        "lineHeight": "lineHeight", "line-height": "lineHeight", "lineHeights": "lineHeight",
        "letterSpacing": "letterSpacing", "letter-spacing": "letterSpacing",
    ]

    static func convert(
        _ node: JSONNode, name: String, converter: inout FormatConverter, extensions: inout [JSONObject.Member]
    ) -> FormatConverter.Outcome {
        guard case .object(let object) = node.value else {
            return converter.fail(
                "'\(name)' is a typography token whose value is a \(node.value.typeName); write an object with fontFamily, fontSize, fontWeight, letterSpacing and lineHeight",
                at: node.location)
        }
        let index = converter.index
        // The font size in px or rem, for the fields relative to it.
        let sizeNode = object.members.first { fields[$0.key] == "fontSize" }?.value
        let size: Result<Quantity, FormatFailure>? = sizeNode.map { index.quantity($0) }
        var out: [JSONObject.Member] = []
        var extras: [JSONObject.Member] = []
        var failed = false
        var errorsBefore = converter.diagnostics.count
        for member in object.members {
            guard let field = fields[member.key], !out.contains(where: { $0.key == fields[member.key] }) else {
                extras.append(member)
                continue
            }
            let value = member.value
            let fieldName = "\(name).\(member.key)"
            let converted: JSONNode?
            switch field {
            case "fontFamily":
                converted = simple(
                    value, kind: .fontFamily, name: fieldName, converter: &converter, extensions: &extensions)
            case "fontWeight":
                converted = simple(
                    value, kind: .fontWeight, name: fieldName, converter: &converter, extensions: &extensions)
            case "fontSize":
                converted = length(value, name: fieldName, relative: nil, converter: &converter)
            case "letterSpacing":
                converted = length(value, name: fieldName, relative: size, converter: &converter)
            default:
                converted = lineHeight(value, name: fieldName, size: size, converter: &converter)
            }
            if let converted {
                out.append(.init(key: field, keyLocation: member.keyLocation, value: converted))
            } else if field == "fontSize" {
                failed = true
            } else {
                // A field other than the size that needs a guess is left out of the value, and
                // is an unread token of its own (`typography.body.lineHeight`): the value is then
                // incomplete, and `adopt` skips the field and takes it from the style.
                converter.unread(name.split(separator: ".").map(String.init) + [member.key], since: errorsBefore)
            }
            errorsBefore = converter.diagnostics.count
        }
        if failed { return .failed }
        if !extras.isEmpty {
            extensions.append(
                .init(
                    key: FormatConverter.sourceKey, keyLocation: extras[0].keyLocation,
                    value: JSONNode(.object(JSONObject(extras)), at: extras[0].keyLocation)))
        }
        return .converted(JSONNode(.object(JSONObject(out)), at: node.location), type: "typography")
    }

    private static func simple(
        _ node: JSONNode, kind: FormatConverter.Kind, name: String, converter: inout FormatConverter,
        extensions: inout [JSONObject.Member]
    ) -> JSONNode? {
        // An alias to a token with no DTCG value ('7 Bold') names nothing the value can hold: the
        // field needs a guess, as if the value were written here.
        if let (path, target) = finalTarget(node, index: converter.index) {
            var scratch = converter
            var scratchExtensions: [JSONObject.Member] = []
            let before = scratch.diagnostics.count
            let outcome = scratch.convertValue(target, kind: kind, name: path, extensions: &scratchExtensions)
            var read = false
            if case .converted = outcome { read = true }
            if !read {
                let reason =
                    scratch.diagnostics[before...].first { $0.severity == .error }?.message
                    ?? "'\(path)' has no DTCG value of this kind"
                _ = converter.fail("'\(name)' aliases '\(path)', which is not read: \(reason)", at: node.location)
                return nil
            }
        }
        if case .converted(let value, _) = converter.convertValue(node, kind: kind, name: name, extensions: &extensions)
        {
            return value
        }
        // A left-out value inside a typography value cannot be left out: the field needs one.
        if converter.diagnostics.last?.location != node.location {
            _ = converter.fail("'\(name)' has no DTCG value; write one", at: node.location)
        }
        return nil
    }

    /// A font size or letter spacing: an alias to a px or rem length stays an alias; a length in
    /// % or em becomes px (or rem) of the font size, `relative`.
    private static func length(
        _ node: JSONNode, name: String, relative: Result<Quantity, FormatFailure>?, converter: inout FormatConverter
    ) -> JSONNode? {
        let index = converter.index
        switch index.quantity(node) {
        case .success(let q):
            switch q.unit {
            case .unitless, .px, .rem:
                if let alias = FormatReader.aliasText(node, index: index, dtcgType: "dimension") { return alias }
                return converter.dimension(Quantity(q.value, q.unit == .rem ? .rem : .px), at: node.location)
            case .percent, .em:
                let factor = q.unit == .percent ? q.value / 100 : q.value
                if factor == 0 { return converter.dimension(Quantity(0, .px), at: node.location) }
                guard case .success(let size)? = relative, size.unit != .percent, size.unit != .em else {
                    _ = converter.fail(
                        "'\(name)' is \(q.text) of the font size, which is no length here; write it in px, such as \"-0.4px\"",
                        at: node.location)
                    return nil
                }
                return converter.dimension(
                    Quantity(factor * size.value, size.unit == .rem ? .rem : .px), at: node.location)
            }
        case .failure(let failure):
            _ = converter.fail(
                "'\(name)' has no exact length: \(failure.reason); write a length such as \"16px\"", at: node.location)
            return nil
        }
    }

    /// A line height as a multiple of the font size.
    private static func lineHeight(
        _ node: JSONNode, name: String, size: Result<Quantity, FormatFailure>?, converter: inout FormatConverter
    ) -> JSONNode? {
        let index = converter.index
        let q: Quantity
        switch index.quantity(node) {
        case .success(let found):
            q = found
        case .failure(let failure):
            let text = finalText(node, index: index)
            if let text, ["auto", "normal"].contains(text.lowercased()) {
                _ = converter.fail(
                    "'\(name)' is '\(text)', the font's own line height, which no DTCG value holds; write a multiple of the font size, such as 1.2, or a percentage such as \"120%\"",
                    at: node.location)
            } else {
                _ = converter.fail(
                    "'\(name)' has no exact line height: \(failure.reason); write a multiple of the font size, such as 1.5",
                    at: node.location)
            }
            return nil
        }
        switch q.unit {
        case .percent, .em:
            // An alias stays one when its target is read as a number; an alias to a size token
            // of "150%" (read as no dimension) is its multiple, written out.
            if let alias = converter.numberAlias(node) { return alias }
            return converter.number(q.unit == .percent ? q.value / 100 : q.value, at: node.location)
        case .unitless, .px, .rem:
            // A unitless line height below 4 is a multiple of the font size, as CSS reads it (no
            // text has a line height under 4px); from 4 up it is px, as these formats read it.
            if q.unit == .unitless, q.value < 4 {
                if let alias = FormatReader.aliasText(node, index: index, dtcgType: "number") { return alias }
                return converter.number(q.value, at: node.location)
            }
            guard case .success(let fontSize)? = size, fontSize.value != 0,
                [.unitless, .px, .rem].contains(fontSize.unit)
            else {
                _ = converter.fail(
                    "'\(name)' is \(q.unit == .rem ? q.text : JSONOutput.format(q.value) + "px"), and the typography value has no font size in px or rem to divide it by; write lineHeight as a multiple of the font size, such as 1.5",
                    at: node.location)
                return nil
            }
            let lengthPx = q.unit == .rem ? q.value * 16 : q.value
            let sizePx = fontSize.unit == .rem ? fontSize.value * 16 : fontSize.value
            let ratio = (q.unit == .rem) == (fontSize.unit == .rem) ? q.value / fontSize.value : lengthPx / sizePx
            if (q.unit == .rem) != (fontSize.unit == .rem) {
                converter.diagnostics.append(
                    Diagnostic(
                        .note, id: .foreignFormat,
                        "'\(name)': rem and px meet here; the ratio takes 1rem as 16px, the browsers' default root size",
                        at: node.location))
            }
            return converter.number(ratio, at: node.location)
        }
    }

    /// The last token an alias leads to through other aliases, and its value; nil when the value
    /// is no alias, or an alias to no token of these formats' files (a DTCG token is read as DTCG).
    private static func finalTarget(_ node: JSONNode, index: FormatIndex) -> (String, JSONNode)? {
        var node = node
        var found: (String, JSONNode)?
        for _ in 0..<32 {
            guard case .string(let text) = node.value, let reference = FormatReader.aliasReference(text),
                let (path, entry) = index.entry(reference), entry.format != .dtcg
            else { return found }
            found = (path, entry.value)
            node = entry.value
        }
        return nil
    }

    /// The string a value comes to through its aliases, for a message.
    private static func finalText(_ node: JSONNode, index: FormatIndex, depth: Int = 0) -> String? {
        guard case .string(let text) = node.value else { return nil }
        if depth < 32, let reference = FormatReader.aliasReference(text), let target = index.entry(reference) {
            return finalText(target.entry.value, index: index, depth: depth + 1)
        }
        return text
    }
}
