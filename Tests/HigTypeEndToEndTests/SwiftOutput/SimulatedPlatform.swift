import Foundation
import HigTypeTestSupport

/// An Apple platform as the Linux compiler can be made to see it: which framework stand-ins
/// can be imported, which `os(...)` is true, and, for the availability check, which
/// declarations exist at a deployment version.
///
/// Linux's swiftc ignores `@available` for Apple platforms and answers `os(iOS)` with false.
/// So the sources are rewritten line by line before they are compiled: `#if`/`#elseif` lines
/// get `true` or `false` for each `os(...)`, and an `@available(...)` attribute (alone on its
/// line, as the stand-ins and the generated file write them) becomes `@available(*, deprecated)`
/// when it says the platform lacks the declaration, or that it is newer than the deployment
/// version. With `-warnings-as-errors` Swift then rejects every use of such a declaration from
/// code that is not itself marked so: exactly an adapter that calls something newer than its
/// own annotation, or something its platform lacks. Deprecated code may use deprecated
/// declarations silently, so adapters newer than the deployment version drop out of the check
/// by the same rewrite. (`unavailable` would be the natural mark, but Swift 6.3 rejects a use
/// of a `*`-unavailable declaration even inside `*`-unavailable code.)
struct SimulatedPlatform: Sendable, CustomStringConvertible {
    /// The platform as `os(...)` and `@available` spell it: "iOS", "watchOS" …
    let os: String
    /// The stand-in modules that exist there.
    let modules: [String]

    var description: String { "\(os)-like" }

    static let iOS = SimulatedPlatform(os: "iOS", modules: ["SwiftUI", "UIKit"])
    static let tvOS = SimulatedPlatform(os: "tvOS", modules: ["SwiftUI", "UIKit"])
    static let visionOS = SimulatedPlatform(os: "visionOS", modules: ["SwiftUI", "UIKit"])
    /// watchOS has UIKit, without UIContentSizeCategory or `scaledFont(for:compatibleWith:)`.
    static let watchOS = SimulatedPlatform(os: "watchOS", modules: ["SwiftUI", "UIKit"])
    /// macOS has SwiftUI and AppKit, no UIKit.
    static let macOS = SimulatedPlatform(os: "macOS", modules: ["SwiftUI", "AppKit"])
    static let all = [iOS, tvOS, visionOS, watchOS, macOS]

    /// `source` as this platform sees it at `deployment` (nil: the newest SDK, where only what
    /// the platform lacks is unavailable).
    func rewrite(_ source: String, deployment: [Int]? = nil) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") { return rewriteCondition(String(line)) }
            if trimmed.hasPrefix("@available("), trimmed.hasSuffix(")") {
                let indent = line.prefix { $0 == " " }
                let arguments = trimmed.dropFirst("@available(".count).dropLast()
                guard let reason = absence(arguments, deployment: deployment) else { return String(line) }
                return indent + "@available(*, deprecated, message: \"\(reason)\")"
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The introduced versions for this platform of every `@available` line in `source`.
    func introducedVersions(in source: String) -> Set<[Int]> {
        var versions: Set<[Int]> = []
        for line in source.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("@available("), trimmed.hasSuffix(")") else { continue }
            if let version = introduced(in: trimmed.dropFirst("@available(".count).dropLast()) {
                versions.insert(version)
            }
        }
        return versions
    }

    /// "16.0" as [16, 0, 0], so versions compare lexicographically.
    static func version(_ text: some StringProtocol) -> [Int] {
        let numbers = text.split(separator: ".").compactMap { Int($0) }
        return numbers + Array(repeating: 0, count: max(0, 3 - numbers.count))
    }

    private func rewriteCondition(_ line: String) -> String {
        var result = line
        for name in ["iOS", "tvOS", "visionOS", "watchOS", "macOS"] {
            result = result.replacingOccurrences(of: "os(\(name))", with: name == os ? "true" : "false")
        }
        return result
    }

    /// Why the declaration is missing: `@available(watchOS, unavailable)` on watchOS, or
    /// `@available(iOS 16.0, …)` on iOS below 16.0; nil when it is there. An attribute that
    /// does not name the platform leaves it available.
    private func absence(_ arguments: Substring, deployment: [Int]?) -> String? {
        let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if parts == [os, "unavailable"] { return "\(os) lacks it" }
        guard let deployment, let version = introduced(in: arguments), deployment.lexicographicallyPrecedes(version)
        else { return nil }
        return "\(os) \(Self.text(version)), newer than \(Self.text(deployment))"
    }

    private static func text(_ version: [Int]) -> String { version.map(String.init).joined(separator: ".") }

    private func introduced(in arguments: Substring) -> [Int]? {
        for part in arguments.split(separator: ",") {
            let words = part.split(separator: " ")
            if words.count == 2, words[0] == os { return Self.version(words[1]) }
        }
        return nil
    }
}
