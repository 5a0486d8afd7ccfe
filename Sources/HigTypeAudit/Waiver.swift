#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// The waiver in a comment's bytes (delimiters included), if it holds one. The marker is
    /// found in the bytes themselves, so its offset stays right in a file that is not valid UTF-8.
    static func parse(comment: ArraySlice<UInt8>, commentStart: Int) -> (offset: Int, reason: String?)? {
        let marker = Array(Self.marker.utf8)
        guard comment.count >= marker.count,
            let at = (comment.startIndex...(comment.endIndex - marker.count)).first(where: {
                comment[$0..<$0 + marker.count].elementsEqual(marker)
            })
        else { return nil }
        let offset = commentStart + (at - comment.startIndex)
        var rest = Substring(String(decoding: comment[(at + marker.count)...], as: UTF8.self))
        if rest.hasSuffix("*/") { rest = rest.dropLast(2) }
        // Followed by a letter, it is another word (`fixed-sizes`), not this waiver.
        if let next = rest.first, next.isLetter || next.isNumber { return nil }
        rest = rest.drop { $0.isWhitespace || "—–-:".contains($0) }
        let reason = rest.trimmingWhitespace()
        return (offset, reason.contains { $0.isLetter || $0.isNumber } ? reason : nil)
    }
}
