import HigTypeCore
import HigTypeSpec

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a list of platform names, e.g. `["ios", "watchos"]`: the platforms a manifest targets,
/// or the platforms a token or group is limited to.
enum PlatformList {
    /// The platforms named, in order and without repeats; nil when none is valid (reported).
    static func read(_ node: JSONNode, diagnostics: inout [Diagnostic]) -> [Platform]? {
        guard case .array(let items) = node.value, !items.isEmpty else {
            diagnostics.append(
                .error(
                    .manifestStructure, "'platforms' must be a non-empty array of platform names, e.g. [\"ios\"]",
                    at: node.location))
            return nil
        }
        var platforms: [Platform] = []
        for item in items {
            guard case .string(let name) = item.value, let platform = Platform(named: name) else {
                diagnostics.append(unknown(item))
                continue
            }
            if platforms.contains(platform) {
                diagnostics.append(
                    .warning(.duplicatePlatform, "platform '\(platform.rawValue)' is listed twice", at: item.location))
            } else {
                platforms.append(platform)
            }
        }
        return platforms.isEmpty ? nil : platforms
    }

    private static func unknown(_ item: JSONNode) -> Diagnostic {
        let text = { if case .string(let s) = item.value { return "'\(s)'" } else { return item.value.typeName } }()
        let ids = Platform.allCases.map(\.rawValue)
        // "iOS 17" names a platform with its version: suggest the platform.
        let suggestion: String? = {
            guard case .string(let s) = item.value else { return nil }
            let unversioned = s.trimming(where: { "0123456789. ".unicodeScalars.contains($0) })
            return Platform(named: unversioned)?.rawValue ?? Suggestions.closest(to: s, in: ids)
        }()
        return .error(
            .unknownPlatform,
            "unknown platform \(text)" + Suggestions.hint(suggestion)
                + "; platforms are \(ids.joined(separator: ", "))",
            at: item.location, fixIt: suggestion.map { .replaceJSON(at: item.location, with: "\"\($0)\"", .suggestion) }
        )
    }

    /// `["ios", "watchos"]`, as a manifest writes the list.
    static func json(_ platforms: [Platform]) -> String {
        "[" + platforms.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]"
    }
}
