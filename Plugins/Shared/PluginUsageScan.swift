// Shared by the plugins (Plugins/Shared); also compiled into HigTypeEndToEndTests through a
// symbolic link (Tests/HigTypeEndToEndTests/Plugin/PluginUsageScan.swift), which tests it on
// manifests' text. Foundation-free: nothing here reads a file.

/// Which targets of a package apply a plugin, read from the text of its Package.swift. A command
/// plugin cannot ask the package manager (PackagePlugin does not say which plugins a target
/// applies), so `higtype-generate` reads the manifest as it is usually written: a target's
/// declaration (`.target(`, `.executableTarget(`, `.testTarget(`) whose `name:` is a string
/// literal and whose arguments hold `.plugin(name: "NAME"`. Comments and string literals are
/// skipped, so a commented-out usage does not count. A manifest that builds its targets in code
/// (a loop, a variable holding the name) may apply it unseen; the build-tool plugin still
/// refuses the clash there, at the next build.
enum PluginUsageScan {
    /// The names of the targets whose declaration in `manifest` applies the plugin `plugin`.
    static func targets(applying plugin: String, inManifest manifest: String) -> Set<String> {
        let code = Array(codeOnly(manifest).unicodeScalars)
        var found: Set<String> = []
        for kind in ["target", "executableTarget", "testTarget"] {
            let opener = Array(("." + kind + "(").unicodeScalars)
            var i = 0
            while let start = index(of: opener, in: code, from: i) {
                let bodyStart = start + opener.count
                let bodyEnd = closingParenthesis(in: code, from: bodyStart)
                let body = Array(code[bodyStart..<bodyEnd])
                if let name = topLevelName(in: body), applies(plugin, in: body) { found.insert(name) }
                i = bodyStart
            }
        }
        return found
    }

    /// The text without its comments; string literals stay as they are (the names are string
    /// literals), and a comment marker inside one is not a comment. Here and below, a string
    /// literal ends at its closing quote or, unclosed, at the end of its line, as in Swift.
    static func codeOnly(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        var inString = false
        while i < scalars.count {
            let c = scalars[i]
            let next = i + 1 < scalars.count ? scalars[i + 1] : " "
            if inString {
                out.append(c)
                if c == "\\", i + 1 < scalars.count {
                    out.append(next)
                    i += 2
                    continue
                }
                if c == "\"" || c == "\n" { inString = false }
                i += 1
            } else if c == "/", next == "/" {
                while i < scalars.count, scalars[i] != "\n" { i += 1 }
            } else if c == "/", next == "*" {
                i += 2
                while i < scalars.count, !(scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/") {
                    i += 1
                }
                i += 2
                out.append(" ")
            } else {
                if c == "\"" { inString = true }
                out.append(c)
                i += 1
            }
        }
        return String(out)
    }

    /// The first place of `needle` at or after `start` (a place outside any string literal)
    /// that is itself outside string literals.
    static func index(of needle: [Unicode.Scalar], in text: [Unicode.Scalar], from start: Int) -> Int? {
        guard !needle.isEmpty, text.count >= needle.count, start <= text.count - needle.count else { return nil }
        var i = start
        var inString = false
        while i <= text.count - needle.count {
            let c = text[i]
            if inString {
                if c == "\\" { i += 1 } else if c == "\"" || c == "\n" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == needle[0], Array(text[i..<(i + needle.count)]) == needle {
                return i
            }
            i += 1
        }
        return nil
    }

    /// The index of the `)` that closes a `(` just before `start` (or the text's end), skipping
    /// string literals.
    static func closingParenthesis(in text: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 1
        var i = start
        var inString = false
        while i < text.count {
            let c = text[i]
            if inString {
                if c == "\\" { i += 1 } else if c == "\"" || c == "\n" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return text.count
    }

    /// The string literal after the first `name:` of the call's own arguments (not a nested call's).
    static func topLevelName(in body: [Unicode.Scalar]) -> String? {
        var depth = 0
        var i = 0
        var inString = false
        let label = Array("name:".unicodeScalars)
        while i < body.count {
            let c = body[i]
            if inString {
                if c == "\\" { i += 1 } else if c == "\"" || c == "\n" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
            } else if depth == 0, i + label.count <= body.count, Array(body[i..<(i + label.count)]) == label,
                i == 0 || !(body[i - 1].properties.isAlphabetic || body[i - 1] == "_")
            {
                var j = i + label.count
                while j < body.count, body[j] == " " || body[j] == "\n" || body[j] == "\t" { j += 1 }
                guard j < body.count, body[j] == "\"" else { return nil }
                var name = String.UnicodeScalarView()
                j += 1
                while j < body.count, body[j] != "\"" {
                    // A string literal ends on its line; one that does not is no name.
                    guard body[j] != "\n", body[j] != "\\" else { return nil }
                    name.append(body[j])
                    j += 1
                }
                return j < body.count ? String(name) : nil
            }
            i += 1
        }
        return nil
    }

    /// Whether the arguments hold `.plugin(name: "PLUGIN"`, spaces and line breaks allowed.
    static func applies(_ plugin: String, in body: [Unicode.Scalar]) -> Bool {
        let opener = Array(".plugin(".unicodeScalars)
        var i = 0
        while let start = index(of: opener, in: body, from: i) {
            let rest = body[(start + opener.count)...]
            if topLevelName(in: Array(rest)) == plugin { return true }
            i = start + opener.count
        }
        return false
    }
}
