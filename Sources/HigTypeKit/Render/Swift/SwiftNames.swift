/// Names as Swift writes them.
enum SwiftNames {
    /// A lowerCamelCase identifier from a token path: segments joined, characters that cannot
    /// appear in an identifier dropped as word breaks, a leading digit prefixed with '_', and
    /// keywords escaped with backticks.
    static func identifier(_ path: [String]) -> String {
        var words: [String] = []
        for segment in path {
            var word = ""
            for scalar in segment.unicodeScalars {
                if isIdentifierCharacter(scalar) {
                    word.unicodeScalars.append(scalar)
                } else if !word.isEmpty {
                    words.append(word)
                    word = ""
                }
            }
            if !word.isEmpty { words.append(word) }
        }
        guard let first = words.first else { return "_" }
        var name = lowercasedFirst(first) + words.dropFirst().map(uppercasedFirst).joined()
        if let c = name.unicodeScalars.first, ("0"..."9").contains(c) { name = "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// True for an ASCII identifier that needs no escaping: a letter or '_', then letters, digits or '_'.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII,
            !keywords.contains(name)
        else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    private static func isIdentifierCharacter(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "_"
            || (s.value >= 0x80 && (s.properties.isAlphabetic || s.properties.numericType != nil))
    }

    private static func lowercasedFirst(_ s: String) -> String {
        // Keep acronyms readable: "UI" → "ui", "URLBar" → "urlBar".
        let scalars = Array(s.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count, ("A"..."Z").contains(scalars[upperRun]) { upperRun += 1 }
        if upperRun <= 1 || upperRun == scalars.count { return s.prefix(upperRun == scalars.count ? s.count : 1).lowercased() + s.dropFirst(upperRun == scalars.count ? s.count : 1) }
        return String(String.UnicodeScalarView(scalars[..<(upperRun - 1)])).lowercased()
            + String(String.UnicodeScalarView(scalars[(upperRun - 1)...]))
    }

    private static func uppercasedFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "some", "any", "consuming", "borrowing", "package",
    ]
}
