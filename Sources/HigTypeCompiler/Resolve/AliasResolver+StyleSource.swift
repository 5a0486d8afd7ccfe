import HigTypeCore

/// The token that names a typography token's text style in the DTCG form (`DTCGForm`): the token
/// itself when it names one (or names one wrongly), else the first token down its chain of
/// whole-value aliases that does.
///
/// Every token of a chain has the same answer as the next one down, unless it names a style of
/// its own; so one walk answers for every token it passes, and each link of the manifest is
/// walked once in all. A chain of 100,000 links costs 100,000 steps, not 5 billion.
extension AliasResolver {
    /// Where a token's style comes from, once known.
    enum StyleSource {
        /// The token names a style itself (or its `textStyle` is invalid), or the chain below it names none.
        case own
        /// The token at this place in the manifest, further down the chain, names it.
        case token(Int)
    }

    func styleSource(of token: Token) -> Token {
        switch styleSourceOf(token) {
        case .own: token
        case .token(let index): manifest.tokens[index]
        }
    }

    /// The answer for `token`, walking its chain only as far as the first token already answered.
    /// Answers are kept by the tokens' places in the manifest (one optional a token), not by name.
    func styleSourceOf(_ token: Token) -> StyleSource {
        guard let start = manifest.tokenIndex(named: token.name) else { return .own }
        if styleSources.isEmpty { styleSources = Array(repeating: nil, count: manifest.tokens.count) }
        if let known = styleSources[start] { return known }
        // The tokens walked whose answer is the end's; the walk stops at a token that names a
        // style, one already answered, a value that is not an alias, a missing target or a repeat.
        var walked: [Int] = []
        var seen: Set<Int> = []
        var current = token
        var index = start
        var ending: StyleSource = .own
        while true {
            countLink()
            if current.settings.textStyle != nil || current.settings.hasInvalidTextStyle {
                ending = walked.isEmpty ? .own : .token(index)
                break
            }
            if let known = styleSources[index] {
                // This token names no style itself (that was checked first), so its answer is theirs too.
                ending = known
                break
            }
            guard seen.insert(index).inserted else { break }
            walked.append(index)
            guard case .string(let text) = current.value.value, let next = Self.reference(in: text),
                let target = manifest.tokenIndex(named: next)
            else { break }
            current = manifest.tokens[target]
            index = target
        }
        for walkedIndex in walked { styleSources[walkedIndex] = ending }
        return ending
    }
}
