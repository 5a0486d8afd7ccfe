import HigTypeCore

/// Recognises token files written for other tools before they are loaded, so `FormatReader`
/// reads each in its own format (`TokenFormat`) and the `foreign-format` note names it.
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
            case .studioDTCG(let type):
                ForeignFormat.studioTypes.contains(type.value) ? "$type '\(type.value)' is a Tokens Studio type" : nil
            case .figma, .figmaPlugin: nil
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
}
