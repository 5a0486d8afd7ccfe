import HigTypeSpec

/// SwiftUI's `Font(_:)` around a UIKit or AppKit system font call: `Font(UIFont.systemFont(ofSize: 16) as CTFont)`,
/// or a project's `Font(uiFont: UIFont.systemFont(ofSize: 16))`.
/// A SwiftUI font made from a platform font keeps that font's size for good, so the UIKit fix-it
/// inside it (`Font(UIFont.preferredFont(forTextStyle: .callout))`) would read the style's size
/// once. SwiftUI stays SwiftUI: the site becomes the whole `Font(…)`, read as `Font.system(size:…)`,
/// and its fix-it is `Font.callout`, with what the call's name said kept as SwiftUI says it.
extension SwiftFixIt {
    /// The sites, each system font call that is the whole argument of `Font(…)` widened to it.
    static func liftingSwiftUIFont(_ sites: [FontSite], bytes: [UInt8]) -> [FontSite] {
        sites.map { lifted($0, bytes: bytes) ?? $0 }
    }

    /// What the name of a system font call says, as SwiftUI says it.
    private static let traits: [String: (weight: String?, design: String?, modifier: String?)] = [
        "systemFont": (nil, nil, nil),
        "boldSystemFont": (".bold", nil, nil),
        "italicSystemFont": (nil, nil, ".italic()"),
        "monospacedSystemFont": (nil, ".monospaced", nil),
        "monospacedDigitSystemFont": (nil, nil, ".monospacedDigit()"),
    ]

    private static func lifted(_ site: FontSite, bytes: [UInt8]) -> FontSite? {
        guard case .systemFont = site.form, let open = site.text.firstIndex(of: "("),
            let member = site.text[..<open].split(separator: ".").last, let said = traits[String(member)]
        else { return nil }
        // `Font(` right before (or a labelled `Font(uiFont:`), `)` right after, or `as CTFont)`;
        // spaces and line breaks between allowed.
        var before = site.offset - 1
        while before >= 0, isSpace(bytes[before]) { before -= 1 }
        if before >= 0, bytes[before] == UInt8(ascii: ":") {
            before -= 1
            while before >= 0, isIdentifier(bytes[before]) { before -= 1 }
            while before >= 0, isSpace(bytes[before]) { before -= 1 }
        }
        guard before >= 4, bytes[before] == UInt8(ascii: "("), word(bytes, endingAt: before, is: "Font") else {
            return nil
        }
        var start = before - 4
        var qualifier = ""
        if start >= 8, word(bytes, endingAt: start, is: "SwiftUI.") {
            start -= 8
            qualifier = "SwiftUI."
        }
        if start > 0, isIdentifier(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".") { return nil }
        var after = site.end
        while after < bytes.count, isSpace(bytes[after]) { after += 1 }
        if bytes[after...].starts(with: "as".utf8), after + 2 < bytes.count, isSpace(bytes[after + 2]) {
            var next = after + 2
            while next < bytes.count, isSpace(bytes[next]) { next += 1 }
            guard bytes[next...].starts(with: "CTFont".utf8) else { return nil }
            after = next + 6
            while after < bytes.count, isSpace(bytes[after]) { after += 1 }
        }
        guard after < bytes.count, bytes[after] == UInt8(ascii: ")") else { return nil }
        // A weight that is not a literal is a UIFont.Weight, which SwiftUI's .weight(_:) does not take.
        var call = FontSite.PlatformFontCall(modifiers: said.modifier.map { [$0] } ?? [])
        var weight = site.swift.weightArgument
        if let written = weight {
            if let name = written.split(separator: ".").last,
                written.hasPrefix(".") || written.hasPrefix("UIFont.Weight.") || written.hasPrefix("NSFont.Weight."),
                FontWeight(rawValue: name.lowercased()) != nil
            {
                weight = "." + name
            } else {
                call.weightNotLiteral = true
            }
        }
        var site = site
        site.form = .swiftUISystem(explicit: true, wrapped: false)
        site.offset = start
        site.end = after + 1
        site.text = String(decoding: bytes[start..<after + 1], as: UTF8.self)
        site.swift.qualifier = qualifier
        site.swift.weightArgument = weight ?? said.weight
        site.swift.design = said.design
        site.swift.keepsTraits = false
        site.platformFont = call
        return site
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            || byte >= 0x80
    }

    /// Whether the bytes just before `end` spell `word`.
    private static func word(_ bytes: [UInt8], endingAt end: Int, is word: String) -> Bool {
        let spelled = Array(word.utf8)
        return end >= spelled.count && bytes[(end - spelled.count)..<end].elementsEqual(spelled)
    }
}
