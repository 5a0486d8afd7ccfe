/// Code an app does not ship, which an audit leaves out by default: a fixed size there reaches
/// no reader. `--include` (or a config's `audit.include`) names the kinds to audit all the same.
public enum AuditSkip: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Test targets (`Package.swift`, the Xcode project) and files that import XCTest or Testing.
    case tests
    /// `#Preview { … }` and the body of a `PreviewProvider`.
    case previews
    /// The code of `#if DEBUG` (and the `#else` of `#if !DEBUG`), and debug screens by name
    /// (a type named `…Debug…`, a file in a `Debug/` folder).
    case debug
    /// Files a generator wrote: SwiftGen, R.swift, Sourcery, a "generated" header.
    case generated
    /// Build output: minified CSS with a source map, `dist/`, `build/`, folders `.gitignore` ignores.
    case build
    /// Executable targets (command-line tools) that import no UI framework.
    case tools

    public static func < (a: AuditSkip, b: AuditSkip) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Whether the kind is a part of a file (a region) rather than whole files.
    public var isRegion: Bool { self == .previews || self == .debug }

    /// How the summary names it: "3 test files", "2 findings in previews".
    func counted(_ count: Int) -> String {
        let files = count == 1 ? "file" : "files"
        switch self {
        case .tests: return "\(count) test \(files)"
        case .generated: return "\(count) generated \(files)"
        case .build: return "\(count) build-output \(files)"
        case .tools: return "\(count) \(files) of command-line tools"
        case .previews: return "\(count) \(count == 1 ? "finding" : "findings") in previews"
        case .debug: return "\(count) \(count == 1 ? "finding" : "findings") in debug code"
        }
    }

    /// Parses `--include`'s list, `tests,previews`; nil and the unknown name when one is not a kind.
    public static func parse(_ list: String) -> (kinds: Set<AuditSkip>, unknown: String?) {
        var kinds: Set<AuditSkip> = []
        for part in list.split(separator: ",") {
            let name = part.trimmingCharacters(in: " ")
            if name == "all" {
                kinds.formUnion(allCases)
            } else if let kind = AuditSkip(rawValue: name) {
                kinds.insert(kind)
            } else {
                return (kinds, name)
            }
        }
        return (kinds, nil)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
