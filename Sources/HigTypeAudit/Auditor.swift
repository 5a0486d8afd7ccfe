import HigTypeCompiler
import HigTypeCore
import HigTypeSpec

/// Audits one source file: finds its fixed font sizes, applies its waivers, and reports each
/// remaining site as a `fixed-size` error, the rule a manifest's fixed-size token breaks.
public struct Auditor: Sendable {
    public var platform: Platform
    /// The manifest's tokens, to name the one that holds a finding's values.
    public var tokens: TokenMatch?
    /// The kinds of code that does not ship to audit all the same (`--include`); the others are
    /// left out: a file of that kind is not read, a site in such a region is not reported.
    public var include: Set<AuditSkip> = []
    /// The project's font helpers and scaled names, from a first pass over every Swift file
    /// (`SwiftFontHelpers.index`); nil reads each file's own.
    public var helpers: SwiftFontHelpers?
    /// What decided the audit's platform for the whole project ("the project builds for macOS
    /// only: …"): the one reason every macOS finding gives, whatever its file.
    public var platformReason: String?
    /// The oldest systems the project deploys to: a fix-it that needs a newer one is left out.
    public var deployment = DeploymentTarget()
    /// The root font sizes the audit's style sheets set, which a sheet that sets none reads its rems against.
    public var styleSheets = CSSRootSize.Project()

    public init(platform: Platform = .ios, tokens: TokenMatch? = nil) {
        self.platform = platform
        self.tokens = tokens
    }

    public enum Language: Sendable {
        case swift, css, scss, less
        /// A storyboard or XIB (`.storyboard`, `.xib`): Interface Builder's XML.
        case interfaceBuilder

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
            } else if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
                self = .interfaceBuilder
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
        /// What was left out as code that does not ship: 1 for the file itself (tests, generated,
        /// build output), or the number of findings in previews and `#if DEBUG` regions.
        public var skipped: [AuditSkip: Int] = [:]
    }

    public func audit(_ bytes: [UInt8], path: String, language: Language) -> FileResult {
        if language == .interfaceBuilder { return auditInterfaceBuilder(bytes, path: path) }
        var sites: [FontSite]
        let comments: [(start: Int, end: Int)]
        let lines = LineIndex(bytes)
        var result = FileResult(lines: lines.lineCount)
        switch language {
        case .swift:
            let lexed = SwiftLexer.lex(bytes)
            comments = lexed.comments.map { ($0.start, $0.end) }
            let shipping = SwiftShipping(bytes: bytes, tokens: lexed.tokens, comments: comments, path: path)
            if let kind = shipping.file, !include.contains(kind) {
                return FileResult(skipped: [kind: 1])
            }
            sites = SwiftFixIt.liftingSwiftUIFont(
                SwiftFontFinder(bytes: bytes, tokens: lexed.tokens, project: helpers).find(), bytes: bytes)
            if let watch = Self.watchTarget(path) {
                for index in sites.indices where sites[index].macOS == nil { sites[index].watchOS = watch }
            } else if let tv = Self.tvTarget(path) {
                for index in sites.indices where sites[index].macOS == nil && sites[index].watchOS == nil {
                    sites[index].tvOS = tv
                }
            }
            // AppKit's standard sizes are the system's own (systemFontSize is Body on macOS): not fixed by the code.
            sites.removeAll { site in
                guard case .expression(let text) = site.size else { return false }
                return Self.appKitStandardSizes.contains(text.filter { !$0.isWhitespace })
            }
            // The fallback of `if #available(iOS 11, *)` in a project that deploys to iOS 11 or later never runs.
            sites.removeAll { site in
                let platform: Platform =
                    site.macOS != nil ? .macos : site.watchOS != nil ? .watchos : site.tvOS != nil ? .tvos : .ios
                guard let below = site.fallbackBelow[platform], let deployed = deployment.versions[platform]?.version
                else { return false }
                return deployed.major * 100 + deployed.minor >= below
            }
            sites.removeAll { site in
                guard let kind = shipping.region(at: site.offset), !include.contains(kind) else { return false }
                result.skipped[kind, default: 0] += 1
                return true
            }
        case .css, .scss, .less, .interfaceBuilder:
            let dialect = CSSLexer.Dialect(language)
            let lexed = CSSLexer.lex(bytes, dialect: dialect)
            comments = lexed.comments.map { ($0.start, $0.end) }
            if let kind = CSSShipping.kind(bytes, comments: comments, first: lexed.tokens.first?.start, path: path),
                !include.contains(kind)
            {
                return FileResult(skipped: [kind: 1])
            }
            var finder = CSSFontFinder(bytes: bytes, tokens: lexed.tokens, dialect: dialect)
            finder.projectVariables = styleSheets.fontVariables
            sites = finder.find()
            // A block only Safari on the Mac reads is not judged on another platform's table.
            if platform != .macos {
                let macOSBlocks = finder.macOSOnlyBlocks()
                if !macOSBlocks.isEmpty {
                    sites.removeAll { site in macOSBlocks.contains { $0.contains(site.offset) } }
                }
            }
            CSSRootSize(bytes: bytes, tokens: lexed.tokens).apply(to: &sites, path: path, project: styleSheets)
        }
        let comment = language == .css ? ("/* ", " */") : ("// ", "")
        let (waivers, waiverErrors) = Waiver.collect(
            in: comments, bytes: bytes, lines: lines, path: path,
            example: "\(comment.0)\(Waiver.marker) — onboarding display type\(comment.1)")
        result.diagnostics += waiverErrors
        for site in sites {
            let line = lines.line(of: site.offset)
            if waivers.contains(where: { $0.reason != nil && $0.lines.contains(line) }) {
                result.waived += 1
                continue
            }
            let range = SourceRange(start: location(site.offset, path, lines), end: location(site.end, path, lines))
            let sitePlatform: Platform =
                site.watchOS != nil
                ? .watchos
                : platform == .macos || site.macOS != nil ? .macos : site.tvOS != nil ? .tvos : platform
            result.diagnostics.append(deployment.fitted(diagnostic(for: site, replacing: range), on: sitePlatform))
            result.styles[site.offset] = nearestStyle(of: site)
        }
        result.diagnostics.sort { ($0.location?.offset ?? 0) < ($1.location?.offset ?? 0) }
        return result
    }

    static let appKitStandardSizes: Set<String> = [
        "NSFont.systemFontSize", "NSFont.smallSystemFontSize", "NSFont.labelFontSize",
        "NSFont.systemFontSize(for:.regular)", "NSFont.systemFontSize(for:.small)", "NSFont.systemFontSize(for:.mini)",
    ]

    /// Why a file is watchOS code by where it lies: a folder of a watch app, extension or
    /// complication target (`Weather WatchKit Extension/`, `Weather Watch App/`, `xDrip Watch
    /// Complication/`, `watchOS/`, `watchOS App/`). "Watch" must be a word of the folder's name, so
    /// an iOS `UnwatchedShareExtension/` is not a watch target.
    static func watchTarget(_ path: String) -> String? {
        for folder in path.split(separator: "/").dropLast() {
            let lowered = folder.lowercased()
            guard lowered.contains("watch") else { continue }
            let words = Self.words(of: folder)
            let targetWords: Set<String> = [
                "extension", "app", "kit", "complication", "complications", "widget", "widgets", "example", "demo",
            ]
            // `watchOS`, `watchOS App`, `watchOS-Extension`: after "watchOS" only target words; an
            // app named for the platform (`watchOS2Sampler`, `watchOS-2-Sampler`) is any platform's.
            let platformFolder =
                lowered.hasPrefix("watchos") && Self.words(of: folder.dropFirst(7)).isSubset(of: targetWords)
            if platformFolder || (words.contains("watch") && !words.isDisjoint(with: targetWords)) {
                return "it is in the watch target '\(folder)'"
            }
        }
        return nil
    }

    /// Why a file is tvOS code by where it lies: a folder named `tvOS` (or `tvOS App`, `tvOS-Extension`),
    /// the folder multi-platform apps keep their Apple TV sources in.
    static func tvTarget(_ path: String) -> String? {
        for folder in path.split(separator: "/").dropLast() where folder.lowercased().hasPrefix("tvos") {
            let rest = folder.dropFirst(4)
            if rest.isEmpty || rest.first == " " || rest.first == "-" || rest.first == "_" {
                return "it is in the tvOS folder '\(folder)'"
            }
        }
        return nil
    }

    /// The lowercased words of a name: split at spaces, `-`, `_`, `.` and before each capital
    /// that follows a lowercase letter (`WatchKit Extension` → watch, kit, extension).
    static func words(of name: Substring) -> Set<String> {
        var words: Set<String> = []
        var word = ""
        var previousLower = false
        for character in name {
            let separator = character == " " || character == "-" || character == "_" || character == "."
            if separator || (character.isUppercase && previousLower) {
                if !word.isEmpty { words.insert(word.lowercased()) }
                word = ""
            }
            if !separator { word.append(character) }
            previousLower = character.isLowercase
        }
        if !word.isEmpty { words.insert(word.lowercased()) }
        return words
    }

    private func location(_ offset: Int, _ path: String, _ lines: LineIndex) -> SourceLocation {
        let position = lines.position(of: offset)
        return SourceLocation(file: path, line: position.line, column: position.column, offset: offset)
    }
}
