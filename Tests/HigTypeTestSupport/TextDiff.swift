import Foundation

/// A unified diff between two texts, for failure messages a reviewer can read.
public enum TextDiff {
    /// `diff -u` output labelled `expectedLabel` / `actualLabel`; if diff cannot run, the first
    /// differing line of each side.
    public static func unified(expected: String, actual: String, expectedLabel: String, actualLabel: String) -> String {
        let scratch = TemporaryFolder()
        scratch.write("expected", expected)
        scratch.write("actual", actual)
        if let result = try? ToolProcess.run(
            "/usr/bin/diff",
            ["-u", "--label", expectedLabel, "--label", actualLabel, scratch.file("expected"), scratch.file("actual")],
            timeout: 30), result.status == 1
        {
            return result.stdout
        }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        let show = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "<end of file>" }
        return "first difference at line \(line + 1):\n- \(show(e))\n+ \(show(a))\n"
    }
}
