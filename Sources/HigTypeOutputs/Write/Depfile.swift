import HigTypeCompiler
import HigTypeCore
import Mustache

/// A Makefile-syntax dependency file, `out1 out2: manifest template …`, so a Makefile that
/// includes it rebuilds the outputs when a manifest or a custom template changes.
///
/// A depfile is Make syntax, and the names in it come from the command line and from documents
/// (a resolver names its token files), so no name may become syntax: each is escaped exactly as
/// GNU Make reads it back (tested with the real `make`, DepfileInjectionTests), and a name Make
/// cannot express is refused before anything is written. higtype's state files are never named.
public enum Depfile {
    /// The depfile's text, or an error that names the first path Make could not read back as itself.
    public static func render(targets: [String], prerequisites: [String]) throws(Diagnostic) -> String {
        let targets = try targets.filter { !StateFile.isStateFile($0) }.map(escapeOrThrow)
        let prerequisites = try prerequisites.filter { !StateFile.isStateFile($0) }.map(escapeOrThrow)
        let lhs = targets.joined(separator: " ")
        let rhs = prerequisites.joined(separator: " \\\n  ")
        // An empty rule per prerequisite keeps Make going when a prerequisite is deleted.
        let phony = prerequisites.map { "\n" + $0 + ":\n" }.joined()
        return lhs + ": " + rhs + "\n" + phony
    }

    private static func escapeOrThrow(_ path: String) throws(Diagnostic) -> String {
        switch escape(path) {
        case .success(let escaped): return escaped
        case .failure(let problem):
            throw .error(
                .depfileName,
                "cannot name '\(path)' in the depfile: \(problem.reason); rename the file, or build "
                    + "without --depfile")
        }
    }

    /// Why Make cannot read a name back as itself.
    struct Problem: Error, Equatable {
        var reason: String
    }

    /// Make's directives and the words that start a target-specific variable: as the first word
    /// of a line or of a prerequisite list they are syntax, so such a name is written `./name`.
    static let keywords: Set<String> = [
        "define", "undefine", "endef", "include", "-include", "sinclude", "override", "export", "unexport",
        "private", "vpath", "ifdef", "ifndef", "ifeq", "ifneq", "else", "endif", "load", "-load",
    ]

    /// `path` as GNU Make reads it back as one file name in a rule's targets or prerequisites:
    /// blanks, `#`, `:`, `|` and the wildcards `*?[` take a backslash (and the backslashes before
    /// them are doubled), `$` is doubled, a leading `~` or a directive's name gets `./` before it.
    /// Refused: control characters (a newline would end the rule and start another), `;` (it
    /// starts a recipe), `=` (a variable), `%` (a pattern rule), a trailing backslash, an
    /// archive member `lib(member)`, and a name like `.IGNORE`, which Make reads as a special target.
    static func escape(_ path: String) -> Result<String, Problem> {
        func refuse(_ reason: String) -> Result<String, Problem> { .failure(Problem(reason: reason)) }
        guard !path.isEmpty else { return refuse("the name is empty") }
        for scalar in path.unicodeScalars {
            if scalar == "\t" { continue }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                return refuse("it holds a control character (U+\(String(scalar.value, radix: 16, uppercase: true)))")
            }
        }
        if let bad = path.first(where: { ";=%".contains($0) }) {
            return refuse("Make reads '\(bad)' in a file name as syntax and has no escape for it")
        }
        if path.hasSuffix("\\") { return refuse("Make reads a backslash at the end of a name as syntax") }
        if path.hasSuffix(")"), let open = path.firstIndex(of: "("), open != path.startIndex {
            return refuse("Make reads 'name(member)' as a member of an archive")
        }
        var bare = Substring(path)
        while bare.hasPrefix("./") { bare = bare.dropFirst(2) }
        if bare.hasPrefix("."), bare.count > 1,
            bare.dropFirst().allSatisfy({ $0.isASCII && ($0.isUppercase || $0 == "_") })
        {
            return refuse("Make reads '\(bare)' as a special target")
        }
        var out = path.hasPrefix("~") || keywords.contains(path) ? "./" : ""
        var backslashes = 0
        for c in path {
            if c == "\\" {
                backslashes += 1
                out.append(c)
                continue
            }
            if " \t#:|*?[".contains(c) {
                out += String(repeating: "\\", count: backslashes) + "\\"
            }
            backslashes = 0
            if c == "$" {
                out += "$$"
            } else {
                out.append(c)
            }
        }
        return .success(out)
    }
}
