import HigTypeCompiler
import HigTypeCore

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

extension Waiver {
    /// The waivers in a file's comments, and a `waiver-reason` error for each without a reason.
    /// `comments` are byte ranges, delimiters included; `closing` is a delimiter to drop from a
    /// comment's end before it is read (`-->`; `*/` is dropped by `parse`). A waiver covers the
    /// lines from its comment's first to the one after its last. `example` is the note's
    /// example of a waiver with a reason, in the file's comment syntax.
    static func collect(
        in comments: [(start: Int, end: Int)], bytes: [UInt8], lines: LineIndex, path: String, closing: String? = nil,
        example: String
    ) -> (waivers: [Waiver], diagnostics: [Diagnostic]) {
        var waivers: [Waiver] = []
        var diagnostics: [Diagnostic] = []
        for comment in comments {
            var end = comment.end
            if let closing, bytes[..<end].suffix(closing.utf8.count).elementsEqual(closing.utf8) {
                end = max(comment.start, end - closing.utf8.count)
            }
            guard let parsed = parse(comment: bytes[comment.start..<end], commentStart: comment.start) else { continue }
            let endLine = lines.line(of: max(comment.start, comment.end - 1))
            waivers.append(
                Waiver(offset: parsed.offset, lines: lines.line(of: comment.start)...endLine + 1, reason: parsed.reason)
            )
            guard parsed.reason == nil else { continue }
            let position = lines.position(of: parsed.offset)
            diagnostics.append(
                .error(
                    .waiverReason,
                    "a fixed-size waiver needs a reason after the marker; without one it waives nothing",
                    at: SourceLocation(file: path, line: position.line, column: position.column, offset: parsed.offset),
                    notes: [.init("write the reason after it, e.g. \(example)")]))
        }
        return (waivers, diagnostics)
    }
}
