/// "Did you mean" suggestions: the closest candidate by edit distance, if it is close enough
/// to be a likely typo.
public enum Suggestions {
    /// The closest of `candidates` to `word` (the first listed on a tie), if its distance is
    /// within `limit(forLength:)` of the folded word. A caller that asks about many words against
    /// one long list builds a `SuggestionIndex` once instead.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        SuggestionIndex(candidates).closest(to: word)
    }

    /// The largest distance a suggestion may have from a word of `length` folded characters:
    /// a third of the word, at least 1 and at most 3.
    public static func limit(forLength length: Int) -> Int { max(1, min(3, length / 3)) }

    /// "; did you mean 'x'?" for a suggestion, "" for none: the ending of most messages.
    public static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// " (did you mean 'x'?)" or "".
    public static func didYouMean(_ word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
