/// One option a command accepts. The parser, the help's OPTIONS list and the one-line usage
/// are all made from these, so what is documented is what is accepted.
struct OptionSpec: Hashable, Sendable {
    /// The option as typed, e.g. `--out`.
    var name: String
    /// The value's placeholder in the help (`DIR`, `text|json`); nil for a flag, which takes none.
    var valueName: String?
    /// One paragraph for the OPTIONS list, wrapped when printed; a newline forces a line break.
    var help: String
    /// Shown without brackets in the usage. The command itself checks that it was given,
    /// so `--help` works without it.
    var required = false
    /// May be given several times; the usage adds `...` and `ParsedArguments.values` has them all.
    var repeatable = false
    /// Shown in the one-line usage; options left out are still in the help.
    var inSynopsis = true
    /// The value as the one-line usage shows it, where it differs from `valueName`.
    var synopsisValue: String?
    /// The option this one refines: the usage shows it inside that one's brackets.
    var nestedIn: String?

    var isFlag: Bool { valueName == nil }

    /// `--out DIR`, as the OPTIONS list shows it.
    var label: String { valueName.map { "\(name) \($0)" } ?? name }
}

extension OptionSpec {
    /// How diagnostics are printed; shared by the commands that compile manifests.
    static let diagnosticsFormat = OptionSpec(
        name: "--diagnostics-format", valueName: "text|json",
        help: "text (default): compiler-style lines on stderr.\njson: one JSON array of diagnostics on stdout.")

    /// Leaves out the summary line a command prints on success.
    static let quiet = OptionSpec(name: "--quiet", help: "No summary line.")
}

extension OptionSpec {
    /// Picks a resolver document's context for one modifier; shared by build, lint and preview.
    static let context = OptionSpec(
        name: "--context", valueName: "NAME=VALUE",
        help: """
            For a resolver document (*.resolver.json): use context VALUE of modifier NAME, e.g. \
            --context theme=dark. Repeat for several modifiers; the others use their default.
            """,
        repeatable: true)

    /// Compiles every permutation of a resolver document.
    static func allContexts(_ what: String) -> OptionSpec {
        OptionSpec(name: "--all-contexts", help: what)
    }
}

extension OptionSpec {
    /// Widens the project tree a resolver document's references, and templates, may lead into;
    /// shared by build, lint and preview.
    static let allowPath = OptionSpec(
        name: "--allow-path", valueName: "DIR",
        help: """
            Let a resolver document's file references, and templates, lead into DIR too. Without it, \
            they must resolve, symlinks followed, inside the project tree: the repository holding the \
            first manifest (the nearest folder with .git), or its folder when there is none.
            """,
        repeatable: true)
}
