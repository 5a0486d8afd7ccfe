/// Style sheets an app does not ship as written: build output (a minified sheet with a source
/// map, a `.min.css`) and generated sheets (a "generated" header other than higtype's own).
enum CSSShipping {
    /// A line longer than this (in bytes), in a sheet with a `sourceMappingURL` comment, marks it minified.
    static let minifiedLineLength = 200

    static func kind(_ bytes: [UInt8], comments: [(start: Int, end: Int)], first: Int?, path: String) -> AuditSkip? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".min.css") { return .build }
        if SwiftShipping.hasGeneratedHeader(bytes, comments, before: first) { return .generated }
        // The source map comment closes the file; a minified one has few, long lines.
        guard let last = comments.last else { return nil }
        let tail = String(decoding: bytes[last.start..<min(last.end, last.start + 512)], as: UTF8.self)
        guard tail.contains("sourceMappingURL=") else { return nil }
        var longest = 0
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            longest = max(longest, index - lineStart)
            lineStart = index + 1
        }
        longest = max(longest, bytes.count - lineStart)
        return longest > minifiedLineLength ? .build : nil
    }
}
