import HigTypeTestSupport
import Testing

@testable import HigTypeCore

/// `SuggestionIndex` answers exactly as the scan it replaces: every candidate compared with the
/// full optimal-string-alignment table, the first of the closest kept, within the word's limit.
@Suite struct SuggestionIndexTests {
    /// The scan `Suggestions.closest` did before the index, kept here as the reference.
    static func reference(_ word: String, _ candidates: [String]) -> String? {
        let target = Array(foldName(word))
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(target, Array(foldName(candidate)))
            if d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        guard let (match, d) = best else { return nil }
        return d <= max(1, min(3, target.count / 3)) ? match : nil
    }

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

    @Test(arguments: [
        (seed: UInt64(1), alphabet: "ab", lengths: 0...6),
        (seed: 2, alphabet: "abc.", lengths: 1...12),
        (seed: 3, alphabet: "abcdefgh-_.", lengths: 3...24),
        (seed: 4, alphabet: "typeg0123456789.", lengths: 8...20),
        (seed: 5, alphabet: "aAéÉ e\u{301}ß.", lengths: 0...9),
    ])
    func agreesWithTheFullScan(seed: UInt64, alphabet: String, lengths: ClosedRange<Int>) {
        var random = SeededRandom(seed: seed)
        let letters = Array(alphabet)
        for _ in 0..<40 {
            var candidates = (0..<random.next(60)).map { _ in
                random.name(from: letters, length: lengths.lowerBound + random.next(lengths.count))
            }
            if !candidates.isEmpty, random.next(3) == 0 { candidates.append(candidates[random.next(candidates.count)]) }
            let index = SuggestionIndex(candidates)
            for _ in 0..<40 {
                let word =
                    candidates.isEmpty || random.next(4) == 0
                    ? random.name(from: letters, length: lengths.lowerBound + random.next(lengths.count))
                    : random.typo(of: candidates[random.next(candidates.count)], alphabet: letters)
                let expected = Self.reference(word, candidates)
                #expect(index.closest(to: word) == expected, "word '\(word)' among \(candidates)")
                #expect(Suggestions.closest(to: word, in: candidates) == expected)
            }
        }
    }

    @Test func tokenNamesAsTheFixturesMeetThem() {
        let names = ["font.serif", "font.sans", "type.body", "type.caption", "color.palette.blue500", "space.gutter"]
        let index = SuggestionIndex(names)
        #expect(index.closest(to: "font.serf") == "font.serif")
        #expect(index.closest(to: "color.palette.blue50O") == "color.palette.blue500")
        #expect(index.closest(to: "tpye.body") == "type.body", "a transposition costs one")
        #expect(index.closest(to: "palette.font.f123") == nil)
        #expect(index.closest(to: "") == nil)
        #expect(SuggestionIndex([]).closest(to: "body") == nil)
        #expect(SuggestionIndex(["ab", "ba"]).closest(to: "aa") == "ab", "the first of two at the same distance")
    }
}

/// Random names and typos of them, from the shared seeded generator.
extension SeededRandom {
    mutating func name(from alphabet: [Character], length: Int) -> String {
        String((0..<length).map { _ in alphabet[next(alphabet.count)] })
    }
    /// `name` with 0 to 4 random edits: substitutions, insertions, deletions, transpositions.
    mutating func typo(of name: String, alphabet: [Character]) -> String {
        var chars = Array(name)
        for _ in 0..<next(5) {
            let i = chars.isEmpty ? 0 : next(chars.count)
            switch next(4) {
            case 0 where !chars.isEmpty: chars[i] = alphabet[next(alphabet.count)]
            case 1: chars.insert(alphabet[next(alphabet.count)], at: min(i, chars.count))
            case 2 where !chars.isEmpty: chars.remove(at: i)
            case 3 where chars.count >= 2 && i + 1 < chars.count: chars.swapAt(i, i + 1)
            default: break
            }
        }
        return String(chars)
    }
}
