import HigTypeCore
import HigTypeSpec
import Mustache
import HigTypeCompiler

/// Names and values as CSS writes them.
enum CSSNames {
    /// A custom-property and class name from a token path: segments joined by '-', camelCase
    /// split into kebab-case, and anything outside [a-z0-9_-] and non-ASCII letters hex-escaped.
    static func identifier(_ path: [String]) -> String {
        var out = ""
        for (i, segment) in path.enumerated() {
            if i > 0 { out += "-" }
            var previousWasLower = false
            for scalar in segment.unicodeScalars {
                let isUpper = ("A"..."Z").contains(scalar)
                if isUpper && previousWasLower { out += "-" }
                previousWasLower = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
                if isUpper {
                    out += scalar.properties.lowercaseMapping
                } else if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                    || scalar.value >= 0x80 && scalar.properties.isAlphabetic
                {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\" + String(scalar.value, radix: 16) + " "
                }
            }
        }
        // An identifier cannot start with a digit.
        if let first = out.unicodeScalars.first, ("0"..."9").contains(first) {
            out = "\\3" + String(first) + " " + out.dropFirst()
        }
        return out
    }

    /// A font-family list that reaches Apple's system fonts on Apple devices and falls back
    /// to similar fonts elsewhere. Apple family names expand to their CSS keywords; generic
    /// families stay bare; every other name is quoted.
    static func fontStack(_ families: [String], systemTypeface: Typeface) -> String {
        var items: [String] = []
        func add(_ item: String) { if !items.contains(item) { items.append(item) } }
        let names = families.isEmpty ? [systemTypeface.rawValue] : families
        for name in names {
            if let typeface = Typeface(named: name) {
                stack(for: typeface).forEach(add)
            } else if genericFamilies.contains(name.lowercased()) {
                add(name.lowercased())
            } else {
                add("\"" + Escaping.css(name) + "\"")
            }
        }
        // system-ui and the ui-* keywords are newer than the classic generics; end with one of those.
        if !items.contains(where: { classicGenerics.contains($0) }) {
            add(Typeface(named: names[0]).map(generic) ?? "sans-serif")
        }
        return items.joined(separator: ", ")
    }

    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong",
    ]

    static let classicGenerics: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy"]

    private static func stack(for typeface: Typeface) -> [String] {
        switch typeface {
        case .sfPro, .sfCompact: ["system-ui", "-apple-system", "\"Helvetica Neue\"", "\"Arial\""]
        case .sfProRounded, .sfCompactRounded: ["ui-rounded", "\"\(typeface.rawValue)\"", "system-ui", "-apple-system"]
        case .sfMono: ["ui-monospace", "\"SF Mono\"", "\"SFMono-Regular\"", "\"Menlo\"", "\"Consolas\""]
        case .newYork: ["ui-serif", "\"New York\"", "\"Georgia\""]
        }
    }

    private static func generic(_ typeface: Typeface) -> String {
        switch typeface {
        case .sfMono: "monospace"
        case .newYork: "serif"
        default: "sans-serif"
        }
    }
}

extension CSSNames {
    /// A length in px (1 px = 1 pt, as DTCG has it) or rem (16 px), without a trailing ".0".
    static func length(_ points: Double, unit: RenderOptions.CSSUnit) -> String {
        switch unit {
        case .px: return NumberText.format(points) + "px"
        case .rem:
            let rem = (points / 16 * 10_000).rounded() / 10_000
            return NumberText.format(rem) + "rem"
        }
    }
}
