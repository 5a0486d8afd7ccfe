/// A path pattern for `audit --exclude` and a config's `audit.exclude`, matched against a path
/// relative to a folder, segment by segment: `*` is any text within one segment, `?` one
/// character of it, and a `**` segment any number of segments, none included. So
/// `**/Tests/**` excludes every file under a folder named Tests, at any depth;
/// `**/*Preview*.swift` every Swift file whose name holds "Preview"; `Generated/**` the
/// Generated folder at the top only. A pattern matches the whole path, never a part of it.
public struct AuditGlob: Hashable, Sendable {
    /// The pattern as written.
    public let pattern: String
    private let segments: [[Character]]

    public init(_ pattern: String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
    }

    /// Whether the pattern matches `path`, a relative path with `/` between segments.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        // can[i][j]: pattern segments i... match path segments j...; filled from the end, so
        // the cost is patterns × segments, however many `**` the pattern holds.
        let width = parts.count + 1
        var can = [Bool](repeating: false, count: (segments.count + 1) * width)
        can[segments.count * width + parts.count] = true
        for i in stride(from: segments.count - 1, through: 0, by: -1) {
            for j in stride(from: parts.count, through: 0, by: -1) {
                if segments[i] == ["*", "*"] {
                    can[i * width + j] = can[(i + 1) * width + j] || (j < parts.count && can[i * width + j + 1])
                } else {
                    can[i * width + j] =
                        j < parts.count && Self.segment(segments[i], matches: parts[j]) && can[(i + 1) * width + j + 1]
                }
            }
        }
        return can[0]
    }

    /// One segment against one name: `*` any run of characters, `?` one, the rest themselves.
    /// Greedy with one backtrack point, so linear in practice and never exponential.
    static func segment(_ pattern: [Character], matches name: [Character]) -> Bool {
        var p = 0
        var n = 0
        var star: Int?
        var resume = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == name[n]) {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = n
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
