import HigTypeCore

/// Recognises token files written for other tools before they are loaded, so such a file gets
/// one diagnostic that names its format and says how to convert it, instead of errors on every
/// token. `Composer` leaves the file out of the composition.
///
/// - Style Dictionary's legacy format: tokens written with `value` (and often `type`), without `$`.
///   A group that happens to be named `value` or `type` and holds DTCG tokens is not one.
/// - Tokens Studio for Figma: a file with `$themes` or `$metadata`, its `$themes.json` (an array
///   of themes) and `$metadata.json` (`tokenSetOrder`), and its token sets: legacy-shaped ones whose
///   tokens use its vocabulary (its type names, references into its `fontFamilies`, `fontWeights` …
///   sets, `paragraphSpacing`, math), and DTCG-shaped ones with its type names. The files of one
///   run are judged together: once one is Tokens Studio's, a legacy file beside it is too.
/// - Figma's Variables export: DTCG-shaped tokens with `$extensions["com.figma"]`, whose types are
///   Figma's (`string`, `boolean`, hex colors, plain numbers for sizes and fonts).
///
/// A file that mixes DTCG tokens with legacy ones is not foreign: the loader reports each token.
enum ForeignFormat {
    /// Type names only Tokens Studio uses; any of them marks a legacy token set as Tokens Studio's.
    static let studioTypes: Set<String> = [
        "fontSizes", "fontWeights", "lineHeights", "letterSpacing", "fontFamilies", "paragraphSpacing",
        "paragraphIndent", "textCase", "textDecoration", "boxShadow", "borderRadius", "borderWidth", "composition",
        "spacing", "sizing", "opacity", "asset", "other",
    ]
    /// The ones no other tool is likely to use (Style Dictionary has `asset` too, and anyone may
    /// say `spacing`): these alone mark a file as Tokens Studio's.
    static let distinctiveStudioTypes = studioTypes.subtracting(["spacing", "sizing", "opacity", "asset", "other"])
    /// Tokens Studio's sets of typography values, which its references name: `{fontWeights.bold}`.
    static let studioSets: Set<String> = [
        "fontFamilies", "fontWeights", "fontSizes", "lineHeights", "letterSpacing", "paragraphSpacing",
        "paragraphIndent", "textCase", "textDecoration",
    ]
    /// Typography fields only Tokens Studio writes.
    static let studioFields: Set<String> = ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]
    /// Figma variable scopes of a length or a font property, which DTCG types are not a plain number.
    static let figmaLengthScopes: Set<String> = [
        "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT", "FONT_WEIGHT",
        "FONT_STYLE", "WIDTH_HEIGHT", "GAP", "CORNER_RADIUS", "STROKE_FLOAT", "EFFECT_FLOAT",
    ]

    /// One diagnostic for each document in another tool's format, nil for a DTCG document. The
    /// documents of one run are judged together, so a legacy file without a sign of its own is
    /// Tokens Studio's when another file of the run is.
    static func diagnose(_ documents: [JSONNode]) -> [Diagnostic?] {
        let verdicts = documents.map(verdict)
        // The first Tokens Studio file of the run, and what shows it.
        let studio = zip(documents, verdicts).lazy.compactMap { document, verdict -> String? in
            guard let sign = verdict?.studioSign else { return nil }
            return "\(PathText.name(of: document.location.file)): \(sign)"
        }.first
        return verdicts.map { $0?.diagnostic(runStudioSign: studio) }
    }

    /// One diagnostic for a document in another tool's format, or nil for a DTCG document.
    static func diagnose(_ document: JSONNode) -> Diagnostic? { diagnose([document])[0] }

    /// What a document is, before the run's other files are taken into account.
    enum Verdict {
        /// A Tokens Studio file that is no token set: `$themes.json`, `$metadata.json`.
        case studioFile(String, SourceLocation)
        /// A token set in the legacy format: Tokens Studio's when `survey` saw its vocabulary, or
        /// the run's other files show it; else Style Dictionary's.
        case legacy(Survey)
        /// A DTCG-shaped token set with Tokens Studio's type names.
        case studioDTCG(Located<String>)
        /// A Figma Variables export.
        case figma(Survey, Located<String>)
        /// An export of the Figma plugin "Design Tokens", in its legacy or its W3C format.
        case figmaPlugin(Survey, Located<String>)

        /// What shows this document to be Tokens Studio's, if anything does.
        var studioSign: String? {
            switch self {
            case .studioFile(let what, _): what
            case .legacy(let survey): survey.legacyStudioSign
            case .studioDTCG(let type): "$type '\(type.value)' is a Tokens Studio type"
            case .figma, .figmaPlugin: nil
            }
        }

        func diagnostic(runStudioSign: String?) -> Diagnostic {
            switch self {
            case .studioFile(let what, let location):
                return ForeignFormat.studio(what, at: location, themes: true)
            case .studioDTCG(let type):
                return ForeignFormat.studio(
                    "a Tokens Studio token set ($type '\(type.value)' is a Tokens Studio type, not a DTCG one)",
                    at: type.location, themes: false, w3c: true)
            case .figma(let survey, let sign):
                return ForeignFormat.figma(survey, sign)
            case .figmaPlugin(let survey, let sign):
                return ForeignFormat.figmaPlugin(survey, sign)
            case .legacy(let survey):
                let location = survey.firstLegacy ?? SourceLocation(file: "", line: 1, column: 1)
                if let sign = survey.legacyStudioSign {
                    return ForeignFormat.studio(
                        "a Tokens Studio token set in its legacy format (\(survey.legacyKeys); \(sign))", at: location,
                        themes: false)
                }
                if let other = runStudioSign {
                    return ForeignFormat.studio(
                        "a Tokens Studio token set in its legacy format (\(survey.legacyKeys)), like the other files of this run (\(other))",
                        at: location, themes: false)
                }
                return ForeignFormat.styleDictionary(survey, at: location)
            }
        }
    }

    static func verdict(_ document: JSONNode) -> Verdict? {
        switch document.value {
        case .array(let items):
            for case .object(let theme) in items.map(\.value) {
                if let key = theme.member("selectedTokenSets") {
                    return .studioFile("a Tokens Studio themes file ($themes.json)", key.keyLocation)
                }
            }
            return nil
        case .object(let root):
            if let key = root.member("$themes") ?? root.member("$metadata") {
                return .studioFile("a Tokens Studio for Figma file (it has '\(key.key)')", key.keyLocation)
            }
            var survey = Survey()
            survey.visit(root)
            if survey.dtcgTokens == 0, let key = root.member("tokenSetOrder") {
                return .studioFile("a Tokens Studio metadata file ($metadata.json)", key.keyLocation)
            }
            if let sign = survey.pluginSign, survey.legacyTokens > 0 || survey.dtcgTokens > 0 {
                return .figmaPlugin(survey, sign)
            }
            if survey.dtcgTokens == 0, survey.legacyTokens > 0 { return .legacy(survey) }
            if survey.dtcgTokens > 0, let type = survey.studioType { return .studioDTCG(type) }
            if survey.figmaTokens > 0, let sign = survey.figmaSign { return .figma(survey, sign) }
            return nil
        default:
            return nil
        }
    }

    private static func styleDictionary(_ survey: Survey, at location: SourceLocation) -> Diagnostic {
        var renames = ["value to $value"]
        if survey.legacyTyped > 0 { renames.append("type to $type") }
        if survey.legacyComment { renames.append("comment to $description") }
        if survey.legacyDescription { renames.append("description to $description") }
        let list =
            renames.count == 1 ? renames[0] : renames.dropLast().joined(separator: ", ") + " and " + renames.last!
        return .error(
            .foreignFormat,
            "this file is in Style Dictionary's legacy format (\(survey.legacyKeys)); higtype reads DTCG 2025.10 only. Convert it with Style Dictionary 4 or later (convertJSONToDTCG in style-dictionary/utils), or rename \(list)",
            at: location,
            notes: [
                .init("aliases drop a trailing .value: \"{color.red.value}\" becomes \"{color.red}\""),
                .init(
                    "dimensions become objects: \"16px\" is {\"value\": 16, \"unit\": \"px\"}, \"1rem\" is {\"value\": 1, \"unit\": \"rem\"}"
                ),
                .init("a typography value names its HIG style with \"textStyle\", or gives all five DTCG fields"),
            ]
                + (survey.legacyTyped < survey.legacyTokens
                    ? [.init("every token needs a $type, on itself or on a group that holds it")] : []))
    }

    private static func figma(_ survey: Survey, _ sign: Located<String>) -> Diagnostic {
        let tokens = survey.figmaTokens == 1 ? "its token carries" : "its tokens carry"
        return .error(
            .foreignFormat,
            "this file is a Figma Variables export (\(tokens) $extensions[\"com.figma\"], and \(sign.value)); higtype reads DTCG 2025.10 types only. Give each variable its DTCG type, in the export or after it",
            at: sign.location,
            notes: [
                .init(
                    "colors are objects, {\"colorSpace\": \"srgb\", \"components\": [0, 0.4, 0.8], \"hex\": \"#0066cc\"}, not \"#0066cc\""
                ),
                .init(
                    "font sizes, letter spacing, gaps, radii and other lengths (numbers with the FONT_SIZE, LETTER_SPACING, GAP, WIDTH_HEIGHT … scopes) are dimensions: {\"value\": 16, \"unit\": \"px\"}"
                ),
                .init(
                    "a line height is a number, a multiple of the font size: 22 px at 17 px is 1.2941, in a typography token"
                ),
                .init(
                    "font weights (FONT_WEIGHT, FONT_STYLE) are fontWeight: 1 to 1000, or a DTCG name such as \"bold\""),
                .init(
                    "font families (strings with FONT_FAMILY) are fontFamily; DTCG has no \"string\" or \"boolean\" type, so other strings and booleans go in $extensions"
                ),
            ])
    }

    private static func figmaPlugin(_ survey: Survey, _ sign: Located<String>) -> Diagnostic {
        let shape =
            survey.dtcgTokens > 0 && survey.legacyTokens == 0
            ? "in its W3C format (\(sign.value))" : "in its legacy format (\(survey.legacyKeys); \(sign.value))"
        var notes: [Diagnostic.Note] = []
        if survey.legacyTokens > 0 {
            notes.append(.init("rename value to $value, type to $type and description to $description"))
        }
        notes += [
            .init(
                "its custom-fontStyle values become DTCG typography: fontSize and letterSpacing dimension objects ({\"value\": 16, \"unit\": \"px\"}), lineHeight a multiple of the font size (24 px at 16 px is 1.5), fontWeight 1 to 1000"
            ),
            .init(
                "fontStyle, fontStretch, paragraphIndent, paragraphSpacing, textCase and textDecoration have no DTCG typography field; keep them in $extensions"
            ),
            .init(
                "its other custom-… types (custom-shadow, custom-spacing …) have DTCG types of their own: shadow, dimension …"
            ),
        ]
        return .error(
            .foreignFormat,
            "this file is an export of the Figma plugin \"Design Tokens\" \(shape); higtype reads DTCG 2025.10 only. Convert its tokens to DTCG's types",
            at: sign.location, notes: notes)
    }

    /// `w3c`: the file is already in Tokens Studio's W3C DTCG token format (`$value`, `$type`),
    /// so re-exporting changes nothing; only its type names and values need DTCG's.
    private static func studio(_ what: String, at location: SourceLocation, themes: Bool, w3c: Bool = false)
        -> Diagnostic
    {
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
            "this file is \(what); higtype reads DTCG 2025.10 only. "
                + (w3c
                    ? "It is already in Tokens Studio's W3C DTCG token format ($value, $type), so exporting again changes nothing: write its type names and values as DTCG's"
                    : "In Tokens Studio, set the token format to W3C DTCG (Settings, beside the storage provider), export again, and write its type names as DTCG's"),
            at: location, notes: notes)
    }
}
