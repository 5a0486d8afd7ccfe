import HigTypeCore

/// The diagnostics of `higtype adopt` (`Adopter`): what it cannot adopt without a guess, and
/// what it refuses to write. None can be configured.
extension DiagnosticID {
    /// A typography token adopt cannot give a style without guessing: its size is relative to
    /// text the file does not name (`0.9285em`), or it has none. The message says what to write,
    /// and where; a warning, as the token is left out of the build (`skip`) and the rest adopted.
    public static let adoptUnconvertible = DiagnosticID("adopt-unconvertible")
    /// The adapter's path is one of the sources, or a file that is not an adapter.
    public static let adoptOutput = DiagnosticID("adopt-output")
    /// With every context of a resolver document, a token that converts to different values in
    /// different contexts (an error: one adapter serves them all), or is nearest different styles
    /// in them (a warning: the adapter names the first context's).
    public static let adoptContexts = DiagnosticID("adopt-contexts")

    /// A token (or group) with an error adopt cannot fix, left out: the adapter's `skip` setting
    /// tells `build` to leave it out too (a warning, with the error's message).
    public static let adoptSkipped = DiagnosticID("adopt-skipped")

    /// A typography role of separate tokens with two tokens for one field (`font-size.md` and
    /// `md.size`): the message names them, and `--compose-exclude`, which decides.
    public static let adoptAmbiguous = DiagnosticID("adopt-ambiguous")

    /// Every id `adopt` reports itself.
    public static let adoptCatalogue: [DiagnosticID] = [
        .adoptUnconvertible, .adoptOutput, .adoptContexts, .adoptSkipped, .adoptAmbiguous,
    ]
}
