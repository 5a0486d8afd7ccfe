import HigTypeCore

/// Recognises token files written for other tools before they are loaded, so such a file gets
/// one diagnostic that names its format and says how to convert it, instead of errors on every
/// token. `Composer` leaves the file out of the composition.
///
/// - Style Dictionary's legacy format: tokens written with `value` and `type`, without `$`.
/// - Tokens Studio for Figma: a file with `$themes` or `$metadata`, its `$themes.json` (an array
///   of themes) and `$metadata.json` (`tokenSetOrder`), and its token sets, legacy or DTCG-shaped,
///   that use its own type names (`fontSizes`, `lineHeights` …).
///
/// A file that mixes DTCG tokens with legacy ones is not foreign: the loader reports each token.
enum ForeignFormat {
    /// Type names only Tokens Studio uses; any of them marks a legacy token set as Tokens Studio's.
    static let studioTypes: Set<String> = [
        "fontSizes", "fontWeights", "lineHeights", "letterSpacing", "fontFamilies", "paragraphSpacing",
        "paragraphIndent", "textCase", "textDecoration", "boxShadow", "borderRadius", "borderWidth", "composition",
        "spacing", "sizing", "opacity", "asset", "other",
    ]
    /// The ones no other tool's DTCG-shaped file is likely to use, which mark a `$type`-written set.
    static let distinctiveStudioTypes = studioTypes.subtracting(["spacing", "sizing", "opacity", "asset", "other"])

    /// One diagnostic for a document in another tool's format, or nil for a DTCG document.
    static func diagnose(_ document: JSONNode) -> Diagnostic? {
        switch document.value {
        case .array(let items):
            for case .object(let theme) in items.map(\.value) {
                if let key = theme.member("selectedTokenSets") {
                    return studio("a Tokens Studio themes file ($themes.json)", at: key.keyLocation, themes: true)
                }
            }
            return nil
        case .object(let root):
            if let key = root.member("$themes") ?? root.member("$metadata") {
                return studio("a Tokens Studio for Figma file (it has '\(key.key)')", at: key.keyLocation, themes: true)
            }
            var survey = Survey()
            survey.visit(root)
            if survey.dtcgTokens == 0, let key = root.member("tokenSetOrder") {
                return studio("a Tokens Studio metadata file ($metadata.json)", at: key.keyLocation, themes: true)
            }
            if survey.dtcgTokens == 0, let first = survey.firstLegacy {
                let tokens = survey.legacyTokens == 1 ? "its token is" : "its \(survey.legacyTokens) tokens are"
                let legacy = "\(tokens) written with 'value' and 'type', without '$'"
                if let type = survey.legacyStudioType {
                    return studio(
                        "a Tokens Studio token set in its legacy format (\(legacy); '\(type)' is a Tokens Studio type)",
                        at: first, themes: false)
                }
                return styleDictionary(legacy, at: first)
            }
            if survey.dtcgTokens > 0, let type = survey.studioType {
                return studio(
                    "a Tokens Studio token set ($type '\(type.value)' is a Tokens Studio type, not a DTCG one)",
                    at: type.location, themes: false)
            }
            return nil
        default:
            return nil
        }
    }

    private static func styleDictionary(_ legacy: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .foreignFormat,
            "this file is in Style Dictionary's legacy format (\(legacy)); higtype reads DTCG 2025.10 only. Convert it with Style Dictionary 4 or later (convertJSONToDTCG in style-dictionary/utils), or rename value to $value, type to $type and comment to $description",
            at: location,
            notes: [
                .init("aliases drop a trailing .value: \"{color.red.value}\" becomes \"{color.red}\""),
                .init(
                    "dimensions become objects: \"16px\" is {\"value\": 16, \"unit\": \"px\"}, \"1rem\" is {\"value\": 1, \"unit\": \"rem\"}"
                ),
                .init("a typography value names its HIG style with \"textStyle\", or gives all five DTCG fields"),
            ])
    }

    private static func studio(_ what: String, at location: SourceLocation, themes: Bool) -> Diagnostic {
        var notes: [Diagnostic.Note] = [
            .init(
                "fontSizes, letterSpacing, spacing, sizing, borderRadius and borderWidth are DTCG dimensions, written {\"value\": 16, \"unit\": \"px\"}, not \"16\""
            ),
            .init("lineHeights is a DTCG number, a multiple of the font size: \"150%\" is 1.5"),
            .init(
                "fontWeights is fontWeight (1–1000, or a DTCG name such as \"bold\", not \"Bold\"); fontFamilies is fontFamily; boxShadow is shadow; opacity is number"
            ),
            .init(
                "in a typography value, fontSize and letterSpacing are dimension objects and lineHeight a number, not strings such as \"16\" or \"150%\""
            ),
            .init("paragraphSpacing, paragraphIndent, textCase, textDecoration and composition have no DTCG type"),
        ]
        if themes {
            notes.append(
                .init(
                    "a DTCG resolver document (*.resolver.json) takes the place of $themes and $metadata: its sets and modifiers name the token files"
                ))
        }
        return .error(
            .foreignFormat,
            "this file is \(what); higtype reads DTCG 2025.10 only. In Tokens Studio, set the token format to W3C DTCG (Settings, beside the storage provider), export again, and write its type names as DTCG's",
            at: location, notes: notes)
    }

    /// What a document's tokens look like: DTCG (`$value`/`$ref`) or legacy (`value`), and the
    /// first Tokens Studio type name seen.
    struct Survey {
        var dtcgTokens = 0
        var legacyTokens = 0
        /// The `value` key of the first legacy token.
        var firstLegacy: SourceLocation?
        /// The first Tokens Studio `type` of a legacy token.
        var legacyStudioType: String?
        /// The first distinctive Tokens Studio `$type`, where it is written.
        var studioType: Located<String>?

        mutating func visit(_ object: JSONObject) {
            if case .string(let type)? = object["$type"]?.value, studioType == nil,
                ForeignFormat.distinctiveStudioTypes.contains(type), let node = object["$type"]
            {
                studioType = Located(type, at: node.location)
            }
            if object.member("$value") != nil || object.member("$ref") != nil {
                dtcgTokens += 1
                return
            }
            if let value = object.member("value") {
                legacyTokens += 1
                if firstLegacy == nil { firstLegacy = value.keyLocation }
                if case .string(let type)? = object["type"]?.value, ForeignFormat.studioTypes.contains(type),
                    legacyStudioType == nil
                {
                    legacyStudioType = type
                }
                return
            }
            for member in object.members where member.key != "$extensions" {
                if case .object(let child) = member.value.value { visit(child) }
            }
        }
    }
}
