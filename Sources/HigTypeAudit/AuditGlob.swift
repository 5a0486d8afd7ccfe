/// A path pattern for `audit --exclude` and a config's `audit.exclude`, matched against a path
/// relative to a folder, segment by segment: `*` is any text within one segment, `?` one
/// character of it, and a `**` segment any number of segments, none included. So
/// `**/Tests/**` excludes every file under a folder named Tests, at any depth;
/// `**/*Preview*.swift` every Swift file whose name holds "Preview"; `Generated/**` the
/// Generated folder at the top only. A pattern matches the whole path, never a part of it.
///
/// A pattern is compiled once, when it is made: its segments split, runs of `**` segments and of
/// `*` within a segment each made one, a segment without wildcards kept as plain text. Matching
/// walks the path's segments once, keeping the set of pattern segments reached (no table, no
/// backtracking), and matches a segment by its `*`-separated pieces, each at the first place it
/// fits; so a path costs at most its length times the pattern's. A config's patterns are bounded
/// (`maxLength`, `maxCount`), since a committed file chooses them and every file walked pays them.
public struct AuditGlob: Hashable, Sendable {
    /// The longest pattern a config may hold, in UTF-8 bytes.
    public static let maxLength = 1_024
    /// The most patterns a config's `audit.exclude` may hold.
    public static let maxCount = 256

    /// The pattern as written.
    public let pattern: String
    private let segments: [Segment]

    enum Segment: Hashable, Sendable {
        /// `**`: any number of path segments.
        case anyPath
        /// A name without wildcards.
        case literal(String)
        /// A name with `*` or `?`: the pieces between its `*`s (`?` in them one character),
        /// and whether it starts and ends with a `*`.
        case wildcard(pieces: [[Character]], leadingStar: Bool, trailingStar: Bool)
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        var segments: [Segment] = []
        for part in pattern.split(separator: "/", omittingEmptySubsequences: true) {
            let segment = Self.compile(part)
            if segment == .anyPath, segments.last == .anyPath { continue }
            segments.append(segment)
        }
        self.segments = segments
    }

    private static func compile(_ part: Substring) -> Segment {
        if part == "**" { return .anyPath }
        guard part.contains(where: { $0 == "*" || $0 == "?" }) else { return .literal(String(part)) }
        let characters = Array(part)
        let pieces = characters.split(separator: "*", omittingEmptySubsequences: true).map(Array.init)
        return .wildcard(pieces: pieces, leadingStar: characters.first == "*", trailingStar: characters.last == "*")
    }

    /// Whether the pattern matches `path`, a relative path with `/` between segments.
    public func matches(_ path: String) -> Bool {
        // reached[i]: the pattern's first i segments match the path's segments so far.
        var reached = [Bool](repeating: false, count: segments.count + 1)
        reached[0] = true
        close(&reached)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            var next = [Bool](repeating: false, count: segments.count + 1)
            var any = false
            var name: [Character]?
            for i in segments.indices where reached[i] {
                switch segments[i] {
                case .anyPath:
                    next[i] = true
                case .literal(let text):
                    if part == text { next[i + 1] = true }
                case .wildcard(let pieces, let leadingStar, let trailingStar):
                    if name == nil { name = Array(part) }
                    if Self.name(name!, matches: pieces, leadingStar: leadingStar, trailingStar: trailingStar) {
                        next[i + 1] = true
                    }
                }
            }
            close(&next)
            for flag in next where flag { any = true }
            guard any else { return false }
            reached = next
        }
        return reached[segments.count]
    }

    /// Adds what a `**` reaches by matching no segment.
    private func close(_ reached: inout [Bool]) {
        for i in segments.indices where reached[i] && segments[i] == .anyPath { reached[i + 1] = true }
    }

    /// One name against one wildcard segment: the first piece at the start (unless the segment
    /// starts with `*`), the last at the end (unless it ends with one), each other at the first
    /// place after the one before where it fits, which is where any match could put it.
    static func name(_ name: [Character], matches pieces: [[Character]], leadingStar: Bool, trailingStar: Bool)
        -> Bool
    {
        guard !pieces.isEmpty else { return leadingStar || name.isEmpty }
        var start = 0
        var end = name.count
        var middle = pieces[...]
        if !leadingStar {
            guard fits(pieces[0], name, at: 0, before: end) else { return false }
            start = pieces[0].count
            middle = middle.dropFirst()
            if middle.isEmpty { return trailingStar || start == name.count }
        }
        if !trailingStar {
            let last = middle.last!
            guard end - last.count >= start, fits(last, name, at: end - last.count, before: end) else { return false }
            end -= last.count
            middle = middle.dropLast()
        }
        for piece in middle {
            var at = start
            while at + piece.count <= end, !fits(piece, name, at: at, before: end) { at += 1 }
            guard at + piece.count <= end else { return false }
            start = at + piece.count
        }
        return true
    }

    private static func fits(_ piece: [Character], _ name: [Character], at offset: Int, before end: Int) -> Bool {
        guard offset + piece.count <= end else { return false }
        for k in piece.indices where piece[k] != "?" && piece[k] != name[offset + k] { return false }
        return true
    }

    /// Why `pattern` cannot be a config's exclude pattern (too long), or nil.
    public static func problem(with pattern: String) -> String? {
        let length = pattern.utf8.count
        guard length > maxLength else { return nil }
        return "an exclude pattern is at most \(maxLength) bytes; this one has \(length)"
    }
}
