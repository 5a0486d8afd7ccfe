import HigTypeCore
import HigTypeSpec

/// The diagnostics of the compiler: the manifest language, aliases, settings, and the HIG rules.
/// The rules' ids are not: each is declared in its rule's file under `Validate/Rules/`, with
/// everything else about the rule, and `RuleCatalogue` lists the rules in documentation order.
extension DiagnosticID {
    // MARK: The manifest language (always errors; not configurable)

    /// The document is not a token tree: the root or a group is not an object, a token's members are wrong.
    public static let manifestStructure = DiagnosticID("manifest-structure")
    /// A token or group name breaks DTCG's naming rules.
    public static let tokenName = DiagnosticID("token-name")
    /// A `$`-property DTCG does not define.
    public static let unknownProperty = DiagnosticID("unknown-property")
    /// A `$type` DTCG does not define.
    public static let unknownType = DiagnosticID("unknown-type")
    /// A token has no `$type`, its own or a group's, and its value does not say.
    public static let missingType = DiagnosticID("missing-type")
    /// A `$value` is not valid for its type.
    public static let tokenValue = DiagnosticID("token-value")
    /// A typography token gives neither a text style nor a complete size.
    public static let typographyIncomplete = DiagnosticID("typography-incomplete")
    /// A `fontFamily` string that is a CSS font stack: a warning with the DTCG array as a fix-it,
    /// or an error where the stack is malformed.
    public static let fontStack = DiagnosticID("font-stack")
    /// An alias names no token.
    public static let aliasMissing = DiagnosticID("alias-missing")
    /// An alias names a group, not a token.
    public static let aliasGroup = DiagnosticID("alias-group")
    /// Aliases refer to each other in a cycle.
    public static let aliasCycle = DiagnosticID("alias-cycle")
    /// An alias resolves to a value of another type.
    public static let aliasType = DiagnosticID("alias-type")
    /// A reference is malformed: a `$ref` that is not a `#/…` JSON Pointer, a curly-brace path
    /// with an empty segment, or a curly-brace alias where only a `$ref` may stand (part of a value).
    public static let aliasSyntax = DiagnosticID("alias-syntax")
    /// A `$ref` points at metadata (`$type`, `$description` …), at the whole document, or at
    /// something outside every token.
    public static let refTarget = DiagnosticID("ref-target")
    /// A unit DTCG 2025.10 does not have (`em`, `pt`, `%` …), or a value written as a string with one.
    public static let unsupportedUnit = DiagnosticID("unsupported-unit")
    /// A gradient stop's position outside 0–1, which DTCG reads as clamped.
    public static let positionClamped = DiagnosticID("position-clamped")
    /// Two names in one group differ only in case.
    public static let nameCase = DiagnosticID("name-case")
    /// `$extends` does not name a group.
    public static let extends = DiagnosticID("extends")
    /// Groups extend each other in a cycle.
    public static let extendsCycle = DiagnosticID("extends-cycle")
    /// `$extends` chains nest deeper than allowed.
    public static let extendsDepth = DiagnosticID("extends-depth")
    /// `$extends` would copy more tokens and groups than allowed.
    public static let extendsSize = DiagnosticID("extends-size")

    // MARK: Composition and other formats

    /// A later file turns a token into a group or a group into a token, or changes a token's `$type` alone.
    public static let composeConflict = DiagnosticID("compose-conflict")
    /// A file in another tool's token format (Style Dictionary's legacy format, Tokens Studio).
    public static let foreignFormat = DiagnosticID("foreign-format")
    /// A token file higtype generated (`--format dtcg`), composed with a manifest it was generated from or with another generated file.
    public static let generatedInput = DiagnosticID("generated-input")
    /// The manifest holds no typography token, so higtype has nothing to generate (a warning).
    public static let noTypography = DiagnosticID("no-typography")
    /// A later file changes a root setting an earlier file set (a note: the later value wins).
    public static let settingOverridden = DiagnosticID("setting-overridden")

    // MARK: higtype's settings

    /// A platform name higtype does not know.
    public static let unknownPlatform = DiagnosticID("unknown-platform")
    /// A platform listed twice.
    public static let duplicatePlatform = DiagnosticID("duplicate-platform")
    /// A setting under `$extensions["dev.higtype"]` higtype does not know.
    public static let unknownSetting = DiagnosticID("unknown-setting")
    /// A token setting with a wrong value.
    public static let tokenSetting = DiagnosticID("token-setting")
    /// A waiver without a reason.
    public static let waiverReason = DiagnosticID("waiver-reason")
    /// `rules` or a waiver names a rule that does not exist.
    public static let unknownRule = DiagnosticID("unknown-rule")
    /// A rule's setting or option is malformed, or relaxes a rule that cannot be relaxed.
    public static let ruleConfig = DiagnosticID("rule-config")

    // MARK: Rules: each rule's id is declared in its own file under `Validate/Rules/`

    /// `higtype audit`: a fixed size in code that only runs on macOS, which has no Dynamic Type.
    public static let fixedSizeMacOS = DiagnosticID("fixed-size-macos")
    /// `higtype audit`: a size read once from a text style (`preferredFont(forTextStyle:).pointSize`).
    public static let readOnceSize = DiagnosticID("read-once-size")

    /// The root setting `skip` names a path that is nothing in the composed tree (a warning).
    public static let skipUnknown = DiagnosticID("skip-unknown")

    /// Every id of the manifest language and settings: errors no setting can change (and the
    /// `font-stack` warning, which none can either).
    public static let languageCatalogue: [DiagnosticID] = [
        .manifestStructure, .tokenName, .unknownProperty, .unknownType, .missingType, .tokenValue,
        .typographyIncomplete, .aliasMissing, .aliasGroup, .aliasCycle, .aliasType, .aliasSyntax, .refTarget,
        .unsupportedUnit, .positionClamped, .nameCase, .extends, .extendsCycle,
        .extendsDepth, .extendsSize, .unknownPlatform, .duplicatePlatform, .unknownSetting, .tokenSetting,
        .waiverReason, .unknownRule, .ruleConfig, .composeConflict, .foreignFormat, .noTypography,
        .settingOverridden,
        .fontStack, .generatedInput, .skipUnknown,
    ]

    /// The ids only `higtype audit` reports (besides `fixed-size` and `waiver-reason`, which it
    /// shares with the manifest).
    public static let auditCatalogue: [DiagnosticID] = [.fixedSizeMacOS, .readOnceSize]
}
