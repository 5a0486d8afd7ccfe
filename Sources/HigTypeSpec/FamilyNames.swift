import HigTypeCore

/// How a family name in a font stack reads on Apple platforms: which Apple typeface it names,
/// whether it is a CSS keyword for the system font, and whether Apple platforms ship it at all.
extension Typeface {
    /// The Apple typeface a family name in a stack means, if any: a name, display name or alias
    /// (`SF Pro`, `-apple-system`, `BlinkMacSystemFont`, `ui-serif` …), ignoring case, spaces and
    /// hyphens, or any name of the SF families' fonts (`SF Pro Display`, `SFProText-Regular`,
    /// `SFMono-Regular`, `.SFNSText`).
    public init?(family name: String) {
        if let face = Typeface(named: name) {
            self = face
            return
        }
        let folded = foldName(name)
        guard let match = Self.fontNamePrefixes.first(where: { folded.hasPrefix($0.prefix) }) else { return nil }
        self = match.typeface
    }

    /// Folded prefixes of the SF families' font names, the more specific first.
    private static let fontNamePrefixes: [(prefix: String, typeface: Typeface)] = [
        ("sfprorounded", .sfProRounded), ("sfcompactrounded", .sfCompactRounded), ("sfcompact", .sfCompact),
        ("sfpro", .sfPro), ("sfmono", .sfMono), ("sfns", .sfPro), ("sfui", .sfPro),
    ]

    /// True for the CSS names that mean "the system font" rather than one family: `-apple-system`,
    /// `BlinkMacSystemFont`, `system-ui` and `ui-sans-serif`. On watchOS they mean SF Compact.
    public static func isSystemFontKeyword(_ name: String) -> Bool {
        systemFontKeywords.contains(foldName(name))
    }

    private static let systemFontKeywords: Set<String> = [
        "applesystem", "blinkmacsystemfont", "systemui", "uisansserif",
    ]

    /// True for a family that means the platform's system font, which the Swift output draws and
    /// whose tracking applies: a system-font keyword, or SF Pro or SF Compact by any of their
    /// names. Apple platforms draw either with their own system font (SF Compact on watchOS, SF
    /// Pro elsewhere), so each platform takes its own system typeface's tracking.
    public static func isSystemFont(_ name: String) -> Bool {
        if isSystemFontKeyword(name) { return true }
        let typeface = Typeface(family: name)
        return typeface == .sfPro || typeface == .sfCompact
    }

    /// True for a family that is another operating system's own font, which Apple platforms do
    /// not have, so a browser there passes over it: Segoe UI (and every `Segoe UI …` name),
    /// Consolas, Cascadia, Lucida Console (Windows); Cantarell, Oxygen, Ubuntu, DejaVu,
    /// Liberation, Droid, Noto Color Emoji (Linux and Android). Web fonts a page commonly loads
    /// (Roboto, Inter, Noto Sans …) are not on the list: a page that names them first may load them.
    public static func isAbsentOnApplePlatforms(_ name: String) -> Bool {
        let folded = foldName(name)
        return folded.hasPrefix("segoeui") || otherSystemsFonts.contains(folded)
    }

    private static let otherSystemsFonts: Set<String> = [
        "consolas", "cascadiacode", "cascadiamono", "lucidaconsole", "cantarell", "oxygen", "oxygensans", "ubuntu",
        "ubuntumono", "dejavusans", "dejavusansmono", "liberationsans", "liberationmono", "droidsans",
        "droidsansmono", "notocoloremoji", "androidemoji",
    ]

    /// The index of the family in `stack` that Apple platforms use: the first that is not another
    /// system's own font (see `isAbsentOnApplePlatforms`). A web font written first counts: the
    /// page loads it on Apple devices too. Nil when every family is another system's.
    public static func indexUsedOnApplePlatforms(in stack: [String]) -> Int? {
        stack.firstIndex { !isAbsentOnApplePlatforms($0) }
    }
}
