/// A unified diff of two versions of a file, as `diff -u` and `git diff` print it, so that
/// `patch -p0` or `git apply` applies it: what `lint --fix --dry-run` prints instead of writing.
///
///     --- tokens/app.tokens.json
///     +++ tokens/app.tokens.json
///     @@ -4,3 +4,3 @@
///          "body": {
///     -      "$value": { "fontWeight": "semibold" }
///     +      "$value": { "fontWeight": "semi-bold" }
///          }
///
/// The diff is written from the edits that made the new version (`Change`s: which bytes of the
/// old file became which bytes of the new one), not found by comparing the two: the lines an edit
/// touches are removed and added, less the whole lines at either end that it left as they were,
/// with `context` lines around, and changes whose context would meet share a hunk. So its time and
/// memory are linear in the files, however many edits there are (a search for the shortest
/// edit script held thousands of frontiers of the whole file). Lines are compared whole (a line
/// keeps its `\n`, or `\r\n`); a last line without one is followed by `\ No newline at end of
/// file`. Bytes that are not UTF-8 are printed as they are; a path that would break the header
/// lines (a newline, a control character, a quote) is quoted as git quotes it (`quotedPath`).
public enum UnifiedDiff {
    /// Lines of context around each change.
    public static let context = 3

    /// Bytes `old` of the old file that became bytes `new` of the new one. A list of changes is
    /// in order and without overlaps; the bytes between two changes are the same in both files.
    public struct Change: Hashable, Sendable {
        public var old: Range<Int>
        public var new: Range<Int>

        public init(old: Range<Int>, new: Range<Int>) {
            self.old = old
            self.new = new
        }
    }

    /// The changes `first` then `second` make, as one list: `first` maps file A to B, `second`
    /// (its `old` ranges in B) maps B to C; the result maps A to C. Changes that meet in B become
    /// one. Linear in the two lists.
    public static func compose(_ first: [Change], _ second: [Change]) -> [Change] {
        var result: [Change] = []
        var i = 0
        var j = 0
        // B's offset minus A's, and C's minus B's, at the start of the next change.
        var shiftFirst = 0
        var shiftSecond = 0
        while i < first.count || j < second.count {
            let low = min(
                i < first.count ? first[i].new.lowerBound : Int.max,
                j < second.count ? second[j].old.lowerBound : Int.max)
            var high = low
            var growFirst = 0
            var growSecond = 0
            while true {
                if i < first.count, first[i].new.lowerBound <= high {
                    high = max(high, first[i].new.upperBound)
                    growFirst += first[i].new.count - first[i].old.count
                    i += 1
                } else if j < second.count, second[j].old.lowerBound <= high {
                    high = max(high, second[j].old.upperBound)
                    growSecond += second[j].new.count - second[j].old.count
                    j += 1
                } else {
                    break
                }
            }
            result.append(
                Change(
                    old: (low - shiftFirst)..<(high - shiftFirst - growFirst),
                    new: (low + shiftSecond)..<(high + shiftSecond + growSecond)))
            shiftFirst += growFirst
            shiftSecond += growSecond
        }
        return result
    }

    /// The diff of `old` and `new`, both named `path`, that `changes` (in order, without overlaps)
    /// made; empty when they change nothing.
    public static func render(path: String, old: [UInt8], new: [UInt8], changes: [Change]) -> [UInt8] {
        let groups = Self.groups(old: old, new: new, changes: changes)
        guard !groups.isEmpty else { return [] }
        let name = quotedPath(path)
        var out: [UInt8] = Array("--- \(name)\n+++ \(name)\n".utf8)
        var index = 0
        while index < groups.count {
            // The groups of one hunk: each next one within twice the context of the last.
            var last = index
            while last + 1 < groups.count,
                groups[last + 1].oldLine - (groups[last].oldLine + groups[last].oldCount) <= 2 * context
            {
                last += 1
            }
            let first = groups[index]
            let lead = Lines.back(from: first.oldStart, count: context, in: old)
            let trail = Lines.forward(from: groups[last].oldEnd, count: context, in: old)
            var kept = lead.count + trail.count
            var removed = 0
            var added = 0
            for k in index...last {
                removed += groups[k].oldCount
                added += groups[k].newCount
                if k > index { kept += groups[k].oldLine - (groups[k - 1].oldLine + groups[k - 1].oldCount) }
            }
            let (aLength, bLength) = (kept + removed, kept + added)
            let header =
                "@@ -\(range(first.oldLine - lead.count, aLength)) +\(range(first.newLine - lead.count, bLength)) @@\n"
            out += Array(header.utf8)
            emit(old, lead.start..<first.oldStart, prefix: 0x20, into: &out)
            for k in index...last {
                let group = groups[k]
                if k > index { emit(old, groups[k - 1].oldEnd..<group.oldStart, prefix: 0x20, into: &out) }
                emit(old, group.oldStart..<group.oldEnd, prefix: UInt8(ascii: "-"), into: &out)
                emit(new, group.newStart..<group.newEnd, prefix: UInt8(ascii: "+"), into: &out)
            }
            emit(old, groups[last].oldEnd..<trail.end, prefix: 0x20, into: &out)
            index = last + 1
        }
        return out
    }

    /// `path` as a diff header writes it: as it is, or, when it holds a control character, a
    /// quote, a backslash or a byte that is not printable ASCII where git would quote it, in double
    /// quotes with C escapes (`\n`, `\t`, `\"`, `\\`, octal `\033` for the rest), as git writes
    /// such names, so a name cannot start a header line of its own. `patch` and `git apply` read
    /// the quoted form back.
    public static func quotedPath(_ path: String) -> String {
        let bytes = Array(path.utf8)
        let needsQuotes = bytes.contains {
            $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }
        guard needsQuotes else { return path }
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for byte in bytes {
            let escape: String? =
                switch byte {
                case 0x07: "a"
                case 0x08: "b"
                case 0x09: "t"
                case 0x0A: "n"
                case 0x0B: "v"
                case 0x0C: "f"
                case 0x0D: "r"
                case UInt8(ascii: "\""): "\""
                case UInt8(ascii: "\\"): "\\"
                case 0..<0x20, 0x7F:
                    String(repeating: "0", count: 3 - String(byte, radix: 8).count) + String(byte, radix: 8)
                default: nil
                }
            if let escape { out += [UInt8(ascii: "\\")] + Array(escape.utf8) } else { out.append(byte) }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// `start,length` as a hunk header writes it (1-based; an empty side names the line before it).
    private static func range(_ start: Int, _ length: Int) -> String {
        length == 0 ? "\(start),0" : length == 1 ? "\(start + 1)" : "\(start + 1),\(length)"
    }

    /// Each line of `bytes[range]` (whole lines) after `prefix`, a line without `\n` marked.
    private static func emit(_ bytes: [UInt8], _ range: Range<Int>, prefix: UInt8, into out: inout [UInt8]) {
        var start = range.lowerBound
        while start < range.upperBound {
            let end = Lines.end(of: start, in: bytes, limit: range.upperBound)
            out.append(prefix)
            out += bytes[start..<end]
            if bytes[end - 1] != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
            start = end
        }
    }

    /// One run of removed lines and the added lines that replace them, whole lines of each file:
    /// `old[oldStart..<oldEnd]`, `oldCount` lines from the 0-based line `oldLine`; the same in `new`.
    struct Group: Equatable {
        var oldLine = 0
        var oldStart = 0
        var oldEnd = 0
        var oldCount = 0
        var newLine = 0
        var newStart = 0
        var newEnd = 0
        var newCount = 0
    }

    /// The changes widened to whole lines, merged where they share a line, less the whole lines
    /// at either end that are the same on both sides, and merged again where they are next to
    /// each other; in order, none empty.
    static func groups(old: [UInt8], new: [UInt8], changes: [Change]) -> [Group] {
        var groups: [Group] = []
        var oldLines = Lines.Counter()
        var newLines = Lines.Counter()
        var lineStarts = Lines.StartFinder()
        var boundaries = Lines.BoundaryFinder()
        var index = 0
        // The new file's offset minus the old one's before the next change.
        var shift = 0
        while index < changes.count {
            let start = lineStarts.start(of: changes[index].old.lowerBound, in: old)
            var end = start
            var grow = 0
            var taken = false
            func take() {
                end = max(end, boundaries.boundary(atOrAfter: changes[index].old.upperBound, in: old))
                grow += changes[index].new.count - changes[index].old.count
                index += 1
                taken = true
            }
            while true {
                // Every change that starts on a line of the block is in it; the block then ends
                // where a line of the old file ends.
                if index < changes.count,
                    !taken || lineStarts.start(of: changes[index].old.lowerBound, in: old) < end
                {
                    take()
                    continue
                }
                // It must end where a line of the new file ends too: text inserted at a line's
                // start without a newline joins that line, and a change that removes the last
                // newline joins the line to what a change at the end of the file adds.
                let newEnd = end + shift + grow
                guard newEnd > start + shift, new[newEnd - 1] != 0x0A else { break }
                if end < old.count {
                    end = boundaries.boundary(atOrAfter: end + 1, in: old)
                } else if newEnd < new.count, index < changes.count {
                    take()
                } else {
                    break
                }
            }
            var group = Group(oldStart: start, oldEnd: end, newStart: start + shift, newEnd: end + shift + grow)
            shift += grow
            group.oldLine = oldLines.line(of: group.oldStart, in: old)
            group.newLine = newLines.line(of: group.newStart, in: new)
            trim(&group, old, new)
            guard group.oldStart < group.oldEnd || group.newStart < group.newEnd else { continue }
            // Changed lines next to each other are one run: all removed, then all added, as diff prints them.
            if let last = groups.last, last.oldEnd == group.oldStart, last.newEnd == group.newStart {
                groups[groups.count - 1].oldEnd = group.oldEnd
                groups[groups.count - 1].newEnd = group.newEnd
                groups[groups.count - 1].oldCount += group.oldCount
                groups[groups.count - 1].newCount += group.newCount
                continue
            }
            groups.append(group)
        }
        return groups
    }

    /// Moves the group's ends past the whole lines both sides share there, and counts its lines.
    private static func trim(_ group: inout Group, _ old: [UInt8], _ new: [UInt8]) {
        while group.oldStart < group.oldEnd, group.newStart < group.newEnd {
            let a = Lines.end(of: group.oldStart, in: old, limit: group.oldEnd)
            let b = Lines.end(of: group.newStart, in: new, limit: group.newEnd)
            guard old[group.oldStart..<a].elementsEqual(new[group.newStart..<b]) else { break }
            group.oldStart = a
            group.newStart = b
            group.oldLine += 1
            group.newLine += 1
        }
        while group.oldStart < group.oldEnd, group.newStart < group.newEnd {
            let a = Lines.lastStart(before: group.oldEnd, in: old, limit: group.oldStart)
            let b = Lines.lastStart(before: group.newEnd, in: new, limit: group.newStart)
            guard old[a..<group.oldEnd].elementsEqual(new[b..<group.newEnd]) else { break }
            group.oldEnd = a
            group.newEnd = b
        }
        group.oldCount = Lines.count(old[group.oldStart..<group.oldEnd])
        group.newCount = Lines.count(new[group.newStart..<group.newEnd])
    }
}

/// Line ends in a file's bytes, each found by a scan that the caller's order keeps linear.
enum Lines {
    /// Just past the `\n` that ends the line holding `offset`, or `limit`.
    static func end(of offset: Int, in bytes: [UInt8], limit: Int) -> Int {
        var i = offset
        while i < limit {
            if bytes[i] == 0x0A { return i + 1 }
            i += 1
        }
        return limit
    }

    /// The start of the last line that ends at `end`, no earlier than `limit`.
    static func lastStart(before end: Int, in bytes: [UInt8], limit: Int) -> Int {
        var i = end - 1
        if i >= limit, bytes[i] == 0x0A { i -= 1 }
        while i >= limit, bytes[i] != 0x0A { i -= 1 }
        return i + 1
    }

    /// Lines in `bytes`, the last one counted without its `\n`.
    static func count(_ bytes: ArraySlice<UInt8>) -> Int {
        var n = 0
        for byte in bytes where byte == 0x0A { n += 1 }
        if let last = bytes.last, last != 0x0A { n += 1 }
        return n
    }

    /// Up to `count` whole lines before `offset` (a line start): where they start, how many.
    static func back(from offset: Int, count: Int, in bytes: [UInt8]) -> (start: Int, count: Int) {
        var start = offset
        var found = 0
        while found < count, start > 0 {
            start = lastStart(before: start, in: bytes, limit: 0)
            found += 1
        }
        return (start, found)
    }

    /// Up to `count` whole lines from `offset` (a line start): where they end, how many.
    static func forward(from offset: Int, count: Int, in bytes: [UInt8]) -> (end: Int, count: Int) {
        var end = offset
        var found = 0
        while found < count, end < bytes.count {
            end = self.end(of: end, in: bytes, limit: bytes.count)
            found += 1
        }
        return (end, found)
    }

    /// The 0-based line of each offset asked for, in increasing order: one pass over the file.
    struct Counter {
        private var position = 0
        private var line = 0

        mutating func line(of offset: Int, in bytes: [UInt8]) -> Int {
            while position < offset {
                if bytes[position] == 0x0A { line += 1 }
                position += 1
            }
            return line
        }
    }

    /// For offsets asked for in increasing order, the offset itself where a line starts (or the
    /// file ends), else the start of the next line; each byte is scanned once, however many
    /// offsets fall in one long line (a minified file).
    struct BoundaryFinder {
        /// No `\n` in `bytes[scannedFrom..<nextNewline]`; `nextNewline` is one, or the end.
        private var scannedFrom = 0
        private var nextNewline = -1

        mutating func boundary(atOrAfter offset: Int, in bytes: [UInt8]) -> Int {
            if offset == 0 || offset >= bytes.count || bytes[offset - 1] == 0x0A { return min(offset, bytes.count) }
            if !(offset >= scannedFrom && offset <= nextNewline) {
                scannedFrom = offset
                nextNewline = offset
                while nextNewline < bytes.count, bytes[nextNewline] != 0x0A { nextNewline += 1 }
            }
            return min(nextNewline + 1, bytes.count)
        }
    }

    /// The start of the line holding each offset asked for, in increasing order: one pass.
    struct StartFinder {
        private var position = 0
        private var start = 0

        mutating func start(of offset: Int, in bytes: [UInt8]) -> Int {
            while position < min(offset, bytes.count) {
                if bytes[position] == 0x0A { start = position + 1 }
                position += 1
            }
            return start
        }
    }
}
