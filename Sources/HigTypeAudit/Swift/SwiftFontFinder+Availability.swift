import HigTypeSpec

/// The fallback of an availability check: `if #available(iOS 11, *) { … } else { … }` runs its
/// `else` only on systems older than iOS 11, and `guard #available(iOS 11, *) else { … }` its
/// `else` likewise. When the project deploys to iOS 11 or later, that code never runs, and a
/// fixed size there (the pre-Dynamic-Type path beside a text style) reaches no reader
/// (`Auditor` decides, with the deployment target).
///
/// Only a check that is the whole condition counts: `if #available(iOS 11, *), compact { … } else`
/// runs its `else` on any system too.
extension SwiftFontFinder {
    /// The platforms a Swift `#available` names, by the names the language gives them.
    static let availabilityPlatforms: [String: Platform] = [
        "iOS": .ios, "iOSApplicationExtension": .ios, "macOS": .macos, "OSX": .macos,
        "macOSApplicationExtension": .macos, "tvOS": .tvos, "watchOS": .watchos,
    ]

    /// The `else` blocks of whole-condition availability checks (token ranges), each with the
    /// versions its check names, as major × 100 + minor.
    func availabilityFallbacks() -> [(range: Range<Int>, below: [Platform: Int])] {
        var found: [(range: Range<Int>, below: [Platform: Int])] = []
        for k in tokens.indices where name(k) == "#available" {
            guard let keyword = name(k - 1), keyword == "if" || keyword == "guard", isPunct(k + 1, "("),
                let (_, close) = arguments(openingAt: k + 1)
            else { continue }
            var below: [Platform: Int] = [:]
            for j in (k + 2)..<close {
                guard let platform = name(j).flatMap({ Self.availabilityPlatforms[$0] }),
                    tokens[j + 1].kind == .number,
                    let version = DeploymentTarget.Version(Substring(text(j + 1)))
                else { continue }
                below[platform] = version.major * 100 + version.minor
            }
            guard !below.isEmpty else { continue }
            var elseWord = close + 1
            if keyword == "if" {
                guard isPunct(close + 1, "{"), let body = closing(of: close + 1, end: tokens.count) else { continue }
                elseWord = body + 1
            }
            // `else if …` chooses again: its blocks are not all fallback.
            guard name(elseWord) == "else", isPunct(elseWord + 1, "{"),
                let end = closing(of: elseWord + 1, end: tokens.count)
            else { continue }
            found.append((elseWord + 1..<end, below))
        }
        return found
    }
}
