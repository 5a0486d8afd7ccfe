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
        /// The named token, further down the chain, names it.
        case token(String)
    }

    func styleSource(of token: Token) -> Token {
        switch styleSourceOf(token) {
        case .own: token
        case .token(let name): manifest.token(named: name) ?? token
        }
    }

    /// The answer for `token`, walking its chain only as far as the first token already answered.
    func styleSourceOf(_ token: Token) -> StyleSource {
        if let known = styleSources[token.name] { return known }
        // The tokens walked whose answer is the end's; the walk stops at a token that names a
        // style, one already answered, a value that is not an alias, a missing target or a repeat.
        var walked: [String] = []
        var seen: Set<String> = []
        var current = token
        var name = token.name
        var ending: StyleSource = .own
        while true {
            countLink()
            if current.settings.textStyle != nil || current.settings.hasInvalidTextStyle {
                ending = walked.isEmpty ? .own : .token(name)
                break
            }
            if let known = styleSources[name] {
                // `name` names no style itself (that was checked first), so its answer is theirs too.
                ending = known
                break
            }
            guard seen.insert(name).inserted else { break }
            walked.append(name)
            guard case .string(let text) = current.value.value, let next = Self.reference(in: text),
                let target = manifest.token(named: next)
            else { break }
            current = target
            name = next
        }
        for walkedName in walked { styleSources[walkedName] = ending }
        return ending
    }
}
