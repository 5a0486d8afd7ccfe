import HigTypeAudit
import HigTypeCore

/// The `"audit"` section of a `higtype.json`, read by `higtype audit`:
///
///     "audit": {"exclude": ["**/Tests/**", "**/*Preview*.swift"], "baseline": "higtype-baseline.json"}
///
/// `include` names code that does not ship to audit all the same, as `--include` does:
/// `"include": ["tests", "previews"]` (`AuditSkip`).
///
/// `exclude` patterns (`AuditGlob`, at most `AuditGlob.maxCount` of at most `AuditGlob.maxLength`
/// bytes each) match paths relative to the config's folder; `baseline` is a
/// path relative to it, which must stay inside the project tree.
public struct AuditConfig: Sendable, Equatable {
    public var exclude: [String] = []
    /// The baseline, as a path from the current folder.
    public var baseline: String?
    /// Where the config names the baseline, for an error about it.
    public var baselineLocation: SourceLocation?
    /// Code that does not ship, audited all the same.
    public var include: Set<AuditSkip> = []

    public init() {}

    public static let keys = ["exclude", "baseline", "include"]

    /// Reads the section; every problem is a `config-file` error at the key or value it is about.
    /// `folder` is the config's folder.
    static func read(_ member: JSONObject.Member, folder: String, diagnostics: inout [Diagnostic]) -> AuditConfig? {
        func fail(_ message: String, _ location: SourceLocation) {
            diagnostics.append(.error(.configFile, message, at: location))
        }
        guard case .object(let object) = member.value.value else {
            fail(
                "'audit' must be an object, e.g. {\"exclude\": [\"**/Tests/**\"]}, not a \(member.value.value.typeName)",
                member.value.location)
            return nil
        }
        var audit = AuditConfig()
        for entry in object.members {
            switch entry.key {
            case "exclude":
                guard case .array(let items) = entry.value.value else {
                    fail(
                        "'exclude' must be an array of path patterns, e.g. [\"**/Tests/**\"], not a \(entry.value.value.typeName)",
                        entry.value.location)
                    continue
                }
                // Every file the audit walks is matched against every pattern: a committed config
                // may not make that cost unbounded.
                if items.count > AuditGlob.maxCount {
                    fail(
                        "'exclude' holds at most \(AuditGlob.maxCount) patterns; this one has \(items.count)",
                        items[AuditGlob.maxCount].location)
                }
                for item in items.prefix(AuditGlob.maxCount) {
                    guard case .string(let pattern) = item.value, !pattern.isEmpty, !pattern.hasPrefix("/") else {
                        fail(
                            "an exclude pattern is a non-empty path pattern relative to this file's folder, e.g. \"**/Generated/**\"",
                            item.location)
                        continue
                    }
                    if let problem = AuditGlob.problem(with: pattern) {
                        fail(problem, item.location)
                        continue
                    }
                    audit.exclude.append(pattern)
                }
            case "baseline":
                guard case .string(let path) = entry.value.value, !path.isEmpty else {
                    fail(
                        "'baseline' must be a path relative to this file's folder, not a \(entry.value.value.typeName)",
                        entry.value.location)
                    continue
                }
                audit.baseline = path.hasPrefix("/") ? path : PathText.join(folder, path)
                audit.baselineLocation = entry.value.location
            case "include":
                guard case .array(let items) = entry.value.value else {
                    fail(
                        "'include' must be an array of kinds, e.g. [\"tests\", \"previews\"], not a \(entry.value.value.typeName)",
                        entry.value.location)
                    continue
                }
                for item in items {
                    guard case .string(let name) = item.value, let kind = AuditSkip(rawValue: name) else {
                        fail(
                            "an include is one of \(AuditSkip.allCases.map(\.rawValue).joined(separator: ", "))",
                            item.location)
                        continue
                    }
                    audit.include.insert(kind)
                }
            default:
                let hint = Suggestions.closest(to: entry.key, in: keys).map { Suggestions.hint($0) }
                fail(
                    "unknown key '\(entry.key)' in 'audit'" + (hint ?? "; 'audit' has \(keys.joined(separator: ", "))"),
                    entry.keyLocation)
            }
        }
        return audit
    }
}
