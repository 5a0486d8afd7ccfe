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
/// Lines are compared whole (a line keeps its `\n`, or `\r\n`); a last line without one is
/// followed by `\ No newline at end of file`. Bytes that are not UTF-8 are printed as they are.
public enum UnifiedDiff {
    /// Lines of context around each change.
    public static let context = 3

    /// The diff of `old` and `new`, both named `path`; empty when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
        guard old != new else { return [] }
        let a = lines(old)
        let b = lines(new)
        let script = LineDiff.edits(a, b)
        var out: [UInt8] = Array("--- \(path)\n+++ \(path)\n".utf8)
        for hunk in hunks(script, aCount: a.count, bCount: b.count) {
            let header =
                "@@ -\(range(hunk.aStart, hunk.aLength)) +\(range(hunk.bStart, hunk.bLength)) @@\n"
            out += Array(header.utf8)
            for line in hunk.lines {
                let text = line.side == .added ? b[line.index] : a[line.index]
                out.append(line.side == .removed ? UInt8(ascii: "-") : line.side == .added ? UInt8(ascii: "+") : 0x20)
                out += text
                if text.last != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
            }
        }
        return out
    }

    /// `start,length` as a hunk header writes it (1-based; an empty side names the line before it).
    private static func range(_ start: Int, _ length: Int) -> String {
        length == 0 ? "\(start),0" : length == 1 ? "\(start + 1)" : "\(start + 1),\(length)"
    }

    /// The file's lines, each with its line ending.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    struct Line {
        enum Side { case kept, removed, added }
        var side: Side
        /// The line's index in the old file (kept, removed) or the new one (added).
        var index: Int
    }

    struct Hunk {
        var aStart = 0
        var aLength = 0
        var bStart = 0
        var bLength = 0
        var lines: [Line] = []
    }

    /// Groups the changes with `context` lines around them; changes closer than twice that share a hunk.
    static func hunks(_ script: [LineDiff.Step], aCount: Int, bCount: Int) -> [Hunk] {
        // Positions in both files of every step.
        var steps: [(step: LineDiff.Step, a: Int, b: Int)] = []
        var a = 0
        var b = 0
        for step in script {
            steps.append((step, a, b))
            switch step {
            case .keep:
                a += 1
                b += 1
            case .remove: a += 1
            case .add: b += 1
            }
        }
        let changed = steps.indices.filter { steps[$0].step != .keep }
        guard !changed.isEmpty else { return [] }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= 2 * context + 1 {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        return groups.map { group in
            let first = max(0, group.lowerBound - context)
            let last = min(steps.count - 1, group.upperBound + context)
            var hunk = Hunk(aStart: steps[first].a, bStart: steps[first].b)
            for (step, a, b) in steps[first...last] {
                switch step {
                case .keep:
                    hunk.lines.append(Line(side: .kept, index: a))
                    hunk.aLength += 1
                    hunk.bLength += 1
                case .remove:
                    hunk.lines.append(Line(side: .removed, index: a))
                    hunk.aLength += 1
                case .add:
                    hunk.lines.append(Line(side: .added, index: b))
                    hunk.bLength += 1
                }
            }
            return hunk
        }
    }
}

/// The shortest edit script between two lists of lines (Myers' O(ND) algorithm), after the
/// common head and tail are set aside: a fix touches a few lines of a long file, so D is small.
enum LineDiff {
    enum Step: Equatable { case keep, remove, add }

    static func edits(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] {
            tail += 1
        }
        let middle = myers(Array(a[head..<(a.count - tail)]), Array(b[head..<(b.count - tail)]))
        return Array(repeating: .keep, count: head) + middle + Array(repeating: .keep, count: tail)
    }

    /// The most differing lines the search looks through before it gives up on a minimal script.
    static let largestDistance = 2_000

    private static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count
        let m = b.count
        if n == 0 { return Array(repeating: .add, count: m) }
        if m == 0 { return Array(repeating: .remove, count: n) }
        let max = n + m
        let offset = max
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        search: for d in 0...max {
            // Beyond this many differing lines the frontiers would cost more memory than the
            // diff is worth: the whole middle is shown as removed and added (still a valid patch).
            if d > largestDistance {
                return Array(repeating: .remove, count: n) + Array(repeating: .add, count: m)
            }
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back through the saved frontiers.
        var steps: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            if d == 0 {
                while x > 0, y > 0 {
                    steps.append(.keep)
                    x -= 1
                    y -= 1
                }
                break
            }
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                steps.append(.keep)
                x -= 1
                y -= 1
            }
            steps.append(x == previousX ? .add : .remove)
            x = previousX
            y = previousY
        }
        return steps.reversed()
    }
}
