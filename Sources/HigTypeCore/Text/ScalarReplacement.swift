extension String {
    /// The text with every run of `target`'s Unicode scalars replaced by `replacement`, matched scalar by
    /// scalar. `Character` comparison (the standard library's `replacing`, and Foundation's
    /// `replacingOccurrences`) misses a `'` or `~` that a combining mark follows, because the two form one
    /// character; an escaper that missed it would let the quote through. Public because every layer
    /// escapes with it (JSON Pointers, shell words, Markdown cells, selectors).
    public func replacingScalars(of target: String, with replacement: String) -> String {
        let needle = Array(target.unicodeScalars)
        guard !needle.isEmpty else { return self }
        let scalars = Array(unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == needle[0], index + needle.count <= scalars.count,
                scalars[index..<index + needle.count].elementsEqual(needle)
            {
                result.append(contentsOf: replacement.unicodeScalars)
                index += needle.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}
