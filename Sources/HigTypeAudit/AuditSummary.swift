import HigTypeCompiler
import HigTypeCore
import HigTypeSpec

/// What an audit run counts for the lines it ends with on stderr: files and lines read, the
/// findings reported by severity, by id and by nearest text style, waivers, and findings a
/// baseline let through.
public struct AuditSummary: Sendable {
    public var files = 0
    public var lines = 0
    public var waived = 0
    /// Findings the baseline matched and so left out; nil when no baseline was read.
    public var baselined: Int?
    /// Reported diagnostics by id.
    public private(set) var kinds: [String: Int] = [:]
    /// Reported diagnostics by severity.
    public private(set) var errors = 0
    public private(set) var warnings = 0
    /// Reported `fixed-size` and `fixed-size-macos` findings by the nearest text style their message names.
    public private(set) var styles: [String: Int] = [:]
    /// Reported `fixed-size` and `fixed-size-macos` findings whose size is not a literal, so they name no style.
    public private(set) var notLiteral = 0
    /// Reported `.dynamicTypeSize(.large)` findings: one text size pinned, not a font size.
    public private(set) var pins = 0
    /// What was left out as code that does not ship (`AuditSkip`): files, or findings in regions.
    public private(set) var skipped: [AuditSkip: Int] = [:]

    public init() {}

    /// The note that each finding carried before: printed once per run, after the findings.
    public static let waiverNote =
        "display type that must stay fixed (onboarding, marketing) can be waived with a comment: "
        + "\(Waiver.marker) — <reason>"

    /// The key `FileResult.styles` holds for a pinned Dynamic Type size, which names no style.
    static let pinKey = "\u{0}pinned"

    /// The ids of the findings a waiver covers, after which the waiver note is printed.
    static let waivable: Set<String> = [
        DiagnosticID.fixedSize.rawValue, DiagnosticID.fixedSizeMacOS.rawValue, DiagnosticID.readOnceSize.rawValue,
    ]

    /// Adds one file's result, of whose diagnostics `reported` are the ones printed (those a
    /// baseline did not match).
    public mutating func add(_ result: Auditor.FileResult, reported: [Diagnostic]) {
        // `files` is set by the caller: a file that cannot be read has no result but was audited.
        lines += result.lines
        waived += result.waived
        skipped.merge(result.skipped, uniquingKeysWith: +)
        add(reported, styles: result.styles)
    }

    /// Counts files left out before they were read (a test target's folder, build output).
    public mutating func addSkipped(_ kind: AuditSkip, files: Int) {
        guard files > 0 else { return }
        skipped[kind, default: 0] += files
    }

    /// Counts diagnostics reported outside a file's audit (a file that cannot be read).
    public mutating func add(_ reported: [Diagnostic], styles: [Int: String] = [:]) {
        for diagnostic in reported {
            kinds[diagnostic.id.rawValue, default: 0] += 1
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
            guard diagnostic.id == .fixedSize || diagnostic.id == .fixedSizeMacOS else { continue }
            switch diagnostic.location.flatMap({ styles[$0.offset] }) {
            case Self.pinKey?: pins += 1
            case let style?: self.styles[style, default: 0] += 1
            case nil: notLiteral += 1
            }
        }
    }

    /// Reported findings a waiver could cover: whether the run prints the waiver note.
    public var waivableFindings: Int { Self.waivable.reduce(0) { $0 + (kinds[$1] ?? 0) } }

    /// The summary: one line that counts every finding by severity, and a second by kind and
    /// style when anything was reported. `fix` is what `--fix` did, appended to the first line.
    public func render(fix: String? = nil) -> String {
        var first =
            "higtype: audited \(files) \(files == 1 ? "file" : "files") (\(lines) \(lines == 1 ? "line" : "lines")): "
            + "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings"), "
            + "\(waived) waived"
        if let baselined { first += ", \(baselined) in the baseline" }
        if let fix { first += "; " + fix }
        first += "\n" + skippedLine
        guard !kinds.isEmpty else { return first }
        var second = "higtype: by kind: " + Self.list(kinds)
        let parts =
            (styles.isEmpty ? [] : [Self.list(styles)]) + (notLiteral > 0 ? ["\(notLiteral) not a literal"] : [])
        if !parts.isEmpty { second += "; by nearest style: " + parts.joined(separator: ", ") }
        if pins > 0 { second += "; \(pins) pinned Dynamic Type \(pins == 1 ? "size" : "sizes")" }
        return first + second + "\n"
    }

    /// "higtype: not audited, as code that does not ship: 3 test files, 2 findings in previews;
    /// --include tests,previews audits them", or nothing when nothing was left out.
    var skippedLine: String {
        guard !skipped.isEmpty else { return "" }
        let kinds = skipped.keys.sorted()
        return "higtype: not audited, as code that does not ship: "
            + kinds.map { $0.counted(skipped[$0]!) }.joined(separator: ", ")
            + "; --include \(kinds.map(\.rawValue).joined(separator: ",")) audits \(skipped.values.reduce(0, +) == 1 ? "it" : "them")\n"
    }

    /// "3 fixed-size, 1 waiver-reason": most first, then by name.
    private static func list(_ counts: [String: Int]) -> String {
        counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
            .joined(separator: ", ")
    }
}

extension Auditor {
    /// The nearest text style of a site with a literal size, as the finding names it (from the
    /// macOS table for macOS code); `AuditSummary.pinKey` for a pinned Dynamic Type size.
    func nearestStyle(of site: FontSite) -> String? {
        if case .swiftCall(.pinnedDynamicType) = site.form { return AuditSummary.pinKey }
        var table = platform
        switch site.form {
        case .cssFont, .cssFontSize, .cssLength: break
        default:
            if site.macOS != nil {
                table = .macos
            } else if site.watchOS != nil {
                table = .watchos
            } else if site.tvOS != nil {
                table = .tvos
            }
        }
        guard site.readOnce == nil, case .points(let points) = site.size,
            let nearest = NearestStyle.find(size: points, weight: DTCGWeight(site.weight ?? .regular), on: table)
        else { return nil }
        return nearest.style.displayName
    }
}
