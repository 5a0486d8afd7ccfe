/// Fix-its applied to the bytes of one file, as `lint --fix` and `audit --fix` apply them.
///
/// The edits are taken in order of where they start (then where they end, then the order given),
/// so the outcome does not depend on the order diagnostics were found in. An edit identical to
/// one already taken is the same fix reached twice and counts once; an edit that overlaps one
/// already taken is skipped, and `skipped` says which and why: two edits of the same text cannot
/// both be right, and the next pass of a fix loop, which compiles the file again, finds whether
/// the skipped one is still wanted. An edit that writes what is already there changes nothing
/// and is not counted.
public struct FixApplication: Sendable {
    /// A fix-it left out, and the fix-it taken before it whose range it overlaps.
    public struct Skip: Sendable, Hashable {
        public var fix: Diagnostic.FixIt
        public var conflict: Diagnostic.FixIt
    }

    public var bytes: [UInt8]
    /// The fix-its applied, in the order of their ranges.
    public var applied: [Diagnostic.FixIt] = []
    public var skipped: [Skip] = []
    /// What the applied fix-its changed: their ranges in the original and in `bytes`, in order,
    /// from which `UnifiedDiff` writes the diff without comparing the two.
    public var changes: [UnifiedDiff.Change] = []

    public var changed: Bool { !applied.isEmpty }

    /// Applies `fixes` (all for the file whose bytes are `original`) and returns the new bytes.
    /// A fix-it whose range lies outside `original` is skipped as conflicting with itself.
    public static func apply(_ fixes: [Diagnostic.FixIt], to original: [UInt8]) -> FixApplication {
        let ordered = fixes.enumerated().sorted { a, b in
            let (x, y) = (a.element.range.offsets, b.element.range.offsets)
            return (x.lowerBound, x.upperBound, a.offset) < (y.lowerBound, y.upperBound, b.offset)
        }.map(\.element)
        var result = FixApplication(bytes: [])
        var taken: [Diagnostic.FixIt] = []
        for fix in ordered {
            let range = fix.range.offsets
            guard range.lowerBound >= 0, range.upperBound <= original.count else {
                result.skipped.append(Skip(fix: fix, conflict: fix))
                continue
            }
            // Taken edits do not overlap and come in order, so one with this range is the last.
            if let last = taken.last, last.range.offsets == range, last.replacement == fix.replacement { continue }
            if let last = taken.last, overlaps(last.range.offsets, range) {
                result.skipped.append(Skip(fix: fix, conflict: last))
                continue
            }
            if original[range].elementsEqual(fix.replacement.utf8) { continue }
            taken.append(fix)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(original.count)
        var cursor = 0
        for fix in taken {
            bytes.append(contentsOf: original[cursor..<fix.range.start.offset])
            let start = bytes.count
            bytes.append(contentsOf: fix.replacement.utf8)
            result.changes.append(UnifiedDiff.Change(old: fix.range.offsets, new: start..<bytes.count))
            cursor = fix.range.end.offset
        }
        bytes.append(contentsOf: original[cursor...])
        result.bytes = bytes
        result.applied = taken
        return result
    }

    /// Whether `b`, which starts no earlier than `a`, overlaps it: it starts inside `a`, or both
    /// are insertions at one point (whose order nothing decides). An insertion where `a` ends,
    /// or where it starts when `a` replaces text, goes before or after `a`'s text, unambiguously.
    static func overlaps(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.isEmpty && b.isEmpty { return a.lowerBound == b.lowerBound }
        return b.lowerBound < a.upperBound
    }
}
