import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// Names and values as CSS writes them.
package enum CSSNames {
    /// A custom-property and class name from a token path: segments joined by '-', camelCase
    /// split into kebab-case, and anything outside [a-z0-9_-] and non-ASCII letters hex-escaped.
    /// A group's `$root` token is named as the group (`type.title.$root` is `type-title`).
    package static func identifier(_ path: [String]) -> String {
        var out = ""
        for (i, segment) in TokenPath.named(path).enumerated() {
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

    /// A font-family list in the author's order that reaches Apple's fonts on Apple devices.
    ///
    /// - An Apple typeface named alone (beside generic keywords only), or no family at all, gets
    ///   higtype's whole stack for it, fallbacks included: `SF Pro` becomes `system-ui,
    ///   -apple-system, "Helvetica Neue", "Arial", sans-serif`.
    /// - Inside the author's own stack, an Apple family name becomes only the names that reach
    ///   it on Apple devices (`system-ui, -apple-system` for SF Pro), in its place; the author's
    ///   fallbacks follow it as written.
    /// - Generic families and the system-font keywords `-apple-system` and `BlinkMacSystemFont`
    ///   stay bare, as written; every other name is quoted.
    /// - A classic generic family (`serif`, `sans-serif`, `monospace` …) is appended only when
    ///   the stack has none: the one that suits the typeface Apple platforms use from it, an
    ///   Apple typeface's own or, for another name, `CSSGenericFamily`'s guess from the name.
    ///
    /// Linear in the stack's length: a stack of 30,000 names (a 390 KB file) took 27 s when each
    /// name was looked for among those before it.
    static func fontStack(_ families: [String], systemTypeface: Typeface) -> String {
        var items: [String] = []
        var seen: Set<String> = []
        func add(_ item: String) { if seen.insert(item).inserted { items.append(item) } }
        let names = families.isEmpty ? [systemTypeface.rawValue] : families
        let alone = names.filter { !genericFamilies.contains($0.lowercased()) }.count == 1
        for name in names {
            if let keyword = bareKeyword(name) {
                add(keyword)
            } else if let typeface = Typeface(family: name) {
                (alone ? stack(for: typeface) : appleNames(for: typeface)).forEach(add)
            } else {
                add("\"" + Escaping.css(name) + "\"")
            }
        }
        // system-ui and the ui-* keywords are newer than the classic generics; end with one of those.
        if !items.contains(where: { classicGenerics.contains($0) }) {
            // The family Apple platforms use from the stack: an Apple typeface's own generic,
            // else the one that fits the name (`CSSGenericFamily`: "DM Mono" is monospace).
            let used = Typeface.indexUsedOnApplePlatforms(in: names).map { names[$0] }
            add(used.map { Typeface(family: $0).map(generic) ?? CSSGenericFamily.generic(for: $0) } ?? "sans-serif")
        }
        return items.joined(separator: ", ")
    }

    static let genericFamilies = FontStack.genericFamilies

    static let classicGenerics: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy"]

    /// A name CSS must see unquoted, as CSS writes it: a generic family, or a system-font keyword.
    private static func bareKeyword(_ name: String) -> String? {
        let lowered = name.lowercased()
        if genericFamilies.contains(lowered) || lowered == "-apple-system" { return lowered }
        return lowered == "blinkmacsystemfont" ? "BlinkMacSystemFont" : nil
    }

    /// The names that reach an Apple typeface on Apple devices, without other systems' fallbacks.
    private static func appleNames(for typeface: Typeface) -> [String] {
        switch typeface {
        case .sfPro, .sfCompact: ["system-ui", "-apple-system"]
        case .sfProRounded, .sfCompactRounded: ["ui-rounded", "\"\(typeface.rawValue)\""]
        case .sfMono: ["ui-monospace", "\"SF Mono\"", "\"SFMono-Regular\""]
        case .newYork: ["ui-serif", "\"New York\""]
        }
    }

    /// An Apple typeface with fallbacks for other systems, for a stack that names it alone.
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
