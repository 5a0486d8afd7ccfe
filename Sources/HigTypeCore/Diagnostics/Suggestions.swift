/// "Did you mean" suggestions: the closest candidate by edit distance, if it is close enough
/// to be a likely typo.
public enum Suggestions {
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let target = Array(foldName(word))
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(target, Array(foldName(candidate)))
            if d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        guard let (match, d) = best else { return nil }
        let limit = max(1, min(3, target.count / 3))
        return d <= limit ? match : nil
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// "; did you mean 'x'?" for a suggestion, "" for none: the ending of most messages.
    public static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// " (did you mean 'x'?)" or "".
    public static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
