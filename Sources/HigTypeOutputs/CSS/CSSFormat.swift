import HigTypeCompiler
import HigTypeCore
import HigTypeSpec

/// `typography.css`: custom properties per token, one rule per size category.
struct CSSFormat: OutputKind {
    let name = "css"
    let summary = "writes typography.css: each token's custom properties, and a rule per size category."
    let isDefault = true
    let template: String? = "typography.css.mustache"
    var escape: @Sendable (String) -> String { Escaping.css }

    func optionProblem(_ options: RenderOptions) -> Diagnostic? {
        CSSSelectorPattern.problem(options.cssSelector).map {
            .error(.renderOption, "the CSS selector pattern '\(options.cssSelector)' cannot be used: \($0)")
        }
    }

    /// `--css-platform` names a platform the manifest does not target: an empty `:root {}` with
    /// exit 0 would be a silently wrong output.
    func refusal(_ setup: RenderSetup) -> Diagnostic? {
        guard let asked = setup.options.cssPlatform, !setup.resolved.platforms.contains(asked) else { return nil }
        let targets = setup.resolved.platforms.map(\.rawValue).joined(separator: ", ")
        return .error(
            .platformNotTargeted,
            "--css-platform \(asked.rawValue): the manifest does not target \(asked.displayName), so there are no "
                + "values to write; its platforms are \(targets.isEmpty ? "none with HIG tables" : targets). "
                + "Add it to $extensions[\"dev.higtype\"].platforms or pick one of those")
    }

    func warnings(_ setup: RenderSetup) -> [Diagnostic] {
        guard setup.options.cssTextScale, let cssPlatform = setup.cssPlatform,
            TextScaleBreakpoints(HIG.spec(for: cssPlatform)) == nil
        else { return [] }
        // Advice that names a platform the manifest does not target would fail (platform-not-targeted).
        let curved = setup.resolved.platforms.filter { TextScaleBreakpoints(HIG.spec(for: $0)) != nil }
        let advice =
            curved.isEmpty
            ? "None of the manifest's platforms has Dynamic Type sizes; drop the flag"
            : "Pick a platform with Dynamic Type sizes with --css-platform "
                + curved.map(\.rawValue).joined(separator: " or ") + ", or drop the flag"
        return [
            .warning(
                .textScaleIgnored,
                "--css-text-scale changes nothing: the CSS carries \(cssPlatform.displayName)'s values, which have "
                    + "one size category, so there is no curve to follow; the CSS is as without the flag. " + advice)
        ]
    }

    /// Two tokens with one CSS name would let one's values silently replace the other's.
    func clashes(_ setup: RenderSetup) -> [Diagnostic] {
        CSSNameCheck.check(setup.resolved.tokens, platform: setup.cssPlatform)
    }
}
