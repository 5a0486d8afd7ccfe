import HigTypeCore

extension ForeignFormat {
    /// What a document's tokens look like: DTCG (`$value`/`$ref`) or legacy (`value`), which
    /// legacy keys they use, and the first sign of Tokens Studio's or Figma's vocabulary.
    struct Survey {
        var dtcgTokens = 0
        var legacyTokens = 0
        /// Legacy tokens that also have `type`.
        var legacyTyped = 0
        /// Legacy tokens with `comment` (Style Dictionary's description) or `description`.
        var legacyComment = false
        var legacyDescription = false
        /// The `value` key of the first legacy token.
        var firstLegacy: SourceLocation?
        /// The first sign of Tokens Studio in a legacy token: a type, a reference, a field or an
        /// expression only it writes (see `studioSign`).
        var legacyStudioSign: String?
        /// The first distinctive Tokens Studio `$type`, where it is written.
        var studioType: Located<String>?
        /// The first `$type` of a token that is no DTCG type (`fontSize`), where it is written.
        var otherType: Located<String>?
        /// Tokens carrying `$extensions["com.figma"]`.
        var figmaTokens = 0
        /// The first place a Figma export departs from DTCG, and what it does there.
        var figmaSign: Located<String>?
        /// The first sign of the Figma plugin "Design Tokens" (its vendor key in a token's
        /// extensions, or one of its `custom-…` types), where it is written.
        var pluginSign: Located<String>?

        /// "its 47 tokens are written with 'value', without '$'": only the keys the file has.
        var legacyKeys: String {
            let tokens = legacyTokens == 1 ? "its token is" : "its \(legacyTokens) tokens are"
            let keys =
                legacyTyped == legacyTokens
                ? "'value' and 'type'" : legacyTyped == 0 ? "'value'" : "'value' (\(legacyTyped) of them also 'type')"
            return "\(tokens) written with \(keys), without '$'"
        }

        /// Visits an object of the document: a token, a legacy token, or a group to walk.
        mutating func visit(_ object: JSONObject) {
            if pluginSign == nil { pluginSign = Self.pluginSign(object, dtcg: object.member("$value") != nil) }
            if case .string(let type)? = object["$type"]?.value, studioType == nil,
                ForeignFormat.distinctiveStudioTypes.contains(type), let node = object["$type"]
            {
                studioType = Located(type, at: node.location)
            }
            if object.member("$value") != nil || object.member("$ref") != nil {
                if otherType == nil, case .string(let type)? = object["$type"]?.value, DTCGType(rawValue: type) == nil,
                    let node = object["$type"]
                {
                    otherType = Located(type, at: node.location)
                }
                dtcgTokens += 1
                figma(object)
                return
            }
            if let value = object.member("value"), !Self.isDTCG(value.value) {
                legacy(object, value: value)
                return
            }
            // A `$` member is DTCG's own (or a misspelling of one, such as `$-value`), never a group:
            // what it holds is no token of either format. The same goes for Tokens Studio's
            // `$themes` and `$metadata`.
            for member in object.members where !member.key.hasPrefix("$") {
                if case .object(let child) = member.value.value { visit(child) }
            }
        }

        /// A member named `value` that is a DTCG token, or a group holding one, is a group's
        /// member, not a legacy token's value: `{"value": {"$type": "number", "$value": 0}}`.
        /// One level down is enough to tell: a legacy value never has `$` keys or tokens in it.
        static func isDTCG(_ node: JSONNode) -> Bool {
            guard case .object(let object) = node.value else { return false }
            func isToken(_ object: JSONObject) -> Bool {
                object.member("$value") != nil || object.member("$ref") != nil
            }
            if isToken(object) || object.members.contains(where: { $0.key.hasPrefix("$") }) { return true }
            return object.members.contains {
                if case .object(let child) = $0.value.value {
                    isToken(child) || child.member("$type") != nil
                } else {
                    false
                }
            }
        }

        private mutating func legacy(_ object: JSONObject, value: JSONObject.Member) {
            legacyTokens += 1
            if firstLegacy == nil { firstLegacy = value.keyLocation }
            if object.member("type") != nil { legacyTyped += 1 }
            legacyComment = legacyComment || object.member("comment") != nil
            legacyDescription = legacyDescription || object.member("description") != nil
            if legacyStudioSign == nil { legacyStudioSign = Self.studioSign(object, value: value.value) }
        }

        /// The vendor key the Figma plugin "Design Tokens" writes into each token's extensions.
        static let pluginVendor = "org.lukasoppermann.figmaDesignTokens"

        /// What marks a token as written by the Figma plugin "Design Tokens": a type it makes up
        /// (`custom-fontStyle`, `custom-shadow` …), or, on a legacy token (`dtcg` false), its
        /// vendor key in the token's `extensions` or `$extensions`. A DTCG token may carry any
        /// vendor's extensions, so on one the key alone is no sign. The plugin's typography values
        /// have `paragraphSpacing` and `textCase` as Tokens Studio's do, so this is asked first.
        static func pluginSign(_ object: JSONObject, dtcg: Bool) -> Located<String>? {
            for key in ["type", "$type"] {
                if case .string(let type)? = object[key]?.value, type.hasPrefix("custom-"), let node = object[key] {
                    return Located("'\(type)' is a type the plugin makes up", at: node.location)
                }
            }
            // On a legacy token only: a group's `$extensions` (a converted file keeps the plugin's
            // group extensions there) say nothing about how its tokens are written.
            for key in ["extensions", "$extensions"] where !dtcg && object.member("value") != nil {
                if case .object(let vendors)? = object[key]?.value, let vendor = vendors.member(pluginVendor) {
                    return Located("its tokens carry \(key)[\"\(pluginVendor)\"]", at: vendor.keyLocation)
                }
            }
            return nil
        }

        /// What marks a legacy token as Tokens Studio's: a type only it has (`fontWeights`), a
        /// reference into one of its sets (`{fontFamilies.body}`), a typography field only it
        /// writes (`paragraphSpacing`), a math expression (`{space.scale} * 2`), or its
        /// `studio.tokens` extensions. Types Style Dictionary uses too (`asset`, `sizing` …) are not.
        static func studioSign(_ object: JSONObject, value: JSONNode) -> String? {
            if case .string(let type)? = object["type"]?.value, ForeignFormat.distinctiveStudioTypes.contains(type) {
                return "'\(type)' is a Tokens Studio type"
            }
            for extensions in ["$extensions", "extensions"] {
                if case .object(let vendors)? = object[extensions]?.value, vendors.member("studio.tokens") != nil {
                    return "its tokens carry \(extensions)[\"studio.tokens\"]"
                }
            }
            switch value.value {
            case .string(let text):
                return studioSign(inText: text)
            case .object(let fields):
                if let field = fields.members.first(where: { ForeignFormat.studioFields.contains($0.key) }) {
                    return "'\(field.key)' in a typography value is a Tokens Studio field"
                }
                for field in fields.members {
                    if case .string(let text) = field.value.value, let sign = studioSign(inText: text) { return sign }
                }
                return nil
            default:
                return nil
            }
        }

        /// A reference into one of Tokens Studio's sets, or a math expression around a reference.
        static func studioSign(inText text: String) -> String? {
            guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") else { return nil }
            let reference = text[text.index(after: open)..<close]
            let set = reference.split(separator: ".").first.map(String.init) ?? ""
            if ForeignFormat.studioSets.contains(set) {
                return "'{\(reference)}' refers to Tokens Studio's \(set) set"
            }
            let outside = text[..<open] + text[text.index(after: close)...]
            if outside.contains(where: { "*/+".contains($0) }) || outside.contains(" - ") {
                return "'\(text)' is a Tokens Studio math expression"
            }
            return nil
        }

        /// Notes a DTCG-shaped token that Figma's Variables export wrote: its `com.figma`
        /// extensions, and the first place it departs from DTCG (a `string` or `boolean` type, a
        /// hex string for a color, a plain number scoped to a length or a font).
        private mutating func figma(_ object: JSONObject) {
            // Figma's export writes `"com.figma": {"scopes": […]}`; some exporters flatten it to
            // `"com.figma.scopes": […]`.
            guard case .object(let vendors)? = object["$extensions"]?.value,
                let mine = vendors["com.figma"]
                    ?? vendors["com.figma.scopes"].map({
                        JSONNode(
                            .object(JSONObject([.init(key: "scopes", keyLocation: $0.location, value: $0)])),
                            at: $0.location)
                    })
            else {
                return
            }
            figmaTokens += 1
            guard figmaSign == nil, case .string(let type)? = object["$type"]?.value, let typeNode = object["$type"]
            else { return }
            switch type {
            case "string", "boolean", "float", "text":
                figmaSign = Located("$type '\(type)' is Figma's, not DTCG's", at: typeNode.location)
            case "color":
                if case .string(let text)? = object["$value"]?.value, text.hasPrefix("#"), let node = object["$value"] {
                    figmaSign = Located("the color \(JSONOutput.quote(text)) is a hex string", at: node.location)
                }
            case "number":
                guard case .object(let figma) = mine.value, case .array(let scopes)? = figma["scopes"]?.value else {
                    return
                }
                let named = scopes.compactMap { if case .string(let s) = $0.value { s } else { nil } }
                if let scope = named.first(where: { ForeignFormat.figmaLengthScopes.contains($0) }) {
                    figmaSign = Located(
                        "$type 'number' with Figma's \(scope) scope is a length or a font property",
                        at: typeNode.location)
                }
            default:
                return
            }
        }
    }
}
