// The checks the two audit fuzz targets (Swift and CSS lexers) share; `make fuzz-build` compiles
// this file into both. Never part of the package.
import HigTypeAudit
import HigTypeCore
import HigTypeKit

enum AuditFuzzChecks {
    /// Tokens and comments (`(start, end, hides)`, where `hides` marks a comment or string) come
    /// in order without overlapping and lie inside the file; no font site found starts in one
    /// that hides code.
    static func checkRanges(_ ranges: [(Int, Int, Bool)], sites: [Int], count: Int) {
        let ranges = ranges.sorted { $0.0 < $1.0 }
        var previousEnd = 0
        for (start, end, _) in ranges {
            guard start >= previousEnd, start < end, end <= count else {
                fatalError("range \(start)..<\(end) after \(previousEnd) in \(count) bytes")
            }
            previousEnd = end
        }
        let hidden = ranges.filter(\.2)
        for site in sites {
            if let inside = hidden.first(where: { $0.0 <= site && site < $0.1 }) {
                fatalError("site at \(site) inside a comment or string \(inside.0)..<\(inside.1)")
            }
        }
    }

    /// Every diagnostic is at a 1-based position inside the file, and no fix-it is empty.
    static func checkDiagnostics(_ bytes: [UInt8], language: Auditor.Language) {
        let lines = bytes.filter { $0 == 0x0A }.count + 1
        for d in Auditor().audit(bytes, path: "fuzz", language: language).diagnostics {
            guard let l = d.location, l.line >= 1, l.line <= lines, l.column >= 1, l.offset >= 0,
                l.offset <= bytes.count
            else {
                fatalError("diagnostic outside the file: \(d)")
            }
            if let fix = d.fixIt, fix.replacement.isEmpty { fatalError("empty fix-it: \(d)") }
        }
    }
}
