import HigTypeCore

/// The scanner behind `FontStack.parse`: one pass over the string's Unicode scalars, one
/// entry per comma-separated item. It throws `FontStack.Problem` at the first malformed item.
struct FontStackScanner {
    private let scalars: [Unicode.Scalar]
    private var i = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    typealias Problem = FontStack.Problem

    mutating func entries() throws(Problem) -> [FontStack.Entry] {
        var entries: [FontStack.Entry] = []
        var lastComma: Int?
        while true {
            skipSpace()
            guard i < scalars.count, scalars[i] != "," else {
                throw emptyEntry(first: entries.isEmpty, comma: lastComma)
            }
            let entry = FontStack.isQuote(scalars[i]) ? try quoted() : try unquoted()
            entries.append(entry)
            skipSpace()
            guard i < scalars.count else { return entries }
            guard scalars[i] == "," else {
                throw Problem(
                    message: "unexpected \(describe(scalars[i])) after the quoted name; separate names with commas",
                    offset: i)
            }
            lastComma = i
            i += 1
        }
    }

    /// Where an empty entry is reported: at the comma that ends or follows it.
    private func emptyEntry(first: Bool, comma: Int?) -> Problem {
        if i < scalars.count {
            return Problem(
                message: first
                    ? "the stack starts with a comma: an empty family name"
                    : "two commas with no family name between them", offset: i)
        }
        if let comma { return Problem(message: "the stack ends with a comma: an empty family name", offset: comma) }
        return Problem(message: "the stack names no family", offset: 0)
    }

    /// A quoted name: up to the matching quote, with escapes.
    private mutating func quoted() throws(Problem) -> FontStack.Entry {
        let open = i
        let quote = scalars[i]
        i += 1
        var name = ""
        // A name of spaces only is empty; an escaped space is a character of the name.
        var hasContent = false
        while true {
            guard i < scalars.count else {
                throw Problem(message: "the quote \(quote) that starts this name is never closed", offset: open)
            }
            let c = scalars[i]
            if c == quote {
                i += 1
                break
            }
            if c == "\n" || c == "\r" || c == "\u{0C}" {
                throw Problem(message: "a line break inside a quoted name", offset: i)
            }
            if c == "\\" {
                // A backslash before a line break continues the string; CSS drops both.
                if i + 1 < scalars.count, ["\n", "\r", "\u{0C}"].contains(scalars[i + 1]) {
                    i += 2
                    continue
                }
                name.unicodeScalars.append(try escape())
                hasContent = true
                continue
            }
            name.unicodeScalars.append(c)
            hasContent = hasContent || !Self.isSpace(c)
            i += 1
        }
        guard hasContent else {
            throw Problem(message: "an empty family name in quotes", offset: open)
        }
        return FontStack.Entry(name: name, isQuoted: true, offset: open)
    }

    /// Unquoted words up to the next comma, joined by one space.
    private mutating func unquoted() throws(Problem) -> FontStack.Entry {
        let start = i
        var name = ""
        var pendingSpace = false
        var words = 0
        while i < scalars.count, scalars[i] != "," {
            let c = scalars[i]
            if Self.isSpace(c) {
                pendingSpace = true
                i += 1
                continue
            }
            if FontStack.isQuote(c) {
                throw Problem(
                    message: "a quote inside an unquoted family name; quote the whole name or none of it", offset: i)
            }
            if pendingSpace {
                name += " "
                words += 1
                pendingSpace = false
            }
            if c == "\\" {
                name.unicodeScalars.append(try escape())
            } else {
                name.unicodeScalars.append(c)
                i += 1
            }
        }
        let lowered = name.lowercased()
        if words == 0, FontStack.genericFamilies.contains(lowered) { name = lowered }
        return FontStack.Entry(name: name, isQuoted: false, offset: start)
    }

    /// The character a backslash escapes, with `i` at the backslash: up to six hex digits and
    /// one optional space, or any other character itself. Zero, surrogates and values past
    /// U+10FFFF become U+FFFD, as CSS has it.
    private mutating func escape() throws(Problem) -> Unicode.Scalar {
        let backslash = i
        i += 1
        guard i < scalars.count, !["\n", "\r", "\u{0C}"].contains(scalars[i]) else {
            throw Problem(message: "a backslash that escapes nothing", offset: backslash)
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, i < scalars.count, let digit = Self.hexValue(scalars[i]) {
            value = value * 16 + digit
            digits += 1
            i += 1
        }
        guard digits > 0 else {
            defer { i += 1 }
            return scalars[i]
        }
        if i < scalars.count, Self.isSpace(scalars[i]) { i += 1 }
        return value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private static func hexValue(_ c: Unicode.Scalar) -> UInt32? {
        switch c {
        case "0"..."9": c.value - 48
        case "a"..."f": c.value - 87
        case "A"..."F": c.value - 55
        default: nil
        }
    }

    private mutating func skipSpace() {
        while i < scalars.count, Self.isSpace(scalars[i]) { i += 1 }
    }

    /// CSS whitespace: space, tab, and the line breaks.
    private static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    private func describe(_ c: Unicode.Scalar) -> String {
        c.properties.generalCategory == .control ? "U+" + String(c.value, radix: 16, uppercase: true) : "'\(c)'"
    }
}
