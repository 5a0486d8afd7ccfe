import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// The diagnostics of the outputs: rendering, checking and writing files.
extension DiagnosticID {
    /// A format's template is missing from the template set.
    public static let templateMissing = DiagnosticID("template-missing")
    /// Two tokens, or a token and a generated declaration, get the same Swift name.
    public static let swiftNameCollision = DiagnosticID("swift-name-collision")
    /// Two tokens get the same CSS name (`headlineXL` and `headline-xl`).
    public static let cssNameCollision = DiagnosticID("css-name-collision")
    /// An option of the outputs that would break them: a `--css-selector` that is not a selector
    /// pattern, a `--swift-namespace` that would not compile.
    public static let renderOption = DiagnosticID("render-option")
    /// The outputs of one run would pass `OutputBudget`'s bound: a multiple of the input's size.
    public static let outputLimit = DiagnosticID("output-limit")
    /// `--css-text-scale` on a CSS platform with one size category (macOS, tvOS): nothing to scale.
    public static let textScaleIgnored = DiagnosticID("text-scale-ignored")
    /// `build --check`: an output does not exist.
    public static let missingOutput = DiagnosticID("missing-output")
    /// `build --check`: an output's bytes differ from what a build would write.
    public static let staleOutput = DiagnosticID("stale-output")
    /// An output could not be written; nothing was replaced.
    public static let writeFailed = DiagnosticID("write-failed")
    /// `--fix`: a file changed on disk after higtype read it, so its fixes were not written.
    public static let sourceChanged = DiagnosticID("source-changed")
    /// An output path is one of the run's inputs, or the same file as another output.
    public static let outputIsInput = DiagnosticID("output-is-input")
    /// A folder inside the output folder is a symlink that leads out of it.
    public static let outputOutsideFolder = DiagnosticID("output-outside-folder")
    /// A commit journal in the output folder that needs recovery (`--check`) or that higtype
    /// does not trust; either way it was left alone.
    public static let outputJournal = DiagnosticID("output-journal")
    /// A path the depfile would name that Make cannot read back as itself.
    public static let depfileName = DiagnosticID("depfile-name")

    /// A per-platform option names a platform the manifest does not target, whose values the
    /// outputs do not have.
    public static let platformNotTargeted = DiagnosticID("platform-not-targeted")

    /// Every id the outputs report.
    public static let outputsCatalogue: [DiagnosticID] = [
        .templateMissing, .swiftNameCollision, .cssNameCollision, .renderOption, .outputLimit, .textScaleIgnored,
        .platformNotTargeted, .missingOutput, .staleOutput, .writeFailed, .outputIsInput, .outputOutsideFolder,
        .outputJournal, .depfileName,
        .sourceChanged,
    ]
}
