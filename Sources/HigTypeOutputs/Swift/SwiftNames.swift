import HigTypeCompiler
import HigTypeCore
import HigTypeSpec
import Mustache

/// Names as Swift writes them.
public enum SwiftNames {
    /// A lowerCamelCase identifier from a token path: segments joined, characters that cannot
    /// appear in an identifier dropped as word breaks, a name that cannot start an identifier
    /// (a digit, a combining mark) prefixed with '_', and keywords escaped with backticks.
    /// A path with no identifier characters at all becomes `token`. A group's `$root` token is
    /// named as the group (`type.title.$root` is `typeTitle`).
    package static func identifier(_ path: [String]) -> String {
        var words: [String] = []
        for segment in TokenPath.named(path) {
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
        guard let first = words.first else { return "token" }
        var name = lowercasedFirst(first) + words.dropFirst().map(uppercasedFirst).joined()
        if let head = name.unicodeScalars.first, !isIdentifierHead(head) { name = "_" + name }
        return escaped(name)
    }

    /// `name` in backticks when it is a keyword, so it can be declared and referenced.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` without the backticks `escaped` adds: the name Swift code spells it by.
    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }

    /// True for an ASCII identifier that needs no escaping: a letter or '_', then letters, digits or '_'.
    public static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII,
            !keywords.contains(name)
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }

    /// Why `name` cannot be the namespace of the generated Swift (`--swift-namespace`), or nil.
    /// It must be a plain identifier, not a keyword, and not a name the generated file uses where
    /// the namespace's name would hide it, or which would hide the namespace's name: a type or
    /// function of the standard library, Foundation, SwiftUI, UIKit or AppKit that the file calls
    /// (`String` gave 88 compile errors), or a member the file declares and refers to in the
    /// scope where it also names the namespace (`metrics`, `font` …). Each of these names was
    /// found to break the generated file by compiling it (`NamespaceCompileTests`); the other
    /// names the file holds (`Token`, `SizeCategory`, `all` …) do not, since Swift looks them up
    /// qualified.
    public static func namespaceProblem(_ name: String) -> String? {
        if keywords.contains(name) { return "'\(name)' is a Swift keyword" }
        guard isPlainIdentifier(name) else {
            return "it must be a Swift identifier of ASCII letters, digits and '_', e.g. 'AppTypography'"
        }
        if let used = namespaceClashes[name] {
            return used.hasPrefix("a member")
                ? "the generated file declares \(used) '\(name)', which would hide the namespace where both are used"
                : "the generated file uses \(used) '\(name)', which a namespace of that name would hide"
        }
        return nil
    }

    /// The names that break the generated file as its namespace, by where they come from.
    static let namespaceClashes: [String: String] = {
        var names: [String: String] = [:]
        for name in ["Bool", "CaseIterable", "Double", "Hashable", "Int", "Sendable", "String"] {
            names[name] = "the standard library's"
        }
        names["fatalError"] = "the standard library's function"
        names["max"] = "the standard library's function"
        names["CGFloat"] = "Foundation's"
        for name in ["Content", "DynamicTypeSize", "Environment", "Font", "View", "ViewModifier"] {
            names[name] = "SwiftUI's"
        }
        for name in [
            "NSAttributedString", "NSMutableParagraphStyle", "UIContentSizeCategory", "UIFont", "UIFontDescriptor",
            "UIFontMetrics", "UITraitCollection",
        ] {
            names[name] = "UIKit's"
        }
        names["NSFont"] = "AppKit's"
        for name in [
            "attributes", "body", "defaultMetrics", "design", "font", "fontFamily", "hasTextStyleSize", "isAvailable",
            "lineSpacing", "metrics", "modifier", "name", "platforms", "scalingStyle", "textStyle", "token",
            "tracking", "traitCollection", "typography", "uiFont",
        ] {
            names[name] = "a member named"
        }
        return names
    }()

    /// Whether `s` may appear in an identifier. ASCII letters, digits and '_'; beyond ASCII,
    /// letters, marks, digits and connector punctuation that also lie in the ranges the Swift
    /// grammar allows (C11 Annex D). Symbols, emoji and invisible format characters such as
    /// bidirectional overrides are left out, so a name reads as what it is.
    static func isIdentifierCharacter(_ s: Unicode.Scalar) -> Bool {
        if s.isASCII {
            return ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "_"
        }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
            .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return isInSwiftIdentifierRanges(s.value)
        default:
            return false
        }
    }

    /// Whether `s` may start an identifier: an identifier character that is not a digit or a mark.
    static func isIdentifierHead(_ s: Unicode.Scalar) -> Bool {
        guard isIdentifierCharacter(s), !("0"..."9").contains(s) else { return false }
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber: return false
        default: return true
        }
    }

    /// The non-ASCII code points the Swift grammar allows in identifiers (identifier-head and
    /// the combining ranges of identifier-character).
    private static func isInSwiftIdentifierRanges(_ v: UInt32) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
            0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x300...0x36F, 0x370...0x167F,
            0x1681...0x180D, 0x180F...0x1DBF, 0x1DC0...0x1DFF, 0x1E00...0x1FFF, 0x203F...0x2040, 0x2054...0x2054,
            0x2070...0x20CF, 0x20D0...0x20FF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
            0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
            0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE20...0xFE2F,
            0xFE30...0xFE44, 0xFE47...0xFFFD,
        ]
        if v >= 0x10000 { return v <= 0xEFFFD && v & 0xFFFF <= 0xFFFD }
        return ranges.contains { $0.contains(v) }
    }

    private static func lowercasedFirst(_ s: String) -> String {
        // Keep acronyms readable: "UI" → "ui", "URLBar" → "urlBar".
        let scalars = Array(s.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count, ("A"..."Z").contains(scalars[upperRun]) { upperRun += 1 }
        if upperRun <= 1 || upperRun == scalars.count {
            return s.prefix(upperRun == scalars.count ? s.count : 1).lowercased()
                + s.dropFirst(upperRun == scalars.count ? s.count : 1)
        }
        return String(String.UnicodeScalarView(scalars[..<(upperRun - 1)])).lowercased()
            + String(String.UnicodeScalarView(scalars[(upperRun - 1)...]))
    }

    private static func uppercasedFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// Words Swift reserves. Escaping one that is only contextual (`some`, `any`) is harmless.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "some", "any", "consuming", "borrowing", "package",
    ]

    // MARK: Apple API names

    /// The text style a token scales with in Apple's APIs, by `UIFont.TextStyle`'s names.
    /// SwiftUI and UIKit share eleven styles; the HIG's platform-only styles have no API
    /// counterpart everywhere, so each maps to the nearest shared one: watchOS Footnote 1 and 2
    /// to footnote, tvOS Subtitle 1 to headline (the same size), and visionOS's extra large
    /// titles to largeTitle. The mapping is made here, once, rather than with `#if os(...)` in
    /// the generated file, so the file reads the same on every platform.
    package static func apiTextStyle(_ style: TextStyle) -> String {
        switch style {
        case .extraLargeTitle, .extraLargeTitle2, .largeTitle: "largeTitle"
        case .title1: "title1"
        case .title2: "title2"
        case .title3: "title3"
        case .headline, .subtitle1: "headline"
        case .subheadline: "subheadline"
        case .body: "body"
        case .callout: "callout"
        case .footnote, .footnote1, .footnote2: "footnote"
        case .caption1: "caption1"
        case .caption2: "caption2"
        }
    }

    /// SwiftUI's `Font.TextStyle` spelling of a UIKit text style name: `title`, `caption`.
    package static func swiftUITextStyle(_ apiStyle: String) -> String {
        switch apiStyle {
        case "title1": "title"
        case "caption1": "caption"
        default: apiStyle
        }
    }

    /// The system font design (`Font.Design`, `UIFontDescriptor.SystemDesign`) that draws an
    /// Apple typeface. SF Pro and SF Compact are the system font itself; the platform picks
    /// which (SF Compact on watchOS).
    static func design(_ typeface: Typeface) -> String {
        switch typeface {
        case .sfPro, .sfCompact: "default"
        case .sfProRounded, .sfCompactRounded: "rounded"
        case .newYork: "serif"
        case .sfMono: "monospaced"
        }
    }

    /// The `Font.Weight` / `UIFont.Weight` name of a weight.
    static func weight(_ weight: FontWeight) -> String {
        switch weight {
        case .ultralight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }

    /// `SwiftUI.DynamicTypeSize` and `UIContentSizeCategory` case names of a size category;
    /// `default` (macOS, tvOS) has no Dynamic Type counterpart and stands for the default size, large.
    static func dynamicTypeNames(_ category: SizeCategory) -> (swiftUI: String, uiKit: String) {
        switch category {
        case .xSmall: ("xSmall", "extraSmall")
        case .small: ("small", "small")
        case .medium: ("medium", "medium")
        case .large, .default: ("large", "large")
        case .xLarge: ("xLarge", "extraLarge")
        case .xxLarge: ("xxLarge", "extraExtraLarge")
        case .xxxLarge: ("xxxLarge", "extraExtraExtraLarge")
        case .accessibility1: ("accessibility1", "accessibilityMedium")
        case .accessibility2: ("accessibility2", "accessibilityLarge")
        case .accessibility3: ("accessibility3", "accessibilityExtraLarge")
        case .accessibility4: ("accessibility4", "accessibilityExtraExtraLarge")
        case .accessibility5: ("accessibility5", "accessibilityExtraExtraExtraLarge")
        }
    }
}
