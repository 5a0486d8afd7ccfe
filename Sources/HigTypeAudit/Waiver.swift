import Foundation

/// A comment that waives `fixed-size` findings:
///
///     // higtype: allow fixed-size — onboarding display type, scaled by UIFontMetrics in BrandFont
///     /* higtype: allow fixed-size — marketing hero, the HIG's own exception */
///
/// It waives a finding on the line where the comment ends or on the next line. The reason is
/// required: a waiver without one waives nothing and is an error (`waiver-reason`), as a
/// manifest's `fixedSize.reason` is. Between the marker and the reason any of `—`, `–`, `-`,
/// `:` (or none) may stand.
struct Waiver {
    static let marker = "higtype: allow fixed-size"

    /// Byte offset of the marker, where a missing reason is reported.
    var offset: Int
    /// The lines it covers.
    var lines: ClosedRange<Int>
    /// The reason given; nil when there is none.
    var reason: String?

    /// The waiver in a comment's text (delimiters included), if it holds one.
    static func parse(comment text: String, commentStart: Int) -> (offset: Int, reason: String?)? {
        guard let range = text.range(of: marker) else { return nil }
        let offset = commentStart + text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        var rest = Substring(text[range.upperBound...])
        if rest.hasSuffix("*/") { rest = rest.dropLast(2) }
        // Followed by a letter, it is another word (`fixed-sizes`), not this waiver.
        if let next = rest.first, next.isLetter || next.isNumber { return nil }
        rest = rest.drop { $0.isWhitespace || "—–-:".contains($0) }
        let reason = rest.trimmingCharacters(in: .whitespacesAndNewlines)
        return (offset, reason.contains { $0.isLetter || $0.isNumber } ? reason : nil)
    }
}
