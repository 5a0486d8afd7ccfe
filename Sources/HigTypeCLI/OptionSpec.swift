import HigTypeKit

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

extension OptionSpec {
    /// Raises the bound on one output's size; shared by build and preview.
    static let maxOutputBytes = OptionSpec(
        name: "--max-output-bytes", valueName: "N",
        help: """
            The most bytes one output (or the preview page) may take, N a whole number of bytes, or \
            with K, M or G (KiB, MiB, GiB) after it (default 256M). Past it the run stops with an \
            output-limit error and writes nothing; raise it only for a manifest meant to be that large.
            """,
        inSynopsis: false)

    /// `--max-output-bytes` as given, or the default.
    static func parseMaxOutputBytes(_ parsed: ParsedArguments) throws(UsageError) -> Int {
        guard let text = parsed[maxOutputBytes] else { return RenderOptions().maxOutputBytes }
        let units: [Character: Int] = [
            "K": 1 << 10, "k": 1 << 10, "M": 1 << 20, "m": 1 << 20, "G": 1 << 30, "g": 1 << 30,
        ]
        let unit = text.last.flatMap { units[$0] }
        let digits = unit == nil ? Substring(text) : text.dropLast()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let number = Int(digits),
            number > 0
        else {
            throw UsageError(
                "--max-output-bytes takes a whole number of bytes above 0, with K, M or G after it for KiB, MiB or GiB "
                    + "(e.g. 512M), not '\(text)'")
        }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: unit ?? 1)
        return overflow ? Int.max : bytes
    }
}
