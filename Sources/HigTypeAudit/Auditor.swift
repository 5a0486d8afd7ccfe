import HigTypeCompiler
import HigTypeCore
import HigTypeSpec

/// Audits one source file: finds its fixed font sizes, applies its waivers, and reports each
/// remaining site as a `fixed-size` error, the rule a manifest's fixed-size token breaks.
public struct Auditor: Sendable {
    public var platform: Platform
    /// The manifest's tokens, to name the one that holds a finding's values.
    public var tokens: TokenMatch?

    public init(platform: Platform = .ios, tokens: TokenMatch? = nil) {
        self.platform = platform
        self.tokens = tokens
    }

    public enum Language: Sendable {
        case swift, css, scss, less

        /// The language of a path by its extension, nil for other files.
        public init?(path: String) {
            if path.hasSuffix(".swift") {
                self = .swift
            } else if path.hasSuffix(".css") {
                self = .css
            } else if path.hasSuffix(".scss") {
                self = .scss
            } else if path.hasSuffix(".less") {
                self = .less
            } else {
                return nil
            }
        }
    }

    /// What one file gave.
    public struct FileResult: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// Findings a waiver with a reason covered.
        public var waived = 0
        public var lines = 0
        /// The nearest text style of each `fixed-size` finding with a literal size, by the
        /// finding's byte offset: what the summary counts by style.
        public var styles: [Int: String] = [:]
    }

    public func audit(_ bytes: [UInt8], path: String, language: Language) -> FileResult {
        let sites: [FontSite]
        let comments: [(start: Int, end: Int)]
        switch language {
        case .swift:
            let lexed = SwiftLexer.lex(bytes)
            sites = SwiftFontFinder(bytes: bytes, tokens: lexed.tokens).find()
            comments = lexed.comments.map { ($0.start, $0.end) }
        case .css, .scss, .less:
            let dialect = CSSLexer.Dialect(language)
            let lexed = CSSLexer.lex(bytes, dialect: dialect)
            sites = CSSFontFinder(bytes: bytes, tokens: lexed.tokens, dialect: dialect).find()
            comments = lexed.comments.map { ($0.start, $0.end) }
        }
        let lines = LineIndex(bytes)
        var result = FileResult(lines: lines.lineCount)
        var waivers: [Waiver] = []
        for comment in comments {
            guard let parsed = Waiver.parse(comment: bytes[comment.start..<comment.end], commentStart: comment.start)
            else { continue }
            let endLine = lines.line(of: max(comment.start, comment.end - 1))
            waivers.append(
                Waiver(offset: parsed.offset, lines: lines.line(of: comment.start)...endLine + 1, reason: parsed.reason)
            )
            if parsed.reason == nil {
                result.diagnostics.append(
                    .error(
                        .waiverReason,
                        "a fixed-size waiver needs a reason after the marker; without one it waives nothing",
                        at: location(parsed.offset, path, lines),
                        notes: [
                            .init(
                                "write the reason after it, e.g. \(language == .css ? "/*" : "//") \(Waiver.marker) — onboarding display type\(language == .css ? " */" : "")"
                            )
                        ]))
            }
        }
        for site in sites {
            let line = lines.line(of: site.offset)
            if waivers.contains(where: { $0.reason != nil && $0.lines.contains(line) }) {
                result.waived += 1
                continue
            }
            let range = SourceRange(start: location(site.offset, path, lines), end: location(site.end, path, lines))
            result.diagnostics.append(diagnostic(for: site, replacing: range))
            result.styles[site.offset] = nearestStyle(of: site)
        }
        result.diagnostics.sort { ($0.location?.offset ?? 0) < ($1.location?.offset ?? 0) }
        return result
    }

    private func location(_ offset: Int, _ path: String, _ lines: LineIndex) -> SourceLocation {
        let position = lines.position(of: offset)
        return SourceLocation(file: path, line: position.line, column: position.column, offset: offset)
    }
}
