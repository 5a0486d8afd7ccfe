/// "Did you mean" for a dotted name with one segment shortened or spelled out: `font.monospace`
/// for `font.mono`, `type.caption` for `type.captionEmphasized`. Edit distance misses these, since
/// the added or dropped letters are most of the segment; the alias resolver asks here when
/// `SuggestionIndex` finds nothing.
///
/// A candidate matches when it has as many segments as the word, all but one equal (folded, as
/// `foldName` does), and of the one that differs, the shorter is a prefix of the longer and at
/// least `minimumPrefix` characters long. The answer is the one candidate that matches; when
/// several do (`font.mono` for `font.monospace` and `font.monochrome`), there is no answer,
/// since a guess between them would be a wild one.
public struct AbbreviationIndex: Sendable {
    /// The fewest characters the shorter segment must have: "mono" suggests "monospace", "mo" nothing.
    public static let minimumPrefix = 3

    private let names: [String]
    /// Each candidate's segments, folded.
    private let segments: [[String]]
    /// Candidate indices by their folded segments with one of them cut to its first
    /// `minimumPrefix` characters: the candidates that agree with a word everywhere but at that
    /// segment, and begin it as the word does (as a segment and its abbreviation must).
    private let byOthers: [String: [Int32]]

    public init(_ candidates: [String]) {
        var segments: [[String]] = []
        var byOthers: [String: [Int32]] = [:]
        segments.reserveCapacity(candidates.count)
        for (index, name) in candidates.enumerated() {
            let folded = Self.fold(name)
            segments.append(folded)
            for position in folded.indices {
                guard let key = Self.key(folded, cutting: position) else { continue }
                byOthers[key, default: []].append(Int32(index))
            }
        }
        self.names = candidates
        self.segments = segments
        self.byOthers = byOthers
    }

    /// The one candidate that differs from `word` by a shortened or lengthened segment, if exactly
    /// one does, among those `accept` lets through (a candidate it refuses is not counted at all).
    public func closest(to word: String, where accept: (String) -> Bool = { _ in true }) -> String? {
        let folded = Self.fold(word)
        var found: Int32?
        for position in folded.indices {
            guard let key = Self.key(folded, cutting: position) else { continue }
            for index in byOthers[key] ?? [] {
                guard Self.abbreviates(folded[position], segments[Int(index)][position]), index != found,
                    accept(names[Int(index)])
                else {
                    continue
                }
                guard found == nil else { return nil }
                found = index
            }
        }
        return found.map { names[Int($0)] }
    }

    /// Whether one of two different segments is a prefix of the other, long enough to mean it.
    static func abbreviates(_ a: String, _ b: String) -> Bool {
        guard a != b else { return false }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        return short.count >= minimumPrefix && long.hasPrefix(short)
    }

    private static func fold(_ name: String) -> [String] {
        name.split(separator: ".", omittingEmptySubsequences: false).map { foldName(String($0)) }
    }

    /// The segments joined by a character no folded name holds, the one at `position` cut to its
    /// first `minimumPrefix` characters and marked; nil when that segment is shorter than that.
    private static func key(_ segments: [String], cutting position: Int) -> String? {
        guard segments[position].count >= minimumPrefix else { return nil }
        return segments.enumerated().map {
            $0.offset == position ? "\u{0}" + $0.element.prefix(minimumPrefix) : $0.element
        }
        .joined(separator: "\u{1}")
    }
}
