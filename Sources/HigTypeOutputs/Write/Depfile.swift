import HigTypeCompiler
import HigTypeCore
import Mustache

/// A Makefile-syntax dependency file, `out1 out2: manifest template …`, so a Makefile that
/// includes it rebuilds the outputs when a manifest or a custom template changes.
public enum Depfile {
    public static func render(targets: [String], prerequisites: [String]) -> String {
        let lhs = targets.map(escape).joined(separator: " ")
        let rhs = prerequisites.map(escape).joined(separator: " \\\n  ")
        // An empty rule per prerequisite keeps Make going when a prerequisite is deleted.
        let phony = prerequisites.map { "\n" + escape($0) + ":\n" }.joined()
        return lhs + ": " + rhs + "\n" + phony
    }

    /// Escapes a path for Make: spaces and '#' with a backslash, '$' doubled.
    static func escape(_ path: String) -> String {
        var out = ""
        for c in path {
            switch c {
            case " ": out += "\\ "
            case "#": out += "\\#"
            case "$": out += "$$"
            default: out.append(c)
            }
        }
        return out
    }
}
