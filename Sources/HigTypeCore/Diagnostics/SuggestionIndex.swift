/// "Did you mean" over a fixed list of names, built once and asked many times: the alias
/// resolver asks it for every missing reference, against every token name.
///
/// It answers exactly as a scan of every candidate would (`Suggestions.closest`): the candidate
/// with the smallest optimal-string-alignment distance to the word, the first one listed on a tie,
/// if that distance is within the word's limit. It only avoids computing what cannot win:
/// - names are folded once and their characters numbered, so comparing is comparing integers;
/// - a candidate whose length differs from the word's by more than the limit is not compared;
/// - for longer words, a candidate within the limit shares enough character pairs (bigrams)
///   with the word that it must hold one of the word's rarest few, so only the candidates
///   listed under those are compared (the q-gram count filter with prefix filtering);
/// - each distance is computed in a band around the diagonal and stops as soon as a row
///   exceeds the best distance found so far.
public struct SuggestionIndex: Sendable {
    private let names: [String]
    /// Each name folded (`foldName`), as character numbers.
    private let folded: [[UInt32]]
    /// Candidate indices by folded length, ascending.
    private let byLength: [Int: [Int32]]
    /// Candidate indices, ascending, by bigram and occurrence: the candidates holding a pair of
    /// characters at least that many times.
    private let postings: [UInt64: [Int32]]
    private let alphabet: [Character: UInt32]

    public init(_ candidates: [String]) {
        var alphabet: [Character: UInt32] = [:]
        var folded: [[UInt32]] = []
        var byLength: [Int: [Int32]] = [:]
        var postings: [UInt64: [Int32]] = [:]
        folded.reserveCapacity(candidates.count)
        for (index, name) in candidates.enumerated() {
            let codes = foldName(name).map { character in
                if let code = alphabet[character] { return code }
                let code = UInt32(alphabet.count)
                alphabet[character] = code
                return code
            }
            folded.append(codes)
            byLength[codes.count, default: []].append(Int32(index))
            for gram in Self.bigrams(codes) { postings[gram, default: []].append(Int32(index)) }
        }
        self.names = candidates
        self.folded = folded
        self.byLength = byLength
        self.postings = postings
        self.alphabet = alphabet
    }

    /// The closest candidate to `word` that `accept` lets through, or nil when none is within
    /// `Suggestions.limit`. `accept` is asked only about a candidate that would win, so it may cost
    /// more than a comparison (the alias resolver asks whether a name would close a cycle).
    public func closest(to word: String, where accept: (String) -> Bool = { _ in true }) -> String? {
        // A character no candidate has matches nothing; one shared number for all of them will do.
        let target = foldName(word).map { alphabet[$0] ?? UInt32.max }
        let limit = Suggestions.limit(forLength: target.count)
        var best: (distance: Int, index: Int32)?
        var rows = DistanceRows()
        func consider(_ index: Int32) {
            // Only a strictly smaller distance beats an earlier candidate; a later one may tie.
            let bound = best.map { index < $0.index ? $0.distance : $0.distance - 1 } ?? limit
            guard bound >= 0 else { return }
            let d = rows.distance(target, folded[Int(index)], bound: bound)
            if d <= bound, accept(names[Int(index)]) { best = (d, index) }
        }
        // Bigrams of the word a candidate within `limit` must share: a substitution, insertion or
        // deletion breaks at most 2, a transposition 3, of the word's count - 1.
        let shared = target.count - 1 - 3 * limit
        if shared >= 1 {
            let grams = Self.bigrams(target).map { postings[$0] ?? [] }.sorted { $0.count < $1.count }
            var seen = Set<Int32>()
            for list in grams.prefix(grams.count - shared + 1) {
                for index in list where seen.insert(index).inserted {
                    if abs(folded[Int(index)].count - target.count) <= limit { consider(index) }
                }
            }
        } else {
            for length in max(0, target.count - limit)...(target.count + limit) {
                for index in byLength[length] ?? [] { consider(index) }
            }
        }
        return best.map { names[Int($0.index)] }
    }

    /// Each adjacent pair of characters with its occurrence number (1 for the first "ab", 2 for
    /// the second …), so that shared pairs count as a multiset does.
    static func bigrams(_ codes: [UInt32]) -> [UInt64] {
        guard codes.count >= 2 else { return [] }
        var seen: [UInt64: UInt64] = [:]
        var grams: [UInt64] = []
        grams.reserveCapacity(codes.count - 1)
        for i in 1..<codes.count {
            let pair = UInt64(codes[i - 1]) << 32 | UInt64(codes[i])
            let occurrence = seen[pair, default: 0]
            seen[pair] = occurrence + 1
            // Character numbers stay far below 2^24, so the pair and its occurrence fit one word.
            grams.append(
                UInt64(codes[i - 1] & 0xFFFFFF) << 40 | UInt64(codes[i] & 0xFFFFFF) << 16 | min(occurrence, 0xFFFF))
        }
        return grams
    }
}

/// The three rows of an optimal-string-alignment table, reused from one comparison to the next.
struct DistanceRows {
    private var spare: ([Int], [Int], [Int]) = ([], [], [])

    /// The OSA distance of `a` and `b` if it is at most `bound`, else `bound + 1`. Only cells
    /// within `bound` of the diagonal are computed (the others exceed it), and the walk stops at
    /// the first row whose smallest cell exceeds it (no later row can be smaller).
    mutating func distance(_ a: [UInt32], _ b: [UInt32], bound: Int) -> Int {
        let n = a.count
        let m = b.count
        let over = bound + 1
        if abs(n - m) > bound { return over }
        if n == 0 { return m }
        if m == 0 { return n }
        // Taken out of `spare` (and put back) so that writing them never copies.
        var (before, previous, current) = spare
        spare = ([], [], [])
        defer { spare = (before, previous, current) }
        if before.count < m + 2 {
            (before, previous, current) = (
                [Int](repeating: 0, count: m + 2), [Int](repeating: 0, count: m + 2), [Int](repeating: 0, count: m + 2)
            )
        }
        for j in 0...min(m, bound) { previous[j] = j }
        if bound + 1 <= m { previous[bound + 1] = over }
        for i in 1...n {
            let lo = max(1, i - bound)
            let hi = min(m, i + bound)
            current[lo - 1] = lo == 1 && i <= bound ? i : over
            var rowMin = current[lo - 1]
            let ai = a[i - 1]
            for j in lo...hi {
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ai == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, ai == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, before[j - 2] + 1) }
                v = min(v, over)
                current[j] = v
                rowMin = min(rowMin, v)
            }
            if hi < m { current[hi + 1] = over }
            if rowMin > bound { return over }
            (before, previous, current) = (previous, current, before)
        }
        return previous[m]
    }
}
